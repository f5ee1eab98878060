import { lineStatusLabels } from '@/validation/data/line-status';
import { choice, type Wire } from './read';

/** The statuses' names a backend may answer instead of their values: spec §4's, and FINISHED's. */
const statusNames: Readonly<Record<string, string>> = {
  ...lineStatusLabels,
  FINISHED: 'Finalizado',
};

/**
 * A pyme's status in a line (spec §4), written as its value (`"TRAINING"`),
 * its name (`"Formación"`) or an object (`{value, label}`): the value, or
 * what was written when it is no known status (shown "Sin asignar"); '' for none.
 */
export function lineStatusChoice(value: Wire): string {
  const read = choice(value, statusNames);
  return read.value ?? read.name ?? '';
}
