import { describe, expect, it } from 'vitest';
import {
  choice,
  dateAndHour,
  flag,
  id,
  isoDateTime,
  listOf,
  optionalDateAndHour,
  optionalFlag,
  optionalId,
  pageOf,
  relatedId,
  schemaOf,
  text,
  whole,
  WireError,
  type Reader,
} from '@/api/edge/read';

const UUID = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';

describe('the edge: scalars', () => {
  it.each([
    ['a string', 'Miel', 'Miel'],
    ['a number, written out', 42, '42'],
    ['null', null, ''],
    ['missing', undefined, ''],
    ['an object', { a: 1 }, ''],
  ])('text: %s', (_reading, wire, model) => {
    expect(text(wire)).toBe(model);
  });

  it.each([
    ['a uuid', UUID, UUID],
    ['a number id', 7, '7'],
    ['null', null, null],
    ['missing', undefined, null],
    ['empty', '', null],
    ['blank', '  ', null],
  ])('optionalId: %s', (_reading, wire, model) => {
    expect(optionalId(wire)).toBe(model);
  });

  it('id refuses what cannot name a record, naming where', () => {
    expect(id(UUID, 'x.uuid')).toBe(UUID);
    expect(() => id(null, 'rows[0].uuid')).toThrow(WireError);
    expect(() => id('', 'rows[0].uuid')).toThrow('rows[0].uuid: expected an id');
  });

  it.each([
    ['true', true, true],
    ['false', false, false],
    ["DRF's form 'true'", 'true', true],
    ["DRF's form 'False'", 'False', false],
    ["django-filter's '1'", '1', true],
    ['0', 0, false],
    ['null', null, null],
    ['anything else', 'sí', null],
  ])('optionalFlag: %s', (_reading, wire, model) => {
    expect(optionalFlag(wire)).toBe(model);
  });

  it('flag and whole refuse what a screen cannot decide on', () => {
    expect(flag('true')).toBe(true);
    expect(() => flag(null, 'enabled')).toThrow('enabled: expected a yes or no');
    expect(whole(15)).toBe(15);
    expect(whole('15')).toBe(15);
    expect(() => whole('15 min', 'duration')).toThrow(WireError);
    expect(() => whole(1.5, 'duration')).toThrow(WireError);
  });
});

// A date-time with an offset or `Z` reads in the user's time zone: tests/unit/api/moments.test.ts.
describe('the edge: dates', () => {
  it.each([
    ['{date, hour} (spec §3)', { date: '2026-10-06', hour: '10:31' }, '2026-10-06', '10:31'],
    ['{date, hour} with seconds', { date: '2026-10-06', hour: '10:31:59' }, '2026-10-06', '10:31'],
    ['an ISO date-time', '2026-10-06T10:31:12.123456', '2026-10-06', '10:31'],
    ['an ISO date-time with a space', '2026-10-06 10:31:12', '2026-10-06', '10:31'],
    ['a date alone', '2026-10-06', '2026-10-06', ''],
    ['null parts', { date: null, hour: null }, '', ''],
    ['null', null, '', ''],
    ['not a date', 'ayer', '', ''],
  ])('dateAndHour: %s', (_reading, wire, date, hour) => {
    expect(dateAndHour(wire)).toEqual({ date, hour });
  });

  it.each([
    ['{date, hour}', { date: '2026-10-06', hour: '10:31' }, { date: '2026-10-06', hour: '10:31' }],
    ['an ISO date-time', '2026-10-06T10:31:12', { date: '2026-10-06', hour: '10:31' }],
    ['a date alone', '2026-10-06', { date: '2026-10-06', hour: '' }],
    [
      '{date} with a bad hour',
      { date: '2026-10-06', hour: 'tarde' },
      { date: '2026-10-06', hour: '' },
    ],
    ['absent', undefined, undefined],
    ['null', null, undefined],
    ['empty text', '', undefined],
    ['{date: null}', { date: null, hour: '10:31' }, undefined],
    ['not a date', 'ayer', undefined],
    ['a date in another order', { date: '06/10/2026', hour: '10:31' }, undefined],
  ])('optionalDateAndHour: %s', (_reading, wire, model) => {
    expect(optionalDateAndHour(wire)).toEqual(model);
  });

  it.each([
    ['an ISO date-time', '2026-10-06T10:31:12', '2026-10-06T10:31:12'],
    ['{date, hour}', { date: '2026-10-06', hour: '10:31' }, '2026-10-06T10:31'],
    ['{date} alone', { date: '2026-10-06', hour: null }, '2026-10-06'],
    ['nothing', null, ''],
  ])('isoDateTime: %s', (_reading, wire, model) => {
    expect(isoDateTime(wire)).toBe(model);
  });
});

describe('the edge: relations and choices', () => {
  it.each([
    ['uuid-only', UUID, UUID],
    ['nested {uuid}', { uuid: UUID, name: 'x' }, UUID],
    ['nested {id}', { id: 12, name: 'x' }, '12'],
    ['null', null, null],
    ['missing', undefined, null],
  ])('relatedId: %s', (_reading, wire, model) => {
    expect(relatedId(wire)).toBe(model);
  });

  const statuses = { TRAINING: 'Formación', DESERTER: 'Desertora' };
  it.each([
    ['a value', 'TRAINING', statuses, { value: 'TRAINING', name: 'Formación' }],
    ['a name', 'Formación', statuses, { value: 'TRAINING', name: 'Formación' }],
    ['a name, other case', 'formación', statuses, { value: 'TRAINING', name: 'formación' }],
    [
      '{value, label}',
      { value: 'DESERTER', label: 'Desertora' },
      statuses,
      { value: 'DESERTER', name: 'Desertora' },
    ],
    ['{uuid, name}', { uuid: UUID, name: 'Curso' }, {}, { value: UUID, name: 'Curso' }],
    [
      '{name} alone, known',
      { name: 'Desertora' },
      statuses,
      { value: 'DESERTER', name: 'Desertora' },
    ],
    ['a uuid, unknown', UUID, {}, { value: UUID, name: null }],
    ['a name, unknown', 'Taller presencial', {}, { value: null, name: 'Taller presencial' }],
    ['an unknown code', 'WAITLIST', statuses, { value: 'WAITLIST', name: null }],
    ['null', null, statuses, { value: null, name: null }],
  ])('choice: %s', (_reading, wire, names, model) => {
    expect(choice(wire, names)).toEqual(model);
  });
});

describe('the edge: lists', () => {
  const row: Reader<{ uuid: string }> = (value, path = '') => {
    const fields = value as { uuid?: unknown };
    return { uuid: id(fields.uuid, `${path}.uuid`) };
  };
  const rows = [{ uuid: 'a' }, { uuid: 'b' }];

  it.each([
    ['a plain array', rows],
    ['a DRF page', { count: 2, next: null, previous: null, results: rows }],
    ['a page without count or links', { results: rows }],
  ])('listOf reads %s', (_reading, wire) => {
    expect(listOf(row)(wire)).toEqual(rows);
  });

  it.each([
    ['a plain array', rows, { count: 2, next: null, previous: null, results: rows }],
    [
      'a DRF page',
      { count: 12, next: 'https://x/?limit=2&offset=2', previous: null, results: rows },
      { count: 12, next: 'https://x/?limit=2&offset=2', previous: null, results: rows },
    ],
    [
      'a page without count',
      { results: rows },
      { count: 2, next: null, previous: null, results: rows },
    ],
    [
      'a count as digits',
      { count: '12', results: rows },
      { count: 12, next: null, previous: null, results: rows },
    ],
  ])('pageOf reads %s', (_reading, wire, model) => {
    expect(pageOf(row)(wire)).toEqual(model);
  });

  it('refuses what is no list, and names the row that cannot be read', () => {
    expect(() => listOf(row)({ count: 1 })).toThrow(WireError);
    expect(() => listOf(row)('<html>')).toThrow(WireError);
    expect(() => listOf(row)([{ uuid: 'a' }, { uuid: null }])).toThrow('[1].uuid: expected an id');
  });

  it('schemaOf gives RTK Query the model, or the issue', () => {
    const schema = schemaOf(listOf(row));
    expect(schema['~standard'].validate({ results: rows })).toEqual({ value: rows });
    expect(schema['~standard'].validate([{}])).toEqual({
      issues: [{ message: '[0].uuid: expected an id' }],
    });
  });
});
