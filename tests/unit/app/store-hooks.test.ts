import { describe, expectTypeOf, it } from 'vitest';
import type { AppDispatch as StoreDispatch, RootState } from '@/app/store';
import type { AppDispatch, AppState, useAppSelector } from '@/lib/store-hooks';

// Compile-time checks (tsc runs over the tests): the hooks every layer uses
// carry the real store's types, so a selector is checked against its shape.
describe('typed store hooks', () => {
  it('know the real store state and dispatch', () => {
    expectTypeOf<AppState>().toEqualTypeOf<RootState>();
    expectTypeOf<AppDispatch>().toEqualTypeOf<StoreDispatch>();
  });

  it('refuse a selector that reads a slice the store does not have', () => {
    type Selector = Parameters<typeof useAppSelector>[0];
    const readsSession = (state: { session: { isLoggedIn: boolean } }) => state.session.isLoggedIn;
    const readsNothingReal = (state: { invoices: { total: number } }) => state.invoices.total;
    expectTypeOf(readsSession).toExtend<Selector>();
    expectTypeOf(readsNothingReal).not.toExtend<Selector>();
  });
});
