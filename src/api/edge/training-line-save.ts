import { choice, isFields, text } from './read';
import type { TrainingLineWrite } from './training-lines';
import { findRow, sameFlag, type RecordShape } from './write';

/**
 * The check of a training line's save (src/api/edge/write.ts), apart from
 * training-lines.ts: that file loads with the entrepreneur's /formation, this
 * one with the admin's line form.
 */

/** The fields of a line a save sends and a read shows (the images go as files and come back as URLs). */
export type TrainingLineSent = Omit<TrainingLineWrite, 'image_logo' | 'image_banner'>;

/** What a save sent, for its check: every field but the image files. */
export function trainingLineSent(line: TrainingLineWrite): TrainingLineSent {
  const sent: Partial<TrainingLineWrite> = { ...line };
  delete sent.image_logo;
  delete sent.image_banner;
  return sent as TrainingLineSent;
}

/**
 * How a save of a line is checked (src/api/edge/write.ts): the weightings
 * read from `training_score` (nested on read, flat on write: spec §3), the
 * type by its uuid (a type read by its name alone cannot tell), the two
 * choices as yes or no.
 */
export const trainingLineShape: RecordShape<keyof TrainingLineSent> = {
  resource: 'trainingLines',
  names: {},
  flatten: (answer) =>
    isFields(answer) && isFields(answer.training_score)
      ? { ...answer, ...answer.training_score }
      : answer,
  same: {
    type: (sent, stored) => {
      const read = choice(stored);
      return read.value === null ? undefined : read.value === sent;
    },
    is_online: sameFlag,
    is_automatic_asignation: sameFlag,
  },
};

/** A new line a re-read finds in the search by its name: the one with its content id. */
export function newLineRowOf(answer: unknown, line: TrainingLineSent) {
  return findRow(answer, (row) => text(row.content_id) === line.content_id);
}
