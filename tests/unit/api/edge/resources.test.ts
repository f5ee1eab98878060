import { describe, expect, it } from 'vitest';
import { listKey, readListKey, resourceOfEndpoint } from '@/api/edge/resources';

describe('resourceOfEndpoint', () => {
  it.each([
    ['api/pymes/pyme/', 'pymes'],
    ['api/pymes/pyme-search/', 'pymes'],
    ['api/pymes/user/', 'pymeUsers'],
    ['api/pymes/admin/', 'adminAssignments'],
    ['api/formations/formation-line/', 'associations'],
    ['api/formations/formation-line-list/', 'lineAssignments'],
    ['api/formations/type-training/', 'trainingLines'],
    ['api/admin/user-search/', 'admins'],
    ['api/evaluations/list-ready/', 'diagnostics'],
    ['api/evaluations/evaluated-result/', 'answers'],
    ['/api/users/info/', 'profile'],
  ])('%s belongs to %s', (endpoint, resource) => {
    expect(resourceOfEndpoint(endpoint)).toBe(resource);
  });

  it('knows no resource for the tokens, the account e-mails or another path', () => {
    expect(resourceOfEndpoint('api/token/')).toBeUndefined();
    expect(resourceOfEndpoint('api/users/verify/')).toBeUndefined();
    expect(resourceOfEndpoint('media/trainings/a.svg')).toBeUndefined();
  });
});

describe('listKey', () => {
  it('tells a list asked for a page from one asked whole, and reads back', () => {
    expect(listKey('api/pymes/admin/', false)).toBe('api/pymes/admin/');
    expect(listKey('api/pymes/admin/', true)).toBe('api/pymes/admin/?limit');
    expect(readListKey('api/pymes/admin/?limit')).toEqual({
      endpoint: 'api/pymes/admin/',
      pageAsked: true,
    });
    expect(readListKey('api/pymes/admin/')).toEqual({
      endpoint: 'api/pymes/admin/',
      pageAsked: false,
    });
  });
});
