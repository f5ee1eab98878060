import { isValid, lightFormat, parseISO } from 'date-fns';

/**
 * `2026-11-21` → `21/11/2026`; an unparseable value is returned as it came.
 * Numbers only, so date-fns' light formatter does it without a locale: the
 * lists that show it (pymes, the company bar) do not download one.
 */
export function formatShortDate(isoDate: string): string {
  const date = parseISO(isoDate);
  return isValid(date) ? lightFormat(date, 'dd/MM/yyyy') : isoDate;
}

/** Spanish month names from the browser's own Intl: no locale to download. */
const longSpanishDate = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * `2026-10-06` (or `2026-10-06T…`) → `6 de octubre de 2026`: the calendar
 * date as written (read as UTC, so no time zone moves it a day); an
 * unparseable value is returned as it came.
 */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-31 is no date: the parts would roll over into March.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return isoDate;
  return longSpanishDate.format(date);
}

/**
 * Spanish long date without the word "de" (spec §2, /formation cards):
 * `2026-11-03T12:00:00` → `3 noviembre 2026`. From the browser's Intl like
 * `formatLongDate`, so /formation downloads no date-fns locale and formatter
 * (about 6 kB of gzip, issue 39).
 */
export function formatLongDateWithoutDe(isoDate: string): string {
  return formatLongDate(isoDate)
    .replace(/\bde\s+/g, '')
    .trim();
}
