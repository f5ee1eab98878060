import { isValid, lightFormat, parseISO } from 'date-fns';
import { spanishMonths } from './spanish-months';

/**
 * `2026-11-21` → `21/11/2026`; an unparseable value is returned as it came.
 * Numbers only, so date-fns' light formatter does it without a locale: the
 * lists that show it (pymes, the company bar) do not download one.
 */
export function formatShortDate(isoDate: string): string {
  const date = parseISO(isoDate);
  return isValid(date) ? lightFormat(date, 'dd/MM/yyyy') : isoDate;
}

/** The calendar date an ISO value starts with (`2026-10-06…`), or null when it is none. */
function calendarDate(isoDate: string): { day: number; month: string; year: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-31 is no date: the parts would roll over into March.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { day, month: spanishMonths[month - 1] ?? '', year };
}

/**
 * `2026-10-06` (or `2026-10-06T…`) → `6 de octubre de 2026`: the calendar
 * date as written (no time zone moves it a day); an unparseable value is
 * returned as it came.
 */
export function formatLongDate(isoDate: string): string {
  const date = calendarDate(isoDate);
  return date ? `${String(date.day)} de ${date.month} de ${String(date.year)}` : isoDate;
}

/**
 * Spanish long date without the word "de" (spec §2, /formation cards):
 * `2026-11-03T12:00:00` → `3 noviembre 2026`; an unparseable value is
 * returned as it came.
 */
export function formatLongDateWithoutDe(isoDate: string): string {
  const date = calendarDate(isoDate);
  return date ? `${String(date.day)} ${date.month} ${String(date.year)}` : isoDate;
}
