import { describe, expect, expectTypeOf, it } from 'vitest';
import { api, FILTERED, LIST, listTags, type TagType } from '@/api/api-slice';

// Mostly compile-time checks (tsc runs over the tests): the tag types are the
// ones createApi declares, and a misspelt tag does not compile wherever a tag
// is written (docs/architecture.md, "Cache tags").
describe('cache tags', () => {
  it('have one type per entity, declared in createApi', () => {
    expectTypeOf<TagType>().toEqualTypeOf<
      | 'Profile'
      | 'Pyme'
      | 'PymeRecord'
      | 'LineOption'
      | 'AdminAssignment'
      | 'Admin'
      | 'TrainingLine'
      | 'DiagnosticForm'
      | 'AvailableEvaluation'
    >();
  });

  it('refuse a misspelt tag type', () => {
    // @ts-expect-error -- 'Pymes' is not a tag type ('Pyme' is)
    api.util.invalidateTags(['Pymes']);
    // @ts-expect-error -- nor as a record's tag
    api.util.invalidateTags([{ type: 'Pymes', id: 'a-uuid' }]);
    // @ts-expect-error -- nor as a list's
    listTags('Pymes', []);
    // An endpoint that provides a misspelt tag does not compile either (built, never run).
    const misspeltEndpoint = () =>
      api.injectEndpoints({
        endpoints: (build) => ({
          typo: build.query<string, string>({
            query: (uuid) => ({ url: uuid }),
            // @ts-expect-error -- 'Pymes' is not a tag type
            providesTags: ['Pymes'],
          }),
        }),
      });
    expectTypeOf(misspeltEndpoint).toBeFunction();
  });

  it("give a list one tag per record, the list's own and, for a search or filter, FILTERED", () => {
    const rows = [{ uuid: 'a' }, { uuid: 'b' }];
    expect(listTags('Pyme', rows)).toEqual([
      { type: 'Pyme', id: 'a' },
      { type: 'Pyme', id: 'b' },
      { type: 'Pyme', id: LIST },
    ]);
    expect(listTags('Pyme', undefined, true)).toEqual([
      { type: 'Pyme', id: LIST },
      { type: 'Pyme', id: FILTERED },
    ]);
  });
});
