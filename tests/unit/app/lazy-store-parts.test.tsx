import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { useAppSelector } from '@/lib/store-hooks';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the lazy parts of the store (src/lib/root-reducer.ts)', () => {
  it('a part that loads after the store was made is readable at once', async () => {
    const store = makeStore();
    const { selectRegistration, termsAccepted } =
      await import('@/features/account/registration-slice');
    expect(selectRegistration(store.getState()).termsAccepted).toBe(false);
    store.dispatch(termsAccepted());
    expect(selectRegistration(store.getState()).termsAccepted).toBe(true);
  });

  it('RTK Query finds its cache as soon as its module loaded: no "No data found" error', async () => {
    const errors = vi.spyOn(console, 'error');
    const store = makeStore();
    const { api } = await import('@/api/api-slice');
    function CacheReader() {
      // What every query hook does on its first render, before it dispatches anything.
      const queries = useAppSelector(
        (state) => api.util.selectInvalidatedBy(state, ['Profile']).length,
      );
      return <p>{`Consultas del perfil en caché: ${String(queries)}`}</p>;
    }
    render(
      <Provider store={store}>
        <CacheReader />
      </Provider>,
    );
    expect(screen.getByText('Consultas del perfil en caché: 0')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalledWith(
      expect.stringContaining('No data found at `state.api`'),
    );
  });

  it('has the session from the start', () => {
    function SessionReader() {
      const isLoggedIn = useAppSelector((state) => state.session.isLoggedIn);
      return <p>{isLoggedIn ? 'Con sesión' : 'Sin sesión'}</p>;
    }
    render(
      <Provider store={makeStore()}>
        <SessionReader />
      </Provider>,
    );
    expect(screen.getByText('Sin sesión')).toBeInTheDocument();
  });
});
