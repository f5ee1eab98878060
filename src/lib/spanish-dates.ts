import { format, isValid, parseISO } from 'date-fns';
import { es } from 'date-fns/locale/es';

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

/**
 * Spanish long date (a pyme's timeline): `2026-10-06` → `6 de octubre de 2026`;
 * an unparseable value is returned as it came.
 */
export function formatLongDate(isoDate: string): string {
  const date = parseISO(isoDate);
  return isValid(date) ? format(date, "d 'de' MMMM 'de' yyyy", { locale: es }) : isoDate;
}
