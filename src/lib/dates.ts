import { isValid, lightFormat, parseISO } from 'date-fns';

/**
 * `2026-11-21` → `21/11/2026`; an unparseable value is returned as it came.
 * Numbers only, so date-fns' light formatter does it without a locale: the
 * lists that show it (pymes, the company bar) do not download one. The
 * Spanish long date lives in spanish-dates.ts with its locale.
 */
export function formatShortDate(isoDate: string): string {
  const date = parseISO(isoDate);
  return isValid(date) ? lightFormat(date, 'dd/MM/yyyy') : isoDate;
}
