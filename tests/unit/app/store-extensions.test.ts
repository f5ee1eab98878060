import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { extendStore } from '@/lib/store-extensions';

/** A lazy part as a chunk would bring it: a counter and a middleware that notes actions. */
function samplePart(reducerPath: string) {
  const seen: string[] = [];
  const noteActions: Middleware = () => (next) => (action) => {
    seen.push((action as UnknownAction).type);
    return next(action);
  };
  const reducer = (state = { count: 0 }, action: UnknownAction) =>
    action.type === `${reducerPath}/add` ? { count: state.count + 1 } : state;
  return { part: { reducerPath, reducer, middleware: [noteActions] }, seen };
}

const stateOf = (store: ReturnType<typeof makeStore>, key: string): unknown =>
  (store.getState() as unknown as Record<string, unknown>)[key];

describe('lazy parts of the store', () => {
  it('joins a store that already exists, with its state there at once', () => {
    const store = makeStore();
    expect(stateOf(store, 'later')).toBeUndefined();

    const { part, seen } = samplePart('later');
    extendStore(part);

    expect(stateOf(store, 'later')).toEqual({ count: 0 });
    store.dispatch({ type: 'later/add' });
    expect(stateOf(store, 'later')).toEqual({ count: 1 });
    expect(seen).toContain('later/add');
  });

  it('joins every store made after it loaded, each with its own state', () => {
    const { part, seen } = samplePart('earlier');
    extendStore(part);

    const first = makeStore();
    const second = makeStore();
    first.dispatch({ type: 'earlier/add' });

    expect(stateOf(first, 'earlier')).toEqual({ count: 1 });
    expect(stateOf(second, 'earlier')).toEqual({ count: 0 });
    expect(seen.filter((type) => type === 'earlier/add')).toHaveLength(1);
  });

  it('leaves the session slice in the store from the start', () => {
    expect(makeStore().getState().session).toMatchObject({ isLoggedIn: false });
  });
});
