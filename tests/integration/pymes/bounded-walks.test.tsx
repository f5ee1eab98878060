import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { readDb } from '@/mocks/db';
import { pymeLookups, serializePyme } from '@/mocks/handlers/pymes';
import { server } from '@/mocks/node';
import { renderApp } from '@tests/testing/render-app';

// Issue 26: walking every page of the pymes list stays bounded whatever the
// server claims, and says when it stopped before the end. The server here
// lies in three ways, each on the export (/admin/pymes) and the overview
// (/admin/resumen): a count of 1 000 000 with short pages and a `next` that
// never ends, a page repeated, and a page that comes back empty.

const listUrl = 'http://api.test/api/pymes/pyme/';

/** A seeded pyme as the list answers it, read once per test. */
let template: ReturnType<typeof serializePyme> | undefined;

/** A valid pyme row, `n`-th of an endless list (a seeded pyme's answer, new uuid and name). */
function fakePyme(n: number) {
  if (!template) {
    const data = readDb();
    const [pyme] = data.pymes;
    if (!pyme) throw new Error('The seed has no pyme');
    template = serializePyme(pyme, pymeLookups(data));
  }
  const hex = n.toString(16).padStart(12, '0');
  return {
    ...template,
    uuid: `00000000-0000-4000-8000-${hex}`,
    business_name: `Pyme ${String(n)}`,
  };
}

/** The `offset`s of the pymes pages asked. */
let offsets: number[] = [];

/**
 * Serves the pymes list (no search) as `page(offset, limit)` says; the page
 * size granted is capped at `maxLimit` like a DRF `max_limit`.
 */
function serveList(
  page: (offset: number, limit: number) => { count: number; rows: unknown[]; next: boolean },
  maxLimit = 100,
) {
  server.use(
    http.get(listUrl, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const offset = Number(query.get('offset') ?? 0);
      const limit = Math.min(Number(query.get('limit') ?? 10), maxLimit);
      offsets.push(offset);
      const { count, rows, next } = page(offset, limit);
      return HttpResponse.json({
        count,
        next: next ? `${listUrl}?limit=${String(limit)}&offset=${String(offset + limit)}` : null,
        previous: null,
        results: rows,
      });
    }),
  );
}

const endless = () => {
  // Short pages: 10 rows whatever is asked.
  serveList(
    (offset, limit) => ({
      count: 1_000_000,
      rows: Array.from({ length: limit }, (_, index) => fakePyme(offset + index)),
      next: true,
    }),
    10,
  );
};

const repeating = () => {
  // Page 1 and 2 are real; page 3 repeats page 2 and says there is more.
  serveList((offset, limit) => ({
    count: 450,
    rows: Array.from({ length: limit }, (_, index) => fakePyme(Math.min(offset, limit) + index)),
    next: true,
  }));
};

const emptyPage = () => {
  // 450 claimed; from the third page on, empty pages that still say there is more.
  serveList((offset, limit) => ({
    count: 450,
    rows:
      offset < 2 * limit
        ? Array.from({ length: limit }, (_, index) => fakePyme(offset + index))
        : [],
    next: true,
  }));
};

beforeEach(() => {
  offsets = [];
  template = undefined;
  // jsdom neither makes object URLs nor downloads.
  URL.createObjectURL = () => 'blob:http://localhost/1';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  onTestFinished(() => {
    consoleError.mockRestore();
  });
});

async function exportList() {
  const { user } = renderApp('/admin/pymes', { role: 'admin' });
  await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
  return screen.findByText(/^Se exportaron/, {}, { timeout: 30_000 });
}

describe('the export, on a server that lies', () => {
  it('stops at 200 short pages when the count says 1 000 000 and next never ends', async () => {
    endless();
    const notice = await exportList();
    expect(notice).toHaveTextContent(
      'Se exportaron 2.000 de 1.000.000 pymes en pymes-', // the file's name follows
    );
    expect(notice).toHaveTextContent(
      'la app lee como máximo 200 páginas de 10 pymes. El archivo no tiene la lista completa.',
    );
    // Page 1 of the table (offset 0), then the walk: 200 pages of 10, each asked once.
    const walk = offsets.slice(1);
    expect(walk).toHaveLength(200);
    expect(new Set(walk).size).toBe(200);
    expect(Math.max(...walk)).toBe(199 * 10);
  });

  it('stops at a page that repeats one already read', async () => {
    repeating();
    const notice = await exportList();
    expect(notice).toHaveTextContent('Se exportaron 200 de 450 pymes');
    expect(notice).toHaveTextContent('el servidor repitió una página de la lista.');
    // Page 1 of the table, then pages 1 to 5 of 100 at most (three in flight).
    expect(offsets.length).toBeLessThanOrEqual(1 + 5);
  });

  it('stops at an empty page that says there is more', async () => {
    emptyPage();
    const notice = await exportList();
    expect(notice).toHaveTextContent('Se exportaron 200 de 450 pymes');
    expect(notice).toHaveTextContent(
      'el servidor entregó una página vacía antes del final de la lista.',
    );
    expect(offsets.length).toBeLessThanOrEqual(1 + 5);
  });
});

describe('the overview, on a server that lies', () => {
  async function openOverview() {
    renderApp('/admin/resumen', { role: 'admin' });
    return screen.findByRole('alert', {}, { timeout: 30_000 });
  }

  it('shows no figure when the list never ends, after at most 200 requests', async () => {
    endless();
    const alert = await openOverview();
    expect(alert).toHaveTextContent(
      'Leímos 2.000 de 1.000.000 pymes: la app lee como máximo 200 páginas de 10 pymes. Sin la lista completa no mostramos cifras, porque serían falsas.',
    );
    expect(offsets.length).toBeLessThanOrEqual(200);
    expect(screen.queryByRole('heading', { name: 'Embudo del programa' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('shows no figure when a page repeats', async () => {
    repeating();
    const alert = await openOverview();
    expect(alert).toHaveTextContent('Leímos 200 de 450 pymes: el servidor repitió una página');
    await waitFor(() => {
      expect(offsets.length).toBeLessThanOrEqual(5);
    });
  });

  it('shows no figure when an empty page says there is more', async () => {
    emptyPage();
    const alert = await openOverview();
    expect(alert).toHaveTextContent(
      'Leímos 200 de 450 pymes: el servidor entregó una página vacía antes del final de la lista',
    );
  });
});
