import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pymeNamed } from '@tests/testing/demo-data';
import { recordRequests, requestsTo, trackPending } from '@tests/testing/record-requests';
import { renderApp } from '@tests/testing/render-app';

/**
 * Issue 26: an id read from the address (a path parameter, `?pyme=`, the
 * navigation state) goes into an API path. One that cannot be a uuid (every id
 * of this API is one, spec §7) names nothing: the screen says so, as it does
 * after a 404, and asks the backend nothing. Encoding alone is not enough:
 * `encodeURIComponent('..')` is `..`, and `api/pymes/pyme/../` is `api/pymes/`.
 */

/** What the admin layout itself asks on any of its pages (the profile). */
const LAYOUT_CALLS = ['/api/users/info/'];

/** A uuid no seed record has. */
const UNKNOWN_UUID = '0b5e0a3c-6a51-4f0e-9d4b-3c2f1e0d9a87';

const PYME_NOT_FOUND = 'No encontramos esta pyme.';
const LINE_NOT_FOUND = 'No encontramos esta línea de formación';

async function expectNotFound(text: string) {
  if (text === LINE_NOT_FOUND) {
    expect(await screen.findByRole('heading', { level: 2, name: text })).toBeInTheDocument();
  } else {
    expect(await screen.findByText(text)).toBeInTheDocument();
  }
}

describe('an id in the address that cannot be a uuid', () => {
  it.each([
    { url: '/admin/pymes/..%2F..%2Fsomething', notFound: PYME_NOT_FOUND },
    { url: '/admin/pymes/..', notFound: PYME_NOT_FOUND },
    { url: '/admin/pymes/a%3Fb', notFound: PYME_NOT_FOUND },
    { url: '/admin/pymes/a%23b', notFound: PYME_NOT_FOUND },
    { url: '/admin/pymes/not-a-uuid', notFound: PYME_NOT_FOUND },
    { url: '/admin/evaluations?pyme=../x', notFound: PYME_NOT_FOUND },
    { url: '/admin/evaluations?pyme=..', notFound: PYME_NOT_FOUND },
    { url: `/admin/answer?pyme=..&diagnostico=${UNKNOWN_UUID}`, notFound: PYME_NOT_FOUND },
    { url: '/admin/training-line-form/Editar/..%2Fx', notFound: LINE_NOT_FOUND },
    { url: '/admin/training-line-form/Editar/..', notFound: LINE_NOT_FOUND },
  ])('$url: not found, and nothing asked but the layout’s own calls', async ({ url, notFound }) => {
    const sent = recordRequests();
    const pending = trackPending();
    renderApp(url, { role: 'admin' });
    await expectNotFound(notFound);
    await pending.settled();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(
      LAYOUT_CALLS.map((path) => `GET ${path}`),
    );
  });

  it('from the navigation state: not found, and nothing asked', async () => {
    const sent = recordRequests();
    const pending = trackPending();
    renderApp({ pathname: '/admin/evaluations', state: { pyme_uuid: '../..' } }, { role: 'admin' });
    await expectNotFound(PYME_NOT_FOUND);
    await pending.settled();
    expect(sent.map((request) => request.path)).toEqual(LAYOUT_CALLS);
  });

  it('a diagnostic that cannot be a uuid: the pyme is asked for, the answers are not', async () => {
    const sent = recordRequests();
    const pending = trackPending();
    renderApp(`/admin/answer?pyme=${pymeNamed('Miel Nativa').uuid}&diagnostico=..%2Fx`, {
      role: 'admin',
    });
    expect(
      await screen.findByText('Esta pyme aún no responde este diagnóstico.'),
    ).toBeInTheDocument();
    await pending.settled();
    expect(requestsTo(sent, 'POST', '/api/evaluations/evaluated-result/')).toEqual([]);
    expect(sent.every((request) => !request.path.includes('..'))).toBe(true);
  });
});

describe('a uuid the backend does not know', () => {
  it.each([
    { url: `/admin/pymes/${UNKNOWN_UUID}`, asked: `/api/pymes/pyme/${UNKNOWN_UUID}/` },
    { url: `/admin/evaluations?pyme=${UNKNOWN_UUID}`, asked: `/api/pymes/pyme/${UNKNOWN_UUID}/` },
    {
      url: `/admin/training-line-form/Editar/${UNKNOWN_UUID}`,
      asked: `/api/formations/training/${UNKNOWN_UUID}/`,
    },
  ])('$url: asked, then not found after the 404', async ({ url, asked }) => {
    const sent = recordRequests();
    renderApp(url, { role: 'admin' });
    await expectNotFound(url.includes('training-line') ? LINE_NOT_FOUND : PYME_NOT_FOUND);
    expect(requestsTo(sent, 'GET', asked)).toHaveLength(1);
  });
});
