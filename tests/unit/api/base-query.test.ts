import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '@/api/api-request';
import { axiosBaseQuery } from '@/api/base-query';
import { detections } from '@/api/edge/detections';
import { api } from '@/mocks/http';
import { server } from '@/mocks/node';

const PYME = '3f1c2a4e-8b7d-4c6e-9f0a-1b2c3d4e5f60';

const queryApi: BaseQueryApi = {
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: (action: unknown) => action,
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'query',
};

function call(request: ApiRequest) {
  return axiosBaseQuery(request, queryApi, {});
}

const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

describe('what the base query learns of the answers (issue 45)', () => {
  it('keeps how a list came, per endpoint without ids, with or without a page asked', async () => {
    server.use(
      http.get(api('api/pymes/admin/'), ({ request }) =>
        new URL(request.url).searchParams.has('limit')
          ? HttpResponse.json(page([{ pyme: PYME, admin: null }]))
          : HttpResponse.json([{ pyme: PYME, admin: null }]),
      ),
      http.get(api(`api/evaluations/list-ready/${PYME}/`), () => HttpResponse.json(page([]))),
    );

    await call({ url: 'api/pymes/admin/' });
    await call({ url: 'api/pymes/admin/', params: { limit: 1, offset: 0 } });
    await call({ url: `api/evaluations/list-ready/${PYME}/` });

    expect(detections().resources.adminAssignments?.lists).toEqual({
      'api/pymes/admin/': 'plain',
      'api/pymes/admin/?limit': 'paged',
    });
    expect(detections().resources.diagnostics?.lists).toEqual({
      'api/evaluations/list-ready/': 'paged',
    });
  });

  it('learns nothing of a list from a write, a record, a failure or an endpoint of no resource', async () => {
    server.use(
      http.post(api('api/pymes/admin/'), () => HttpResponse.json([], { status: 201 })),
      http.get(api('api/users/info/'), () => HttpResponse.json({ user: {}, results: 'no' })),
      http.get(api('api/admin/user/'), () => HttpResponse.json([], { status: 500 })),
      http.get(api('api/token/verify/'), () => HttpResponse.json([])),
    );

    await call({ url: 'api/pymes/admin/', method: 'POST', data: {} });
    await call({ url: 'api/users/info/' });
    await call({ url: 'api/admin/user/' });
    await call({ url: 'api/token/verify/' });

    expect(detections().resources).toEqual({});
  });

  it('keeps the API address and the headers that name the server or its version, from any answer', async () => {
    server.use(
      http.get(api('api/admin/user/'), () =>
        HttpResponse.json([], {
          headers: { Server: 'nginx/1.27', 'X-Request-Id': 'abc', 'Content-Language': 'es' },
        }),
      ),
      http.get(api('api/pymes/admin/'), () =>
        HttpResponse.json(
          { detail: 'Error' },
          { status: 503, headers: { 'X-API-Version': '3.1' } },
        ),
      ),
    );

    await call({ url: 'api/admin/user/' });
    await call({ url: 'api/pymes/admin/' });

    expect(detections().server).toEqual({
      url: 'http://api.test/',
      headers: { Server: 'nginx/1.27', 'X-API-Version': '3.1' },
    });
  });
});
