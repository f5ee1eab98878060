import { createSlice, type Middleware, type WithSlice } from '@reduxjs/toolkit';
import { inDiagnosticOrder } from '@/api/edge/diagnostics';
import { isSessionEnd } from '@/api/session-slice';
import { readSessionValue, storeSessionValue } from '@/api/token-cookies';
import { dynamicMiddleware, lazyPartLoaded, rootReducer } from '@/lib/root-reducer';

/** The flag's name among the values kept for the session (forgotten when it ends). */
const RECOMMENDATION_CLEARED = 'recommendation-cleared';

export interface DiagnosticsState {
  /**
   * The recommendation modal was closed: it does not come back in this
   * session, not even after a reload of the tab (kept in sessionStorage).
   */
  recommendationCleared: boolean;
}

export const diagnosticsSlice = createSlice({
  name: 'diagnostics',
  initialState: (): DiagnosticsState => ({
    recommendationCleared: readSessionValue(RECOMMENDATION_CLEARED) === 'true',
  }),
  reducers: {
    recommendationCleared(state) {
      state.recommendationCleared = true;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionEnd, () => ({ recommendationCleared: false }));
  },
  selectors: {
    selectRecommendationCleared: (state) => state.recommendationCleared,
  },
});

export const { recommendationCleared } = diagnosticsSlice.actions;

/**
 * Mirrors the flag into sessionStorage; removeTokens forgets it when the
 * session ends. A plain middleware: RTK's listener middleware would put its
 * code in the entry chunk (every page's download) for this one line.
 */
const storeRecommendationCleared: Middleware = () => (next) => (action) => {
  const result = next(action);
  if (recommendationCleared.match(action)) storeSessionValue(RECOMMENDATION_CLEARED, 'true');
  return result;
};

// Entrepreneur state: it joins the store with the dashboard's code, not in
// the entry chunk (src/lib/root-reducer.ts).
const injectedDiagnostics = diagnosticsSlice.injectInto(rootReducer);
dynamicMiddleware.addMiddleware(storeRecommendationCleared);
lazyPartLoaded(diagnosticsSlice.reducerPath);

declare module '@/lib/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's declaration merging for a lazy slice
  interface LazyLoadedSlices extends WithSlice<typeof diagnosticsSlice> {}
}

export const { selectRecommendationCleared } = injectedDiagnostics.selectors;

/** What the recommendation rule needs to know of each evaluation. */
export interface RecommendationInput {
  /** Null when the row does not give it: then the server's order stands. */
  order_number: number | null;
  is_done: boolean;
}

/**
 * Spec §4 and §9: a pyme with no training line yet, once exactly the first
 * two evaluations by their order are done (two done, and they are the first two).
 */
export function shouldRecommend(
  evaluations: readonly RecommendationInput[],
  hasTrainingLine: boolean,
): boolean {
  if (hasTrainingLine) return false;
  const inOrder = inDiagnosticOrder(evaluations);
  const doneCount = inOrder.filter((evaluation) => evaluation.is_done).length;
  return doneCount === 2 && inOrder.slice(0, 2).every((evaluation) => evaluation.is_done);
}

/** Spec §9: the modal closes, then the recommendation is cleared 100 ms later. */
export const RECOMMENDATION_CLEAR_DELAY_MS = 100;
