import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { readDb, setSeedSize } from '@/mocks/db';
import { server } from '@/mocks/node';
import { reading as currentReading } from '@/mocks/readings';
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
      screen.getByText(/Solo los números de pymes por línea de formación/),
    ).toBeInTheDocument();

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
      'Pymes por región',
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
    // Only the line counts are links in the tables.
    expect(within(diagnostic).queryByRole('link')).not.toBeInTheDocument();
    expect(within(statuses).queryByRole('link')).not.toBeInTheDocument();
  });

  it('links each line count to the pymes list filtered by that line', async () => {
    const expected = expectedFromDb();
    const [line] = expected.lines;
    if (!line) throw new Error('No line with pymes in the seed');
    const { user, router } = renderApp('/admin/resumen', { role: 'admin' });
    await funnelSteps();

    const table = screen.getByRole('table', { name: 'Pymes por línea de formación' });
    expect(within(table).getAllByRole('link')).toHaveLength(expected.lines.length);
    const link = within(table).getByRole('link', {
      name: `${line.count} ${line.count === 1 ? 'pyme' : 'pymes'} en ${line.name}: ver en la lista de pymes`,
    });
    expect(link).toHaveAttribute('href', `/admin/pymes?linea=${line.uuid}`);

    await user.click(link);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/pymes');
    });
    expect(router.state.location.search).toBe(`?linea=${line.uuid}`);
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
