import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpointOf } from '@/api/api-path';
import { resourceOfEndpoint } from '@/api/edge/resources';
import { api } from '@/mocks/http';
import { readDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { currentReading, readings, type ListEndpoint, type ReadingName } from '@/mocks/readings';
import { pymeNamed } from '@tests/testing/demo-data';
import { recordRequests } from '@tests/testing/record-requests';
import { renderApp } from '@tests/testing/render-app';

type User = ReturnType<typeof renderApp>['user'];

const PAGE = 'Conexión con el servidor';

/** Opens the page from the avatar menu, as a super admin would. */
async function openFromAvatarMenu(user: User) {
  await user.click(await screen.findByRole('button', { name: /Hola, / }));
  await user.click(screen.getByRole('menuitem', { name: PAGE }));
  return screen.findByRole('heading', { level: 1, name: PAGE });
}

/** The page's card of a resource, by its heading. */
function card(name: string) {
  return screen.getByRole('region', { name });
}

/** The line that says where the page's reads stand. */
function probesLine() {
  return within(screen.getByRole('main')).getByRole('status');
}

/** The page's reads are over: every probe answered (or none was needed). */
async function probesSettled() {
  await waitFor(() => {
    expect(probesLine()).toHaveTextContent(/Consulta terminada|No hizo falta/);
  });
}

/**
 * How the demo backend answers a list of `endpoint` (src/mocks/readings.ts):
 * asked a page (`limit`), a page wherever the reading honours `limit` there;
 * asked without one, a plain array where the reading has no default page
 * size, otherwise a page.
 */
function shapeServed(endpoint: string, pageAsked: boolean): 'paginada' | 'lista simple' {
  const served = readings[currentReading()];
  const params = served.listParams[endpoint as ListEndpoint] as readonly string[] | undefined;
  const honoursLimit = params === undefined || params.includes('limit');
  if (pageAsked) return honoursLimit ? 'paginada' : 'lista simple';
  return served.pageSize === null || !honoursLimit ? 'lista simple' : 'paginada';
}

/** The line a card shows for a list of `endpoint`. */
function listLine(endpoint: string, pageAsked: boolean) {
  const asked = pageAsked ? 'pidiendo una página (limit):' : 'sin pedir página (sin limit):';
  return `api/${endpoint} ${asked} ${shapeServed(endpoint, pageAsked)}`;
}

/** Whether the reading answers `GET pymes/pyme/{uuid}/` (docs/api-contract.md, `pymeDetail`). */
const answersPymeDetail: Readonly<Record<ReadingName, boolean>> = {
  full: true,
  'spec-only': false,
  other: false,
  drf: false,
};

describe('Conexión con el servidor', () => {
  it('is opened by a super admin from the avatar menu, reads once each list the app had not read, with GETs of one row, and shows how each came', async () => {
    const { user, router } = renderApp('/admin/forms', { role: 'superadmin' });
    await screen.findByRole('table', { name: /Diagnósticos/ });
    const recorded = recordRequests();
    // The diagnostics screen's own page of 10 may still be on its way on a busy
    // machine: it is that screen's, not a probe (a probe asks one row).
    const isFormsPage = (request: (typeof recorded)[number]) =>
      request.path.endsWith('/api/evaluations/evaluation/') && request.query.get('limit') === '10';

    await openFromAvatarMenu(user);
    expect(router.state.location.pathname).toBe('/admin/conexion');
    expect(document.title).toBe(`${PAGE} | Pymes Digitales`);
    await probesSettled();
    expect(probesLine()).toHaveTextContent(/^Consulta terminada: \d+ recursos respondieron\.$/);

    // Only GETs of one row, at most one per resource; the diagnostics, which
    // /admin/forms had read, are not read again.
    const sent = recorded.filter((request) => !isFormsPage(request));
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) {
      expect(request.method).toBe('GET');
      expect(request.query.get('limit')).toBe('1');
      expect(request.query.get('offset')).toBe('0');
    }
    const probed = sent.map((request) => resourceOfEndpoint(endpointOf(request.path.slice(1))));
    expect(new Set(probed).size).toBe(probed.length);
    expect(probed).toEqual(
      expect.arrayContaining(['pymes', 'adminAssignments', 'trainingLines', 'admins']),
    );
    expect(probed).not.toContain('diagnostics');
    // The training lines' probe is the spec's own list call: active lines only.
    expect(
      sent
        .find((request) => request.path.endsWith('/api/formations/training/'))
        ?.query.get('is_active'),
    ).toBe('true');

    // What each answer showed, as this backend serves it.
    expect(card('Administradores')).toHaveTextContent(listLine('admin/user/', true));
    expect(card('Pymes')).toHaveTextContent(listLine('pymes/pyme/', true));
    expect(card('Diagnósticos')).toHaveTextContent(listLine('evaluations/evaluation/', true));
    expect(
      within(card('Administradores')).getByText(/Esta página consultó una fila/),
    ).toHaveTextContent('GET api/admin/user/?limit=1&offset=0');
    // What nothing has shown yet is said so, never guessed.
    expect(
      within(card('Registro de emprendedoras')).getByText(/No sabemos todavía/),
    ).toBeInTheDocument();

    // The server: the API's address; no answer of the demo names the server.
    const serverFacts = screen.getByRole('region', { name: 'El servidor' });
    expect(serverFacts).toHaveTextContent('Dirección de la APIhttp://api.test/');
    expect(serverFacts).toHaveTextContent(/Ninguna respuesta de esta sesión trajo cabeceras/);
    expect(serverFacts).toHaveTextContent(/Access-Control-Expose-Headers/);

    // Opened again, the page has nothing left to read.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Administración' })).getByRole('link', {
        name: 'Formularios',
      }),
    );
    await screen.findByRole('table', { name: /Diagnósticos/ });
    const before = recorded.length;
    await openFromAvatarMenu(user);
    await probesSettled();
    expect(probesLine()).toHaveTextContent(/No hizo falta consultar nada/);
    expect(recorded.slice(before).filter((request) => request.query.get('limit') === '1')).toEqual(
      [],
    );
  });

  it('shows each list the screens read as it came: paged or a plain array, with or without a page asked', async () => {
    const { user } = renderApp('/admin/pymes', { role: 'superadmin' });
    await screen.findByRole('table', { name: /Pymes/ });
    await openFromAvatarMenu(user);
    await probesSettled();

    // /admin/pymes reads who looks after each pyme and the admins whole, without `limit`.
    expect(card('Administrador de cada pyme')).toHaveTextContent(listLine('pymes/admin/', false));
    expect(card('Administradores')).toHaveTextContent(listLine('admin/user/', false));
    expect(card('Líneas de formación')).toHaveTextContent(listLine('formations/training/', true));
  });

  it('says whether the server answers a pyme by its id, once a pyme was opened', async () => {
    const pyme = pymeNamed('Miel Nativa');
    const { user } = renderApp(`/admin/pymes/${pyme.uuid}`, { role: 'superadmin' });
    await screen.findByRole('heading', { level: 1, name: pyme.business_name });
    await openFromAvatarMenu(user);
    await probesSettled();

    expect(card('Pymes')).toHaveTextContent(
      answersPymeDetail[currentReading()]
        ? 'Leer una pyme por su identificador (GET api/pymes/pyme/{uuid}/): el servidor la responde'
        : 'Leer una pyme por su identificador (GET api/pymes/pyme/{uuid}/): el servidor no la tiene',
    );
  });

  it('says whether the server applies a filter of ours, once the app checked it', async () => {
    const { user } = renderApp('/admin/pymes?vista=deshabilitadas', { role: 'superadmin' });
    await screen.findByRole('table', { name: /^Pymes deshabilitadas · \d+$/ });
    await openFromAvatarMenu(user);
    await probesSettled();

    const honoured = readings[currentReading()].listParams['pymes/pyme/'].includes('enabled');
    const pymes = card('Pymes');
    expect(pymes).toHaveTextContent(
      `Filtrar las pymes habilitadas o deshabilitadas (enabled en api/pymes/pyme/): ${
        honoured
          ? 'el servidor lo aplica'
          : 'el servidor no lo aplica: la aplicación filtra las filas en el navegador'
      }`,
    );
    if (honoured) {
      expect(pymes).not.toHaveTextContent('la aplicación lo aplica en el navegador');
    } else {
      // The rows the app read to apply it, and how many passed (the disabled pymes).
      const disabled = readDb().pymes.filter((pyme) => !pyme.enabled).length;
      expect(pymes).toHaveTextContent(
        `Filtros aplicados en el navegadorenabled en api/pymes/pyme/: ${String(disabled)} de ${String(readDb().pymes.length)} filas leídas cumplen el filtro`,
      );
    }
  });

  it('names the server and its version when its answers carry them', async () => {
    server.use(
      http.get(api('api/admin/user/'), () =>
        HttpResponse.json(
          { count: 0, next: null, previous: null, results: [] },
          {
            headers: {
              Server: 'gunicorn',
              'X-API-Version': '2.4.1',
              'X-Request-Id': 'abc123',
              'Access-Control-Expose-Headers': 'Server, X-API-Version, X-Request-Id',
            },
          },
        ),
      ),
    );
    renderApp('/admin/conexion', { role: 'superadmin' });
    await probesSettled();

    const serverFacts = screen.getByRole('region', { name: 'El servidor' });
    const named = within(serverFacts)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(named).toEqual(['Server: gunicorn', 'X-API-Version: 2.4.1']);
    // Only the headers that name the server or its version.
    expect(serverFacts).not.toHaveTextContent('abc123');
  });

  it('says which read failed and why, with Reintentar, and never shows a guess for it', async () => {
    server.use(
      http.get(
        api('api/admin/user/'),
        () => HttpResponse.json({ detail: 'Error' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const { user } = renderApp('/admin/conexion', { role: 'superadmin' });
    await probesSettled();

    expect(probesLine()).toHaveTextContent(/Consulta terminada: 1 recurso no respondió de 5/);
    const admins = card('Administradores');
    expect(within(admins).getByRole('alert')).toHaveTextContent(
      'No pudimos consultar al servidor (GET api/admin/user/?limit=1&offset=0): el servidor respondió con el código 500.',
    );
    expect(admins).toHaveTextContent('ListasNo sabemos todavía.');

    await user.click(
      within(admins).getByRole('button', { name: 'Reintentar la consulta de administradores' }),
    );
    await waitFor(() => {
      expect(admins).toHaveTextContent(listLine('admin/user/', true));
    });
    expect(within(admins).queryByRole('alert')).not.toBeInTheDocument();
    // The summary line follows the card in a render of its own: wait for it.
    await waitFor(() => {
      expect(probesLine()).toHaveTextContent('Consulta terminada: 5 recursos respondieron.');
    });
  });

  it.each([
    ['an admin', 'admin', '/admin/pymes'],
    ['an entrepreneur', 'user', '/dashboard'],
  ] as const)('sends %s away, as every super-admin page does', async (_who, role, landing) => {
    const sent = recordRequests();
    const { router } = renderApp('/admin/conexion', { role });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(landing);
    });
    expect(screen.queryByRole('heading', { name: PAGE })).not.toBeInTheDocument();
    expect(sent.filter((request) => request.query.get('limit') === '1')).toEqual([]);
  });

  it('is not in the avatar menu of an admin who is not a super admin', async () => {
    const { user } = renderApp('/admin/pymes', { role: 'admin' });
    await user.click(await screen.findByRole('button', { name: /Hola, / }));
    expect(screen.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: PAGE })).not.toBeInTheDocument();
  });
});
