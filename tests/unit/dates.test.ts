import { describe, expect, it } from 'vitest';
import { formatLongDate, formatLongDateWithoutDe, formatShortDate } from '@/lib/dates';

describe('formatLongDateWithoutDe', () => {
  it.each([
    ['2026-11-03T12:00:00', '3 noviembre 2026'],
    ['2026-01-21', '21 enero 2026'],
    ['2021-07-12T12:00:00', '12 julio 2021'],
    // The calendar date as written, whatever the browser's time zone.
    ['2026-12-31T23:30:00-03:00', '31 diciembre 2026'],
  ])('%s → %s', (input, expected) => {
    expect(formatLongDateWithoutDe(input)).toBe(expected);
  });

  it('returns what it cannot read as it came', () => {
    expect(formatLongDateWithoutDe('pronto')).toBe('pronto');
  });
});

describe('formatShortDate', () => {
  it('writes dd/MM/yyyy', () => {
    expect(formatShortDate('2026-11-20')).toBe('20/11/2026');
  });
});

describe('formatLongDate', () => {
  it.each([
    ['2026-10-06', '6 de octubre de 2026'],
    ['2026-05-06T14:24', '6 de mayo de 2026'],
    ['2027-01-21', '21 de enero de 2027'],
  ])('%s → %s', (input, expected) => {
    expect(formatLongDate(input)).toBe(expected);
  });

  it("names every month as the browser's Spanish Intl does", () => {
    const intl = new Intl.DateTimeFormat('es', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 1; month <= 12; month += 1) {
      const iso = `2026-${String(month).padStart(2, '0')}-15`;
      expect(formatLongDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
  });

  it('returns what it cannot read as it came', () => {
    expect(formatLongDate('pronto')).toBe('pronto');
    expect(formatLongDate('2026-02-31')).toBe('2026-02-31');
  });
});
