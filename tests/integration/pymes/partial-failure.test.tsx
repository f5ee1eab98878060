import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { recordRequests } from '@tests/testing/record-requests';
import { renderApp } from '@tests/testing/render-app';
import { rowOf } from '@tests/testing/table-rows';

// Issue 26, one rule for every admin screen: when one of the lists the pymes
// table reads fails (the training lines, the administrators' assignments, the
// administrators), what failed is said with "Reintentar", the rows stay, what
// depends on it shows "—" or is disabled with the reason, and nothing is
// written on a guess. Each list fails in turn, three ways.

const failures = {
  'a 500': () => HttpResponse.json({ detail: 'boom' }, { status: 500 }),
  'a network error': () => HttpResponse.error(),
  'an answer of the wrong shape': () => HttpResponse.json({ unexpected: true }),
} as const;

/** Makes GET `path` fail with `answer` until the returned function is called. */
function failUntilRecovered(path: string, answer: () => Response): () => void {
  let failing = true;
  server.use(
    http.get(`http://api.test/${path}`, () => {
      // Falling through reaches the demo backend's own handler.
      if (failing) return answer();
      return undefined;
    }),
  );
  return () => {
    failing = false;
  };
}

/** The first page of /admin/pymes as the demo backend lists it: newest first, enabled ones. */
function firstPage() {
  const data = readDb();
  const listed = [...data.pymes]
    .sort((a, b) => b.created.localeCompare(a.created))
    .slice(0, 10)
    .filter((pyme) => pyme.enabled);
  const hasAdmin = (uuid: string) => data.adminAssignments.some((row) => row.pyme_uuid === uuid);
  const hasLine = (uuid: string) => data.lineAssignments.some((row) => row.pyme_uuid === uuid);
  const pick = (test: (uuid: string) => boolean) => {
    const pyme = listed.find((candidate) => test(candidate.uuid));
    if (!pyme) throw new Error('The seed has no such pyme on page 1');
    return pyme.business_name;
  };
  return {
    withAdmin: pick(hasAdmin),
    withoutAdmin: pick((uuid) => !hasAdmin(uuid)),
    withLine: pick(hasLine),
    withoutLine: pick((uuid) => !hasLine(uuid)),
  };
}

/** The writes sent (anything but GET). */
function writes(sent: ReturnType<typeof recordRequests>) {
  return sent.filter((request) => request.method !== 'GET');
}

describe.each(Object.entries(failures))(
  '/admin/pymes when a related list fails with %s',
  (_, answer) => {
    it('the training lines: rows stay, line selects and the filter are disabled with the reason', async () => {
      const pymes = firstPage();
      const recover = failUntilRecovered('api/formations/training/', answer);
      const sent = recordRequests();
      const { user } = renderApp('/admin/pymes', { role: 'admin' });

      const notice = await screen.findByText(
        'No pudimos cargar las líneas de formación: no se puede cambiar la línea de una pyme ni filtrar por línea hasta que carguen.',
      );
      // The rows loaded stay.
      const row = await rowOf(pymes.withLine);
      const line = within(row).getByRole('combobox', {
        name: `Línea de formación de ${pymes.withLine}`,
      });
      expect(line).toBeDisabled();
      expect(line).toHaveAccessibleDescription(notice.textContent);
      // The pyme's own line is shown as it is, not as "(deshabilitado)" or "NA".
      const own = readDb().lineAssignments.find(
        (row) =>
          row.pyme_uuid ===
          readDb().pymes.find((pyme) => pyme.business_name === pymes.withLine)?.uuid,
      );
      const ownName = readDb().trainingLines.find(
        (candidate) => candidate.uuid === own?.training_line_uuid,
      )?.name;
      expect(within(line).getByRole('option', { selected: true })).toHaveTextContent(ownName ?? '');
      expect(within(line).getAllByRole('option')).toHaveLength(1);
      expect(
        within(await rowOf(pymes.withoutLine)).getByRole('combobox', {
          name: `Línea de formación de ${pymes.withoutLine}`,
        }),
      ).toHaveDisplayValue('NA');
      const filter = screen.getByRole('combobox', { name: 'Línea de formación' });
      expect(filter).toBeDisabled();
      expect(filter).toHaveAccessibleDescription(notice.textContent);

      // Reintentar, once the server answers again.
      recover();
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      await waitFor(() => {
        expect(
          within(screen.getByRole('table', { name: /^Pymes/ })).getByRole('combobox', {
            name: `Línea de formación de ${pymes.withLine}`,
          }),
        ).toBeEnabled();
      });
      expect(screen.queryByText(/No pudimos cargar las líneas/)).not.toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Línea de formación' })).toBeEnabled();
      expect(writes(sent)).toEqual([]);
    });

    it('the assignments: each pyme’s administrator is "—", never "Sin Admin"', async () => {
      const pymes = firstPage();
      const recover = failUntilRecovered('api/pymes/admin/', answer);
      const sent = recordRequests();
      const { user } = renderApp('/admin/pymes', { role: 'superadmin' });

      await screen.findByText(
        'No pudimos cargar las asignaciones de administradores: la columna Administrador muestra «—» hasta que carguen.',
      );
      for (const name of [pymes.withAdmin, pymes.withoutAdmin]) {
        const row = await rowOf(name);
        expect(
          within(row).queryByRole('combobox', { name: `Administrador de ${name}` }),
        ).not.toBeInTheDocument();
        expect(row).toHaveTextContent('—No pudimos cargar las asignaciones de administradores.');
        expect(row).not.toHaveTextContent('Sin Admin');
      }
      // Everything else in the row still works: the line select.
      expect(
        within(await rowOf(pymes.withAdmin)).getByRole('combobox', {
          name: `Línea de formación de ${pymes.withAdmin}`,
        }),
      ).toBeEnabled();

      recover();
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      const admin = await within(await rowOf(pymes.withAdmin)).findByRole('combobox', {
        name: `Administrador de ${pymes.withAdmin}`,
      });
      expect(admin).not.toHaveDisplayValue('Sin Admin');
      expect(
        within(await rowOf(pymes.withoutAdmin)).getByRole('combobox', {
          name: `Administrador de ${pymes.withoutAdmin}`,
        }),
      ).toHaveDisplayValue('Sin Admin');
      expect(writes(sent)).toEqual([]);
    });

    it('the administrators: the assigned one is shown, the select disabled, nothing guessed', async () => {
      const pymes = firstPage();
      const recover = failUntilRecovered('api/admin/user/', answer);
      const sent = recordRequests();
      const { user } = renderApp('/admin/pymes', { role: 'superadmin' });

      const notice = await screen.findByText(
        'No pudimos cargar los administradores: no se puede cambiar el administrador de una pyme hasta que carguen.',
      );
      const assigned = within(await rowOf(pymes.withAdmin)).getByRole('combobox', {
        name: `Administrador de ${pymes.withAdmin}`,
      });
      expect(assigned).toBeDisabled();
      expect(assigned).not.toHaveDisplayValue('Sin Admin');
      expect(assigned).toHaveAccessibleDescription(notice.textContent);
      // Nobody looks after this one: the assignments say so, that is known.
      const free = within(await rowOf(pymes.withoutAdmin)).getByRole('combobox', {
        name: `Administrador de ${pymes.withoutAdmin}`,
      });
      expect(free).toBeDisabled();
      expect(free).toHaveDisplayValue('Sin Admin');

      recover();
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      await waitFor(() => {
        expect(
          within(screen.getByRole('table', { name: /^Pymes/ })).getByRole('combobox', {
            name: `Administrador de ${pymes.withoutAdmin}`,
          }),
        ).toBeEnabled();
      });
      expect(screen.queryByText(/No pudimos cargar los administradores/)).not.toBeInTheDocument();
      expect(writes(sent)).toEqual([]);
    });
  },
);

describe('/admin/training-line when the types fail', () => {
  it.each(Object.entries(failures))(
    'with %s: the Tipo column is "—" and says why',
    async (_, answer) => {
      const recover = failUntilRecovered('api/formations/type-training/', answer);
      const { user } = renderApp('/admin/training-line', { role: 'superadmin' });

      await screen.findByText(
        'No pudimos cargar los tipos de línea de formación: la columna Tipo muestra «—» hasta que carguen.',
      );
      const table = await screen.findByRole('table', { name: /^Líneas de formación activas/ });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row).toHaveTextContent('—No pudimos cargar los tipos de línea de formación.');
      }

      recover();
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      await waitFor(() => {
        expect(screen.queryByText(/No pudimos cargar los tipos/)).not.toBeInTheDocument();
      });
      const typeNames = new Set(readDb().trainingLineTypes.map((type) => type.name));
      const [first] = within(table).getAllByRole('row').slice(1);
      expect([...typeNames].some((name) => first?.textContent.includes(name))).toBe(true);
    },
  );
});
