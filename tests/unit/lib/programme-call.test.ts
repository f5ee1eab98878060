import { describe, expect, it } from 'vitest';
import type { ProgrammeCall } from '@/config/site-content';
import { callState, endOf, isPast } from '@/lib/programme-call';

const date = (dateTime: string) => ({ dateTime, when: dateTime });

/** Applications close on 27 July 2027 at 23:59; the training ends on 8 September. */
function call2027(applications: ProgrammeCall['applications']): ProgrammeCall {
  return {
    name: 'Convocatoria 2027',
    applications,
    timeline: [
      { ...date('2027-07-12T12:00'), what: 'Abren las postulaciones' },
      { ...date('2027-07-27T23:59'), what: 'Cierran las postulaciones' },
      { ...date('2027-08-04'), until: date('2027-09-08'), what: 'Formación' },
    ],
  };
}

describe('where a call stands (src/lib/programme-call.ts)', () => {
  it('a date lasts the whole day, a date and time that minute, on the local clock', () => {
    expect(endOf(date('2021-07-30'))).toEqual(new Date(2021, 6, 31, 0, 0));
    expect(endOf(date('2021-12-31'))).toEqual(new Date(2022, 0, 1, 0, 0));
    expect(endOf(date('2021-07-27T23:59'))).toEqual(new Date(2021, 6, 28, 0, 0));
    expect(isPast(date('2021-07-30'), new Date(2021, 6, 30, 23, 59))).toBe(false);
    expect(isPast(date('2021-07-30'), new Date(2021, 6, 31, 0, 0))).toBe(true);
  });

  it('a span is past after its last day', () => {
    const training = { ...date('2027-08-04'), until: date('2027-09-08') };
    expect(isPast(training, new Date(2027, 8, 8, 18, 0))).toBe(false);
    expect(isPast(training, new Date(2027, 8, 9, 0, 0))).toBe(true);
  });

  it('open while the file says so, up to the close; then closed; over after the last date', () => {
    const call = call2027({ open: true, closes: date('2027-07-27T23:59') });
    expect(callState(call, new Date(2027, 6, 20))).toBe('open');
    expect(callState(call, new Date(2027, 6, 27, 23, 59, 30))).toBe('open');
    expect(callState(call, new Date(2027, 6, 28, 0, 0))).toBe('closed');
    expect(callState(call, new Date(2027, 8, 9, 0, 0))).toBe('over');
  });

  it('never open when the file says it is not, nor once every date is past', () => {
    expect(callState(call2027({ open: false }), new Date(2027, 6, 20))).toBe('closed');
    expect(callState(call2027({ open: true }), new Date(2027, 8, 9))).toBe('over');
  });
});
