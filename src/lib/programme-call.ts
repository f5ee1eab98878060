import type { CallDate, ProgrammeCall } from '@/config/site-content';

/**
 * Where a call stands at a moment (issue 37): its calendar read on the
 * visitor's clock. A date alone lasts the whole day; a date and time, that
 * minute.
 */
export type CallState =
  /** The deployer says applications are open and neither their close nor the calendar is past. */
  | 'open'
  /** Applications are not open, and the calendar still has dates ahead. */
  | 'closed'
  /** Every date of the calendar is past: "Convocatoria 2021 cerrada". */
  | 'over';

/** The first moment after a calendar date ("2021-07-30": 31 July, 00:00). */
export function endOf({ dateTime }: CallDate): Date {
  const [date = '', time] = dateTime.split('T');
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  if (time === undefined) return new Date(year, month - 1, day + 1);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return new Date(year, month - 1, day, hour, minute + 1);
}

/** A stage (or a date) is past once its last day or minute has gone by. */
export function isPast(stage: CallDate & { until?: CallDate }, now: Date): boolean {
  return now >= endOf(stage.until ?? stage);
}

export function callState(call: ProgrammeCall, now: Date): CallState {
  if (call.timeline.every((stage) => isPast(stage, now))) return 'over';
  const { open, closes } = call.applications;
  return open && !(closes && isPast(closes, now)) ? 'open' : 'closed';
}
