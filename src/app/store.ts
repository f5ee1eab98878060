import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { sessionSlice } from '@/api/session-slice';

const rootReducer = combineReducers({
  [sessionSlice.reducerPath]: sessionSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Builds a fresh store; tests build one each, the app builds one at start-up. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
