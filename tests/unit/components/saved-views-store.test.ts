import { describe, expect, it } from 'vitest';
import {
  addView,
  hasViewParams,
  nameTaken,
  newViewId,
  parseSavedViews,
  readSavedViews,
  removeView,
  sameParams,
  serializeSavedViews,
  sortedViews,
  viewNameProblem,
  viewParamsOf,
  viewQuery,
  writeSavedViews,
  type SavedView,
  type ViewStorage,
} from '@/components/list-page/saved-views-store';

/** A storage in a Map, as `localStorage` behaves. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: ViewStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
  return { storage, items };
}

const desertoras: SavedView = {
  id: 'a',
  name: 'Desertoras de Los Lagos',
  params: { estado: 'DESERTER', region: 'Los Lagos' },
};

describe('a view from the address', () => {
  it('keeps the search and the filters, in their order, and drops the page and empty values', () => {
    const params = viewParamsOf(
      new URLSearchParams('region=Los+Lagos&pagina=3&buscar=miel&linea=&diagnosticos=sin'),
    );
    expect(params).toEqual({ region: 'Los Lagos', buscar: 'miel', diagnosticos: 'sin' });
    expect(Object.keys(params)).toEqual(['region', 'buscar', 'diagnosticos']);
    expect(viewQuery(params)).toBe('region=Los+Lagos&buscar=miel&diagnosticos=sin');
  });

  it('keeps the first of a repeated parameter, as the list reads it', () => {
    expect(viewParamsOf(new URLSearchParams('estado=NA&estado=DESERTER'))).toEqual({
      estado: 'NA',
    });
  });

  it('has nothing to save with only a page, or nothing at all', () => {
    expect(hasViewParams(viewParamsOf(new URLSearchParams('pagina=2')))).toBe(false);
    expect(hasViewParams(viewParamsOf(new URLSearchParams('')))).toBe(false);
    expect(hasViewParams(viewParamsOf(new URLSearchParams('vista=deshabilitadas')))).toBe(true);
  });

  it('is the same view with its parameters in any order, and another with any value changed', () => {
    expect(sameParams({ a: '1', b: '2' }, { b: '2', a: '1' })).toBe(true);
    expect(sameParams({ a: '1', b: '2' }, { a: '1', b: '3' })).toBe(false);
    expect(sameParams({ a: '1' }, { a: '1', b: '2' })).toBe(false);
    expect(sameParams({ buscar: 'Miel' }, { buscar: 'miel' })).toBe(false);
  });
});

describe('names', () => {
  it('are taken regardless of case, accents and spaces', () => {
    const names = ['Desertoras', 'Sin línea'];
    expect(nameTaken('  desertoras ', names)).toBe(true);
    expect(nameTaken('SIN   LINEA', names)).toBe(true);
    expect(nameTaken('Desertoras 2', names)).toBe(false);
  });

  it('are kept trimmed, and the menu sorts them as Spanish does', () => {
    const views = addView(
      [],
      { name: '  Ñandú   y  miel ', params: { buscar: 'miel', pagina: '2' } },
      'x',
    );
    expect(views).toEqual([{ id: 'x', name: 'Ñandú y miel', params: { buscar: 'miel' } }]);
    expect(
      sortedViews([
        { name: 'Zona sur' },
        { name: 'ñandú' },
        { name: 'Árica' },
        { name: 'nube' },
      ]).map((view) => view.name),
    ).toEqual(['Árica', 'nube', 'ñandú', 'Zona sur']);
  });

  it('of a new view must be filled, up to 60 characters once cleaned, and free', () => {
    const taken = ['Desertoras'];
    expect(viewNameProblem('', taken)).toBe('required');
    expect(viewNameProblem('   ', taken)).toBe('required');
    expect(viewNameProblem('x'.repeat(61), taken)).toBe('tooLong');
    expect(viewNameProblem(` ${'x'.repeat(60)}  `, taken)).toBeNull();
    expect(viewNameProblem('DESERTORAS', taken)).toBe('taken');
    expect(viewNameProblem('Desertoras 2', taken)).toBeNull();
  });

  it('get ids unique among the views', () => {
    const fixed = () => 0.5;
    const first = newViewId([], fixed);
    const second = newViewId([{ id: first, name: 'x', params: { a: '1' } }], fixed);
    expect(second).not.toBe(first);
  });
});

describe('reading what the browser keeps', () => {
  it('reads back what it wrote', () => {
    const { storage } = memoryStorage();
    expect(writeSavedViews(storage, 'k', [desertoras])).toEqual({ ok: true });
    expect(readSavedViews(storage, 'k')).toEqual([desertoras]);
    expect(readSavedViews(storage, 'other-user')).toEqual([]);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{"version":1,"views":['],
    ['JSON of another kind', '[1,2,3]'],
    ['null', 'null'],
    ['a string', '"vistas"'],
    ['another version', JSON.stringify({ version: 2, views: [desertoras] })],
    ['no version', JSON.stringify({ views: [desertoras] })],
    ['views that are not a list', JSON.stringify({ version: 1, views: { a: desertoras } })],
  ])('finds no views in %s', (_, text) => {
    expect(parseSavedViews(text)).toEqual([]);
  });

  it('leaves out the views it cannot read and keeps the others', () => {
    const text = JSON.stringify({
      version: 1,
      views: [
        null,
        'Desertoras',
        { id: 'b', name: '', params: { estado: 'NA' } },
        { id: 'c', name: 'Sin filtros', params: {} },
        { id: 'd', name: 'Solo página', params: { pagina: '3' } },
        { id: 7, name: 'Id numérico', params: { estado: 'NA' } },
        { id: 'e', name: 'x'.repeat(61), params: { estado: 'NA' } },
        { id: 'f', name: 'Parámetros raros', params: { estado: 3, region: 'Biobío', extra: null } },
        { id: 'g', name: 'Sin parámetros' },
        desertoras,
        { ...desertoras, name: 'Repite el id' },
        { id: 'h', name: 'DESERTORAS DE LOS LAGOS', params: { estado: 'NA' } },
      ],
    });
    expect(parseSavedViews(text)).toEqual([
      { id: 'f', name: 'Parámetros raros', params: { region: 'Biobío' } },
      desertoras,
    ]);
  });

  it('reads nothing, without throwing, when the storage refuses to be read', () => {
    const refusing: ViewStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(readSavedViews(refusing, 'k')).toEqual([]);
    expect(readSavedViews(null, 'k')).toEqual([]);
  });

  it('writes a versioned list, with only what a view is', () => {
    const text = serializeSavedViews([{ ...desertoras, extra: 'no' } as SavedView]);
    expect(JSON.parse(text)).toEqual({ version: 1, views: [desertoras] });
  });
});

describe('writing', () => {
  it('says when the browser has no room', () => {
    const full: ViewStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(writeSavedViews(full, 'k', [desertoras])).toEqual({ ok: false, problem: 'quota' });
  });

  it('says when the browser keeps nothing', () => {
    const refusing: ViewStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(writeSavedViews(refusing, 'k', [])).toEqual({ ok: false, problem: 'unavailable' });
    expect(writeSavedViews(null, 'k', [])).toEqual({ ok: false, problem: 'unavailable' });
  });

  it('adds and removes one view, leaving the others', () => {
    const other: SavedView = { id: 'b', name: 'Miel', params: { buscar: 'miel' } };
    const added = addView([desertoras], { name: 'Miel', params: { buscar: 'miel' } }, 'b');
    expect(added).toEqual([desertoras, other]);
    expect(removeView(added, 'a')).toEqual([other]);
    expect(removeView(added, 'zzz')).toEqual(added);
  });
});
