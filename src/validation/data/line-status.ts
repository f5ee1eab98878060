/** The status of a pyme in a training line and its label, spec §4. */
export const lineStatusLabels = {
  NA: 'NA',
  DESERTER: 'Desertora',
  TRAINING: 'Formación',
  MENTORING: 'Mentoría',
  ONLYDIAG: 'Solo Diagnostico',
  ACCEPTED: 'Aceptado',
} as const;

export type LineStatus = keyof typeof lineStatusLabels;

/** What any other status (or none) shows. */
export const unassignedLineStatusLabel = 'Sin asignar';

/** The statuses an admin can choose, in the order of spec §4, for a select. */
export const lineStatusOptions: readonly { value: LineStatus; label: string }[] = (
  Object.keys(lineStatusLabels) as LineStatus[]
).map((value) => ({ value, label: lineStatusLabels[value] }));

export function isLineStatus(value: unknown): value is LineStatus {
  return typeof value === 'string' && Object.hasOwn(lineStatusLabels, value);
}

/** The label of a status; "Sin asignar" for anything else, including null. */
export function lineStatusLabel(status: string | null | undefined): string {
  return isLineStatus(status) ? lineStatusLabels[status] : unassignedLineStatusLabel;
}
