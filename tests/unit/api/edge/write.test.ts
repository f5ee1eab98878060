import { beforeEach, describe, expect, it } from 'vitest';
import { adminShape } from '@/api/edge/admins';
import { detections, forgetDetections } from '@/api/edge/detections';
import { diagnosticShape } from '@/api/edge/diagnostic-save';
import { profileShape } from '@/api/edge/profile-save';
import { pymeShape, pymeUpdateRequest, pymeUserShape, readPyme } from '@/api/edge/pymes';
import { trainingLineShape } from '@/api/edge/training-line-save';
import {
  checkSaved,
  confirmSave,
  writeNamed,
  type RecordShape,
  type SaveCheck,
} from '@/api/edge/write';

beforeEach(() => {
  forgetDetections();
});

describe('writes follow reads', () => {
  const pyme = {
    uuid: 'a5d0c1de-0000-4000-8000-000000000001',
    enabled: true,
    has_evaluation: false,
    business_name: 'Miel Nativa',
  };
  const body = {
    business_name: 'Miel Nativa',
    address: 'Avenida Alemania 0123',
    state: 'Los Ríos',
    commune: 'Valdivia',
  };

  it('writes the address and region under both names before any answer named them', () => {
    expect(pymeUpdateRequest(pyme.uuid, body).data).toEqual({
      business_name: 'Miel Nativa',
      address: 'Avenida Alemania 0123',
      direction: 'Avenida Alemania 0123',
      state: 'Los Ríos',
      region: 'Los Ríos',
      commune: 'Valdivia',
    });
  });

  it.each([
    { read: { address: 'Calle 1', state: 'Ñuble' }, written: ['address', 'state'] },
    { read: { direction: 'Calle 1', region: 'Ñuble' }, written: ['direction', 'region'] },
    { read: { direction: 'Calle 1', state: 'Ñuble' }, written: ['direction', 'state'] },
  ])('read as $read, written as $written', ({ read, written }) => {
    readPyme({ ...pyme, ...read });
    const data = pymeUpdateRequest(pyme.uuid, body).data as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(['business_name', 'commune', ...written].sort());
    expect(detections().resources.pymes?.names).toEqual({
      address: written[0],
      state: written[1],
    });
  });

  it('leaves a field with one name, and the enable switch, as they are', () => {
    expect(writeNamed('pymes', {}, { enabled: false })).toEqual({ enabled: false });
    expect(pymeUpdateRequest(pyme.uuid, { enabled: true }).data).toEqual({ enabled: true });
  });
});

interface Case {
  name: string;
  sent: Record<string, unknown>;
  answer: unknown;
  /** The record read again; an Error: the re-read fails. */
  reread?: unknown;
  expected: SaveCheck;
}

/** One table per resource: the same save checked against the answers a backend may give. */
const tables: { resource: string; shape: RecordShape<string>; cases: Case[] }[] = [
  {
    resource: 'pyme',
    shape: pymeShape,
    cases: [
      {
        name: 'the record, kept (under the registration names)',
        sent: { address: 'Calle 2', state: 'Ñuble', rut: '76.543.210-3' },
        answer: { uuid: 'p', direction: 'Calle 2', region: 'Ñuble', rut: '76543210-3' },
        expected: { status: 'kept' },
      },
      {
        name: 'the record with the old address',
        sent: { address: 'Calle 2', commune: 'Chillán' },
        answer: { uuid: 'p', address: 'Calle 1', commune: 'Chillán' },
        expected: { status: 'notKept', fields: ['address'] },
      },
      {
        name: '204, then the pyme read again, kept',
        sent: { address: 'Calle 2' },
        answer: null,
        reread: { uuid: 'p', address: ' Calle 2 ' },
        expected: { status: 'kept' },
      },
      {
        name: '{} and a re-read that fails',
        sent: { address: 'Calle 2' },
        answer: {},
        reread: new Error('500'),
        expected: { status: 'unconfirmed' },
      },
    ],
  },
  {
    resource: "pyme's entrepreneur",
    shape: pymeUserShape,
    cases: [
      {
        name: 'the pyme with its user nested, e-mail in other case',
        sent: { first_name: 'Ana', email: 'Ana@Correo.cl' },
        answer: { uuid: 'p', user: { first_name: 'Ana', email: 'ana@correo.cl' } },
        expected: { status: 'kept' },
      },
      {
        name: 'the user flat, the old position',
        sent: { position: 'Gerente General' },
        answer: { first_name: 'Ana', position: 'Socio' },
        expected: { status: 'notKept', fields: ['position'] },
      },
    ],
  },
  {
    resource: 'profile',
    shape: profileShape,
    cases: [
      {
        name: 'a message, then users/info/ read again',
        sent: { first_name: 'Carola', phone_number: '' },
        answer: { message: 'PROFILE_UPDATED' },
        reread: { user: { first_name: 'Carola' }, profile: { phone_number: null } },
        expected: { status: 'kept' },
      },
      {
        name: 'the profile answered, the RUT not kept',
        sent: { rut_user: '12.345.678-5' },
        answer: { user: { first_name: 'Carola' }, profile: { rut_user: '11111111-1' } },
        expected: { status: 'notKept', fields: ['rut_user'] },
      },
    ],
  },
  {
    resource: 'administrator',
    shape: adminShape,
    cases: [
      {
        name: 'the admin nested, the password never compared',
        sent: { first_name: 'Rocío', is_super: true, enabled: true, password: 'x' },
        answer: { uuid: 'a', enabled: 'true', is_super: 1, user: { first_name: 'Rocío' } },
        expected: { status: 'kept' },
      },
      {
        name: 'the role not kept',
        sent: { is_super: true },
        answer: { uuid: 'a', enabled: true, is_super: false, user: {} },
        expected: { status: 'notKept', fields: ['is_super'] },
      },
    ],
  },
  {
    resource: 'diagnostic',
    shape: diagnosticShape,
    cases: [
      {
        name: 'numbers as digits',
        sent: { duration: 15, order_number: 2 },
        answer: { uuid: 'd', duration: '15', order_number: 2 },
        expected: { status: 'kept' },
      },
      {
        name: 'a record without the field, then the list read again',
        sent: { name: 'Etapa 3' },
        answer: { uuid: 'd' },
        reread: { uuid: 'd', name: 'Etapa 2' },
        expected: { status: 'notKept', fields: ['name'] },
      },
    ],
  },
  {
    resource: 'training line',
    shape: trainingLineShape,
    cases: [
      {
        name: 'weightings nested on read, the type nested',
        sent: { f_c_pos_fin: 3, type: 't1', is_online: true },
        answer: {
          uuid: 'l',
          training_score: { f_c_pos_fin: 3 },
          type: { uuid: 't1', name: 'Curso' },
          is_online: 'true',
        },
        expected: { status: 'kept' },
      },
      {
        name: 'the type by its name only cannot tell; a weighting not kept',
        sent: { f_c_pos_fin: 3, type: 't1' },
        answer: { uuid: 'l', training_score: { f_c_pos_fin: 0 }, type: 'Curso' },
        expected: { status: 'notKept', fields: ['f_c_pos_fin'] },
      },
      {
        name: 'the type by its name only, nothing else wrong',
        sent: { type: 't1' },
        answer: { uuid: 'l', type: 'Curso' },
        reread: { uuid: 'l', type: 'Curso' },
        expected: { status: 'unconfirmed' },
      },
    ],
  },
];

describe.each(tables)(
  'a save of a $resource is confirmed before it is announced',
  ({ shape, cases }) => {
    it.each(cases)('$name', async ({ sent, answer, reread, expected }) => {
      let rereads = 0;
      const check = await confirmSave(shape, sent, answer, () => {
        rereads += 1;
        return reread instanceof Error ? Promise.reject(reread) : Promise.resolve(reread ?? null);
      });
      expect(check).toEqual(expected);
      // The answer is read again only when the write's own answer does not show every field.
      const answerShowsAll = checkSaved(shape, sent, answer).status !== 'unconfirmed';
      expect(rereads).toBe(answerShowsAll ? 0 : 1);
    });
  },
);
