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
