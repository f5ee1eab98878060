import { format, isValid, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';

/** `2026-11-21` → `21/11/2026`; an unparseable value is returned as it came. */
export function formatShortDate(isoDate: string): string {
  const date = parseISO(isoDate);
  return isValid(date) ? format(date, 'dd/MM/yyyy', { locale: es }) : isoDate;
}
