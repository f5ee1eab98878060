import { format, isValid, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';

/** `2026-11-21` → `21/11/2026`; an unparseable value is returned as it came. */
export function formatShortDate(isoDate: string): string {
  const date = parseISO(isoDate);
  return isValid(date) ? format(date, 'dd/MM/yyyy', { locale: es }) : isoDate;
}

/**
 * Spanish long date without the word "de" (spec §2, /formation cards):
 * `2026-11-03T12:00:00` → `3 noviembre 2026`.
 */
export function formatLongDateWithoutDe(isoDate: string): string {
  const date = parseISO(isoDate);
  if (!isValid(date)) return isoDate;
  return format(date, 'PPP', { locale: es })
    .replace(/\bde\s+/g, '')
    .trim();
}
