import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
} from '@reduxjs/toolkit';
import type { api } from '@/api/api-slice';
import { sessionSlice } from '@/api/session-slice';
import type { RegistrationWizardState } from '@/features/account/registration-slice';
import type { DiagnosticsState } from '@/features/diagnostics/diagnostics-slice';
import { onStoreExtension, type StoreExtension } from '@/lib/store-extensions';

/**
 * The parts that load with their code (src/lib/store-extensions.ts): RTK
 * Query's cache with the first screen or session that calls the server, the
 * registration wizard with its screens, the diagnostics flag with the
 * entrepreneur's dashboard. Only their types are imported here, so the entry
 * chunk does not carry their code.
 */
interface LazyState {
  [api.reducerPath]: ReturnType<typeof api.reducer>;
  registration: RegistrationWizardState;
  diagnostics: DiagnosticsState;
}

const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<LazyState>();

/**
 * The state as the code reads it. The lazy parts are typed as present: code
 * that reads one is in (or after) the module that adds it, and the store has
 * the part's state as soon as that module is evaluated (see makeStore).
 */
export type RootState = ReturnType<typeof rootReducer> & LazyState;

/** Dispatched when a lazy part joins the store, so that its state exists at once. */
const storeExtended = createAction<string>('store/extended');

/**
 * Builds a fresh store; tests build one each, the app builds one at start-up.
 * Lazy parts already loaded join it at once, the others when they load.
 */
export function makeStore() {
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(dynamicMiddleware.middleware),
  });
  onStoreExtension((extension: StoreExtension) => {
    rootReducer.inject({
      reducerPath: extension.reducerPath as keyof LazyState,
      reducer: extension.reducer,
    });
    dynamicMiddleware.addMiddleware(...(extension.middleware ?? []));
    store.dispatch(storeExtended(extension.reducerPath));
  });
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
