import { describe, expect, it } from 'vitest';
import { adminRequests } from '@/api/edge/admins';
import { adminAssignmentCall, assignmentRequests } from '@/api/edge/assignments';
import { associationRequests } from '@/api/edge/associations';
import { diagnosticRequests } from '@/api/edge/diagnostics';
import { pymePageRequest, pymeUpdateRequest, pymeUserUpdateRequest } from '@/api/edge/pymes';
import { trainingLineRequests, type TrainingLineWrite } from '@/api/edge/training-lines';
import { userRequests } from '@/api/edge/users';

const PYME = '11111111-1111-4111-8111-111111111111';
const ADMIN = '44444444-4444-4444-8444-444444444444';
const OTHER_ADMIN = '77777777-7777-4777-8777-777777777777';

/** A multipart body's fields, each as text (a file by its name). */
function fieldsOf(body: unknown): Record<string, string> {
  expect(body).toBeInstanceOf(FormData);
  return Object.fromEntries(
    [...(body as FormData).entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : `file:${value.name}`,
    ]),
  );
}

const line: TrainingLineWrite = {
  name: 'Finanzas simples',
  content_id: 'finanzas_simples',
  description: 'Ordena tus números',
  type: '66666666-6666-4666-8666-666666666666',
  provider_name: 'Red de Mentoras',
  provider_phone: '',
  provider_url: '',
  content_url: 'https://cursos.example.cl/finanzas',
  content_code: 'LDF003',
  content_1: '',
  content_2: '',
  is_online: true,
  is_automatic_asignation: false,
  f_c_pos_fin: 2,
  f_c_vinculo_ge: 3,
  f_c_vinculo_tec: 0,
  f_c_foco_tec: 0,
  f_c_foco_marketing: 0,
  f_c_foco_proceso: 0,
  f_c_foco_cultura: 0,
  f_c_foco_automatizacion: 0,
  f_c_des_personal: 0,
  f_c_mentoria_ind: 10,
  image_logo: null,
  image_banner: null,
};

describe('the edge: training-line writes, every one multipart (spec §3)', () => {
  it('creates with every text, the booleans as DRF form text, the weightings flat, the chosen images', () => {
    const logo = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    const request = trainingLineRequests.create({ ...line, image_logo: logo });
    expect(request).toMatchObject({ url: 'api/formations/training/', method: 'POST' });
    expect(fieldsOf(request.data)).toEqual({
      name: 'Finanzas simples',
      content_id: 'finanzas_simples',
      description: 'Ordena tus números',
      type: line.type,
      provider_name: 'Red de Mentoras',
      provider_phone: '',
      provider_url: '',
      content_url: 'https://cursos.example.cl/finanzas',
      content_code: 'LDF003',
      content_1: '',
      content_2: '',
      is_online: 'true',
      is_automatic_asignation: 'false',
      f_c_pos_fin: '2',
      f_c_vinculo_ge: '3',
      f_c_vinculo_tec: '0',
      f_c_foco_tec: '0',
      f_c_foco_marketing: '0',
      f_c_foco_proceso: '0',
      f_c_foco_cultura: '0',
      f_c_foco_automatizacion: '0',
      f_c_des_personal: '0',
      f_c_mentoria_ind: '10',
      image_logo: 'file:logo.svg',
    });
  });

  it('edits with PATCH on the line, leaving out an image that was kept', () => {
    const request = trainingLineRequests.update(PYME, line);
    expect(request).toMatchObject({ url: `api/formations/training/${PYME}/`, method: 'PATCH' });
    const fields = fieldsOf(request.data);
    expect(fields).not.toHaveProperty('image_logo');
    expect(fields).not.toHaveProperty('image_banner');
  });

  it('soft-deletes with PATCH is_active=false as multipart, not JSON (spec §3, §4)', () => {
    const request = trainingLineRequests.deactivate(PYME);
    expect(request).toMatchObject({ url: `api/formations/training/${PYME}/`, method: 'PATCH' });
    expect(fieldsOf(request.data)).toEqual({ is_active: 'false' });
  });

  it('asks the spec’s pages: is_active=true, search on search/, types with limit 10, options with 1000', () => {
    expect(trainingLineRequests.page(2, '')).toEqual({
      url: 'api/formations/training/',
      params: { limit: 10, offset: 10, is_active: true },
    });
    expect(trainingLineRequests.page(1, 'miel')).toEqual({
      url: 'api/formations/search/',
      params: { limit: 10, offset: 0, search: 'miel', is_active: true },
    });
    expect(trainingLineRequests.types()).toMatchObject({ params: { limit: 10 }, allPages: true });
    expect(trainingLineRequests.options()).toMatchObject({
      params: { limit: 1000, offset: 0, is_active: true },
      allPages: true,
    });
  });
});

describe('the edge: pymes writes and lists (spec §4, §7)', () => {
  it('sends the list to pyme/ and the search to pyme-search/, with only the filters given', () => {
    expect(pymePageRequest({ page: 3, pageSize: 10, search: '', send: { training: 'L' } })).toEqual(
      {
        url: 'api/pymes/pyme/',
        params: { limit: 10, offset: 20, training: 'L' },
      },
    );
    expect(pymePageRequest({ page: 1, pageSize: 10, search: 'miel', send: {} })).toEqual({
      url: 'api/pymes/pyme-search/',
      params: { limit: 10, offset: 0, search: 'miel' },
    });
  });

  it('PATCHes the pyme and its user by the pyme’s uuid, the body as given', () => {
    expect(pymeUpdateRequest(PYME, { enabled: false })).toEqual({
      url: `api/pymes/pyme/${PYME}/`,
      method: 'PATCH',
      data: { enabled: false },
    });
    expect(
      pymeUserUpdateRequest(PYME, { first_name: 'Ana', last_name: 'Pérez', position: 'Dueño' }),
    ).toEqual({
      url: `api/pymes/user/${PYME}/`,
      method: 'PATCH',
      data: { first_name: 'Ana', last_name: 'Pérez', position: 'Dueño' },
    });
  });

  it('encodes an id into the path as one segment', () => {
    expect(pymeUpdateRequest('a/b?c', { enabled: true }).url).toBe('api/pymes/pyme/a%2Fb%3Fc/');
    expect(() => pymeUpdateRequest('..', { enabled: true })).toThrow();
  });
});

describe('the edge: a pyme’s line (spec §3, §4)', () => {
  it('creates {training, status, pyme} with NA by default, changes and removes by the association', () => {
    expect(associationRequests.create({ pyme: PYME, training: 'L' })).toEqual({
      url: 'api/formations/formation-line/',
      method: 'POST',
      data: { training: 'L', status: 'NA', pyme: PYME },
    });
    expect(associationRequests.update('A', { status: 'TRAINING' })).toEqual({
      url: 'api/formations/formation-line/A/',
      method: 'PATCH',
      data: { status: 'TRAINING' },
    });
    expect(associationRequests.remove('A')).toEqual({
      url: 'api/formations/formation-line/A/',
      method: 'DELETE',
    });
  });
});

describe('the edge: admin assignments (spec §3: 1 create, 2 update, 3 delete)', () => {
  const assigned = [
    { pyme: PYME, admin: { uuid: ADMIN, first_name: null, last_name: null, enabled: null } },
  ];

  it.each([
    ['a pyme without admin gets one: create', [], ADMIN, 'create', 'POST'],
    ['another admin: update', assigned, OTHER_ADMIN, 'update', 'PATCH'],
    ['"Sin Admin": delete (the current admin in the body)', assigned, '', 'delete', 'DELETE'],
  ] as const)('%s', (_case, assignments, admin, operation, method) => {
    const call = adminAssignmentCall(PYME, admin, assignments);
    expect(call?.operation).toBe(operation);
    if (!call) return;
    expect(assignmentRequests.change(call)).toEqual({
      url: `api/pymes/admin/${PYME}/`,
      method,
      data: { admin_uuid: call.admin, pyme_uuid: PYME },
    });
  });

  it('makes no call when the pyme already is so', () => {
    expect(adminAssignmentCall(PYME, ADMIN, assigned)).toBeNull();
    expect(adminAssignmentCall(PYME, '', [])).toBeNull();
  });
});

describe('the edge: admins, diagnostics and the account', () => {
  it('builds the admins’ calls by the admin’s own uuid', () => {
    expect(adminRequests.page(2)).toEqual({
      url: 'api/admin/user/',
      params: { limit: 10, offset: 10 },
    });
    expect(adminRequests.search('ana')).toEqual({
      url: 'api/admin/user-search/',
      params: { search: 'ana' },
      allPages: true,
    });
    expect(adminRequests.remove(ADMIN)).toEqual({
      url: `api/admin/user/${ADMIN}/`,
      method: 'DELETE',
    });
  });

  it('builds the diagnostics’ calls', () => {
    expect(diagnosticRequests.page(1, 'etapa')).toEqual({
      url: 'api/evaluations/evaluation-search/',
      params: { limit: 10, offset: 0, search: 'etapa' },
    });
    expect(diagnosticRequests.answers({ pyme_uuid: PYME, evaluation_uuid: 'E' })).toEqual({
      url: 'api/evaluations/evaluated-result/',
      method: 'POST',
      data: { pyme_uuid: PYME, evaluation_uuid: 'E' },
    });
  });

  it('sends the account’s public calls without a session', () => {
    expect(userRequests.login({ email: 'a@b.cl', password: 'x' })).toMatchObject({
      url: 'api/token/',
      auth: false,
    });
    expect(userRequests.requestPasswordReset({ email: 'a@b.cl' })).toMatchObject({
      url: 'api/users/pwreset/',
      method: 'POST',
      auth: false,
    });
    expect(
      userRequests.changePassword({ password: 'x', password_confirmation: 'x' }),
    ).not.toHaveProperty('auth');
  });
});
