import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { WalkProgress } from '@/api/walk-list';
import { lazyPartLoaded, rootReducer } from '@/lib/root-reducer';

/**
 * How far the workspace's read of the whole pymes list has got (issue 38):
 * at 10 000 pymes on the spec's API it is a hundred requests, and the list
 * says "Leyendo las pymes… N de M" meanwhile rather than a still table.
 * One read at a time is shown (the latest that reported); it is cleared when
 * the read ends, whatever the end.
 */
type WalkProgressState = { progress: WalkProgress | null };

const initialState: WalkProgressState = { progress: null };

export const pymeWalkProgressSlice = createSlice({
  name: 'pymeWalkProgress',
  initialState,
  reducers: {
    pymeWalkProgressed(state, { payload }: PayloadAction<WalkProgress | null>) {
      state.progress = payload;
    },
  },
});

export const { pymeWalkProgressed } = pymeWalkProgressSlice.actions;

rootReducer.inject(pymeWalkProgressSlice);
lazyPartLoaded(pymeWalkProgressSlice.reducerPath);

declare module '@/lib/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's declaration merging for a lazy slice
  interface LazyLoadedSlices extends WithSlice<typeof pymeWalkProgressSlice> {}
}

/** The read on its way, or null. */
export function selectPymeWalkProgress(state: unknown): WalkProgress | null {
  return (state as { pymeWalkProgress?: WalkProgressState }).pymeWalkProgress?.progress ?? null;
}
