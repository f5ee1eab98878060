import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { trackPending } from '@tests/testing/record-requests';
import { sessionApi } from '@/api/session-api';
import { makeStore } from '@/app/store';
import { NotificationsProvider } from '@/components/notifications';
import { ExportPymesButton } from '@/features/pymes/export/export-pymes-button';
import type { PymeListFilters } from '@/features/pymes/pyme-filters';
import { readDb, setSeedSize } from '@/mocks/db';
import { server } from '@/mocks/node';
import { reading } from '@/mocks/readings';
import { accountOf, signInAs } from '@tests/testing/demo-session';
import { renderApp } from '@tests/testing/render-app';

const listUrl = 'http://api.test/api/pymes/pyme/';
/** The main list's filters: every pyme, enabled or not (spec §4), as /admin/pymes shows them. */
const everyPyme: PymeListFilters = { search: '', training: '' };

/** What the page would get: the Blobs made into object URLs, the links clicked, the URLs revoked. */
let blobs: Blob[] = [];
let clicked: { href: string; download: string }[] = [];
let revoked: string[] = [];
/** The `offset` of every page of pymes asked for. */
let offsets: number[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/api/pymes/pyme'))
    offsets.push(Number(url.searchParams.get('offset')));
};

beforeEach(() => {
  blobs = [];
  clicked = [];
  revoked = [];
  offsets = [];
  // jsdom has no object URLs and does not download: keep what the button hands over.
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return `blob:http://localhost/${blobs.length}`;
  };
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url);
  };
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download });
  });
  server.events.on('request:start', record);
});

afterEach(() => {
  server.events.removeListener('request:start', record);
});

/** The button in the providers the app gives it, as the seeded `role`, with its profile loaded. */
async function renderButton(
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
  return { user, store };
}

/** A bigger demo seed for this test: several pages of 100. */
function useSeedOf(pymes: number) {
  setSeedSize(pymes);
  onTestFinished(() => {
    setSeedSize(null);
  });
}

/** The downloaded file: its bytes start with the BOM; its records split on CRLF. */
async function downloadedFile() {
  await waitFor(() => {
    expect(blobs).toHaveLength(1);
  });
  const [blob] = blobs;
  if (!blob) throw new Error('No file');
  // jsdom's Blob has no arrayBuffer()/text(); its FileReader reads it.
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
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { blob, bytes, text, records: text.slice(1).split('\r\n').slice(0, -1) };
}

/** Holds the pages after the first one until `release()` (the demo backend answers then). */
function holdLaterPages(): () => void {
  const releases: (() => void)[] = [];
  const released = new Promise<void>((resolve) => {
    releases.push(resolve);
  });
  server.use(
    http.get(listUrl, async ({ request }) => {
      if (new URL(request.url).searchParams.get('offset') !== '0') await released;
    }),
  );
  return () => {
    for (const release of releases) release();
  };
}

const today = format(new Date(), 'yyyy-MM-dd');

/** The page the export asks (100) as the reading served grants it (DRF's `max_limit`). */
const granted = Math.min(100, reading().maxLimit ?? 100);

describe('Exportar CSV', () => {
  it('downloads every pyme of the filtered list, asked 100 a page, as a CSV for Excel', async () => {
    useSeedOf(260);
    const expected = readDb().pymes;
    expect(expected.length).toBeGreaterThan(200);
    expect(expected.some((pyme) => !pyme.enabled)).toBe(true);
    const { user } = await renderButton();

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));

    const file = await downloadedFile();
    // Pages of 100 (or as many as the backend grants), each asked once.
    expect(offsets.toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: Math.ceil(expected.length / granted) }, (_, page) => page * granted),
    );
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.records[0]).toMatch(/^Nombre pyme;RUT empresa;Emprendedor;/);
    expect(file.records[0]).not.toContain('Administrador');
    const rows = file.records.slice(1);
    expect(rows).toHaveLength(expected.length);
    const namesInFile = new Set(rows.map((row) => row.split(';')[0]));
    expect(namesInFile).toEqual(new Set(expected.map((pyme) => pyme.business_name)));
    // A disabled pyme is in the file, and says so.
    const disabled = expected.find((pyme) => !pyme.enabled);
    expect(
      rows
        .find((row) => row.startsWith(`${disabled?.business_name ?? '?'};`))
        ?.split(';')
        .at(-1),
    ).toBe('No');

    expect(clicked).toEqual([{ href: 'blob:http://localhost/1', download: `pymes-${today}.csv` }]);
    expect(
      await screen.findByText(`Descargamos ${expected.length} pymes en pymes-${today}.csv.`),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(revoked).toEqual(['blob:http://localhost/1']);
    });
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });

  it('keeps the list filters: only the pymes of a line', async () => {
    const data = readDb();
    const line = data.lineAssignments[0]?.training_line_uuid ?? '';
    const ofLine = data.lineAssignments.filter(
      (assignment) => assignment.training_line_uuid === line,
    );
    expect(ofLine.length).toBeGreaterThan(0);
    const name = data.trainingLines.find((training) => training.uuid === line)?.name ?? '';
    const { user } = await renderButton({ ...everyPyme, training: line });

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));

    const rows = (await downloadedFile()).records.slice(1);
    expect(rows).toHaveLength(ofLine.length);
    for (const row of rows) expect(row.split(';')[13]).toBe(name);
  });

  it('counts the rows in a polite live region while it loads, the button busy, and Cancelar stops it', async () => {
    useSeedOf(260);
    const total = readDb().pymes.length;
    const release = holdLaterPages();
    onTestFinished(release);
    const requests = trackPending();
    const { user } = await renderButton();
    const exportButton = screen.getByRole('button', { name: 'Exportar CSV' });

    await user.click(exportButton);

    const status = await screen.findByText(`Exportando… ${String(granted)} de ${total}`);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(exportButton).toBeDisabled();
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    expect(cancel).toHaveFocus();

    await user.click(cancel);

    expect(await screen.findByText('Exportación cancelada.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(exportButton).toBeEnabled();
    expect(exportButton).toHaveFocus();
    const asked = offsets.length;
    release();
    // Nothing more is asked and nothing is downloaded.
    expect(asked).toBeLessThanOrEqual(4);
    await requests.settled();
    expect(offsets).toHaveLength(asked);
    expect(blobs).toEqual([]);
    expect(screen.queryByText(/Descargamos/)).not.toBeInTheDocument();
  });

  it('says it could not export, and logs why, when a page fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(listUrl, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const { user } = await renderButton();

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos exportar las pymes. Vuelve a intentarlo.',
    );
    expect(consoleError).toHaveBeenCalledWith(
      'No pudimos exportar las pymes',
      expect.objectContaining({ status: 500 }),
    );
    expect(blobs).toEqual([]);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  });

  it('adds each pyme admin for a super admin', async () => {
    const data = readDb();
    const assignment = data.adminAssignments.find(
      (row) => data.pymes.find((candidate) => candidate.uuid === row.pyme_uuid)?.enabled,
    );
    if (!assignment) throw new Error('The seed has no admin assignment');
    const pyme = data.pymes.find((candidate) => candidate.uuid === assignment.pyme_uuid);
    const admin = data.users.find((candidate) => candidate.uuid === assignment.admin_uuid);
    const unassigned = data.pymes.find(
      (candidate) =>
        candidate.enabled && !data.adminAssignments.some((row) => row.pyme_uuid === candidate.uuid),
    );
    const { user } = await renderButton(everyPyme, 'superadmin');

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));

    const { records } = await downloadedFile();
    expect(records[0]?.endsWith(';Habilitada;Administrador')).toBe(true);
    const rowOf = (name: string | undefined) =>
      records.find((row) => row.startsWith(`${name ?? '?'};`))?.split(';');
    expect(rowOf(pyme?.business_name)?.at(-1)).toBe(`${admin?.first_name} ${admin?.last_name}`);
    expect(rowOf(unassigned?.business_name)?.at(-1)).toBe('');
  });

  it('exports what /admin/pymes shows: its line filter, with the admins for a super admin', async () => {
    const data = readDb();
    const assignment = data.adminAssignments.find((row) =>
      data.lineAssignments.some((line) => line.pyme_uuid === row.pyme_uuid),
    );
    const line = data.lineAssignments.find((row) => row.pyme_uuid === assignment?.pyme_uuid);
    if (!assignment || !line) throw new Error('The seed has no assigned pyme with a line');
    // The list shows every pyme of the line, enabled or not (spec §4): so does the file.
    const ofLine = data.lineAssignments.filter(
      (row) => row.training_line_uuid === line.training_line_uuid,
    );
    const pyme = data.pymes.find((candidate) => candidate.uuid === assignment.pyme_uuid);
    const admin = data.users.find((candidate) => candidate.uuid === assignment.admin_uuid);
    const { user } = renderApp(`/admin/pymes?linea=${line.training_line_uuid}`, {
      role: 'superadmin',
    });

    await user.click(await screen.findByRole('button', { name: 'Exportar CSV' }));

    const { records } = await downloadedFile();
    expect(records[0]?.endsWith(';Administrador')).toBe(true);
    expect(records.slice(1)).toHaveLength(ofLine.length);
    const row = records.find((record) => record.startsWith(`${pyme?.business_name ?? '?'};`));
    expect(row?.split(';').at(-1)).toBe(`${admin?.first_name} ${admin?.last_name}`);
    expect(
      await screen.findByText(
        `Descargamos ${ofLine.length} ${ofLine.length === 1 ? 'pyme' : 'pymes'} en pymes-${today}.csv.`,
      ),
    ).toBeInTheDocument();
  });
});
