import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, type DataTableProps } from '@/components/data-table';

interface Pyme {
  uuid: string;
  name: string;
  email: string;
}

const pymes: Pyme[] = [
  { uuid: 'p1', name: 'Miel del Sur', email: 'contacto@mieldelsur.cl' },
  { uuid: 'p2', name: 'Quesos Ñuble', email: 'ventas@quesosnuble.cl' },
];

const columns: DataTableColumn<Pyme>[] = [
  { key: 'name', header: 'Nombre', cell: (pyme) => pyme.name, rowHeader: true },
  { key: 'email', header: 'Correo electrónico', cell: (pyme) => pyme.email },
  {
    key: 'actions',
    header: 'Acciones',
    hideHeader: true,
    cell: (pyme) => (
      <button type="button" aria-label={`Eliminar ${pyme.name}`}>
        Eliminar
      </button>
    ),
  },
];

function showTable(props: Partial<DataTableProps<Pyme>>) {
  render(
    <DataTable
      caption="Pymes registradas"
      columns={columns}
      rows={pymes}
      rowKey={(pyme) => pyme.uuid}
      {...props}
    />,
  );
  return screen.getByRole('table', { name: 'Pymes registradas' });
}

/** The rows of the table's body (the first row holds the column headers). */
function bodyRows(table: HTMLElement) {
  return within(table).getAllByRole('row').slice(1);
}

function bodyRow(table: HTMLElement, index: number) {
  const row = bodyRows(table)[index];
  if (!row) throw new Error(`The table has no body row ${String(index)}.`);
  return row;
}

describe('DataTable', () => {
  it('is named by its visible caption and has a header per column', () => {
    const table = showTable({});
    expect(within(table).getByText('Pymes registradas')).toBeVisible();
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Nombre',
      'Correo electrónico',
      'Acciones',
    ]);
    // 'Acciones' is there for screen readers only.
    expect(within(table).getByText('Acciones')).toHaveClass('visually-hidden');
  });

  it('shows a row per item, named by its row header cell', () => {
    const table = showTable({});
    expect(bodyRows(table)).toHaveLength(2);
    expect(
      within(bodyRow(table, 0)).getByRole('rowheader', { name: 'Miel del Sur' }),
    ).toBeInTheDocument();
    expect(
      within(bodyRow(table, 0)).getByRole('cell', { name: 'contacto@mieldelsur.cl' }),
    ).toBeInTheDocument();
    expect(
      within(bodyRow(table, 1)).getByRole('button', { name: 'Eliminar Quesos Ñuble' }),
    ).toBeInTheDocument();
    expect(table).not.toHaveAttribute('aria-busy');
  });

  it('labels every cell with its column for the phone layout, hidden from screen readers', () => {
    const table = showTable({});
    const cell = within(table).getByRole('cell', { name: 'ventas@quesosnuble.cl' });
    const label = within(cell).getByText('Correo electrónico');
    expect(label).toHaveAttribute('aria-hidden', 'true');
    // The actions column has no label: its buttons speak for themselves.
    const actions = within(bodyRow(table, 0)).getByRole('cell', { name: 'Eliminar' });
    expect(actions).not.toHaveTextContent('Acciones');
  });

  it('says it is loading while nothing has arrived yet', () => {
    const table = showTable({ rows: undefined, isLoading: true });
    const row = bodyRow(table, 0);
    expect(within(row).getByRole('status')).toHaveTextContent('Cargando…');
    expect(within(row).getByRole('cell')).toHaveAttribute('colspan', '3');
  });

  it('says when there is nothing to show', () => {
    const table = showTable({ rows: [] });
    expect(within(table).getByText('No hay registros para mostrar.')).toBeInTheDocument();
    expect(bodyRows(table)).toHaveLength(1);
  });

  it('shows the empty message it is given', () => {
    const table = showTable({ rows: [], emptyMessage: 'Ninguna pyme coincide con «miel».' });
    expect(within(table).getByText('Ninguna pyme coincide con «miel».')).toBeInTheDocument();
  });

  it('says the load failed and retries with "Reintentar"', async () => {
    const onRetry = vi.fn();
    const table = showTable({ rows: undefined, isError: true, onRetry });
    expect(within(table).getByRole('alert')).toHaveTextContent('No pudimos cargar la lista.');
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the error, not the rows of an earlier load, when a load failed', () => {
    const table = showTable({ isError: true });
    expect(within(table).getByRole('alert')).toHaveTextContent('No pudimos cargar la lista.');
    expect(within(table).queryByRole('rowheader')).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('keeps the rows, marked busy, while another page loads', () => {
    const table = showTable({ isLoading: true });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows(table)).toHaveLength(2);
    // Beside the table, not inside it (a table holds only its caption and rows).
    expect(within(table).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Actualizando…');
    // The table is still named by its caption alone.
    expect(table).toHaveAccessibleName('Pymes registradas');
  });

  it('has an empty live region for "Actualizando…" before a refresh starts', () => {
    showTable({});
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
