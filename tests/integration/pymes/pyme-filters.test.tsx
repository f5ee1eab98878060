import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readDb } from '@/mocks/db';
import type { DemoPyme } from '@/mocks/records';
import { reading } from '@/mocks/readings';
import { recordRequests, requestsTo } from '@tests/testing/record-requests';
import { renderApp } from '@tests/testing/render-app';

/**
 * /admin/pymes's filters on every column (issue 38): each alone and
 * combined, with the search, in the URL, each option with its count, in
 * every demo reading (the app applies them to the list it read whole: no
 * API has them). The expectations are computed from the demo data.
 */

type User = ReturnType<typeof renderApp>['user'];

/** The demo pymes, newest first (the list's order). */
function listed(): DemoPyme[] {
  return [...readDb().pymes].sort((a, b) => b.created.localeCompare(a.created));
}

/** Diagnostics a pyme answered, of the enabled ones (what `list-ready/` counts). */
function answeredOf(pyme: DemoPyme): number {
  const data = readDb();
  const enabled = new Set(data.evaluations.filter((one) => one.enabled).map((one) => one.uuid));
  return new Set(
    data.evaluationResults
      .filter((result) => result.pyme_uuid === pyme.uuid && enabled.has(result.evaluation_uuid))
      .map((result) => result.evaluation_uuid),
  ).size;
}

const hasAnswers = (pyme: DemoPyme) =>
  readDb().evaluationResults.some((result) => result.pyme_uuid === pyme.uuid);
const lineOf = (pyme: DemoPyme) =>
  readDb().lineAssignments.find((assignment) => assignment.pyme_uuid === pyme.uuid);

/** The region with the most pymes that still leaves some out. */
function busiestRegion(): string {
  const counts = new Map<string, number>();
  for (const pyme of readDb().pymes) counts.set(pyme.state, (counts.get(pyme.state) ?? 0) + 1);
  const [region] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!region) throw new Error('No demo pyme has a region');
  return region;
}

async function table() {
  return screen.findByRole('table', { name: /^Pymes( deshabilitadas)?( · \d+)?$/ });
}

/** The business names of the rows on screen (the row header's link). */
async function rowNames() {
  return within(await table())
    .queryAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);
}

/** Waits until the table shows exactly `expected` (the first page of them) and counts them all. */
async function expectRows(expected: readonly DemoPyme[]) {
  await waitFor(
    async () => {
      expect(await table()).toHaveAccessibleName(`Pymes · ${String(expected.length)}`);
      const names = await rowNames();
      expect(names).toEqual(expected.slice(0, 10).map((pyme) => pyme.business_name));
    },
    { timeout: 15_000 },
  );
}

async function openPanel(user: User) {
  const toggle = await screen.findByRole('button', { name: /^Filtros/ });
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
  // The counts come once the list was read.
  await screen.findByText(/^Las cifras entre paréntesis cuentan las \d+ pymes/);
}

/** Chooses an option of a panel's select by the start of its label ("Los Lagos (3)"). */
async function choose(user: User, field: string, option: string) {
  const select = screen.getByRole('combobox', { name: field });
  const found = within(select)
    .getAllByRole('option')
    .find(
      (candidate) =>
        candidate.textContent === option || candidate.textContent.startsWith(`${option} (`),
    );
  if (!found) throw new Error(`No option ${option} in ${field}`);
  await user.selectOptions(select, found);
}

/** The count an option shows: "Los Lagos (3)" → 3. */
function optionCount(field: string, option: string): number | null {
  const select = screen.getByRole('combobox', { name: field });
  const found = within(select)
    .getAllByRole('option')
    .find((candidate) => candidate.textContent.startsWith(`${option} (`));
  const match = found?.textContent.match(/\((\d+)\)$/);
  return match?.[1] ? Number(match[1]) : null;
}

describe('/admin/pymes: filters on every column (issue 38)', () => {
  it('filters by region, shows each region with its count, and keeps the choice in the URL', async () => {
    const region = busiestRegion();
    const { user, router } = renderApp('/admin/pymes', { role: 'admin' });
    await table();
    await openPanel(user);
    const inRegion = listed().filter((pyme) => pyme.state === region);
    expect(inRegion.length).toBeLessThan(listed().length);
    expect(optionCount('Región', region)).toBe(inRegion.length);
    await choose(user, 'Región', region);
    await expectRows(inRegion);
    expect(new URLSearchParams(router.state.location.search).get('region')).toBe(region);
    // The chip says it, and removes it.
    const chips = screen.getByRole('list', { name: 'Filtros aplicados' });
    await user.click(
      within(chips).getByRole('button', { name: `Quitar el filtro Región: ${region}` }),
    );
    await expectRows(listed());
    // The chip's button is gone: the focus is on the panel's toggle, not lost.
    expect(screen.getByRole('button', { name: /^Filtros/ })).toHaveFocus();
  });

  it('a link with region, diagnostics and dates opens the panel with them, and combines them with the search', async () => {
    const region = busiestRegion();
    const sorted = listed().filter((pyme) => pyme.state === region);
    const from = sorted.at(-1)?.created.slice(0, 10) ?? '';
    const to = sorted[0]?.created.slice(0, 10) ?? '';
    const expected = listed().filter(
      (pyme) =>
        pyme.state === region &&
        !hasAnswers(pyme) &&
        pyme.created.slice(0, 10) >= from &&
        pyme.created.slice(0, 10) <= to,
    );
    renderApp(
      `/admin/pymes?region=${encodeURIComponent(region)}&diagnosticos=sin&desde=${from}&hasta=${to}`,
      { role: 'admin' },
    );
    await expectRows(expected);
    expect(screen.getByRole('button', { name: 'Filtros (4)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByLabelText('Registrada desde')).toHaveValue(from);
    expect(
      screen.getByText(/^Ninguna API filtra por estos campos: la app leyó \d+ pymes/),
    ).toBeVisible();
  });

  it('combines a filter with the search', async () => {
    const region = busiestRegion();
    const term = 'a';
    const { user } = renderApp(`/admin/pymes?region=${encodeURIComponent(region)}`, {
      role: 'admin',
    });
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar pyme' }), `${term}{Enter}`);
    await waitFor(async () => {
      const names = await rowNames();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        const pyme = listed().find((one) => one.business_name === name);
        expect(pyme?.state).toBe(region);
      }
    });
    expect(screen.getByText(/^Ninguna API filtra por estos campos/)).toBeVisible();
  });

  it('filters by how many diagnostics were answered: reads only the candidates, and counts the options', async () => {
    const sent = recordRequests();
    const { user } = renderApp('/admin/pymes', { role: 'admin' });
    await table();
    await openPanel(user);
    const withAnswers = listed().filter(hasAnswers);
    expect(optionCount('Diagnósticos', 'Con respuestas')).toBe(withAnswers.length);
    expect(optionCount('Diagnósticos', 'Sin respuestas')).toBe(
      listed().length - withAnswers.length,
    );
    await choose(user, 'Diagnósticos', '2 respondidos');
    const two = listed().filter((pyme) => answeredOf(pyme) === 2);
    await expectRows(two);
    // One `list-ready/` per pyme with answers, none for the others.
    const reads = requestsTo(sent, 'GET', /\/api\/evaluations\/list-ready\//);
    const readPymes = new Set(reads.map((request) => request.path.split('/').at(-2)));
    for (const pyme of listed().filter((one) => !hasAnswers(one)))
      expect(readPymes.has(pyme.uuid)).toBe(false);
    await waitFor(() => {
      expect(optionCount('Diagnósticos', '2 respondidos')).toBe(two.length);
    });
  });

  it('filters by line ("Sin línea" too) and by Estado LDF', async () => {
    const withoutLine = listed().filter((pyme) => !lineOf(pyme));
    const deserters = listed().filter((pyme) => lineOf(pyme)?.status === 'DESERTER');
    const { user } = renderApp('/admin/pymes', { role: 'admin' });
    await table();
    const lineSelect = screen.getByRole('combobox', { name: 'Línea de formación' });
    await waitFor(() => {
      expect(lineSelect).toBeEnabled();
    });
    await user.selectOptions(
      lineSelect,
      within(lineSelect).getByRole('option', { name: 'Sin línea' }),
    );
    await expectRows(withoutLine);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Línea de formación' }), '');
    await openPanel(user);
    await choose(user, 'Estado LDF', 'Desertora');
    await expectRows(deserters);
  });

  it('filters by enabled, and by admin for a super admin', async () => {
    const data = readDb();
    const adminUuid = data.adminAssignments[0]?.admin_uuid ?? '';
    const admin = data.users.find((user) => user.uuid === adminUuid);
    if (!admin) throw new Error('No demo admin assignment');
    const ofAdmin = listed().filter((pyme) =>
      data.adminAssignments.some(
        (assignment) => assignment.pyme_uuid === pyme.uuid && assignment.admin_uuid === adminUuid,
      ),
    );
    const { user } = renderApp('/admin/pymes', { role: 'superadmin' });
    await table();
    await openPanel(user);
    await choose(user, 'Estado de la pyme', 'Habilitadas');
    await expectRows(listed().filter((pyme) => pyme.enabled));
    await choose(user, 'Estado de la pyme', 'Todas');
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Administrador' })).toBeEnabled();
    });
    await choose(user, 'Administrador', `${admin.first_name} ${admin.last_name}`);
    await expectRows(ofAdmin);
    expect(reading().adminUuid(admin)).toBeTruthy();
  });

  it('"Quitar filtros" clears every filter of the panel in one step', async () => {
    const region = busiestRegion();
    const { user, router } = renderApp(
      `/admin/pymes?region=${encodeURIComponent(region)}&diagnosticos=con`,
      { role: 'admin' },
    );
    await table();
    await user.click(await screen.findByRole('button', { name: 'Quitar filtros' }));
    await expectRows(listed());
    expect(router.state.location.search).toBe('');
  });
});
