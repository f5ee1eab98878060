import { lightFormat } from 'date-fns';
import { formatShortDate } from '@/lib/dates';
import { lineStatusLabel } from '@/validation/data/line-status';
import { diagnosticStateLabel } from '../pyme-labels';
import type { Pyme } from '@/api/edge/pymes';

// A CSV that Excel opens correctly in Chile: in a Spanish locale the list
// separator is ";" (the "," is the decimal separator), and without a BOM
// Excel reads UTF-8 as Windows-1252 ("Ñuble" would come out as "Ã‘uble").

/** The UTF-8 byte order mark, which tells Excel the file is UTF-8. */
const CSV_BOM = '\uFEFF';
/** The separator Excel expects in a Spanish locale. */
const CSV_SEPARATOR = ';';
/** Line end of every record (RFC 4180). */
const CSV_LINE_END = '\r\n';

/** What `pymesCsv` adds to the pymes. */
interface PymesCsvOptions {
  /** The name of the admin who looks after a pyme ('' for none): adds the Administrador column (super admins). */
  adminOf?: (pymeUuid: string) => string;
}

interface CsvColumn {
  header: string;
  value: (pyme: Pyme) => string | null | undefined;
}

const columns: readonly CsvColumn[] = [
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
  { header: 'Fecha registro', value: (pyme) => formatShortDate(pyme.created.date) },
  { header: 'Hora registro', value: (pyme) => pyme.created.hour },
  { header: 'Línea de formación', value: (pyme) => pyme.formation_line?.training.name ?? 'NA' },
  {
    header: 'Estado LDF',
    value: (pyme) =>
      pyme.formation_line ? lineStatusLabel(pyme.formation_line.training.status) : '',
  },
  { header: 'Habilitada', value: (pyme) => (pyme.enabled ? 'Sí' : 'No') },
];

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

/**
 * One cell: a text that a spreadsheet would run as a formula gets a leading
 * `'`; a text holding the separator, a quote or a line break is quoted, its
 * quotes doubled.
 */
function csvCell(raw: string | null | undefined): string {
  let text = raw ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvLine(cells: readonly (string | null | undefined)[]): string {
  return cells.map(csvCell).join(CSV_SEPARATOR) + CSV_LINE_END;
}

/**
 * The pymes as a CSV file's text for Excel in Chile: BOM, `;`, CRLF, Spanish
 * headers (the table's columns and the pyme's other data), one line a pyme in
 * the order given. Missing values are empty cells.
 */
export function pymesCsv(rows: readonly Pyme[], { adminOf }: PymesCsvOptions = {}): string {
  const headers = columns.map((column) => column.header);
  if (adminOf) headers.push('Administrador');
  const lines = rows.map((pyme) => {
    const cells = columns.map((column) => column.value(pyme));
    if (adminOf) cells.push(adminOf(pyme.uuid));
    return csvLine(cells);
  });
  return CSV_BOM + csvLine(headers) + lines.join('');
}

/** `pymes-2026-11-21.csv`: the export's file name on `day` (local date). */
export function pymesCsvFileName(day: Date): string {
  return `pymes-${lightFormat(day, 'yyyy-MM-dd')}.csv`;
}
