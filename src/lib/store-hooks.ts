// Store hooks for features and shared code, which may not import src/app (and
// so not the app's RootState). Each selector names the part of the state it
// reads; src/app/hooks has the hooks typed with the whole RootState.
// eslint-disable-next-line no-restricted-imports
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/**
 * `useSelector` typed by the selector: `useStoreSelector(selectProfile)`.
 * Any selector fits (`never` accepts every state type); the store passed by
 * the Provider is the app's, which has every slice the selectors name.
 */
export function useStoreSelector<TResult>(selector: (state: never) => TResult): TResult {
  return useSelector(selector as (state: unknown) => TResult);
}

/** A dispatch that accepts plain actions and thunks. */
export const useStoreDispatch =
  useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();
