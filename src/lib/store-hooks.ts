// Store hooks for features and shared code, which may not import src/app (and
// so not the app's RootState). Each selector names the part of the state it
// reads; src/app/hooks has the hooks typed with the whole RootState.
// eslint-disable-next-line no-restricted-imports
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/** `useSelector` typed by the selector: `useStoreSelector(selectProfile)`. */
export function useStoreSelector<TState, TResult>(selector: (state: TState) => TResult): TResult {
  return useSelector<TState, TResult>(selector);
}

/** A dispatch that accepts plain actions and thunks. */
export const useStoreDispatch = useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();
