import { describe, expect, it } from 'vitest';
import { readDb, updateDb, type DemoEvaluation } from '@/mocks/db';
import { callDemoApi } from '@tests/testing/demo-api-call';
import { accountOf } from '@tests/testing/demo-session';

/**
 * The demo backend's "Super admin: diagnostics" endpoints (docs/api-contract.md),
 * called as the app calls them, with tokens the demo backend issued.
 */

const superAdmin = accountOf.superadmin;
const admin = accountOf.admin;
const entrepreneur = accountOf.user;

const call = callDemoApi;

interface Page<Row> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Row[];
}

type ApiDiagnostic = DemoEvaluation;

const newDiagnostic = {
  name: 'Diagnóstico de comercio electrónico',
  form_id: 'etapa-4',
  duration: 25,
  order_number: 4,
  order_name: 'Etapa 4',
  amount: 1,
  enabled: true,
};

function evaluationNamed(formId: string) {
  const evaluation = readDb().evaluations.find((candidate) => candidate.form_id === formId);
  if (!evaluation) throw new Error(`No demo diagnostic ${formId}`);
  return evaluation;
}

/** Eleven more diagnostics, so that the list has two pages. */
function addDiagnostics(count: number) {
  updateDb((data) => {
    for (let index = 0; index < count; index += 1) {
      data.evaluations.push({
        uuid: `extra-${String(index)}`,
        name: `Diagnóstico extra ${String(index + 1)}`,
        form_id: `extra-${String(index + 1)}`,
        duration: 10,
        order_number: 10 + index,
        order_name: `Extra ${String(index + 1)}`,
        amount: 1,
        enabled: true,
      });
    }
  });
}

describe('GET api/evaluations/evaluation/ and evaluation-search/', () => {
  it('answers a DRF page of every diagnostic, in order_number order', async () => {
    const { status, body } = await call('GET', 'api/evaluations/evaluation/?limit=10&offset=0', {
      as: superAdmin,
    });
    expect(status).toBe(200);
    const page = body as Page<ApiDiagnostic>;
    expect(page.count).toBe(3);
    expect(page.next).toBeNull();
    expect(page.results.map((row) => row.form_id)).toEqual(['etapa-1', 'etapa-2', 'etapa-3']);
    const first = evaluationNamed('etapa-1');
    expect(page.results[0]).toEqual({
      uuid: first.uuid,
      name: first.name,
      form_id: 'etapa-1',
      duration: 15,
      order_number: 1,
      order_name: 'Etapa 1',
      amount: 1,
      enabled: true,
    });
  });

  it('pages with limit and offset', async () => {
    addDiagnostics(11);
    const first = (await call('GET', 'api/evaluations/evaluation/?limit=10&offset=0', {
      as: superAdmin,
    })) as { body: Page<ApiDiagnostic> };
    expect(first.body.count).toBe(14);
    expect(first.body.results).toHaveLength(10);
    expect(first.body.next).toBe('http://api.test/api/evaluations/evaluation/?limit=10&offset=10');
    const second = (await call('GET', 'api/evaluations/evaluation/?limit=10&offset=10', {
      as: superAdmin,
    })) as { body: Page<ApiDiagnostic> };
    expect(second.body.results.map((row) => row.form_id)).toEqual([
      'extra-8',
      'extra-9',
      'extra-10',
      'extra-11',
    ]);
  });

  it('searches name, form id and order name, every term', async () => {
    const search = async (text: string) => {
      const { body } = await call(
        'GET',
        `api/evaluations/evaluation-search/?limit=10&offset=0&search=${encodeURIComponent(text)}`,
        { as: superAdmin },
      );
      return (body as Page<ApiDiagnostic>).results.map((row) => row.form_id);
    };
    expect(await search('ventas')).toEqual(['etapa-2']);
    expect(await search('ETAPA-3')).toEqual(['etapa-3']);
    expect(await search('Etapa 1')).toEqual(['etapa-1']);
    expect(await search('madurez procesos')).toEqual(['etapa-3']);
    expect(await search('zzz')).toEqual([]);
  });
});

describe('POST api/evaluations/evaluation/', () => {
  it('creates a diagnostic that the entrepreneurs see on their dashboard', async () => {
    const created = await call('POST', 'api/evaluations/evaluation/', {
      as: superAdmin,
      body: newDiagnostic,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ uuid: expect.any(String) as unknown, ...newDiagnostic });
    const dashboard = await call('GET', 'api/user/list-available/', { as: entrepreneur });
    expect(dashboard.body).toContainEqual(
      expect.objectContaining({ form_id: 'etapa-4', name: newDiagnostic.name, is_done: false }),
    );
  });

  it('defaults amount to 1 and enabled to true', async () => {
    const created = await call('POST', 'api/evaluations/evaluation/', {
      as: superAdmin,
      body: { ...newDiagnostic, amount: undefined, enabled: undefined },
    });
    expect(created.body).toMatchObject({ amount: 1, enabled: true });
  });

  it('refuses missing fields, non-numbers and a form id in use', async () => {
    const empty = await call('POST', 'api/evaluations/evaluation/', { as: superAdmin, body: {} });
    expect(empty).toEqual({
      status: 400,
      body: {
        name: ['REQUIRED'],
        form_id: ['REQUIRED'],
        order_name: ['REQUIRED'],
        duration: ['REQUIRED'],
        order_number: ['REQUIRED'],
      },
    });
    const wrong = await call('POST', 'api/evaluations/evaluation/', {
      as: superAdmin,
      body: {
        ...newDiagnostic,
        name: '   ',
        form_id: 'ETAPA-1',
        duration: '15 min',
        order_number: -1,
        amount: 0,
        enabled: 'sí',
      },
    });
    expect(wrong).toEqual({
      status: 400,
      body: {
        name: ['REQUIRED'],
        form_id: ['ALREADY_EXISTS'],
        duration: ['FORMAT_ERROR'],
        order_number: ['FORMAT_ERROR'],
        amount: ['FORMAT_ERROR'],
        enabled: ['FORMAT_ERROR'],
      },
    });
    expect(readDb().evaluations).toHaveLength(3);
  });

  it('reads digits sent as text as numbers, as DRF does', async () => {
    const created = await call('POST', 'api/evaluations/evaluation/', {
      as: superAdmin,
      body: { ...newDiagnostic, duration: '30', order_number: '5' },
    });
    expect(created.body).toMatchObject({ duration: 30, order_number: 5 });
  });
});

describe('PATCH and DELETE api/evaluations/evaluation/{uuid}/', () => {
  it('changes only the fields sent', async () => {
    const stage = evaluationNamed('etapa-2');
    const changed = await call('PATCH', `api/evaluations/evaluation/${stage.uuid}/`, {
      as: superAdmin,
      body: { duration: 30, order_name: 'Etapa dos' },
    });
    expect(changed).toEqual({
      status: 200,
      body: { ...stage, duration: 30, order_name: 'Etapa dos' },
    });
    expect(evaluationNamed('etapa-2')).toMatchObject({ duration: 30, order_name: 'Etapa dos' });
  });

  it('keeps its own form id, refuses another one in use and empty values', async () => {
    const stage = evaluationNamed('etapa-2');
    const path = `api/evaluations/evaluation/${stage.uuid}/`;
    expect(
      (await call('PATCH', path, { as: superAdmin, body: { form_id: 'etapa-2' } })).status,
    ).toBe(200);
    expect(
      await call('PATCH', path, {
        as: superAdmin,
        body: { form_id: 'etapa-3', name: '', order_number: '' },
      }),
    ).toEqual({
      status: 400,
      body: { form_id: ['ALREADY_EXISTS'], name: ['REQUIRED'], order_number: ['REQUIRED'] },
    });
    expect(evaluationNamed('etapa-2').name).toBe(stage.name);
  });

  it('deletes a diagnostic with its stored answers; it leaves the dashboards', async () => {
    const stage = evaluationNamed('etapa-1');
    expect(readDb().evaluationResults.some((row) => row.evaluation_uuid === stage.uuid)).toBe(true);
    const deleted = await call('DELETE', `api/evaluations/evaluation/${stage.uuid}/`, {
      as: superAdmin,
    });
    expect(deleted).toEqual({ status: 204, body: null });
    expect(readDb().evaluations.map((row) => row.form_id)).toEqual(['etapa-2', 'etapa-3']);
    expect(readDb().evaluationResults.some((row) => row.evaluation_uuid === stage.uuid)).toBe(
      false,
    );
    const dashboard = await call('GET', 'api/user/list-available/', { as: entrepreneur });
    expect((dashboard.body as { form_id: string }[]).map((row) => row.form_id)).toEqual([
      'etapa-2',
      'etapa-3',
    ]);
  });

  it('answers 404 for an unknown diagnostic', async () => {
    for (const method of ['PATCH', 'DELETE']) {
      expect(
        await call(method, 'api/evaluations/evaluation/no-such-uuid/', {
          as: superAdmin,
          body: method === 'PATCH' ? { name: 'Otro' } : undefined,
        }),
      ).toEqual({ status: 404, body: { detail: 'Not found.' } });
    }
  });
});

describe('roles', () => {
  const sample: [method: string, path: string, body?: unknown][] = [
    ['GET', 'api/evaluations/evaluation/?limit=10&offset=0'],
    ['GET', 'api/evaluations/evaluation-search/?limit=10&offset=0&search=etapa'],
    ['POST', 'api/evaluations/evaluation/', newDiagnostic],
    ['PATCH', 'api/evaluations/evaluation/:uuid/', { name: 'Hackeado' }],
    ['DELETE', 'api/evaluations/evaluation/:uuid/'],
  ];

  it.each(sample)(
    '%s %s: 401 without a token, 403 for an admin and an entrepreneur',
    async (method, path, body) => {
      const url = path.replace(':uuid', evaluationNamed('etapa-1').uuid);
      const anonymous = await call(method, url, { body });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ code: 'token_not_valid' });
      for (const who of [admin, entrepreneur]) {
        expect(await call(method, url, { as: who, body })).toEqual({
          status: 403,
          body: { detail: 'You do not have permission to perform this action.' },
        });
      }
      expect(readDb().evaluations.map((row) => row.name)).not.toContain('Hackeado');
      expect(readDb().evaluations).toHaveLength(3);
    },
  );
});
