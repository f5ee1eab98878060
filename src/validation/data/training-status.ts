/** The status of a pyme in a training line and its label, spec §4. */
export const trainingStatusLabels = {
  NA: 'NA',
  DESERTER: 'Desertora',
  TRAINING: 'Formación',
  MENTORING: 'Mentoría',
  ONLYDIAG: 'Solo Diagnostico',
  ACCEPTED: 'Aceptado',
} as const;

export type TrainingStatus = keyof typeof trainingStatusLabels;

/** What any other status (or none) shows. */
export const unassignedTrainingStatusLabel = 'Sin asignar';

/** The statuses an admin can choose, in the order of spec §4, for a select. */
export const trainingStatusOptions: readonly { value: TrainingStatus; label: string }[] = (
  Object.keys(trainingStatusLabels) as TrainingStatus[]
).map((value) => ({ value, label: trainingStatusLabels[value] }));

export function isTrainingStatus(value: unknown): value is TrainingStatus {
  return typeof value === 'string' && Object.hasOwn(trainingStatusLabels, value);
}

/** The label of a status; "Sin asignar" for anything else, including null. */
export function trainingStatusLabel(status: string | null | undefined): string {
  return isTrainingStatus(status) ? trainingStatusLabels[status] : unassignedTrainingStatusLabel;
}
