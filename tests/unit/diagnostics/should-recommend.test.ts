import { describe, expect, it } from 'vitest';
import { shouldRecommend } from '@/features/diagnostics/diagnostics-slice';

/** Evaluations in the order given, marked done with 'x' and not done with '-'. */
function evaluations(marks: string) {
  return marks.split('').map((mark, index) => ({ order_number: index + 1, is_done: mark === 'x' }));
}

describe('shouldRecommend (spec §4, §9)', () => {
  it.each([
    ['nothing done', '---', false, false],
    ['only the first done', 'x--', false, false],
    ['the first two done', 'xx-', false, true],
    ['the first two done, more to come', 'xx---', false, true],
    ['the first two of exactly two done', 'xx', false, true],
    ['all three done', 'xxx', false, false],
    ['two done but not the first two (first and third)', 'x-x', false, false],
    ['two done but not the first two (second and third)', '-xx', false, false],
    ['the first two done but a training line assigned', 'xx-', true, false],
    ['no evaluations at all', '', false, false],
  ])('%s (%s, line: %s) → %s', (_case, marks, hasTrainingLine, expected) => {
    expect(shouldRecommend(evaluations(marks), hasTrainingLine)).toBe(expected);
  });

  it('reads "first two" by order_number, not by position in the list', () => {
    const outOfOrder = [
      { order_number: 3, is_done: false },
      { order_number: 1, is_done: true },
      { order_number: 2, is_done: true },
    ];
    expect(shouldRecommend(outOfOrder, false)).toBe(true);
    const secondAndThird = [
      { order_number: 2, is_done: true },
      { order_number: 3, is_done: true },
      { order_number: 1, is_done: false },
    ];
    expect(shouldRecommend(secondAndThird, false)).toBe(false);
  });
});
