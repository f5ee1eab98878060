import { act, screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { readDb, setSeedSize, updateDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { reading as currentReading } from '@/mocks/readings';
import { regionNames } from '@/validation/data/regions';
import { recordRequests, requestsTo } from '@tests/testing/record-requests';
import { renderApp } from '@tests/testing/render-app';

const listUrl = 'http://api.test/api/pymes/pyme/';

/** The rows the screen asks a request. */
const ASKED_PAGE_SIZE = 1000;
/** The rows a request gets: as asked, or the spec's backend's cap (DRF's `max_limit`). */
const maxLimit = currentReading().maxLimit;
const grantedPageSize = maxLimit === null ? ASKED_PAGE_SIZE : Math.min(ASKED_PAGE_SIZE, maxLimit);

/** The requests that read `total` pymes at the granted page size (1 for an empty list). */
function requestsFor(total: number) {
  return Math.max(1, Math.ceil(total / grantedPageSize));
}

/** "1 solicitud", "3 solicitudes". */
function requestsText(requests: number) {
  return `${String(requests)} ${requests === 1 ? 'solicitud' : 'solicitudes'}`;
}

/** The totals above the funnel: each term with its value. */
function totalsOnScreen() {
  const terms = screen.getAllByRole('term');
  const values = screen.getAllByRole('definition');
  return Object.fromEntries(
    terms.map((term, index) => [term.textContent, values[index]?.textContent]),
  );
}

/** What the demo backend's data gives: the funnel of the enabled pymes, and the rest. */
function expectedFromDb() {
  const data = readDb();
  const evaluated = new Set(data.evaluationResults.map((result) => result.pyme_uuid));
  // The backend serialises a pyme's first assignment.
  const statusOf = new Map<string, string>();
  const lineOf = new Map<string, string>();
  for (const assignment of data.lineAssignments) {
    if (statusOf.has(assignment.pyme_uuid)) continue;
    statusOf.set(assignment.pyme_uuid, assignment.status);
    lineOf.set(assignment.pyme_uuid, assignment.training_line_uuid);
  }
  const enabled = data.pymes.filter((pyme) => pyme.enabled);
  const diagnosed = enabled.filter((pyme) => evaluated.has(pyme.uuid));
  const training = diagnosed.filter((pyme) =>
    ['TRAINING', 'MENTORING'].includes(statusOf.get(pyme.uuid) ?? ''),
  );
  const mentoring = diagnosed.filter((pyme) => statusOf.get(pyme.uuid) === 'MENTORING');
  const pymesOfLine = (uuid: string) =>
    enabled.filter((pyme) => lineOf.get(pyme.uuid) === uuid).length;
  return {
    funnel: {
      Registradas: enabled.length,
      'Con respuestas': diagnosed.length,
      'En formación': training.length,
      'En mentoría': mentoring.length,
    },
    registered: data.pymes.length,
    disabled: data.pymes.length - enabled.length,
    lines: data.trainingLines
      .map((line) => ({ uuid: line.uuid, name: line.name, count: pymesOfLine(line.uuid) }))
      .filter((line) => line.count > 0),
  };
}

/** An enabled pyme of the demo data as the overview counts it. */
interface CountedPyme {
  state: string;
  /** `yyyy-MM` of its registration. */
  month: string;
  diagnosed: boolean;
  line: string | null;
  status: string | null;
}

/** The enabled pymes of the demo backend's data, with what the overview counts of each. */
function countedPymes(): CountedPyme[] {
  const data = readDb();
  const evaluated = new Set(data.evaluationResults.map((result) => result.pyme_uuid));
  const assignments = new Map<string, { line: string; status: string }>();
  for (const assignment of data.lineAssignments) {
    // The backend serialises a pyme's first assignment.
    if (assignments.has(assignment.pyme_uuid)) continue;
    assignments.set(assignment.pyme_uuid, {
      line: assignment.training_line_uuid,
      status: assignment.status,
    });
  }
  return data.pymes
    .filter((pyme) => pyme.enabled)
    .map((pyme) => ({
      state: pyme.state,
      month: pyme.created.slice(0, 7),
      diagnosed: evaluated.has(pyme.uuid),
      line: assignments.get(pyme.uuid)?.line ?? null,
      status: assignments.get(pyme.uuid)?.status ?? null,
    }));
}

/** A group's funnel as the tables write it: registered, with answers, in training, mentoring. */
function funnelOf(pymes: readonly CountedPyme[]): string[] {
  const diagnosed = pymes.filter((pyme) => pyme.diagnosed);
  const training = diagnosed.filter((pyme) =>
    ['TRAINING', 'MENTORING'].includes(pyme.status ?? ''),
  );
  const mentoring = diagnosed.filter((pyme) => pyme.status === 'MENTORING');
  return [pymes, diagnosed, training, mentoring].map((group) => String(group.length));
}

/** "1 pyme", "12 pymes" (a count's link starts with it). */
function pymesText(count: string | number | undefined): string {
  return `${String(count)} ${Number(count) === 1 ? 'pyme' : 'pymes'}`;
}

/** "2026-03" → "marzo de 2026", as es-CL names a month. */
function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (number ?? 1) - 1, 1)).toLocaleDateString('es-CL', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A table's rows under its header row, each as its row header and its cells' text. */
function tableRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);
}

async function funnelSteps() {
  const funnel = await screen.findByRole('region', { name: 'Embudo del programa' });
  return within(funnel).getAllByRole('listitem');
}

describe('/admin/resumen', () => {
  it('shows the funnel the demo data gives, each step inside the previous one', async () => {
    const expected = expectedFromDb();
    // The seed must exercise every step.
    expect(expected.funnel['En mentoría']).toBeGreaterThan(0);
    renderApp('/admin/resumen', { role: 'admin' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resumen del programa' }),
    ).toBeInTheDocument();
    const steps = await funnelSteps();
    expect(steps).toHaveLength(4);
    Object.entries(expected.funnel).forEach(([label, count], index) => {
      const step = steps[index];
      if (!step) throw new Error(`No step ${label}`);
      expect(within(step).getByText(label)).toBeInTheDocument();
      expect(within(step).getByText(String(count))).toBeInTheDocument();
    });
    expect(steps[0]).toHaveTextContent('(100% de las registradas)');
    const share = Math.round(
      (100 * expected.funnel['Con respuestas']) / expected.funnel.Registradas,
    );
    expect(steps[1]).toHaveTextContent(`(${share}% de las registradas)`);

    // How the figures were obtained (every pyme read), and which counts open the list.
    const requests = requestsText(requestsFor(expected.registered));
    expect(
      screen.getByText(
        new RegExp(`se calculan en este navegador .* descargada con ${requests} en`),
      ),
    ).toHaveTextContent(
      `a partir de la lista de las ${expected.registered} pymes registradas, descargada con ${requests}`,
    );
    expect(
      screen.getByText(
        /Los números de las tablas por segmento abren la lista de pymes habilitadas/,
      ),
    ).toHaveTextContent('salvo «En formación», que junta dos Estados LDF.');

    // Enabled and disabled counted from the rows: plain numbers, no link.
    expect(expected.disabled).toBeGreaterThan(0);
    expect(totalsOnScreen()).toEqual({
      'Pymes habilitadas': String(expected.funnel.Registradas),
      'Pymes deshabilitadas': String(expected.disabled),
    });
    expect(screen.queryByRole('link', { name: /deshabilitadas/ })).not.toBeInTheDocument();
  });

  it('breaks the pymes down in captioned tables, whose counts add up to the enabled pymes', async () => {
    const expected = expectedFromDb();
    renderApp('/admin/resumen', { role: 'admin' });
    await funnelSteps();

    for (const caption of [
      'Pymes por estado del diagnóstico',
      'Pymes por estado en la línea de formación (Estado LDF)',
    ]) {
      const table = screen.getByRole('table', { name: caption });
      const counts = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Number(within(row).getAllByRole('cell')[0]?.textContent.replace(/\D/g, '')));
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(expected.funnel.Registradas);
    }
    const diagnostic = screen.getByRole('table', { name: 'Pymes por estado del diagnóstico' });
    expect(
      within(diagnostic).getByRole('rowheader', { name: /Con respuestas/ }),
    ).toBeInTheDocument();
    expect(within(diagnostic).getByRole('columnheader', { name: 'Pymes' })).toBeInTheDocument();
    const statuses = screen.getByRole('table', {
      name: 'Pymes por estado en la línea de formación (Estado LDF)',
    });
    for (const label of ['Formación', 'Mentoría', 'Sin línea', 'Sin asignar']) {
      expect(
        within(statuses).getByRole('rowheader', { name: new RegExp(label) }),
      ).toBeInTheDocument();
    }
    // The breakdowns are counts only, without links.
    expect(within(diagnostic).queryByRole('link')).not.toBeInTheDocument();
    expect(within(statuses).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the funnel by region as a chart for the eye and a table of the figures the data gives, each count a link to the list', async () => {
    const pymes = countedPymes();
    const { user, router } = renderApp('/admin/resumen', { role: 'admin' });
    await funnelSteps();

    const segments = screen.getByRole('region', { name: 'Por segmento' });
    expect(within(segments).getByRole('radio', { name: 'Región' })).toBeChecked();
    expect(
      within(segments).getByText(`Cifras de las ${String(pymes.length)} pymes habilitadas.`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    const section = within(segments).getByRole('region', { name: 'Embudo por región' });
    const table = within(section).getByRole('table', {
      name: 'Pymes en cada paso del embudo, por región',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Región', 'Registradas', 'Con respuestas', 'En formación', 'En mentoría']);
    const regions = regionNames.filter((region) => pymes.some((pyme) => pyme.state === region));
    expect(regions.length).toBeGreaterThan(3);
    expect(tableRows(table)).toEqual([
      ...regions.map((region) => [
        region,
        ...funnelOf(pymes.filter((pyme) => pyme.state === region)),
      ]),
      ['Total', ...funnelOf(pymes)],
    ]);

    // The chart (its canvas and legend) is for the eye: hidden from screen readers, which read the table.
    const [legend, ...others] = within(section).getAllByRole('list', { hidden: true });
    expect(others).toHaveLength(0);
    expect(
      within(legend ?? section)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Registradas', 'Con respuestas', 'En formación', 'En mentoría']);
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();

    // Each count opens the list with the region's filter and the step's; "En formación" (two statuses) cannot.
    const region = regions.find((name) =>
      pymes.some((pyme) => pyme.state === name && pyme.status === 'MENTORING' && pyme.diagnosed),
    );
    if (!region) throw new Error('No region with a pyme in mentoring in the seed');
    const [registered, diagnosed, , mentoring] = funnelOf(
      pymes.filter((pyme) => pyme.state === region),
    );
    const query = (filters: Record<string, string>) =>
      `/admin/pymes?${new URLSearchParams({ ...filters, vista: 'habilitadas' }).toString()}`;
    expect(
      within(table).getByRole('link', {
        name: `${pymesText(diagnosed)} con respuestas, ${region}: ver en la lista de pymes`,
      }),
    ).toHaveAttribute('href', query({ region, diagnosticos: 'con' }));
    expect(
      within(table).getByRole('link', {
        name: `${pymesText(mentoring)} en mentoría, ${region}: ver en la lista de pymes`,
      }),
    ).toHaveAttribute('href', query({ region, estado: 'MENTORING', diagnosticos: 'con' }));
    expect(within(table).queryByRole('link', { name: /en formación/ })).not.toBeInTheDocument();

    await user.click(
      within(table).getByRole('link', {
        name: `${pymesText(registered)} registradas, ${region}: ver en la lista de pymes`,
      }),
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/pymes');
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      region,
      vista: 'habilitadas',
    });
  });

  it('switches the segment by keyboard, keeps it in the address, and counts months and lines as the data has them', async () => {
    // One pyme registered in October 2025: November and December 2025 have none.
    updateDb((data) => {
      const early = data.pymes.find((pyme) => pyme.enabled);
      if (!early) throw new Error('No enabled pyme');
      early.created = '2025-10-05T10:00:00';
    });
    const pymes = countedPymes();
    const { user, router } = renderApp('/admin/resumen', { role: 'admin' });
    await funnelSteps();

    const byRegion = screen.getByRole('radio', { name: 'Región' });
    act(() => {
      byRegion.focus();
    });
    await user.keyboard('{ArrowRight}');
    const byMonth = screen.getByRole('radio', { name: 'Mes de registro' });
    expect(byMonth).toBeChecked();
    expect(byMonth).toHaveFocus();
    expect(router.state.location.search).toBe('?segmento=mes');

    const months = await screen.findByRole('table', {
      name: 'Pymes en cada paso del embudo, por mes de registro',
    });
    const seen = [...new Set(pymes.map((pyme) => pyme.month))].sort();
    expect(seen[0]).toBe('2025-10');
    // Every month from the first to the last, the empty ones with 0.
    const all: string[] = [];
    for (let month = seen[0] ?? ''; month <= (seen.at(-1) ?? '');) {
      all.push(month);
      const [year = 0, number = 0] = month.split('-').map(Number);
      month =
        number === 12
          ? `${String(year + 1)}-01`
          : `${String(year)}-${String(number + 1).padStart(2, '0')}`;
    }
    expect(all.slice(0, 4)).toEqual(['2025-10', '2025-11', '2025-12', '2026-01']);
    expect(tableRows(months)).toEqual([
      ...all.map((month) => [
        monthName(month),
        ...funnelOf(pymes.filter((pyme) => pyme.month === month)),
      ]),
      ['Total', ...funnelOf(pymes)],
    ]);
    expect(tableRows(months)[1]).toEqual(['noviembre de 2025', '0', '0', '0', '0']);
    expect(
      screen.getByText(
        /Los meses sin pymes registradas entre el primero y el último aparecen con 0/,
      ),
    ).toBeInTheDocument();
    expect(
      within(months).getByRole('link', {
        name: '1 pyme registradas, octubre de 2025: ver en la lista de pymes',
      }),
    ).toHaveAttribute('href', '/admin/pymes?desde=2025-10-01&hasta=2025-10-31&vista=habilitadas');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Línea × Estado LDF' })).toBeChecked();
    expect(router.state.location.search).toBe('?segmento=linea');
    const matrix = await screen.findByRole('table', {
      name: 'Pymes con línea de formación, por línea y Estado LDF',
    });
    const statuses = ['NA', 'DESERTER', 'TRAINING', 'MENTORING', 'ONLYDIAG', 'ACCEPTED'];
    const statusLabels = [
      'NA',
      'Desertora',
      'Formación',
      'Mentoría',
      'Solo Diagnostico',
      'Aceptado',
    ];
    expect(
      within(matrix)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Línea de formación',
      'NA',
      'Desertora',
      'Formación',
      'Mentoría',
      'Solo Diagnostico',
      'Aceptado',
      'Sin asignar',
      'Total',
    ]);
    const names = new Map(readDb().trainingLines.map((line) => [line.uuid, line.name]));
    const withLine = pymes.filter((pyme) => pyme.line !== null);
    const lines = [...new Set(withLine.map((pyme) => pyme.line ?? ''))]
      .map((uuid) => {
        const ofLine = withLine.filter((pyme) => pyme.line === uuid);
        const cells = [
          ...statuses.map((status) => ofLine.filter((pyme) => pyme.status === status).length),
          ofLine.filter((pyme) => !statuses.includes(pyme.status ?? '')).length,
        ];
        return { uuid, name: names.get(uuid) ?? '', cells, total: ofLine.length };
      })
      .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'es'));
    expect(lines.length).toBeGreaterThan(1);
    const column = (index: number) =>
      lines.reduce((sum, line) => sum + (line.cells[index] ?? 0), 0);
    expect(tableRows(matrix)).toEqual([
      ...lines.map((line) => [line.name, ...line.cells.map(String), String(line.total)]),
      [
        'Total',
        ...statuses.map((_, index) => String(column(index))),
        String(column(6)),
        String(withLine.length),
      ],
    ]);
    // A cell opens the list with its line and status; a line's total with its line.
    const [first] = lines;
    if (!first) throw new Error('No line');
    const status = statuses.findIndex((_, index) => (first.cells[index] ?? 0) > 0);
    expect(
      within(matrix).getByRole('link', {
        name: `${pymesText(first.cells[status])} en ${first.name} con Estado LDF ${statusLabels[status] ?? ''}: ver en la lista de pymes`,
      }),
    ).toHaveAttribute(
      'href',
      `/admin/pymes?linea=${first.uuid}&estado=${statuses[status] ?? ''}&vista=habilitadas`,
    );
    expect(
      within(matrix).getByRole('link', {
        name: `${pymesText(first.total)} en ${first.name}: ver en la lista de pymes`,
      }),
    ).toHaveAttribute('href', `/admin/pymes?linea=${first.uuid}&vista=habilitadas`);
    // The funnel by line ends with the pymes without a line.
    const byLine = screen.getByRole('table', {
      name: 'Pymes en cada paso del embudo, por línea de formación',
    });
    expect(tableRows(byLine).at(-2)).toEqual([
      'Sin línea de formación',
      ...funnelOf(pymes.filter((pyme) => pyme.line === null)),
    ]);

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(byRegion).toBeChecked();
    expect(router.state.location.search).toBe('');
    expect(
      await screen.findByRole('table', { name: 'Pymes en cada paso del embudo, por región' }),
    ).toBeInTheDocument();
  });

  it('opens on the segment the address names, and prints the report with its date and the pymes it counts', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const data = readDb();
    const enabled = data.pymes.filter((pyme) => pyme.enabled).length;
    const { user } = renderApp('/admin/resumen?segmento=mes', { role: 'admin' });
    await funnelSteps();
    expect(screen.getByRole('radio', { name: 'Mes de registro' })).toBeChecked();
    expect(
      screen.getByRole('table', { name: 'Pymes en cada paso del embudo, por mes de registro' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Imprimir informe' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(
      screen.getByText(
        `Informe impreso el ${format(new Date(), 'dd/MM/yyyy')}: cifras de las ${String(enabled)} pymes habilitadas, contadas a partir de las ${String(data.pymes.length)} pymes registradas.`,
      ),
    ).toBeInTheDocument();
  });

  it('counts the loaded pymes while the pages arrive, 1000 a request or as many as the backend grants', async () => {
    setSeedSize(2600);
    onTestFinished(() => {
      setSeedSize(null);
    });
    const sent = recordRequests();
    const data = readDb();
    const total = data.pymes.length;
    const enabled = data.pymes.filter((pyme) => pyme.enabled).length;
    expect(total).toBeGreaterThan(2000);
    expect(enabled).toBeLessThan(total);
    const held: (() => void)[] = [];
    const released = new Promise<void>((resolve) => {
      held.push(resolve);
    });
    onTestFinished(() => {
      for (const release of held) release();
    });
    server.use(
      http.get(listUrl, async ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('offset') !== '0') await released;
      }),
    );
    renderApp('/admin/resumen', { role: 'admin' });

    const progressText = `Cargando pymes… ${grantedPageSize.toLocaleString('es-CL')} de ${total.toLocaleString('es-CL')}`;
    await screen.findByText(progressText);
    const [progress] = screen
      .getAllByRole('status')
      .filter((region) => region.textContent.includes(progressText));
    expect(progress).toHaveAttribute('aria-live', 'polite');
    for (const release of held) release();

    const steps = await funnelSteps();
    expect(
      within(steps[0] ?? document.body).getByText(enabled.toLocaleString('es-CL')),
    ).toBeInTheDocument();
    const requests = requestsFor(total);
    expect(requests).toBeGreaterThan(1);
    expect(
      screen.getByText(new RegExp(`descargada con ${requestsText(requests)} en`)),
    ).toHaveTextContent(`las ${total.toLocaleString('es-CL')} pymes registradas`);
    // Every pyme (no filter of ours); 1000 asked first, then the pages at the size granted.
    const lists = requestsTo(sent, 'GET', '/api/pymes/pyme/');
    expect(lists).toHaveLength(requests);
    expect(lists.map((request) => request.query.has('enabled'))).not.toContain(true);
    expect(lists[0]?.query.get('limit')).toBe(String(ASKED_PAGE_SIZE));
    expect(
      lists
        .slice(1)
        .map((request) => Number(request.query.get('offset')))
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: requests - 1 }, (_, page) => (page + 1) * grantedPageSize));
    for (const request of lists.slice(1)) {
      expect(request.query.get('limit')).toBe(String(grantedPageSize));
    }
  });

  it('says when the pymes could not be loaded, and Reintentar recovers', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The first page of the first load fails; then the backend answers again.
    let failures = 1;
    server.use(
      http.get(listUrl, () => {
        if (failures === 0) return;
        failures -= 1;
        return HttpResponse.json({ detail: 'boom' }, { status: 500 });
      }),
    );
    const { user } = renderApp('/admin/resumen', { role: 'admin' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cargar las pymes para calcular el resumen.',
    );
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Embudo del programa' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await funnelSteps()).toHaveLength(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
