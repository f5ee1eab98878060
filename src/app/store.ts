import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '@/api/api-slice';
import { onSessionEnded } from '@/api/http-clients';
import { sessionExpired, sessionSlice } from '@/api/session-slice';
import { registrationSlice } from '@/features/account/registration-slice';
import { diagnosticsListener, diagnosticsSlice } from '@/features/diagnostics/diagnostics-slice';

const rootReducer = combineReducers({
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [registrationSlice.reducerPath]: registrationSlice.reducer,
  [diagnosticsSlice.reducerPath]: diagnosticsSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Builds a fresh store; tests build one each, the app builds one at start-up.
 * The store it builds is the one told when the HTTP layer ends the session.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(diagnosticsListener.middleware).concat(api.middleware),
  });
  onSessionEnded(() => {
    store.dispatch(sessionExpired());
    store.dispatch(api.util.resetApiState());
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
