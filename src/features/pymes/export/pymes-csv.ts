import { lightFormat } from 'date-fns';
import { formatShortDate } from '@/lib/dates';
import { ADMIN_HEADER, pymeColumns, type ExportExtras, type ExportValue } from './pyme-columns';
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

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

/** A cell as text: a day as the screen writes it (`21/11/2026`), a time as it came. */
function csvText(value: ExportValue): string | null | undefined {
  if (typeof value !== 'object' || value === null) return value;
  return value.kind === 'day' ? formatShortDate(value.iso) : value.hour;
}

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
 * headers (`pymeColumns`: the table's columns and the pyme's other data), one line a pyme in
 * the order given. Missing values are empty cells.
 */
export function pymesCsv(rows: readonly Pyme[], { adminOf }: ExportExtras = {}): string {
  const headers = pymeColumns.map((column) => column.header);
  if (adminOf) headers.push(ADMIN_HEADER);
  const lines = rows.map((pyme) => {
    const cells = pymeColumns.map((column) => csvText(column.value(pyme)));
    if (adminOf) cells.push(adminOf(pyme.uuid));
    return csvLine(cells);
  });
  return CSV_BOM + csvLine(headers) + lines.join('');
}

/** `pymes-2026-11-21.csv`: the export's file name on `day` (local date). */
export function pymesCsvFileName(day: Date): string {
  return `pymes-${lightFormat(day, 'yyyy-MM-dd')}.csv`;
}
