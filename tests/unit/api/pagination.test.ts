import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, pageCount, pageParams } from '@/api/pagination';

describe('DRF limit/offset paging', () => {
  it('pages hold 10 rows', () => {
    expect(PAGE_SIZE).toBe(10);
  });

  it('turns a page number (from 1) into limit and offset', () => {
    expect(pageParams(1)).toEqual({ limit: 10, offset: 0 });
    expect(pageParams(2)).toEqual({ limit: 10, offset: 10 });
    expect(pageParams(7)).toEqual({ limit: 10, offset: 60 });
    expect(pageParams(3, 25)).toEqual({ limit: 25, offset: 50 });
  });

  it('reads a page below 1 or not a whole number as page 1', () => {
    for (const page of [0, -3, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(pageParams(page)).toEqual({ limit: 10, offset: 0 });
    }
  });

  it('counts the pages a number of rows fills', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(120)).toBe(12);
    expect(pageCount(121)).toBe(13);
    expect(pageCount(30, 25)).toBe(2);
  });
});
