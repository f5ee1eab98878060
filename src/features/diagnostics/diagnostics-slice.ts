import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { loggedOut, sessionExpired } from '@/api/session-slice';

export interface DiagnosticsState {
  /** The recommendation modal was closed: it does not come back in this session. */
  recommendationCleared: boolean;
}

const initialState: DiagnosticsState = { recommendationCleared: false };

export const diagnosticsSlice = createSlice({
  name: 'diagnostics',
  initialState,
  reducers: {
    recommendationCleared(state) {
      state.recommendationCleared = true;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(loggedOut, sessionExpired), () => initialState);
  },
});

export const { recommendationCleared } = diagnosticsSlice.actions;

export const selectRecommendationCleared = (state: { diagnostics: DiagnosticsState }) =>
  state.diagnostics.recommendationCleared;

/** Spec §4 and §9: exactly two evaluations done and no formation line yet. */
export function shouldRecommend(doneCount: number, hasFormationLine: boolean): boolean {
  return doneCount === 2 && !hasFormationLine;
}

/** Spec §9: the modal closes, then the recommendation is cleared 100 ms later. */
export const RECOMMENDATION_CLEAR_DELAY_MS = 100;
