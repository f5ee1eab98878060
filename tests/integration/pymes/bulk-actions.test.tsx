import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readDb, updateDb } from '@/mocks/db';
import { api, tokenNotValid } from '@/mocks/http';
import { server } from '@/mocks/node';
import { pymeNamed } from '@tests/testing/demo-data';
import { holdAnswer } from '@tests/testing/held-answer';
import { recordRequests, requestsTo, trackPending } from '@tests/testing/record-requests';
import { renderApp } from '@tests/testing/render-app';

/** A value the demo data must have: the test stops, naming it, when it does not. */
function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The demo data has no ${what}`);
  return value;
}

/** The demo's pymes as the list orders them: every pyme (spec §4), newest first. */
function listedPymes() {
  return [...readDb().pymes].sort((a, b) => b.created.localeCompare(a.created));
}

const pymesTable = () => screen.findByRole('table', { name: /^Pymes( · \d+)?$/ });

async function openList(url = '/admin/pymes', role: 'admin' | 'superadmin' = 'admin') {
  const view = renderApp(url, { role });
  await pymesTable();
  await screen.findAllByRole('rowheader');
  return view;
}

type User = Awaited<ReturnType<typeof openList>>['user'];

async function tick(user: User, name: string) {
  await user.click(await screen.findByRole('checkbox', { name: `Seleccionar ${name}` }));
}

/** The bar of actions over the selection, once it shows. */
const bar = () => screen.findByRole('region', { name: 'Acciones sobre la selección' });

/** Chooses a bar's action; resolves with its question. */
async function choose(user: User, action: string) {
  await user.click(within(await bar()).getByRole('button', { name: action }));
  return screen.findByRole('alertdialog');
}

/** The run's result, once it is there. */
async function result() {
  return screen.findByRole('dialog', { name: /: (terminado|cancelado)$/ });
}

/** Closes the result with its own button, and waits until it has gone. */
async function closeResult(user: User, dialog: HTMLElement) {
  const buttons = within(dialog).getAllByRole('button', { name: 'Cerrar' });
  await user.click(buttons[buttons.length - 1] as HTMLElement);
  await waitFor(() => {
    expect(screen.queryByRole('dialog')).toBeNull();
  });
}

/** The result's lines about single pymes ("Nombre: why"). */
const outcomeLines = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

/** What the list asked of the pymes list (its pages) among `sent`. */
const listReads = (sent: ReturnType<typeof recordRequests>) =>
  sent.filter((request) => request.method === 'GET' && /\/api\/pymes\/pyme\/$/.test(request.path));

describe('/admin/pymes: selecting pymes', () => {
  it('keeps the selection across pages, counts it, and drops it (saying so) when the search changes', async () => {
    const { user } = await openList();
    const first = must(listedPymes()[0], 'first pyme');
    const second = must(listedPymes()[1], 'second pyme');
    await tick(user, first.business_name);
    await tick(user, second.business_name);
    expect(within(await bar()).getByText('2 seleccionadas')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Página siguiente' }));
    const eleventh = must(listedPymes()[10], 'eleventh pyme');
    await tick(user, eleventh.business_name);
    expect(within(await bar()).getByText('3 seleccionadas')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Página anterior' }));
    expect(
      await screen.findByRole('checkbox', { name: `Seleccionar ${first.business_name}` }),
    ).toBeChecked();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar pyme' }), 'Miel{Enter}');
    expect(
      await screen.findByText('Se quitó la selección porque cambió la búsqueda o el filtro.'),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Acciones sobre la selección' })).toBeNull();
  });

  it('ticks the page from the header, then offers and selects every pyme of the filter', async () => {
    const { user } = await openList();
    const total = readDb().pymes.length;
    await user.click(
      screen.getByRole('checkbox', { name: 'Seleccionar las pymes de esta página' }),
    );
    expect(within(await bar()).getByText('10 seleccionadas')).toBeVisible();
    await user.click(
      within(await bar()).getByRole('button', {
        name: `Seleccionar las ${String(total)} pymes del filtro`,
      }),
    );
    expect(await within(await bar()).findByText(`${String(total)} seleccionadas`)).toBeVisible();
    expect(within(await bar()).queryByRole('button', { name: /pymes del filtro$/ })).toBeNull();
    await user.click(within(await bar()).getByRole('button', { name: 'Quitar selección' }));
    expect(screen.queryByRole('region', { name: 'Acciones sobre la selección' })).toBeNull();
  });
});

describe('/admin/pymes: bulk actions', () => {
  it('assigns a line with its status: creates or updates each association, skips the pyme already so, and refreshes the list once', async () => {
    const { user } = await openList('/admin/pymes?buscar=Miel');
    const sent = recordRequests();
    const miel = pymeNamed('Miel Nativa');
    const association = must(
      readDb().lineAssignments.find((line) => line.pyme_uuid === miel.uuid),
      'line of Miel Nativa',
    );
    const line = must(
      readDb().trainingLines.find((candidate) => candidate.uuid === association.training_line_uuid),
      'line',
    );
    // Miel Nativa already is in its line with its status: asked for that, it is skipped.
    await tick(user, 'Miel Nativa');
    const dialog = await choose(user, 'Asignar línea');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Línea de formación' }),
      line.uuid,
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Estado LDF' }),
      association.status,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    const done = await result();
    expect(within(done).getByText(/0 hechas · 1 omitida · 0 fallidas/)).toBeVisible();
    expect(outcomeLines(done)).toEqual(['Miel Nativa: ya estaba en esa línea con ese Estado LDF']);
    expect(requestsTo(sent, 'PATCH', /formation-line/)).toHaveLength(0);
    await closeResult(user, done);

    // Now with a pyme without a line, from the plain list.
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar pyme' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar pyme' }), '{Enter}');
    const withoutLine = must(
      listedPymes().find(
        (pyme) => !readDb().lineAssignments.some((assigned) => assigned.pyme_uuid === pyme.uuid),
      ),
      'pyme without a line',
    );
    const withOtherLine = listedPymes().find((pyme) =>
      readDb().lineAssignments.some(
        (assigned) => assigned.pyme_uuid === pyme.uuid && assigned.training_line_uuid !== line.uuid,
      ),
    );
    await tick(user, withoutLine.business_name);
    if (withOtherLine) await tick(user, withOtherLine.business_name);
    const readsBefore = listReads(sent).length;
    const second = await choose(user, 'Asignar línea');
    await user.selectOptions(
      within(second).getByRole('combobox', { name: 'Línea de formación' }),
      line.uuid,
    );
    await user.selectOptions(
      within(second).getByRole('combobox', { name: 'Estado LDF' }),
      'TRAINING',
    );
    expect(
      within(second).getByRole('heading', {
        name: `¿Asignar la línea «${line.name}» (Formación) a ${withOtherLine ? '2 pymes' : '1 pyme'}?`,
      }),
    ).toBeVisible();
    await user.click(within(second).getByRole('button', { name: 'Asignar' }));
    await result();
    expect(requestsTo(sent, 'POST', '/api/formations/formation-line/').map((r) => r.body)).toEqual([
      { training: line.uuid, status: 'TRAINING', pyme: withoutLine.uuid },
    ]);
    if (withOtherLine) {
      const other = must(
        readDb().lineAssignments.find((a) => a.pyme_uuid === withOtherLine.uuid),
        'other line',
      );
      await waitFor(() => {
        expect(
          requestsTo(sent, 'PATCH', `/api/formations/formation-line/${other.uuid}/`)[0]?.body,
        ).toEqual({
          training: line.uuid,
          status: 'TRAINING',
        });
      });
    }
    // The rows change, after one read of the list.
    await waitFor(() => {
      expect(
        screen.getByRole('combobox', {
          name: `Línea de formación de ${withoutLine.business_name}`,
        }),
      ).toHaveDisplayValue(line.name);
    });
    expect(listReads(sent).length - readsBefore).toBe(1);
  });

  it('changes the Estado LDF, skipping the pymes without a line', async () => {
    const { user } = await openList('/admin/pymes?buscar=Miel');
    const sent = recordRequests();
    await tick(user, 'Miel Nativa');
    const dialog = await choose(user, 'Cambiar Estado LDF');
    const current = must(
      readDb().lineAssignments.find((line) => line.pyme_uuid === pymeNamed('Miel Nativa').uuid),
      'demo record',
    );
    const target = current.status === 'MENTORING' ? 'DESERTER' : 'MENTORING';
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Estado LDF' }), target);
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar' }));
    const done = await result();
    expect(within(done).getByText(/1 hecha · 0 omitidas · 0 fallidas/)).toBeVisible();
    expect(
      requestsTo(sent, 'PATCH', `/api/formations/formation-line/${current.uuid}/`)[0]?.body,
    ).toEqual({
      status: target,
    });

    await closeResult(user, done);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar pyme' }));
    await user.type(
      screen.getByRole('searchbox', { name: 'Buscar pyme' }),
      'Dulces Carolina{Enter}',
    );
    await tick(user, 'Dulces Carolina');
    await user.click(
      within(await choose(user, 'Cambiar Estado LDF')).getByRole('button', { name: 'Cambiar' }),
    );
    expect(outcomeLines(await result())).toEqual(['Dulces Carolina: no tiene línea de formación']);
  });

  it('super admins give pymes to an administrator, skipping a pyme already theirs', async () => {
    const { user } = await openList('/admin/pymes', 'superadmin');
    const sent = recordRequests();
    const page = listedPymes().slice(0, 10);
    const { adminAssignments, users } = readDb();
    const theirs = must(
      page.find((pyme) =>
        adminAssignments.some((assignment) => assignment.pyme_uuid === pyme.uuid),
      ),
      'demo record',
    );
    const adminUuid = must(
      adminAssignments.find((a) => a.pyme_uuid === theirs.uuid),
      'assignment',
    ).admin_uuid;
    const other = must(
      page.find(
        (pyme) =>
          !adminAssignments.some((a) => a.pyme_uuid === pyme.uuid && a.admin_uuid === adminUuid),
      ),
      'demo record',
    );
    const admin = must(
      users.find((candidate) => candidate.uuid === adminUuid),
      'admin',
    );
    await tick(user, theirs.business_name);
    await tick(user, other.business_name);
    const dialog = await choose(user, 'Asignar administrador');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Administrador' }),
      `${admin.first_name} ${admin.last_name}`,
    );
    expect(
      within(dialog).getByRole('heading', {
        name: `¿Dejar 2 pymes a cargo de ${admin.first_name} ${admin.last_name}?`,
      }),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    const done = await result();
    expect(within(done).getByText(/1 hecha · 1 omitida · 0 fallidas/)).toBeVisible();
    expect(outcomeLines(done)).toEqual([
      `${theirs.business_name}: ya estaba a cargo de esa persona`,
    ]);
    const writes = sent.filter(
      (request) => request.path.startsWith('/api/pymes/admin/') && request.method !== 'GET',
    );
    expect(writes.map((write) => write.path)).toEqual([`/api/pymes/admin/${other.uuid}/`]);
    expect(
      readDb().adminAssignments.find((assignment) => assignment.pyme_uuid === other.uuid)
        ?.admin_uuid,
    ).toBe(adminUuid);
  });

  it("disables pymes, names the one that failed with the server's reason, and retries only it", async () => {
    const enabled = listedPymes().filter((pyme) => pyme.enabled);
    const first = must(enabled[0], 'enabled pyme');
    const failing = must(enabled[1], 'second enabled pyme');
    server.use(
      http.patch(api(`api/pymes/pyme/${failing.uuid}/`), () =>
        HttpResponse.json({ detail: 'Falla a propósito.' }, { status: 500 }),
      ),
    );
    const { user } = await openList();
    const sent = recordRequests();
    await tick(user, first.business_name);
    await tick(user, failing.business_name);
    const dialog = await choose(user, 'Deshabilitar');
    expect(within(dialog).getByRole('heading', { name: '¿Deshabilitar 2 pymes?' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Deshabilitar' }));
    const done = await result();
    expect(within(done).getByText(/1 hecha · 0 omitidas · 1 fallida/)).toBeVisible();
    expect(outcomeLines(done)).toEqual([
      `${failing.business_name}: Error del servidor (500): Falla a propósito.`,
    ]);
    // What is left stays selected.
    expect(within(await bar()).getByText('1 seleccionada')).toBeVisible();

    server.resetHandlers();
    await user.click(within(done).getByRole('button', { name: 'Reintentar las fallidas' }));
    expect(within(await result()).getByText(/1 hecha · 0 omitidas · 0 fallidas/)).toBeVisible();
    expect(requestsTo(sent, 'PATCH', `/api/pymes/pyme/${failing.uuid}/`)).toHaveLength(2);
    expect(requestsTo(sent, 'PATCH', `/api/pymes/pyme/${first.uuid}/`)).toHaveLength(1);
    expect(readDb().pymes.find((pyme) => pyme.uuid === failing.uuid)?.enabled).toBe(false);
  });

  it('retries from the pymes as they are now: a line saved on a call that failed on its way back is not created again', async () => {
    const withoutLine = must(
      listedPymes()
        .slice(0, 10)
        .find(
          (pyme) =>
            pyme.enabled &&
            !readDb().lineAssignments.some((assigned) => assigned.pyme_uuid === pyme.uuid),
        ),
      'enabled pyme without a line on page 1',
    );
    const line = must(
      readDb().trainingLines.find((candidate) => candidate.is_active),
      'active line',
    );
    // The backend saves the association, but its answer never arrives (a gateway timeout).
    server.use(
      http.post(
        api('api/formations/formation-line/'),
        () => {
          updateDb((data) => {
            data.lineAssignments.push({
              uuid: crypto.randomUUID(),
              pyme_uuid: withoutLine.uuid,
              training_line_uuid: line.uuid,
              status: 'NA',
              created: '2026-11-27T10:00:00',
            });
          });
          return HttpResponse.json({ detail: 'Gateway Timeout' }, { status: 504 });
        },
        { once: true },
      ),
    );
    const { user } = await openList();
    const sent = recordRequests();
    await tick(user, withoutLine.business_name);
    const dialog = await choose(user, 'Asignar línea');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Línea de formación' }),
      line.uuid,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Asignar' }));
    const done = await result();
    expect(within(done).getByText(/0 hechas · 0 omitidas · 1 fallida/)).toBeVisible();
    expect(readDb().lineAssignments.filter((a) => a.pyme_uuid === withoutLine.uuid)).toHaveLength(
      1,
    );

    await user.click(within(done).getByRole('button', { name: 'Reintentar las fallidas' }));
    const retried = await result();
    // Read again first, the pyme is in that line already: nothing to do, nothing created twice.
    expect(within(retried).getByText(/0 hechas · 1 omitida · 0 fallidas/)).toBeVisible();
    expect(outcomeLines(retried)).toEqual([
      `${withoutLine.business_name}: ya estaba en esa línea con ese Estado LDF`,
    ]);
    expect(requestsTo(sent, 'POST', '/api/formations/formation-line/')).toHaveLength(1);
  });

  it('enables the disabled pymes selected, skipping the enabled ones', async () => {
    const page = listedPymes().slice(0, 10);
    const disabled = must(
      page.find((pyme) => !pyme.enabled),
      'disabled pyme on page 1',
    );
    const enabled = must(
      page.find((pyme) => pyme.enabled),
      'enabled pyme on page 1',
    );
    const { user } = await openList();
    const sent = recordRequests();
    await tick(user, disabled.business_name);
    await tick(user, enabled.business_name);
    const dialog = await choose(user, 'Habilitar');
    expect(within(dialog).getByRole('heading', { name: '¿Habilitar 2 pymes?' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Habilitar' }));
    const done = await result();
    expect(within(done).getByText(/1 hecha · 1 omitida · 0 fallidas/)).toBeVisible();
    expect(outcomeLines(done)).toEqual([`${enabled.business_name}: ya estaba habilitada`]);
    await waitFor(() => {
      expect(
        requestsTo(sent, 'PATCH', /\/api\/pymes\/pyme\//).map((r) => [r.path, r.body]),
      ).toEqual([[`/api/pymes/pyme/${disabled.uuid}/`, { enabled: true }]]);
    });
  });

  it('gives the focus to the table when the result closes and its bar went with the run', async () => {
    const enabled = must(
      listedPymes().find((pyme) => pyme.enabled),
      'enabled pyme on page 1',
    );
    const { user } = await openList();
    await tick(user, enabled.business_name);
    await user.click(
      within(await choose(user, 'Deshabilitar')).getByRole('button', { name: 'Deshabilitar' }),
    );
    const done = await result();
    // Every pyme was done: nothing stays selected, so the bar and its button are gone.
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Acciones sobre la selección' })).toBeNull();
    });
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(done).not.toBeInTheDocument();
    });
    await waitFor(async () => {
      expect(await pymesTable()).toHaveFocus();
    });
  });

  it('skips the pymes already disabled, and sends at most 4 calls at once; Cancelar sends no more', async () => {
    const hold = holdAnswer();
    let inFlight = 0;
    let most = 0;
    server.use(
      http.patch(api('api/pymes/pyme/:uuid/'), async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await hold.held;
        inFlight -= 1;
        return undefined;
      }),
    );
    const { user } = await openList();
    const sent = recordRequests();
    await user.click(
      screen.getByRole('checkbox', { name: 'Seleccionar las pymes de esta página' }),
    );
    const page = listedPymes().slice(0, 10);
    const alreadyDisabled = page.filter((pyme) => !pyme.enabled).length;
    await user.click(
      within(await choose(user, 'Deshabilitar')).getByRole('button', { name: 'Deshabilitar' }),
    );
    await waitFor(() => {
      expect(requestsTo(sent, 'PATCH', /\/api\/pymes\/pyme\//)).toHaveLength(4);
    });
    const running = await screen.findByRole('dialog', { name: 'Deshabilitar: aplicando…' });
    await user.click(within(running).getByRole('button', { name: 'Cancelar' }));
    expect(await within(running).findByText(/No se envía nada más/)).toBeVisible();
    hold.release();
    const done = await result();
    expect(done).toHaveAccessibleName('Deshabilitar: cancelado');
    // The pymes already disabled were skipped without a call; the rest were never sent.
    expect(
      within(done).getByText(/^4 hechas · \d+ omitidas? · 0 fallidas · \d+ sin enviar\./),
    ).toBeVisible();
    expect(most).toBe(4);
    expect(requestsTo(sent, 'PATCH', /\/api\/pymes\/pyme\//)).toHaveLength(4);
    expect(alreadyDisabled).toBeGreaterThan(0);
  });

  it('asks before leaving the page while a run is on its way: Quedarme stays, Salir sends no more', async () => {
    const hold = holdAnswer();
    server.use(
      http.patch(api('api/pymes/pyme/:uuid/'), async () => {
        await hold.held;
        return undefined;
      }),
    );
    const { user, router } = await openList();
    const sent = recordRequests();
    const pending = trackPending();
    await user.click(
      screen.getByRole('checkbox', { name: 'Seleccionar las pymes de esta página' }),
    );
    await user.click(
      within(await choose(user, 'Deshabilitar')).getByRole('button', { name: 'Deshabilitar' }),
    );
    await waitFor(() => {
      expect(requestsTo(sent, 'PATCH', /\/api\/pymes\/pyme\//)).toHaveLength(4);
    });

    // The browser's back or an address typed: the router's navigation, as a link's.
    void router.navigate('/admin/resumen');
    const question = await screen.findByRole('alertdialog', { name: '¿Salir de la página?' });
    await user.click(within(question).getByRole('button', { name: 'Quedarme' }));
    expect(router.state.location.pathname).toBe('/admin/pymes');
    expect(await screen.findByRole('dialog', { name: 'Deshabilitar: aplicando…' })).toBeVisible();

    void router.navigate('/admin/resumen');
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '¿Salir de la página?' })).getByRole(
        'button',
        { name: 'Salir' },
      ),
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/resumen');
    });
    hold.release();
    await pending.settled();
    expect(requestsTo(sent, 'PATCH', /\/api\/pymes\/pyme\//)).toHaveLength(4);
  });

  it('a 401 in the middle of a run refreshes the session once and the run goes on', async () => {
    const targets = listedPymes()
      .filter((pyme) => pyme.enabled)
      .slice(0, 3);
    server.use(
      http.patch(
        api(`api/pymes/pyme/${must(targets[1], 'second target').uuid}/`),
        () => tokenNotValid(),
        { once: true },
      ),
    );
    const { user } = await openList();
    const sent = recordRequests();
    for (const pyme of targets) await tick(user, pyme.business_name);
    await user.click(
      within(await choose(user, 'Deshabilitar')).getByRole('button', { name: 'Deshabilitar' }),
    );
    expect(within(await result()).getByText(/3 hechas · 0 omitidas · 0 fallidas/)).toBeVisible();
    expect(requestsTo(sent, 'POST', '/api/token/refresh/')).toHaveLength(1);
    for (const pyme of targets) {
      expect(readDb().pymes.find((candidate) => candidate.uuid === pyme.uuid)?.enabled).toBe(false);
    }
  });

  it('offers the line action only once the lines have loaded, and says why', async () => {
    server.use(
      http.get(api('api/formations/training/'), () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = await openList();
    await tick(user, must(listedPymes()[0], 'pyme').business_name);
    expect(within(await bar()).getByRole('button', { name: 'Asignar línea' })).toBeDisabled();
    expect(
      within(await bar()).getByText(/no disponible hasta que carguen las líneas de formación/),
    ).toBeVisible();
  });
});
