import { describe, expect, it, vi } from 'vitest';
import { listResponse } from '@/mocks/paging';

interface Pyme {
  uuid: string;
  name: string;
  email: string;
  commune: string | null;
}

/** 25 pymes: pyme-01 … pyme-25; the odd ones are in Chillán. */
const pymes: Pyme[] = Array.from({ length: 25 }, (_, index) => {
  const number = String(index + 1).padStart(2, '0');
  return {
    uuid: `pyme-${number}`,
    name: `Pyme ${number}`,
    email: `contacto${number}@pyme.cl`,
    commune: index % 2 === 0 ? 'Chillán' : null,
  };
});

const searchable = {
  search: (pyme: Pyme) => [pyme.name, pyme.email, pyme.commune],
  serialize: (pyme: Pyme) => ({ uuid: pyme.uuid, name: pyme.name }),
};

interface Page {
  count: number;
  next: string | null;
  previous: string | null;
  results: { uuid: string; name: string }[];
}

async function page(url: string, rows: readonly Pyme[] = pymes): Promise<Page> {
  return (await listResponse(new Request(url), rows, searchable).json()) as Page;
}

async function plainList(url: string, rows: readonly Pyme[] = pymes): Promise<unknown> {
  return listResponse(new Request(url), rows, searchable).json();
}

const uuids = (result: Page) => result.results.map((row) => row.uuid);

describe('listResponse (the demo backend answers lists as DRF does)', () => {
  it('answers one page with count and absolute links to the pages around it', async () => {
    const result = await page('http://api.test/api/pymes/?limit=10&offset=10');
    expect(result.count).toBe(25);
    expect(uuids(result)).toEqual(pymes.slice(10, 20).map((pyme) => pyme.uuid));
    expect(result.results[0]).toEqual({ uuid: 'pyme-11', name: 'Pyme 11' });
    expect(result.next).toBe('http://api.test/api/pymes/?limit=10&offset=20');
    // DRF removes the offset from the link to the first page.
    expect(result.previous).toBe('http://api.test/api/pymes/?limit=10');
  });

  it('starts at offset 0 and has no previous page on the first one', async () => {
    const result = await page('http://api.test/api/pymes/?limit=10');
    expect(uuids(result)).toEqual(pymes.slice(0, 10).map((pyme) => pyme.uuid));
    expect(result.previous).toBeNull();
    expect(result.next).toBe('http://api.test/api/pymes/?limit=10&offset=10');
  });

  it('has no next page on the last one, and a previous link with the offset', async () => {
    const result = await page('http://api.test/api/pymes/?limit=10&offset=20');
    expect(uuids(result)).toEqual(['pyme-21', 'pyme-22', 'pyme-23', 'pyme-24', 'pyme-25']);
    expect(result.next).toBeNull();
    expect(result.previous).toBe('http://api.test/api/pymes/?limit=10&offset=10');
  });

  it('reads a negative or invalid offset as 0', async () => {
    for (const offset of ['-5', 'abc', '']) {
      const result = await page(`http://api.test/api/pymes/?limit=10&offset=${offset}`);
      expect(uuids(result)[0]).toBe('pyme-01');
      expect(result.previous).toBeNull();
    }
  });

  it('answers an offset past the end with no rows and the real count', async () => {
    const result = await page('http://api.test/api/pymes/?limit=10&offset=90');
    expect(result.count).toBe(25);
    expect(result.results).toEqual([]);
    expect(result.next).toBeNull();
    expect(result.previous).toBe('http://api.test/api/pymes/?limit=10&offset=80');
  });

  it('keeps the other parameters (the search) in the links', async () => {
    const result = await page('http://api.test/api/pymes/?search=pyme&limit=5&offset=5');
    expect(result.next).toBe('http://api.test/api/pymes/?search=pyme&limit=5&offset=10');
    expect(result.previous).toBe('http://api.test/api/pymes/?search=pyme&limit=5');
  });

  it('answers a plain array of every row without a valid limit', async () => {
    for (const query of ['', '?limit=0', '?limit=-1', '?limit=diez', '?offset=10']) {
      const result = await plainList(`http://api.test/api/pymes/${query}`);
      expect(Array.isArray(result)).toBe(true);
      expect(result).toHaveLength(25);
    }
  });

  it('searches case-insensitively, every term in one of the row’s texts', async () => {
    // "chillán" is in the commune of the odd pymes; "1" in the names 01, 10–19, 21.
    const result = await page('http://api.test/api/pymes/?limit=10&search=CHILLÁN%2C%201');
    expect(uuids(result)).toEqual([
      'pyme-01',
      'pyme-11',
      'pyme-13',
      'pyme-15',
      'pyme-17',
      'pyme-19',
      'pyme-21',
    ]);
    expect(result.count).toBe(7);
  });

  it('searches in every text the row gives (here the e-mail)', async () => {
    const result = await page('http://api.test/api/pymes/?limit=10&search=contacto07@');
    expect(uuids(result)).toEqual(['pyme-07']);
  });

  it('returns every row for an empty search and none when nothing matches', async () => {
    expect((await page('http://api.test/api/pymes/?limit=10&search=%20%20')).count).toBe(25);
    expect((await page('http://api.test/api/pymes/?limit=10&search=miel')).count).toBe(0);
  });

  it('searches the plain array too', async () => {
    expect(await plainList('http://api.test/api/pymes/?search=pyme%2025')).toEqual([
      { uuid: 'pyme-25', name: 'Pyme 25' },
    ]);
  });

  it('ignores the search when the list has no searchable texts', async () => {
    const response = listResponse(
      new Request('http://api.test/api/pymes/?limit=10&search=miel'),
      pymes,
      { serialize: (pyme) => pyme.uuid },
    );
    const result = (await response.json()) as { count: number };
    expect(result.count).toBe(25);
  });

  it('serialises only the rows of the page', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({ ...pymes[0], uuid: `r${index}` }));
    const serialize = vi.fn((pyme: Pyme) => pyme.uuid);
    const response = listResponse(
      new Request('http://api.test/api/pymes/?limit=10&offset=9990'),
      many as Pyme[],
      { serialize },
    );
    const result = (await response.json()) as { results: string[] };
    expect(serialize).toHaveBeenCalledTimes(10);
    expect(result.results.at(-1)).toBe('r9999');
  });
});
