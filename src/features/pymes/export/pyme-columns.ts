import { lineStatusLabel } from '@/validation/data/line-status';
import { diagnosticStateLabel } from '../pyme-labels';
import type { Pyme } from '@/api/edge/pymes';

/**
 * A cell of the export, before a format writes it: a text (missing: `null`
 * or `undefined`, an empty cell), a calendar day as the API gives it
 * (`yyyy-MM-dd`) or a time of day (`HH:mm`). The CSV writes every cell as
 * text; the spreadsheet writes a day as a date and a time as a time.
 */
export type ExportValue =
  string | null | undefined | { kind: 'day'; iso: string } | { kind: 'time'; hour: string };

/** One column of the export: its header and its cell for a pyme. */
export interface ExportColumn {
  header: string;
  value: (pyme: Pyme) => ExportValue;
}

/**
 * The columns of both exports (CSV and Excel), in order: the table's and the
 * pyme's other data. The admin's name ("Administrador", super admins) is
 * added last by each writer, from the assignments.
 */
export const pymeColumns: readonly ExportColumn[] = [
  { header: 'Nombre pyme', value: (pyme) => pyme.business_name },
  { header: 'RUT empresa', value: (pyme) => pyme.rut },
  {
    header: 'Emprendedor',
    value: (pyme) => [pyme.user.first_name, pyme.user.last_name].filter(Boolean).join(' '),
  },
  { header: 'Correo', value: (pyme) => pyme.user.email },
  { header: 'RUT emprendedor', value: (pyme) => pyme.user.rut_user },
  { header: 'Cargo', value: (pyme) => pyme.user.position },
  { header: 'Teléfono', value: (pyme) => pyme.user.phone_number },
  { header: 'Región', value: (pyme) => pyme.state },
  { header: 'Comuna', value: (pyme) => pyme.commune },
  { header: 'Dirección', value: (pyme) => pyme.address },
  {
    header: 'Estado diagnóstico',
    value: (pyme) => diagnosticStateLabel(pyme.has_evaluation),
  },
  { header: 'Fecha registro', value: (pyme) => ({ kind: 'day', iso: pyme.created.date }) },
  { header: 'Hora registro', value: (pyme) => ({ kind: 'time', hour: pyme.created.hour }) },
  { header: 'Línea de formación', value: (pyme) => pyme.formation_line?.training.name ?? 'NA' },
  {
    header: 'Estado LDF',
    value: (pyme) =>
      pyme.formation_line ? lineStatusLabel(pyme.formation_line.training.status) : '',
  },
  { header: 'Habilitada', value: (pyme) => (pyme.enabled ? 'Sí' : 'No') },
];

/** The header of the column both exports add for super admins. */
export const ADMIN_HEADER = 'Administrador';

/** What both exports add to the pymes' own columns. */
export interface ExportExtras {
  /** The name of the admin who looks after a pyme ('' for none): adds the Administrador column (super admins). */
  adminOf?: (pymeUuid: string) => string;
}
