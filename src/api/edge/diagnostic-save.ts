import type { DiagnosticFormCreate } from './diagnostics';
import { text } from './read';
import { findRow, type RecordShape } from './write';

/**
 * The check of a diagnostic's save (src/api/edge/write.ts), apart from
 * diagnostics.ts: that file loads with the entrepreneur's pages, this one
 * with the super admin's diagnostics screen.
 */

/** How a save of a diagnostic is checked (src/api/edge/write.ts): its fields as sent. */
export const diagnosticShape: RecordShape<keyof DiagnosticFormCreate> = {
  resource: 'diagnostics',
  names: {},
};

/** The diagnostic a re-read finds in the list: by its uuid (an edit) or its form id (a new one). */
export function diagnosticRowOf(answer: unknown, wanted: { uuid: string } | { form_id: string }) {
  return findRow(answer, (row) =>
    'uuid' in wanted ? row.uuid === wanted.uuid : text(row.form_id) === wanted.form_id,
  );
}
