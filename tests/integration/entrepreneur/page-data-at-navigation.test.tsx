import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { accountOf, signInAs } from '@tests/testing/demo-session';
import { holdAnswer } from '@tests/testing/held-answer';
import { recordRequests } from '@tests/testing/record-requests';
import { renderApp } from '@tests/testing/render-app';

/**
 * Issue 28: a logged-in page's data starts with the page, alongside the
 * profile, not after it answered (src/app/routing/route-data.ts).
 */

const profilePath = '/api/users/info/';

/** Holds the profile's answers until the test releases them (then the demo backend answers). */
function holdProfile() {
  const { held, release } = holdAnswer();
  server.use(
    http.get(`*${profilePath}`, async () => {
      await held;
      // Nothing returned: the demo backend's own handler answers.
    }),
  );
  return release;
}

const pages = [
  {
    path: '/dashboard',
    data: '/api/user/list-available/',
    shown: '0 de 3 diagnósticos completados',
  },
  {
    path: '/formation',
    data: '/api/formations/formation-line-list/',
    shown: 'No tienen ninguna línea de formación asignada',
  },
];

describe.each(pages)('$path', ({ path, data, shown }) => {
  it('asks for its data before the profile answered', async () => {
    const sent = recordRequests();
    const release = holdProfile();
    signInAs(accountOf.user);
    renderApp(path);

    await waitFor(() => {
      expect(sent.map((request) => request.path)).toContain(data);
    });
    expect(sent.map((request) => request.path)).toContain(profilePath);
    expect(screen.queryByText(shown)).not.toBeInTheDocument();

    release();
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(sent.filter((request) => request.path === data)).toHaveLength(1);
    expect(sent.filter((request) => request.path === profilePath)).toHaveLength(1);
  });

  it('refreshes an expired access token once for the profile and the data', async () => {
    const sent = recordRequests();
    signInAs(accountOf.user, -60);
    renderApp(path);

    expect(await screen.findByText(shown)).toBeInTheDocument();
    const count = (what: string) => sent.filter((request) => request.path === what).length;
    expect(count('/api/token/refresh/')).toBe(1);
    // Each asked with the old token (401), then once more after the refresh.
    expect(count(profilePath)).toBe(2);
    expect(count(data)).toBe(2);
  });
});

describe('a page the role may not open', () => {
  it('does not ask for its data once the role is known', async () => {
    const sent = recordRequests();
    const { router } = renderApp('/admin/pymes', { role: 'admin' });
    await screen.findByRole('heading', { level: 1, name: /Pymes/ });
    await router.navigate('/dashboard');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/pymes');
    });
    expect(sent.map((request) => request.path)).not.toContain('/api/user/list-available/');
  });
});
