import { lineStatusLabel } from '@/validation/data/line-status';
import {
  NO_ADMIN,
  NO_ANSWERS,
  NO_LINE,
  SOME_ANSWERS,
  UNASSIGNED_STATUS,
  type PymeListFilters,
} from '../pyme-filters';

/** A `yyyy-MM-dd` date as the sheet writes it: `dd/MM/yyyy`. */
const dayText = (value: string) => value.split('-').reverse().join('/');

/** "Diagnósticos: …" in words. */
function answeredText(value: string): string {
  if (value === NO_ANSWERS) return 'sin respuestas';
  if (value === SOME_ANSWERS) return 'con respuestas';
  return value === '1' ? '1 respondido' : `${value} respondidos`;
}

/** What the summary needs to name what a filter holds by id. */
export interface FilterNames {
  /** A training line's name by its uuid; undefined when the app does not know it. */
  lineName?: (uuid: string) => string | undefined;
  /** An admin's name by the uuid the assignments give; undefined when the app does not know it. */
  adminName?: (uuid: string) => string | undefined;
}

/** A filter's value as text, for a field the summary does not know: `a, b` for a list, `sí`/`no` for a flag. */
function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** Whether a filter field holds no filter: '' or absent (FILTERS.md), or an empty list. */
function isUnset(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * The search and filters of a view in words, one phrase each, in the
 * object's order: `Búsqueda: «ana»`, `Línea de formación: Marketing digital`,
 * `Solo pymes deshabilitadas`. A field this function does not know yet is
 * written as it is (`region: Los Lagos`); give it a phrase in the switch
 * when the list gets it. An empty list: no search and no filter.
 */
export function filterSummary(filters: PymeListFilters, names: FilterNames = {}): string[] {
  const phrases: string[] = [];
  for (const [key, value] of Object.entries(filters) as [string, unknown][]) {
    if (isUnset(value)) continue;
    switch (key) {
      case 'search':
        phrases.push(`Búsqueda: «${valueText(value)}»`);
        break;
      case 'training': {
        const uuid = valueText(value);
        const name = uuid === NO_LINE ? 'sin línea' : names.lineName?.(uuid);
        phrases.push(
          `Línea de formación: ${name ?? `una línea que la app no encontró en la lista de líneas (${uuid})`}`,
        );
        break;
      }
      case 'enabled':
        phrases.push(value === false ? 'Solo pymes deshabilitadas' : 'Solo pymes habilitadas');
        break;
      case 'state':
        phrases.push(`Región: ${valueText(value)}`);
        break;
      case 'commune':
        phrases.push(`Comuna: ${valueText(value)}`);
        break;
      case 'diagnostics':
        phrases.push(`Diagnósticos: ${answeredText(valueText(value))}`);
        break;
      case 'lineStatus': {
        const status = valueText(value);
        phrases.push(
          `Estado LDF: ${status === UNASSIGNED_STATUS ? 'Sin asignar' : lineStatusLabel(status)}`,
        );
        break;
      }
      case 'admin': {
        const uuid = valueText(value);
        phrases.push(
          `Administrador: ${uuid === NO_ADMIN ? 'sin administrador' : (names.adminName?.(uuid) ?? uuid)}`,
        );
        break;
      }
      case 'createdFrom':
        phrases.push(`Registradas desde el ${dayText(valueText(value))}`);
        break;
      case 'createdTo':
        phrases.push(`Registradas hasta el ${dayText(valueText(value))}`);
        break;
      default:
        phrases.push(`${key}: ${valueText(value)}`);
    }
  }
  return phrases;
}
