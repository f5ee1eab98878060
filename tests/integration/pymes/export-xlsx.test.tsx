import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import readXlsxFile from 'read-excel-file/node';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { sessionApi } from '@/api/session-api';
import { makeStore } from '@/app/store';
import { NotificationsProvider } from '@/components/notifications';
import { ExportPymesButton } from '@/features/pymes/export/export-pymes-button';
import type { PymeListFilters } from '@/features/pymes/pyme-filters';
import { readDb, setSeedSize, updateDb } from '@/mocks/db';
import { pymeLookups, serializePyme } from '@/mocks/handlers/pymes';
import { server } from '@/mocks/node';
import { accountOf, signInAs } from '@tests/testing/demo-session';
import { renderApp } from '@tests/testing/render-app';

// Issue 38: "Exportar Excel" saves the view as an .xlsx: sheet "Pymes" with
// the CSV's columns in typed cells, sheet "Cifras" with the view's figures.
// Each file is read back (read-excel-file) and checked against the data the
// demo backend served.

const api = (path: string) => `http://api.test/api/${path}`;
const everyPyme: PymeListFilters = { search: '', training: '' };
const today = format(new Date(), 'yyyy-MM-dd');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The CSV's columns (and so the spreadsheet's), as the CSV test reads them. */
const HEADERS = [
  'Nombre pyme',
  'RUT empresa',
  'Emprendedor',
  'Correo',
  'RUT emprendedor',
  'Cargo',
  'Teléfono',
  'Región',
  'Comuna',
  'Dirección',
  'Estado diagnóstico',
  'Fecha registro',
  'Hora registro',
  'Línea de formación',
  'Estado LDF',
  'Habilitada',
];
const col = (header: string) => HEADERS.indexOf(header);

/** Spec §4's line statuses as the screens name them. */
const STATUS_LABELS: Record<string, string> = {
  NA: 'NA',
  DESERTER: 'Desertora',
  TRAINING: 'Formación',
  MENTORING: 'Mentoría',
  ONLYDIAG: 'Solo Diagnostico',
  ACCEPTED: 'Aceptado',
};

/** What the page handed over: the Blobs made into object URLs and the links clicked. */
let blobs: Blob[] = [];
let clicked: { href: string; download: string }[] = [];

beforeEach(() => {
  blobs = [];
  clicked = [];
  // jsdom has no object URLs and does not download: keep what the button hands over.
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return `blob:http://localhost/${String(blobs.length)}`;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download });
  });
});

/** The export buttons in the providers the app gives them, as the seeded `role`. */
async function renderButtons(
  filters: PymeListFilters = everyPyme,
  role: 'admin' | 'superadmin' = 'admin',
) {
  signInAs(accountOf[role]);
  const store = makeStore();
  await store.dispatch(sessionApi.endpoints.getProfile.initiate(undefined));
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <NotificationsProvider>
        <ExportPymesButton filters={filters} />
      </NotificationsProvider>
    </Provider>,
  );
  return { user };
}

function useSeedOf(pymes: number) {
  setSeedSize(pymes);
  onTestFinished(() => {
    setSeedSize(null);
  });
}

/** The bytes of the `index`-th file handed over (jsdom's Blob has no arrayBuffer(): its FileReader reads it). */
async function fileBytes(index: number): Promise<{ blob: Blob; bytes: Uint8Array }> {
  await waitFor(() => {
    expect(blobs.length).toBeGreaterThan(index);
  });
  const blob = blobs[index];
  if (!blob) throw new Error('No file');
  const bytes = await new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(new Uint8Array(reader.result as ArrayBuffer));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('Unreadable file'));
    };
    reader.readAsArrayBuffer(blob);
  });
  return { blob, bytes };
}

type Cell = string | number | boolean | Date | null;

/** The spreadsheet handed over, read back: its sheets by name, and its media type. */
async function downloadedWorkbook(index = 0) {
  const { blob, bytes } = await fileBytes(index);
  const sheets = await readXlsxFile(Buffer.from(bytes));
  const sheet = (name: string) => {
    const found = sheets.find((candidate) => candidate.sheet === name);
    if (!found) throw new Error(`No sheet ${name}`);
    return found.data as unknown as Cell[][];
  };
  return { type: blob.type, names: sheets.map((found) => found.sheet), sheet };
}

/** The figures' sheet as a reader sees it: a value by its label, a section's counts by its title. */
function readFigures(rows: Cell[][]) {
  const value = (label: string) => rows.find((row) => row[0] === label)?.[1];
  const section = (title: string) => {
    const start = rows.findIndex((row) => row[0] === title && row[1] === 'Pymes');
    if (start < 0) throw new Error(`No section ${title}`);
    const counts = new Map<string, Cell>();
    for (const row of rows.slice(start + 1)) {
      if (row.every((cell) => cell === null)) break;
      counts.set(String(row[0]), row[1] ?? null);
    }
    return counts;
  };
  return { value, section };
}

/** How many times each key comes up. */
function tally(keys: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** A seeded pyme as the list answers it, to make up rows from. */
function servedPymeTemplate() {
  const data = readDb();
  const [pyme] = data.pymes;
  if (!pyme) throw new Error('The seed has no pyme');
  return serializePyme(pyme, pymeLookups(data));
}

/** The `n`-th made-up pyme's uuid and name. */
function fakeIds(n: number) {
  return {
    uuid: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
    business_name: `Pyme ${String(n)}`,
  };
}

/**
 * Serves `path` as a list that announces 450 pymes and, from the third page
 * on, answers empty pages that still say there is more (pages of up to 100).
 */
function serveShortList(path: string, row: (n: number) => unknown) {
  server.use(
    http.get(api(path), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const offset = Number(query.get('offset') ?? 0);
      const limit = Math.min(Number(query.get('limit') ?? 10), 100);
      return HttpResponse.json({
        count: 450,
        next: api(`${path}?limit=${String(limit)}&offset=${String(offset + limit)}`),
        previous: null,
        results:
          offset < 2 * limit
            ? Array.from({ length: limit }, (_, index) => row(offset + index))
            : [],
      });
    }),
  );
}

describe('Exportar Excel', () => {
  it('saves every pyme of the view as pymes-<today>.xlsx: the CSV columns in typed cells, and the figures', async () => {
    useSeedOf(260);
    // Texts a spreadsheet could take for a formula or a number.
    const [first, second] = readDb().pymes;
    updateDb((data) => {
      const named = data.pymes.find((pyme) => pyme.uuid === first?.uuid);
      if (named) named.business_name = '=1+1 Comercial';
      const placed = data.pymes.find((pyme) => pyme.uuid === second?.uuid);
      if (placed) placed.address = '@Centro, local 4';
    });
    const data = readDb();
    const lookups = pymeLookups(data);
    const served = data.pymes.map((pyme) => ({
      pyme,
      wire: serializePyme(pyme, lookups),
      line: lookups.lines.get(pyme.uuid),
    }));
    const { user } = await renderButtons();

    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));

    const workbook = await downloadedWorkbook();
    expect(workbook.type).toBe(XLSX);
    expect(clicked).toEqual([{ href: 'blob:http://localhost/1', download: `pymes-${today}.xlsx` }]);
    expect(
      await screen.findByText(`Descargamos ${String(served.length)} pymes en pymes-${today}.xlsx.`),
    ).toBeInTheDocument();
    expect(workbook.names).toEqual(['Pymes', 'Cifras']);

    // Sheet 1: a header row, then one row a served pyme.
    const [header, ...rows] = workbook.sheet('Pymes');
    expect(header).toEqual(HEADERS);
    expect(rows).toHaveLength(served.length);
    const rowOf = new Map(rows.map((row) => [row[0], row]));
    for (const { pyme, wire, line } of served) {
      const row = rowOf.get(pyme.business_name);
      expect(row, pyme.business_name).toBeDefined();
      if (!row) continue;
      expect(row[col('RUT empresa')]).toBe(pyme.rut);
      expect(row[col('Región')]).toBe(pyme.state);
      expect(row[col('Comuna')]).toBe(pyme.commune);
      expect(row[col('Estado diagnóstico')]).toBe(
        wire.has_evaluation ? 'Con respuestas' : 'Sin respuestas',
      );
      // The day and the time of registration are a date and a time, not text.
      const [day = '', time = ''] = pyme.created.split('T');
      const [year, month, date] = day.split('-').map(Number);
      expect(row[col('Fecha registro')]).toEqual(
        new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date)),
      );
      const hour = row[col('Hora registro')];
      expect(hour).toBeInstanceOf(Date);
      expect(hour instanceof Date ? utcHour(hour) : hour).toBe(time.slice(0, 5));
      const training = line && data.trainingLines.find((t) => t.uuid === line.training_line_uuid);
      expect(row[col('Línea de formación')]).toBe(training?.name ?? 'NA');
      // A status outside spec §4's list reads "Sin asignar", as on the screen.
      expect(row[col('Estado LDF')]).toBe(
        line ? (STATUS_LABELS[line.status] ?? 'Sin asignar') : null,
      );
      expect(row[col('Habilitada')]).toBe(pyme.enabled ? 'Sí' : 'No');
    }
    // Text stays text as it came: no formula, no leading quote, no number.
    expect(rowOf.has('=1+1 Comercial')).toBe(true);
    expect(rows.filter((row) => row[col('Dirección')] === '@Centro, local 4')).toHaveLength(1);
    // A phone (where the reading serves one) and a RUT are text, not numbers.
    for (const row of rows) {
      expect(typeof row[col('RUT empresa')]).toBe('string');
      if (row[col('Teléfono')] !== null) expect(typeof row[col('Teléfono')]).toBe('string');
    }

    // Sheet 2: the view's figures, counted from what the backend served.
    const figures = readFigures(workbook.sheet('Cifras'));
    expect(figures.value('Búsqueda y filtros')).toBe('Ninguno: todas las pymes, habilitadas o no');
    expect(figures.value('Pymes en la vista')).toBe(served.length);
    expect(figures.value('Pymes en este archivo')).toBe(served.length);
    expect(figures.value('Lectura')).toBeUndefined();
    expect(figures.value('Exportado el')).toBeInstanceOf(Date);
    const evaluated = served.filter(({ wire }) => wire.has_evaluation).length;
    expect(figures.section('Estado diagnóstico')).toEqual(
      new Map([
        ['Con respuestas', evaluated],
        ['Sin respuestas', served.length - evaluated],
      ]),
    );
    const statuses = tally(served.flatMap(({ line }) => (line ? [line.status] : [])));
    const ldf = figures.section('Estado LDF');
    for (const [code, label] of Object.entries(STATUS_LABELS)) {
      expect(ldf.get(label), label).toBe(statuses.get(code) ?? 0);
    }
    const withoutLine = served.filter(({ line }) => !line).length;
    expect(ldf.get('Sin línea')).toBe(withoutLine);
    const otherStatus = served.filter(({ line }) => line && !(line.status in STATUS_LABELS));
    expect(ldf.get('Sin asignar')).toBe(otherStatus.length);
    const lineNames = served.flatMap(({ line }) => {
      const training = line && data.trainingLines.find((t) => t.uuid === line.training_line_uuid);
      return training ? [training.name] : [];
    });
    expect(figures.section('Línea de formación')).toEqual(
      new Map<string, number>([
        ...tally(lineNames),
        ...(withoutLine > 0 ? [['Sin línea de formación', withoutLine] as const] : []),
      ]),
    );
    expect(figures.section('Región')).toEqual(
      tally(served.map(({ pyme }) => pyme.state || 'Sin región')),
    );
  });

  it('writes the same columns and texts as the CSV, but a date where the CSV has one as text', async () => {
    const { user } = await renderButtons();

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await screen.findByText(/pymes-.*\.csv\./);
    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await screen.findByText(/pymes-.*\.xlsx\./);

    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode((await fileBytes(0)).bytes);
    const records = csv
      .slice(1)
      .split('\r\n')
      .slice(0, -1)
      .map((record) => record.split(';'));
    const [header, ...rows] = (await downloadedWorkbook(1)).sheet('Pymes');
    expect(header).toEqual(records[0]);
    expect(rows).toHaveLength(records.length - 1);
    rows.forEach((row, index) => {
      const record = records[index + 1] ?? [];
      row.forEach((cell, column) => {
        if (cell instanceof Date) return;
        // The CSV quotes a cell that a spreadsheet would read as a formula; the .xlsx has text cells.
        expect(cell ?? '', HEADERS[column]).toBe(record[column]?.replace(/^'(?=[=+\-@])/, ''));
      });
      expect(format(row[col('Fecha registro')] as Date, 'dd/MM/yyyy')).toBe(
        record[col('Fecha registro')],
      );
    });
  });

  it('exports what /admin/pymes shows at ?linea=…, and writes the line by name in the figures', async () => {
    const data = readDb();
    const line = data.lineAssignments[0]?.training_line_uuid ?? '';
    const name = data.trainingLines.find((training) => training.uuid === line)?.name ?? '?';
    const ofLine = data.lineAssignments.filter(
      (assignment) => assignment.training_line_uuid === line,
    );
    expect(ofLine.length).toBeGreaterThan(0);
    const { user } = renderApp(`/admin/pymes?linea=${line}`, { role: 'admin' });

    await user.click(await screen.findByRole('button', { name: 'Exportar Excel' }));

    const workbook = await downloadedWorkbook();
    const rows = workbook.sheet('Pymes').slice(1);
    expect(rows).toHaveLength(ofLine.length);
    for (const row of rows) expect(row[col('Línea de formación')]).toBe(name);
    const figures = readFigures(workbook.sheet('Cifras'));
    expect(figures.value('Búsqueda y filtros')).toBe(`Línea de formación: ${name}`);
    expect(figures.value('Pymes en la vista')).toBe(ofLine.length);
    expect(figures.section('Línea de formación')).toEqual(new Map([[name, ofLine.length]]));
    expect(screen.getByRole('button', { name: 'Exportar Excel' })).toBeEnabled();
  });

  it('says how many it read of how many when the app filtered the list itself', async () => {
    // `pyme-search/` ignores `enabled` here, whatever the reading: the app keeps the disabled ones.
    const answered: { count: number; rows: { uuid: string; enabled: boolean }[] }[] = [];
    server.use(
      http.get(api('pymes/pyme-search/'), async ({ request }) => {
        // The demo backend's own answer (asked again, marked so that this handler lets it through).
        if (request.headers.has('x-test-inner')) return undefined;
        const url = new URL(request.url);
        url.searchParams.delete('enabled');
        const headers = new Headers(request.headers);
        headers.set('x-test-inner', '1');
        const answer = (await (await fetch(new Request(url, { headers }))).json()) as {
          count: number;
          results: { uuid: string; enabled: boolean }[];
        };
        answered.push({ count: answer.count, rows: answer.results });
        return HttpResponse.json(answer);
      }),
    );
    const { user } = await renderButtons({ search: 'a', training: '', enabled: false });

    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));

    const workbook = await downloadedWorkbook();
    const read = answered[0]?.count ?? 0;
    // Every row the backend answered (page 1 may have been asked twice: once to check the filter).
    const rowsServed = new Map(answered.flatMap((page) => page.rows).map((row) => [row.uuid, row]));
    expect(rowsServed.size).toBe(read);
    const disabled = [...rowsServed.values()].filter((row) => !row.enabled).length;
    expect(disabled).toBeGreaterThan(0);
    expect(disabled).toBeLessThan(read);
    const rows = workbook.sheet('Pymes').slice(1);
    expect(rows).toHaveLength(disabled);
    for (const row of rows) expect(row[col('Habilitada')]).toBe('No');
    const figures = readFigures(workbook.sheet('Cifras'));
    expect(figures.value('Búsqueda y filtros')).toBe('Búsqueda: «a»; Solo pymes deshabilitadas');
    expect(figures.value('Pymes en la vista')).toBe(disabled);
    expect(figures.value('Lectura')).toBe(
      `La app filtró la lista ella misma: leyó las ${String(read)} pymes de la lista y ${String(disabled)} cumplen la búsqueda y los filtros.`,
    );
  });

  it('says how many it read of how many, in the figures and the notice, when the read stopped short', async () => {
    const template = servedPymeTemplate();
    serveShortList('pymes/pyme/', (n) => ({ ...template, ...fakeIds(n) }));
    const { user } = await renderButtons();

    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Se exportaron 200 de 450 pymes en pymes-${today}.xlsx: el servidor entregó una página vacía antes del final de la lista. El archivo no tiene la lista completa.`,
    );
    const workbook = await downloadedWorkbook();
    expect(workbook.sheet('Pymes').slice(1)).toHaveLength(200);
    const figures = readFigures(workbook.sheet('Cifras'));
    expect(figures.value('Pymes en la vista')).toBe(450);
    expect(figures.value('Pymes en este archivo')).toBe(200);
    expect(figures.value('Lectura')).toBe(
      'Se leyeron 200 de 450 pymes: el servidor entregó una página vacía antes del final de la lista. El archivo no tiene la vista completa.',
    );
    expect(figures.section('Región')).toEqual(new Map([[template.state, 200]]));
  });

  it('writes "—" for the view when the app filtered a list it could not read whole', async () => {
    const template = servedPymeTemplate();
    // `pyme-search/` ignores `enabled` and stops short: the app keeps the disabled ones of what it read.
    serveShortList('pymes/pyme-search/', (n) => ({
      ...template,
      ...fakeIds(n),
      enabled: n % 2 === 0,
    }));
    const { user } = await renderButtons({ search: 'Pyme', training: '', enabled: false });

    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Leímos 200 de 450 pymes de la lista y exportamos en pymes-${today}.xlsx las 100 del filtro entre ellas: el servidor entregó una página vacía antes del final de la lista. El archivo puede no tener todas.`,
    );
    const workbook = await downloadedWorkbook();
    expect(workbook.sheet('Pymes').slice(1)).toHaveLength(100);
    const figures = readFigures(workbook.sheet('Cifras'));
    expect(figures.value('Pymes en la vista')).toBe('—');
    expect(figures.value('Pymes en este archivo')).toBe(100);
    expect(figures.value('Lectura')).toBe(
      'La app filtró la lista ella misma: leyó 200 de 450 pymes (el servidor entregó una página vacía antes del final de la lista) y 100 de ellas cumplen la búsqueda y los filtros. La vista puede tener más.',
    );
    expect(
      figures
        .section('Estado diagnóstico')
        .get(template.has_evaluation ? 'Con respuestas' : 'Sin respuestas'),
    ).toBe(100);
  });

  it('adds each pyme admin for a super admin', async () => {
    const data = readDb();
    const assignment = data.adminAssignments[0];
    const pyme = data.pymes.find((candidate) => candidate.uuid === assignment?.pyme_uuid);
    const admin = data.users.find((candidate) => candidate.uuid === assignment?.admin_uuid);
    if (!pyme || !admin) throw new Error('The seed has no admin assignment');
    const { user } = await renderButtons(everyPyme, 'superadmin');

    await user.click(screen.getByRole('button', { name: 'Exportar Excel' }));

    const [header, ...rows] = (await downloadedWorkbook()).sheet('Pymes');
    expect(header).toEqual([...HEADERS, 'Administrador']);
    expect(rows.find((row) => row[0] === pyme.business_name)?.at(-1)).toBe(
      `${admin.first_name} ${admin.last_name}`,
    );
  });

  it('disables both buttons while it reads, and Cancelar gives the focus back to Exportar Excel', async () => {
    useSeedOf(260);
    // The pages after the first wait until the test lets them go.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    onTestFinished(() => {
      release();
    });
    server.use(
      http.get(api('pymes/pyme/'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('offset') !== '0') await released;
      }),
    );
    const { user } = await renderButtons();
    const excel = screen.getByRole('button', { name: 'Exportar Excel' });

    await user.click(excel);

    expect(await screen.findByText(/^Exportando… \d+ de 260$/)).toHaveAttribute('role', 'status');
    expect(excel).toBeDisabled();
    expect(excel).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    expect(await screen.findByText('Exportación cancelada.')).toBeInTheDocument();
    expect(excel).toBeEnabled();
    expect(excel).toHaveFocus();
    expect(blobs).toEqual([]);
  });
});

/** A time cell read back (a moment of Excel's day 0, in UTC) as `HH:mm`. */
function utcHour(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(moment.getUTCHours())}:${pad(moment.getUTCMinutes())}`;
}
