import { describe, expect, it } from 'vitest';
import { formatShortDate } from '@/lib/dates';
import { formatLongDateWithoutDe } from '@/lib/spanish-dates';

describe('formatLongDateWithoutDe', () => {
  it.each([
    ['2026-11-03T12:00:00', '3 noviembre 2026'],
    ['2026-01-21', '21 enero 2026'],
    ['2021-07-12T12:00:00', '12 julio 2021'],
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
