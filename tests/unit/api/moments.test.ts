import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readLineAssignments } from '@/api/edge/associations';
import { detections, forgetDetections, type MomentStyle } from '@/api/edge/detections';
import { readEvaluationAnswers } from '@/api/edge/diagnostics';
import { readPyme } from '@/api/edge/pymes';
import { dateAndHour, isoDateTime, optionalDateAndHour } from '@/api/edge/read';
import { readUserProfile } from '@/api/edge/users';

/**
 * "A moment is a moment" (issue 45): the edge's date reader, in two time
 * zones. A date-time with an offset or `Z` reads as that moment in the user's
 * time zone; `{date, hour}`, a date-time without an offset and a date alone
 * read as written. Node honours an assignment to `process.env.TZ` at once.
 */

type Zone = 'America/Santiago' | 'Europe/Madrid';

/** The date and hour a reading gives in each zone. */
type InZones = Record<Zone, [date: string, hour: string]>;

const asWritten = (date: string, hour: string): InZones => ({
  'America/Santiago': [date, hour],
  'Europe/Madrid': [date, hour],
});

/** 2026-11-28 02:30 UTC: the 27th at 23:30 in Chile (UTC-3 in November), 03:30 in Spain (UTC+1). */
const lateOnThe27th: InZones = {
  'America/Santiago': ['2026-11-27', '23:30'],
  'Europe/Madrid': ['2026-11-28', '03:30'],
};

const table: [reading: string, wire: unknown, read: InZones, style: MomentStyle | undefined][] = [
  ['Z', '2026-11-28T02:30:00Z', lateOnThe27th, 'offset'],
  ['Z, no seconds', '2026-11-28T02:30Z', lateOnThe27th, 'offset'],
  ['Z, microseconds (DRF)', '2026-11-28T02:30:00.123456Z', lateOnThe27th, 'offset'],
  ['z in lower case', '2026-11-28t02:30:00z', lateOnThe27th, 'offset'],
  ['+00:00', '2026-11-28T02:30:00+00:00', lateOnThe27th, 'offset'],
  ['-03:00 (Chile)', '2026-11-27T23:30:00-03:00', lateOnThe27th, 'offset'],
  ['+0100 without a colon', '2026-11-28T03:30:00+0100', lateOnThe27th, 'offset'],
  ['+05:30, an offset with minutes', '2026-11-28T08:00:00.5+05:30', lateOnThe27th, 'offset'],
  ['a space and +00 (Python)', '2026-11-28 02:30:00+00', lateOnThe27th, 'offset'],
  [
    'across the new year',
    '2027-01-01T02:30:00Z',
    { 'America/Santiago': ['2026-12-31', '23:30'], 'Europe/Madrid': ['2027-01-01', '03:30'] },
    'offset',
  ],
  [
    "Chile's winter (UTC-4), Spain's summer (UTC+2)",
    '2026-07-01T03:00:00Z',
    { 'America/Santiago': ['2026-06-30', '23:00'], 'Europe/Madrid': ['2026-07-01', '05:00'] },
    'offset',
  ],
  [
    'an offset on no real moment: as written',
    '2026-02-31T10:00:00Z',
    asWritten('2026-02-31', '10:00'),
    'offset',
  ],
  ['no offset', '2026-11-28T02:30:00', asWritten('2026-11-28', '02:30'), 'local'],
  ['no offset, no seconds', '2026-11-28T02:30', asWritten('2026-11-28', '02:30'), 'local'],
  ['no offset, a space', '2026-11-28 02:30:00.5', asWritten('2026-11-28', '02:30'), 'local'],
  [
    '{date, hour}',
    { date: '2026-11-28', hour: '02:30' },
    asWritten('2026-11-28', '02:30'),
    'parts',
  ],
  [
    '{date, hour} with seconds',
    { date: '2026-11-28', hour: '02:30:59' },
    asWritten('2026-11-28', '02:30'),
    'parts',
  ],
  ['a date alone', '2026-11-28', asWritten('2026-11-28', ''), undefined],
  ['garbage text', 'ayer', asWritten('', ''), undefined],
  ['a date in another order', '28/11/2026 02:30', asWritten('', ''), undefined],
  ['empty text', '', asWritten('', ''), undefined],
  ['null', null, asWritten('', ''), undefined],
  ['a number', 1795746600000, asWritten('', ''), undefined],
  ['{date: null, hour: null}', { date: null, hour: null }, asWritten('', ''), undefined],
];

const zones: Zone[] = ['America/Santiago', 'Europe/Madrid'];

describe.each(zones)('the edge reads moments with the browser in %s', (zone) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
  beforeEach(() => {
    forgetDetections();
  });

  it('is in that zone', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    expect(new Date('2026-11-28T02:30:00Z').getTimezoneOffset()).toBe(
      zone === 'America/Santiago' ? 180 : -60,
    );
  });

  it.each(table)('dateAndHour: %s', (_reading, wire, read, style) => {
    const [date, hour] = read[zone];
    expect(dateAndHour(wire, 'pymes')).toEqual({ date, hour });
    expect(detections().resources.pymes?.moments).toBe(style);
  });

  it.each(table)('optionalDateAndHour: %s', (_reading, wire, read) => {
    const [date, hour] = read[zone];
    expect(optionalDateAndHour(wire)).toEqual(date ? { date, hour } : undefined);
  });

  it.each(table)('isoDateTime: %s', (_reading, wire, read, style) => {
    const [date, hour] = read[zone];
    // Without an offset the text stays as written; with one, the local date and hour.
    const expected =
      typeof wire === 'string' && style !== 'offset' && date
        ? wire
        : hour
          ? `${date}T${hour}`
          : date;
    expect(isoDateTime(wire, 'lineAssignments')).toBe(expected);
    expect(detections().resources.lineAssignments?.moments).toBe(style);
  });

  it("reads each resource's moments in the user's time and records how they came", () => {
    const [date, hour] = lateOnThe27th[zone];
    const moment = '2026-11-28T02:30:00Z';
    const pyme = readPyme({
      uuid: 'p1',
      enabled: true,
      has_evaluation: false,
      created: moment,
      formation_line: { uuid: 'a1', training: { uuid: 't1', name: 'Línea' }, created: moment },
    });
    expect(pyme.created).toEqual({ date, hour });
    expect(pyme.formation_line?.created).toEqual({ date, hour });

    const profile = readUserProfile({
      user: { uuid: 'u1', last_login: moment },
      type_user: { admin: false, is_super: false },
    });
    expect(profile.user.last_login).toEqual({ date, hour });

    expect(readEvaluationAnswers({ created: moment, answers: [] }).created).toEqual({ date, hour });
    expect(
      readLineAssignments([{ status: 'NA', created: moment, training: { name: 'Línea' } }])[0]
        ?.created,
    ).toBe(`${date}T${hour}`);

    const resources = detections().resources;
    expect(resources.pymes?.moments).toBe('offset');
    expect(resources.associations?.moments).toBe('offset');
    expect(resources.profile?.moments).toBe('offset');
    expect(resources.answers?.moments).toBe('offset');
    expect(resources.lineAssignments?.moments).toBe('offset');
  });

  it('records {date, hour} and a date-time without an offset as such', () => {
    readPyme({
      uuid: 'p1',
      enabled: true,
      has_evaluation: false,
      created: { date: '2026-11-27', hour: '23:30' },
    });
    readUserProfile({
      user: { uuid: 'u1', last_login: '2026-11-27T23:30:00' },
      type_user: { admin: false, is_super: false },
    });
    expect(detections().resources.pymes?.moments).toBe('parts');
    expect(detections().resources.profile?.moments).toBe('local');
  });
});
