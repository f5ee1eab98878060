import {
  combineSlices,
  createAction,
  createDynamicMiddleware,
  type Dispatch,
} from '@reduxjs/toolkit';
import { sessionSlice } from '@/api/session-slice';

/**
 * The parts of the store that arrive with a lazy chunk, so that a guest's
 * first page downloads none of them: RTK Query's cache (with axios and the
 * answer schemas), the registration wizard, the entrepreneur's diagnostics
 * flag. Each part's module adds its state type here by declaration merging
 * (Redux Toolkit's pattern for `withLazyLoadedSlices`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each lazy part
export interface LazyLoadedSlices {}

/** The store's reducer: the session from the start, the lazy parts as they load. */
export const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware that arrives with a lazy part (RTK Query's, the diagnostics flag's). */
export const dynamicMiddleware = createDynamicMiddleware();

/**
 * Run through a store when it is made and whenever a lazy part joins: the
 * parts' state and middleware are in that store from then on, before anything
 * reads them (the payload names the part, or '*' for a new store).
 */
export const lazyPartsJoined = createAction<string>('store/lazyPartsJoined');

/**
 * The stores made so far, held weakly: the app makes one, but a test run
 * makes one per test in the same module instance (tests share modules,
 * vite.config.ts), and a store no screen uses any more must be free to go.
 */
const stores = new Set<WeakRef<{ dispatch: Dispatch }>>();

/**
 * Called by `makeStore`: the parts loaded so far start in the new store at
 * once (their middleware too, e.g. the one that ends the session when a token
 * refresh fails), and the store hears of each part that loads later.
 */
export function storeMade(store: { dispatch: Dispatch }): void {
  stores.add(new WeakRef(store));
  store.dispatch(lazyPartsJoined('*'));
}

/**
 * Called by a lazy part's module right after `rootReducer.inject(part)` (and
 * `dynamicMiddleware.addMiddleware(...)`), when the module is evaluated, which
 * is before any screen that reads the part renders: runs one action through
 * every store so the part's state is there at once. (RTK Query's hooks read
 * `state.api` directly and would find nothing until the next action.)
 */
export function lazyPartLoaded(reducerPath: string): void {
  for (const held of stores) {
    const store = held.deref();
    if (store) store.dispatch(lazyPartsJoined(reducerPath));
    else stores.delete(held);
  }
}
