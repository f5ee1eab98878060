import { createListenerMiddleware, createSlice } from '@reduxjs/toolkit';
import { isSessionEnd } from '@/api/session-slice';
import {
  forgetRecommendationCleared,
  readRecommendationCleared,
  storeRecommendationCleared,
} from './recommendation-storage';

export interface DiagnosticsState {
  /**
   * The recommendation modal was closed: it does not come back in this
   * session, not even after a reload of the tab (kept in sessionStorage).
   */
  recommendationCleared: boolean;
}

export const diagnosticsSlice = createSlice({
  name: 'diagnostics',
  initialState: (): DiagnosticsState => ({ recommendationCleared: readRecommendationCleared() }),
  reducers: {
    recommendationCleared(state) {
      state.recommendationCleared = true;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isSessionEnd, () => ({ recommendationCleared: false }));
  },
});

export const { recommendationCleared } = diagnosticsSlice.actions;

/** Mirrors the flag into sessionStorage: kept when set, removed when the session ends. */
export const diagnosticsListener = createListenerMiddleware();
diagnosticsListener.startListening({
  actionCreator: recommendationCleared,
  effect: storeRecommendationCleared,
});
diagnosticsListener.startListening({
  matcher: isSessionEnd,
  effect: forgetRecommendationCleared,
});

export const selectRecommendationCleared = (state: { diagnostics: DiagnosticsState }) =>
  state.diagnostics.recommendationCleared;

/** What the recommendation rule needs to know of each evaluation. */
export interface RecommendationInput {
  order_number: number;
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
  const inOrder = [...evaluations].sort((a, b) => a.order_number - b.order_number);
  const doneCount = inOrder.filter((evaluation) => evaluation.is_done).length;
  return doneCount === 2 && inOrder.slice(0, 2).every((evaluation) => evaluation.is_done);
}

/** Spec §9: the modal closes, then the recommendation is cleared 100 ms later. */
export const RECOMMENDATION_CLEAR_DELAY_MS = 100;
