import { configureStore } from '@reduxjs/toolkit';
import { startingSession } from '@/api/session-slice';
import { dynamicMiddleware, rootReducer, storeMade } from '@/lib/root-reducer';

/**
 * The state as the code reads it. The lazy parts (src/lib/root-reducer.ts) are
 * typed as present: code that reads one is in (or after) the module that
 * injects it, and the part's state is there as soon as that module has run.
 */
export type RootState = Required<ReturnType<typeof rootReducer>>;

/**
 * Builds a fresh store; tests build one each, the app builds one at start-up.
 * Lazy parts already loaded are in it at once, the others join when they load.
 * The session starts from the token cookies, read once here.
 */
export function makeStore() {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: startingSession() },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(dynamicMiddleware.middleware),
  });
  storeMade(store);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

type StoreDispatch = AppDispatch;

// Gives src/lib/store-hooks (used by every layer) this store's real types.
// (Inside this block `AppDispatch` would name store-hooks' own alias, hence StoreDispatch.)
declare module '@/lib/store-hooks' {
  interface AppStoreTypes {
    state: RootState;
    dispatch: StoreDispatch;
  }
}
