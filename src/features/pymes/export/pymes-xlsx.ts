import { lightFormat } from 'date-fns';
import {
  createExcelFileStream,
  createWorkbook,
  type ExcelColumnMetadata,
  type ExcelStyleInstruction,
} from 'excel-builder-vanilla';
import { formatNumber } from '@/lib/numbers';
import { walkStopReason } from '../fetch-all-pymes';
import type { FetchAllResult } from '../workspace-query';
import { programmeOverview, type OverviewCount } from '../overview/programme-overview';
import { ADMIN_HEADER, pymeColumns, type ExportExtras, type ExportValue } from './pyme-columns';
import type { Pyme } from '@/api/edge/pymes';

// The spreadsheet export (issue 38): the same columns as the CSV
// (`pymeColumns`), typed cells, and a second sheet with the view's figures.
// This module and excel-builder-vanilla load on the first "Exportar Excel".

/** The media type of an .xlsx file. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The sheets' names. */
const PYMES_SHEET = 'Pymes';
const FIGURES_SHEET = 'Cifras';

/** Excel's day 0 (1899-12-30) is this many days before 1970-01-01 (the 1900 date system). */
const EXCEL_EPOCH_DAYS = 25_569;
const DAY_MS = 86_400_000;
const MINUTES_A_DAY = 1_440;

/** Column widths in characters: no narrower than a short header, no wider than a long address. */
const MIN_WIDTH = 8;
const MAX_WIDTH = 50;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const HOUR = /^(\d{2}):(\d{2})$/;

/** Excel's serial number of a calendar day (and a time on it): what a date cell holds. */
function serial(year: number, month: number, day: number, hours = 0, minutes = 0): number {
  return Date.UTC(year, month - 1, day, hours, minutes) / DAY_MS + EXCEL_EPOCH_DAYS;
}

/** `2026-11-21` as a serial number; undefined when it is no calendar day. */
function daySerial(iso: string): number | undefined {
  const match = ISO_DAY.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-31 is no day (Date would roll it over to March).
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? serial(year, month, day)
    : undefined;
}

/** `14:05` as a fraction of a day (what a time cell holds); undefined when it is no time. */
function timeFraction(hour: string): number | undefined {
  const match = HOUR.exec(hour);
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? (hours * 60 + minutes) / MINUTES_A_DAY : undefined;
}

/** How the view was read: `fetchAllPymes`' answer without its rows. */
type ViewRead = Pick<FetchAllResult, 'total' | 'pageSize' | 'stoppedEarly' | 'filteredHere'>;

/** What `pymesXlsx` writes. */
export interface PymesXlsxInput extends ExportExtras {
  /** The pymes of the view as read, in list order (sheet "Pymes"). */
  rows: readonly Pyme[];
  /** How they were read: the figures say when the read stopped short or the app filtered. */
  read: ViewRead;
  /** The view's search and filters in words (`filterSummary`); empty: none. */
  filters: readonly string[];
  /** When the file is made (the user's clock), written on the figures' sheet. */
  exportedAt: Date;
}

type Cell = ExcelColumnMetadata | string | number;

/**
 * The workbook's font: Excel's own default. The writer's default font names
 * none, and a spreadsheet then picks its own (LibreOffice a serif one).
 */
const FONT = { fontName: 'Calibri', size: 11 } as const;

/** The workbook's cell styles, made once per file. */
function makeStyles(createFormat: (style: ExcelStyleInstruction) => { id: number }) {
  const id = (style: ExcelStyleInstruction) => createFormat(style).id;
  return {
    header: id({ font: { ...FONT, bold: true } }),
    title: id({ font: { ...FONT, bold: true, size: 14 } }),
    // "@": Excel keeps the cell text when someone edits it (a RUT or a phone stays as typed).
    // No wrapping anywhere: a spreadsheet does not grow a row for it on opening
    // (LibreOffice cuts the text); a long text runs over the empty cells to its right.
    text: id({ format: '@' }),
    day: id({ format: 'dd/mm/yyyy', alignment: { horizontal: 'center' } }),
    time: id({ format: 'hh:mm', alignment: { horizontal: 'center' } }),
    moment: id({ format: 'dd/mm/yyyy hh:mm', alignment: { horizontal: 'left' } }),
    count: id({ format: '#,##0' }),
    // "—", a count the app could not know, where the counts are.
    missing: id({ format: '@', alignment: { horizontal: 'right' } }),
  };
}

type Styles = ReturnType<typeof makeStyles>;

/** A cell with its style; text as text (a value starting with "=" is no formula). */
const styled = (value: string | number, style: number): ExcelColumnMetadata => ({
  value,
  metadata: { style, ...(typeof value === 'number' ? { type: 'number' } : {}) },
});

/**
 * One export value as a typed cell: a day as a date, a time as a time, any
 * other text as text. A day or a time that is not one stays the text it came
 * as; a missing value is an empty text (the writer would write `null`).
 */
function typedCell(value: ExportValue, styles: Styles): { cell: Cell; length: number } {
  if (typeof value === 'object' && value !== null) {
    const number = value.kind === 'day' ? daySerial(value.iso) : timeFraction(value.hour);
    if (number !== undefined) {
      return value.kind === 'day'
        ? { cell: styled(number, styles.day), length: 10 }
        : { cell: styled(number, styles.time), length: 5 };
    }
    const text = value.kind === 'day' ? value.iso : value.hour;
    return { cell: styled(text, styles.text), length: text.length };
  }
  const text = value ?? '';
  return { cell: styled(text, styles.text), length: text.length };
}

/** Sheet "Pymes": a bold header row (kept in view), one row a pyme, widths from the longest cell. */
function pymesSheet({ rows, adminOf }: PymesXlsxInput, styles: Styles) {
  const headers = pymeColumns.map((column) => column.header);
  if (adminOf) headers.push(ADMIN_HEADER);
  const widths = headers.map((header) => header.length);
  const data: Cell[][] = [headers.map((header) => styled(header, styles.header))];
  for (const pyme of rows) {
    const values: ExportValue[] = pymeColumns.map((column) => column.value(pyme));
    if (adminOf) values.push(adminOf(pyme.uuid));
    data.push(
      values.map((value, index) => {
        const { cell, length } = typedCell(value, styles);
        widths[index] = Math.max(widths[index] ?? 0, length);
        return cell;
      }),
    );
  }
  return {
    data,
    columns: widths.map((width) => ({
      width: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width + 2)),
    })),
  };
}

/**
 * How many of how many pymes were read, in a sentence, when the read stopped
 * short or the app filtered the list itself; undefined when the server
 * filtered and every page came.
 */
function readSentence(count: number, read: ViewRead): string | undefined {
  const reason = walkStopReason(read);
  const here = read.filteredHere;
  if (here) {
    return read.stoppedEarly
      ? `La app filtró la lista ella misma: leyó ${formatNumber(here.read)} de ${formatNumber(here.total)} pymes (${reason}) y ${formatNumber(count)} de ellas cumplen la búsqueda y los filtros. La vista puede tener más.`
      : `La app filtró la lista ella misma: leyó las ${formatNumber(here.read)} pymes de la lista y ${formatNumber(count)} cumplen la búsqueda y los filtros.`;
  }
  return read.stoppedEarly
    ? `Se leyeron ${formatNumber(count)} de ${formatNumber(read.total)} pymes: ${reason}. El archivo no tiene la vista completa.`
    : undefined;
}

/**
 * Sheet "Cifras": when, the search and filters, how many pymes the view has
 * and the file holds (how they were read, when the read stopped short or the
 * app filtered), and the counts of the file's pymes by Estado diagnóstico,
 * Estado LDF, line and region (`programmeOverview`, the overview's counts).
 */
function figuresSheet({ rows, read, filters, exportedAt }: PymesXlsxInput, styles: Styles) {
  const count = rows.length;
  const overview = programmeOverview(rows);
  // The view's size is known unless the app filtered a list it could not read whole.
  const viewSize = read.filteredHere && read.stoppedEarly ? '—' : read.total;
  const sentence = readSentence(count, read);
  const text = (value: string) => styled(value, styles.text);
  const number = (value: number | string) =>
    styled(value, typeof value === 'number' ? styles.count : styles.missing);
  const section = (title: string, counts: readonly { label: string; count: number }[]) => [
    [],
    [styled(title, styles.header), styled('Pymes', styles.header)],
    ...counts.map(({ label, count: pymes }) => [text(label), number(pymes)]),
  ];
  // The overview's segments, as many pymes as each has (its funnel's first step).
  const lines: Pick<OverviewCount, 'label' | 'count'>[] = overview.segments.line
    .filter((line) => line.counts.registered > 0)
    .map((line) => ({ label: line.label, count: line.counts.registered }));
  const regions: Pick<OverviewCount, 'label' | 'count'>[] = overview.segments.region.map(
    (region) => ({ label: region.label, count: region.counts.registered }),
  );
  const labels: Pick<OverviewCount, 'label'>[] = [
    { label: 'Búsqueda y filtros' },
    { label: 'Pymes en este archivo' },
    ...overview.lineStatus,
    ...lines,
    ...regions,
  ];
  const now = exportedAt;
  const data: Cell[][] = [
    [styled('Cifras de la vista exportada', styles.title)],
    [
      text('Exportado el'),
      styled(
        serial(
          now.getFullYear(),
          now.getMonth() + 1,
          now.getDate(),
          now.getHours(),
          now.getMinutes(),
        ),
        styles.moment,
      ),
    ],
    [
      text('Búsqueda y filtros'),
      text(filters.length > 0 ? filters.join('; ') : 'Ninguno: todas las pymes, habilitadas o no'),
    ],
    [text('Pymes en la vista'), number(viewSize)],
    [text('Pymes en este archivo'), number(count)],
    ...(sentence ? [[text('Lectura'), text(sentence)]] : []),
    [],
    [
      text(
        `Las cifras siguientes cuentan las ${formatNumber(count)} ${count === 1 ? 'pyme' : 'pymes'} de este archivo (hoja «${PYMES_SHEET}»).`,
      ),
    ],
    ...section('Estado diagnóstico', overview.diagnostic),
    ...section('Estado LDF', overview.lineStatus),
    ...section('Línea de formación', lines),
    ...section('Región', regions),
  ];
  // Labels fit in column A; column B holds the counts and the date (texts run over to its right).
  const labelWidth = Math.max(...labels.map(({ label }) => label.length));
  return {
    data,
    columns: [{ width: Math.min(MAX_WIDTH, labelWidth + 2) }, { width: 18 }],
  };
}

/** The parts of the zip, as the writer's stream gives them (a web stream in a browser). */
async function toBlob(parts: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>) {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  if ('getReader' in parts) {
    const reader = parts.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      chunks.push(new Uint8Array(part.value));
    }
  } else {
    for await (const part of parts) chunks.push(new Uint8Array(part));
  }
  return new Blob(chunks, { type: XLSX_TYPE });
}

/**
 * The view as an .xlsx file: sheet "Pymes" with the CSV's columns (dates as
 * dates, times as times, text as text, a frozen bold header, widths from the
 * content) and sheet "Cifras" with the view's figures.
 *
 * Zipped with the writer's stream (fflate's `zipSync`), not its
 * `createExcelFile`: that one compresses a part over 160 kB in a Web Worker
 * made from a `blob:` URL, which our Content-Security-Policy forbids (no
 * `worker-src`, so `script-src 'self'`), and fflate then never answers.
 */
export async function pymesXlsx(input: PymesXlsxInput): Promise<Blob> {
  const workbook = createWorkbook();
  const stylesheet = workbook.getStyleSheet();
  stylesheet.fonts[0] = { ...FONT };
  const styles = makeStyles((style) => stylesheet.createFormat(style) as { id: number });
  for (const [name, sheet] of [
    [PYMES_SHEET, pymesSheet(input, styles)],
    [FIGURES_SHEET, figuresSheet(input, styles)],
  ] as const) {
    const worksheet = workbook.createWorksheet({ name });
    worksheet.setData(sheet.data);
    worksheet.setColumns(sheet.columns);
    if (name === PYMES_SHEET) {
      // The header row stays in view. The pane writes its split only once its
      // state is set (the sheet view's own freezePane, deprecated, sets the
      // state but not the split, and the writer then fails).
      const { pane } = worksheet.sheetView;
      pane.state = 'frozen';
      pane.freezePane(0, 1, 'A2');
    }
    workbook.addWorksheet(worksheet);
  }
  return toBlob(createExcelFileStream(workbook));
}

/** `pymes-2026-11-21.xlsx`: the spreadsheet's file name on `day` (local date). */
export function pymesXlsxFileName(day: Date): string {
  return `pymes-${lightFormat(day, 'yyyy-MM-dd')}.xlsx`;
}
