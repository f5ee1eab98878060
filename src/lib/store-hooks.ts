// The app's one set of typed store hooks, for every layer (app, features,
// shared code). Features and shared code may not import src/app, so the
// store's real types reach this module the other way round: src/app/store.ts
// registers them in `AppStoreTypes` (declaration merging). A selector is
// therefore checked against the real store shape: `useAppSelector(selectX)`
// fails to compile when the store has no slice of the shape selectX reads.
// eslint-disable-next-line no-restricted-imports
import { useDispatch, useSelector } from 'react-redux';

/**
 * Filled in by src/app/store.ts with `{ state: RootState; dispatch: AppDispatch }`.
 * Empty here on purpose: it is an extension point, not a type of its own.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppStoreTypes {}

/** The whole store state, as src/app/store.ts builds it. */
export type AppState = AppStoreTypes extends { state: infer State } ? State : never;

/** The store's dispatch: plain actions, thunks and RTK Query's `initiate`. */
export type AppDispatch = AppStoreTypes extends { dispatch: infer Dispatch } ? Dispatch : never;

export const useAppSelector = useSelector.withTypes<AppState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
