import { describe, expect, it } from 'vitest';
import { apiPath, endpointOf, isUuid } from '@/api/api-path';

describe('apiPath', () => {
  it('puts each id after the base as one encoded segment, with the closing slash', () => {
    const uuid = '3f1c2a4e-8b7d-4c6e-9f0a-1b2c3d4e5f60';
    expect(apiPath('api/pymes/pyme/', uuid)).toBe(`api/pymes/pyme/${uuid}/`);
    expect(apiPath('api/a/', 'x', 'y')).toBe('api/a/x/y/');
    expect(apiPath('api/a/')).toBe('api/a/');
  });

  it('encodes what would leave the segment: /, ?, #, % and spaces', () => {
    expect(apiPath('api/pymes/pyme/', '../../users/info')).toBe(
      'api/pymes/pyme/..%2F..%2Fusers%2Finfo/',
    );
    expect(apiPath('api/pymes/pyme/', 'a?b=1')).toBe('api/pymes/pyme/a%3Fb%3D1/');
    expect(apiPath('api/pymes/pyme/', 'a#b')).toBe('api/pymes/pyme/a%23b/');
    expect(apiPath('api/pymes/pyme/', '100%')).toBe('api/pymes/pyme/100%25/');
    expect(apiPath('api/pymes/pyme/', 'a b')).toBe('api/pymes/pyme/a%20b/');
    // Read back by the URL parser, the path stays under its base.
    const url = new URL(apiPath('api/pymes/pyme/', '../x?y#z'), 'https://api.example.cl/');
    expect(url.pathname).toBe('/api/pymes/pyme/..%2Fx%3Fy%23z/');
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
  });

  it('throws on an id the URL parser would resolve to another path: "..", "." and empty', () => {
    // encodeURIComponent leaves dots alone: `api/pymes/pyme/../` is `api/pymes/`.
    expect(new URL('api/pymes/pyme/../', 'https://api.example.cl/').pathname).toBe('/api/pymes/');
    expect(() => apiPath('api/pymes/pyme/', '..')).toThrow(Error);
    expect(() => apiPath('api/pymes/pyme/', '.')).toThrow(Error);
    expect(() => apiPath('api/pymes/pyme/', '')).toThrow(Error);
    expect(() => apiPath('api/a/', 'x', '..')).toThrow(Error);
    // Dots inside an id are only characters.
    expect(apiPath('api/a/', '...')).toBe('api/a/.../');
    expect(apiPath('api/a/', 'a.b')).toBe('api/a/a.b/');
  });
});

describe('isUuid', () => {
  it('accepts the 8-4-4-4-12 hex shape, any version, either case', () => {
    expect(isUuid('3f1c2a4e-8b7d-4c6e-9f0a-1b2c3d4e5f60')).toBe(true);
    expect(isUuid('3F1C2A4E-8B7D-4C6E-9F0A-1B2C3D4E5F60')).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
    expect(isUuid('6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(true); // version 1
    expect(isUuid('017f22e2-79b0-7cc3-98c4-dc0c0c07398f')).toBe(true); // version 7
  });

  it('refuses anything else', () => {
    for (const value of [
      '',
      '..',
      '../x',
      'a?b',
      'null',
      '3f1c2a4e8b7d4c6e9f0a1b2c3d4e5f60',
      '3f1c2a4e-8b7d-4c6e-9f0a-1b2c3d4e5f6',
      '3f1c2a4e-8b7d-4c6e-9f0a-1b2c3d4e5f600',
      '3f1c2a4g-8b7d-4c6e-9f0a-1b2c3d4e5f60',
      ' 3f1c2a4e-8b7d-4c6e-9f0a-1b2c3d4e5f60',
      '3f1c2a4e-8b7d-4c6e-9f0a-1b2c3d4e5f60\n',
      '{3f1c2a4e-8b7d-4c6e-9f0a-1b2c3d4e5f60}',
    ]) {
      expect(isUuid(value), JSON.stringify(value)).toBe(false);
    }
    for (const value of [null, undefined, 42, {}, ['3f1c2a4e-8b7d-4c6e-9f0a-1b2c3d4e5f60']]) {
      expect(isUuid(value)).toBe(false);
    }
  });
});

describe('endpointOf', () => {
  const uuid = '3f1c2a4e-8b7d-4c6e-9f0a-1b2c3d4e5f60';

  it('is the path without its ids, query or fragment', () => {
    expect(endpointOf(apiPath('api/pymes/pyme/', uuid))).toBe('api/pymes/pyme/');
    expect(endpointOf(`api/evaluations/list-ready/${uuid.toUpperCase()}/`)).toBe(
      'api/evaluations/list-ready/',
    );
    expect(endpointOf('api/pymes/pyme/?limit=1&offset=0')).toBe('api/pymes/pyme/');
    expect(endpointOf('api/admin/user/#x')).toBe('api/admin/user/');
    expect(endpointOf('/api/users/info/')).toBe('/api/users/info/');
  });

  it('keeps a segment that is not a uuid, even badly encoded', () => {
    expect(endpointOf('api/pymes/pyme-search/')).toBe('api/pymes/pyme-search/');
    expect(endpointOf('api/a/100%/')).toBe('api/a/100%/');
  });
});
