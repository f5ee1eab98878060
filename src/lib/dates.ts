import { spanishMonths } from './spanish-months';

/** The calendar date an ISO value starts with (`2026-10-06…`), or null when it is none. */
function calendarDate(isoDate: string): { day: number; month: number; year: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-31 is no date: the parts would roll over into March.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { day, month, year };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * `2026-11-21` (or `2026-11-21T…`) → `21/11/2026`: the calendar date as
 * written, as the edge gives it (a moment already in the user's time, issue
 * 45); an unparseable value is returned as it came. Written by hand, not with
 * date-fns' `parseISO` and `lightFormat` (about 1.5 kB of gzip that the
 * company bar brought /dashboard and /formation, issue 46).
 */
export function formatShortDate(isoDate: string): string {
  const date = calendarDate(isoDate);
  return date ? `${twoDigits(date.day)}/${twoDigits(date.month)}/${String(date.year)}` : isoDate;
}

/** The Spanish name of a calendar date's month. */
const monthName = (month: number) => spanishMonths[month - 1] ?? '';

/**
 * `2026-10-06` (or `2026-10-06T…`) → `6 de octubre de 2026`: the calendar
 * date as written (no time zone moves it a day); an unparseable value is
 * returned as it came.
 */
export function formatLongDate(isoDate: string): string {
  const date = calendarDate(isoDate);
  return date ? `${String(date.day)} de ${monthName(date.month)} de ${String(date.year)}` : isoDate;
}

/**
 * Spanish long date without the word "de" (spec §2, /formation cards):
 * `2026-11-03T12:00:00` → `3 noviembre 2026`; an unparseable value is
 * returned as it came.
 */
export function formatLongDateWithoutDe(isoDate: string): string {
  const date = calendarDate(isoDate);
  return date ? `${String(date.day)} ${monthName(date.month)} ${String(date.year)}` : isoDate;
}
