import { describe, expect, it } from 'vitest';
import { countFacets } from '@/api/filter-support';

interface Row {
  region: string;
  line: string | null;
}

const rows: Row[] = [
  { region: 'Los Lagos', line: 'a' },
  { region: 'Los Lagos', line: null },
  { region: 'Biobío', line: 'a' },
  { region: 'Biobío', line: 'b' },
  { region: 'Ñuble', line: null },
];
const facets = {
  region: (row: Row) => [row.region],
  line: (row: Row) => [row.line ?? 'none'],
};
const tests = {
  region: (row: Row, value: string) => row.region === value,
  line: (row: Row, value: string) => (row.line ?? 'none') === value,
};

describe('countFacets: each option counts the rows it would show', () => {
  it('counts every row with no filter chosen', () => {
    expect(countFacets(rows, facets, {}, tests)).toEqual({
      region: { 'Los Lagos': 2, Biobío: 2, Ñuble: 1 },
      line: { a: 2, none: 2, b: 1 },
    });
  });

  it("counts a filter's own options without it, and the others' with it", () => {
    expect(countFacets(rows, facets, { region: 'Biobío' }, tests)).toEqual({
      // Every region stays choosable with its own count.
      region: { 'Los Lagos': 2, Biobío: 2, Ñuble: 1 },
      // The lines of Biobío only.
      line: { a: 1, b: 1 },
    });
  });

  it('counts a row failing two filters nowhere, and ignores empty values', () => {
    expect(countFacets(rows, facets, { region: 'Ñuble', line: 'a', other: '' }, tests)).toEqual({
      region: { 'Los Lagos': 1, Biobío: 1 },
      line: { none: 1 },
    });
  });
});
