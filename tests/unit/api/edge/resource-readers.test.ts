import { describe, expect, it } from 'vitest';
import { readAdmin, readAdminPage } from '@/api/edge/admins';
import { readAssignments } from '@/api/edge/assignments';
import { readLineAssignments } from '@/api/edge/associations';
import {
  readAvailableEvaluations,
  readDiagnosticForm,
  readEvaluationAnswers,
  readReadyEvaluations,
} from '@/api/edge/diagnostics';
import { readPyme, readPymePage, type Pyme } from '@/api/edge/pymes';
import { WireError } from '@/api/edge/read';
import {
  readLineOptions,
  readRecommendation,
  readTrainingLine,
  readTrainingLineTypes,
} from '@/api/edge/training-lines';
import { readMessage, readRefreshedTokens, readTokens, readUserProfile } from '@/api/edge/users';

const PYME = '11111111-1111-4111-8111-111111111111';
const LINE = '22222222-2222-4222-8222-222222222222';
const ASSOCIATION = '33333333-3333-4333-8333-333333333333';
const ADMIN = '44444444-4444-4444-8444-444444444444';
const USER = '55555555-5555-4555-8555-555555555555';
const TYPE = '66666666-6666-4666-8666-666666666666';

/** Every DRF reading of a list: the rows plain, or in a page. */
const listReadings = (rows: unknown[]) =>
  [
    ['unpaged', rows],
    ['paged', { count: rows.length, next: null, previous: null, results: rows }],
  ] as const;

// ---------------------------------------------------------------------------
// Pymes

const specPyme = {
  uuid: PYME,
  business_name: 'Miel del Sur',
  rut: '77123464-K',
  address: 'Los Aromos 123',
  state: 'Los Lagos',
  commune: 'Osorno',
  enabled: true,
  has_evaluation: false,
  created: { date: '2026-10-01', hour: '09:15' },
  user: {
    first_name: 'Fernanda',
    last_name: 'Rojas',
    rut_user: '12345678-5',
    position: 'Dueño',
    email: 'fernanda.rojas@correo.cl',
  },
  formation_line: {
    uuid: ASSOCIATION,
    training: { uuid: LINE, name: 'Finanzas simples', status: 'TRAINING' },
  },
};

const modelPyme: Pyme = {
  uuid: PYME,
  business_name: 'Miel del Sur',
  rut: '77123464-K',
  address: 'Los Aromos 123',
  state: 'Los Lagos',
  commune: 'Osorno',
  enabled: true,
  has_evaluation: false,
  created: { date: '2026-10-01', hour: '09:15' },
  user: {
    first_name: 'Fernanda',
    last_name: 'Rojas',
    rut_user: '12345678-5',
    position: 'Dueño',
    email: 'fernanda.rojas@correo.cl',
  },
  formation_line: {
    uuid: ASSOCIATION,
    training: { uuid: LINE, name: 'Finanzas simples', status: 'TRAINING' },
  },
};

describe('the edge: pymes', () => {
  it.each<[string, object, Pyme]>([
    ['spec §3', specPyme, modelPyme],
    [
      'the phone of ours present (null too)',
      { ...specPyme, user: { ...specPyme.user, phone_number: null } },
      { ...modelPyme, user: { ...modelPyme.user, phone_number: null } },
    ],
    [
      // With an offset, in the user's time zone: tests/unit/api/moments.test.ts.
      'created as an ISO date-time',
      { ...specPyme, created: '2026-10-01T09:15:42' },
      modelPyme,
    ],
    ['the user flat on the pyme', { ...specPyme, user: undefined, ...specPyme.user }, modelPyme],
    [
      'address and region under the registration names',
      {
        ...specPyme,
        address: undefined,
        state: undefined,
        direction: 'Los Aromos 123',
        region: 'Los Lagos',
      },
      modelPyme,
    ],
    [
      'no line (null)',
      { ...specPyme, formation_line: null },
      { ...modelPyme, formation_line: null },
    ],
    [
      'no line (missing)',
      { ...specPyme, formation_line: undefined },
      { ...modelPyme, formation_line: null },
    ],
    [
      'the status beside the training',
      {
        ...specPyme,
        formation_line: {
          uuid: ASSOCIATION,
          status: 'TRAINING',
          training: { uuid: LINE, name: 'Finanzas simples' },
        },
      },
      modelPyme,
    ],
    [
      'the status as its name',
      {
        ...specPyme,
        formation_line: {
          uuid: ASSOCIATION,
          training: { uuid: LINE, name: 'Finanzas simples', status: 'Formación' },
        },
      },
      modelPyme,
    ],
    [
      'the status as {value, label}',
      {
        ...specPyme,
        formation_line: {
          uuid: ASSOCIATION,
          status: { value: 'TRAINING', label: 'Formación' },
          training: { uuid: LINE, name: 'Finanzas simples' },
        },
      },
      modelPyme,
    ],
    [
      'the training uuid-only, named flat',
      {
        ...specPyme,
        formation_line: {
          uuid: ASSOCIATION,
          training: LINE,
          training_name: 'Finanzas simples',
          status: 'TRAINING',
        },
      },
      modelPyme,
    ],
    [
      'the association without its uuid',
      {
        ...specPyme,
        formation_line: { training: { uuid: LINE, name: 'Finanzas simples', status: 'TRAINING' } },
      },
      {
        ...modelPyme,
        formation_line: {
          uuid: null,
          training: { uuid: LINE, name: 'Finanzas simples', status: 'TRAINING' },
        },
      },
    ],
    [
      'the association uuid-only',
      { ...specPyme, formation_line: ASSOCIATION },
      {
        ...modelPyme,
        formation_line: { uuid: ASSOCIATION, training: { uuid: null, name: '', status: '' } },
      },
    ],
    [
      'the association dated as {date, hour} (ours)',
      {
        ...specPyme,
        formation_line: {
          ...specPyme.formation_line,
          created: { date: '2026-11-03', hour: '12:00' },
        },
      },
      {
        ...modelPyme,
        formation_line: {
          uuid: ASSOCIATION,
          training: { uuid: LINE, name: 'Finanzas simples', status: 'TRAINING' },
          created: { date: '2026-11-03', hour: '12:00' },
        },
      },
    ],
    [
      'the association dated as an ISO date-time (ours)',
      {
        ...specPyme,
        formation_line: { ...specPyme.formation_line, created: '2026-11-03T12:00:00' },
      },
      {
        ...modelPyme,
        formation_line: {
          uuid: ASSOCIATION,
          training: { uuid: LINE, name: 'Finanzas simples', status: 'TRAINING' },
          created: { date: '2026-11-03', hour: '12:00' },
        },
      },
    ],
    [
      'the association dated null: not dated',
      { ...specPyme, formation_line: { ...specPyme.formation_line, created: null } },
      modelPyme,
    ],
    [
      'an unknown status kept as written (shown "Sin asignar")',
      {
        ...specPyme,
        formation_line: {
          uuid: ASSOCIATION,
          training: { uuid: LINE, name: 'Finanzas simples', status: 'WAITLIST' },
        },
      },
      {
        ...modelPyme,
        formation_line: {
          uuid: ASSOCIATION,
          training: { uuid: LINE, name: 'Finanzas simples', status: 'WAITLIST' },
        },
      },
    ],
  ])('reads a pyme: %s', (_reading, wire, model) => {
    expect(readPyme(wire)).toEqual(model);
  });

  it('leaves the association undated when the answer does not date it (spec §3)', () => {
    expect(readPyme(specPyme).formation_line).not.toHaveProperty('created');
  });

  it('leaves the phone undefined when the backend does not send it (never written back)', () => {
    expect('phone_number' in readPyme(specPyme).user).toBe(false);
  });

  it.each(listReadings([specPyme]))('reads the list %s', (_reading, wire) => {
    expect(readPymePage(wire).results).toEqual([modelPyme]);
  });

  it('refuses a pyme without its uuid or its enabled flag', () => {
    expect(() => readPyme({ ...specPyme, uuid: undefined })).toThrow(WireError);
    expect(() => readPyme({ ...specPyme, enabled: undefined })).toThrow(WireError);
  });
});

// ---------------------------------------------------------------------------
// Admin assignments

describe('the edge: admin assignments', () => {
  const named = { uuid: ADMIN, first_name: 'Ana', last_name: 'Pérez', enabled: true };
  const byName = {
    pyme: PYME,
    admin: { uuid: ADMIN, first_name: 'Ana', last_name: 'Pérez', enabled: true },
  };
  const byUuid = {
    pyme: PYME,
    admin: { uuid: ADMIN, first_name: null, last_name: null, enabled: null },
  };

  it.each<[string, unknown[], unknown[]]>([
    ['{pyme, admin: person} (ours)', [{ pyme: PYME, admin: named }], [byName]],
    [
      'records {pyme_uuid, admin_uuid, pyme: {…}, admin: {admin record}}',
      [
        {
          pyme_uuid: PYME,
          admin_uuid: ADMIN,
          pyme: specPyme,
          admin: {
            uuid: ADMIN,
            enabled: true,
            is_super: false,
            user: { uuid: USER, first_name: 'Ana', last_name: 'Pérez' },
          },
        },
      ],
      [byName],
    ],
    ['{pyme_uuid, admin_uuid} flat', [{ pyme_uuid: PYME, admin_uuid: ADMIN }], [byUuid]],
    ['uuid-only relations', [{ pyme: PYME, admin: ADMIN }], [byUuid]],
    ['nested pyme, uuid-only admin', [{ pyme: { uuid: PYME }, admin: ADMIN }], [byUuid]],
    [
      'one row per pyme, null for a pyme nobody looks after',
      [
        { pyme: PYME, admin: ADMIN },
        { pyme: USER, admin: null },
        { pyme_uuid: LINE, admin_uuid: null },
      ],
      [byUuid],
    ],
  ])('reads %s', (_reading, rows, model) => {
    for (const [, wire] of listReadings(rows)) expect(readAssignments(wire)).toEqual(model);
  });

  it('refuses a row that names no pyme', () => {
    expect(() => readAssignments([{ admin: ADMIN }])).toThrow(WireError);
  });
});

// ---------------------------------------------------------------------------
// Admins

describe('the edge: admins', () => {
  const spec = {
    uuid: ADMIN,
    enabled: true,
    is_super: false,
    user: { uuid: USER, first_name: 'Ana', last_name: 'Pérez', email: 'ana@pymes.cl' },
    profile: { rut_user: '12345678-5' },
  };
  const model = {
    uuid: ADMIN,
    enabled: true,
    is_super: false,
    user: { uuid: USER, first_name: 'Ana', last_name: 'Pérez', email: 'ana@pymes.cl' },
    profile: { rut_user: '12345678-5' },
  };
  it.each([
    ['spec §3', spec, model],
    [
      'without user.uuid',
      { ...spec, user: { ...spec.user, uuid: undefined } },
      { ...model, user: { ...model.user, uuid: null } },
    ],
    ['profile null (no RUT)', { ...spec, profile: null }, { ...model, profile: null }],
    ['profile missing', { ...spec, profile: undefined }, { ...model, profile: null }],
    ['rut_user flat', { ...spec, profile: undefined, rut_user: '12345678-5' }, model],
    [
      'the user flat on the admin',
      {
        uuid: ADMIN,
        enabled: true,
        is_super: false,
        first_name: 'Ana',
        last_name: 'Pérez',
        email: 'ana@pymes.cl',
        profile: { rut_user: '12345678-5' },
      },
      { ...model, user: { ...model.user, uuid: null } },
    ],
    ['flags as DRF form text', { ...spec, enabled: 'true', is_super: 'false' }, model],
  ])('reads an admin: %s', (_reading, wire, expected) => {
    expect(readAdmin(wire)).toEqual(expected);
  });

  it.each(listReadings([spec]))('reads the list %s', (_reading, wire) => {
    expect(readAdminPage(wire).results).toEqual([model]);
  });
});

// ---------------------------------------------------------------------------
// Training lines

describe('the edge: training lines', () => {
  const score = {
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
  };
  const spec = {
    uuid: LINE,
    name: 'Finanzas simples',
    content_id: 'finanzas_simples',
    description: 'Ordena tus números',
    type: TYPE,
    image_logo: '/media/trainings/logo.svg',
    image_banner: '/media/trainings/banner.svg',
    is_online: true,
    is_automatic_asignation: false,
    provider_name: 'Red de Mentoras',
    provider_phone: '',
    provider_url: '',
    content_url: 'https://cursos.example.cl/finanzas',
    content_code: '',
    content_1: '',
    content_2: '',
    is_active: true,
    training_score: score,
  };
  // The images as the URLs to show them from (spec §3: the base URL plus the path).
  const images = {
    image_logo: 'http://api.test/media/trainings/logo.svg',
    image_banner: 'http://api.test/media/trainings/banner.svg',
  };
  const model = { ...spec, ...images, type: { value: TYPE, name: null } };

  it.each([
    ['spec §3, the type as its uuid', spec, model],
    [
      'the images as absolute URLs (DRF with the request in context)',
      { ...spec, ...images },
      model,
    ],
    [
      'the images on a CDN',
      {
        ...spec,
        image_logo: 'https://cdn.example.cl/logo.svg',
        image_banner: 'https://cdn.example.cl/banner.svg',
      },
      {
        ...model,
        image_logo: 'https://cdn.example.cl/logo.svg',
        image_banner: 'https://cdn.example.cl/banner.svg',
      },
    ],
    [
      'the images null, or not http(s)',
      { ...spec, image_logo: null, image_banner: 'javascript:alert(1)' },
      { ...model, image_logo: null, image_banner: null },
    ],
    [
      'the type nested {uuid, name}',
      { ...spec, type: { uuid: TYPE, name: 'Curso' } },
      { ...model, type: { value: TYPE, name: 'Curso' } },
    ],
    [
      'the type as its name',
      { ...spec, type: 'Curso' },
      { ...model, type: { value: null, name: 'Curso' } },
    ],
    ['the type missing', { ...spec, type: null }, { ...model, type: { value: null, name: null } }],
    ['the weightings flat', { ...spec, training_score: undefined, ...score }, model],
    [
      'a weighting missing or as digits',
      { ...spec, training_score: { ...score, f_c_pos_fin: '2', f_c_mentoria_ind: undefined } },
      { ...model, training_score: { ...score, f_c_mentoria_ind: 0 } },
    ],
    [
      'booleans as DRF form text',
      { ...spec, is_online: 'true', is_automatic_asignation: 'false' },
      model,
    ],
    ['optional texts null', { ...spec, provider_phone: null, content_2: null }, model],
    ['is_active missing (an active list)', { ...spec, is_active: undefined }, model],
  ])('reads a line: %s', (_reading, wire, expected) => {
    expect(readTrainingLine(wire)).toEqual(expected);
  });

  it.each(listReadings([{ uuid: TYPE, name: 'Curso' }]))('reads the types %s', (_reading, wire) => {
    expect(readTrainingLineTypes(wire)).toEqual([{ uuid: TYPE, name: 'Curso' }]);
  });

  it.each(listReadings([spec]))(
    'reads the line options %s (uuid, name, and whether active)',
    (_reading, wire) => {
      expect(readLineOptions(wire)).toEqual([
        { uuid: LINE, name: 'Finanzas simples', is_active: true },
      ]);
    },
  );

  it.each([
    ['inactive', { is_active: false }, false],
    ['inactive, as a form boolean', { is_active: 'false' }, false],
    ['without is_active (an active list)', {}, true],
  ])('reads a line option %s', (_reading, fields, active) => {
    expect(readLineOptions([{ uuid: LINE, name: 'Finanzas simples', ...fields }])).toEqual([
      { uuid: LINE, name: 'Finanzas simples', is_active: active },
    ]);
  });

  const training = {
    uuid: LINE,
    name: 'Finanzas simples',
    description: 'Ordena tus números',
    content_url: 'https://cursos.example.cl/finanzas',
    image_logo: '/media/trainings/logo.svg',
    image_banner: '/media/trainings/banner.svg',
  };
  const read = { ...training, ...images };
  it.each([
    ['with its uuid', training, read],
    [
      'without uuid (spec §3 lists none)',
      { ...training, uuid: undefined },
      { ...read, uuid: null },
    ],
    ['with more fields', { ...spec }, read],
    ['its images absolute', { ...training, ...images }, read],
  ])('reads the recommendation %s', (_reading, wire, expected) => {
    expect(readRecommendation(wire)).toEqual(expected);
  });
});

// ---------------------------------------------------------------------------
// The user's lines

describe('the edge: the user’s lines', () => {
  const training = {
    uuid: LINE,
    name: 'Finanzas simples',
    description: 'Ordena tus números',
    content_url: 'https://cursos.example.cl/finanzas',
    image_logo: '/media/trainings/logo.svg',
    image_banner: '/media/trainings/banner.svg',
  };
  const spec = { uuid: ASSOCIATION, status: 'FINISHED', created: '2026-10-06T10:31:00', training };
  const model = {
    uuid: ASSOCIATION,
    status: 'FINISHED',
    created: '2026-10-06T10:31:00',
    training: {
      ...training,
      image_logo: 'http://api.test/media/trainings/logo.svg',
      image_banner: 'http://api.test/media/trainings/banner.svg',
    },
  };
  it.each([
    ['with the association uuid', spec, model],
    [
      'its images absolute',
      {
        ...spec,
        training: {
          ...training,
          image_logo: 'http://api.test/media/trainings/logo.svg',
          image_banner: 'http://api.test/media/trainings/banner.svg',
        },
      },
      model,
    ],
    ['without it (spec §3 lists none)', { ...spec, uuid: undefined }, { ...model, uuid: null }],
    [
      'created as {date, hour}',
      { ...spec, created: { date: '2026-10-06', hour: '10:31' } },
      { ...model, created: '2026-10-06T10:31' },
    ],
    ['the status as its name', { ...spec, status: 'Finalizado' }, model],
    [
      'the training uuid-only',
      { ...spec, training: LINE },
      {
        ...model,
        training: {
          uuid: LINE,
          name: '',
          description: '',
          content_url: '',
          image_logo: null,
          image_banner: null,
        },
      },
    ],
  ])('reads a line %s', (_reading, row, expected) => {
    for (const [, wire] of listReadings([row]))
      expect(readLineAssignments(wire)).toEqual([expected]);
  });
});

// ---------------------------------------------------------------------------
// Diagnostics

describe('the edge: diagnostics', () => {
  const diagnostic = {
    uuid: ASSOCIATION,
    name: 'Etapa 1',
    form_id: 'abc123',
    duration: 15,
    order_number: 1,
    order_name: 'Etapa 1',
    amount: 1,
    enabled: true,
  };
  it.each([
    ['spec §3', diagnostic, diagnostic],
    ['numbers as digits', { ...diagnostic, duration: '15', order_number: '1' }, diagnostic],
    [
      'amount and enabled missing (spec §3 defaults)',
      { ...diagnostic, amount: undefined, enabled: undefined },
      diagnostic,
    ],
  ])('reads a diagnostic: %s', (_reading, wire, expected) => {
    expect(readDiagnosticForm(wire)).toEqual(expected);
  });

  const ours = {
    uuid: ASSOCIATION,
    name: 'Etapa 1',
    form_id: 'abc123',
    duration: 15,
    order_number: 1,
    is_done: false,
    response_token: 'tok',
  };
  const model = { ...ours };
  it.each([
    ['ours, with a response token', ours, model],
    ['spec §3 fields only', { ...diagnostic, is_done: false }, { ...model, response_token: null }],
    [
      'without order_number',
      { ...ours, order_number: undefined, response_token: undefined },
      { ...model, order_number: null, response_token: null },
    ],
  ])('reads a user’s diagnostic: %s', (_reading, row, expected) => {
    for (const [, wire] of listReadings([row]))
      expect(readAvailableEvaluations(wire)).toEqual([expected]);
  });

  it.each(listReadings([{ uuid: ASSOCIATION, name: 'Etapa 1', evaluated: true }]))(
    'reads a pyme’s diagnostics %s',
    (_reading, wire) => {
      expect(readReadyEvaluations(wire)).toEqual([
        { uuid: ASSOCIATION, name: 'Etapa 1', evaluated: true, order_number: null },
      ]);
    },
  );

  it('returns the diagnostics in one order: order_number, then the server’s (issue 37)', () => {
    const row = (name: string, order?: number) => ({
      uuid: `${name}-uuid`,
      name,
      form_id: name,
      duration: 10,
      is_done: false,
      ...(order === undefined ? {} : { order_number: order }),
    });
    const served = [row('c', 3), row('x'), row('a', 1), row('y'), row('b', 2)];
    for (const [, wire] of listReadings(served)) {
      expect(readAvailableEvaluations(wire).map((evaluation) => evaluation.name)).toEqual([
        'a',
        'b',
        'c',
        'x',
        'y',
      ]);
    }
    const ready = served.map(({ uuid, name, order_number }) => ({
      uuid,
      name,
      evaluated: false,
      ...(order_number === undefined ? {} : { order_number }),
    }));
    expect(readReadyEvaluations(ready).map((evaluation) => evaluation.name)).toEqual([
      'a',
      'b',
      'c',
      'x',
      'y',
    ]);
  });

  it.each([
    [
      'spec §3',
      {
        created: { date: '2026-10-06', hour: '10:31' },
        answers: [{ question: { question_name: '¿Cuántas?' }, answer_text: '2 a 5' }],
      },
    ],
    [
      'created ISO, question flat',
      {
        created: '2026-10-06T10:31:00',
        answers: [{ question_name: '¿Cuántas?', answer_text: '2 a 5' }],
      },
    ],
    [
      'answers paged',
      {
        created: { date: '2026-10-06', hour: '10:31' },
        answers: {
          count: 1,
          results: [{ question: { question_name: '¿Cuántas?' }, answer_text: '2 a 5' }],
        },
      },
    ],
  ])('reads the answers: %s', (_reading, wire) => {
    expect(readEvaluationAnswers(wire)).toEqual({
      created: { date: '2026-10-06', hour: '10:31' },
      answers: [{ question: { question_name: '¿Cuántas?' }, answer_text: '2 a 5' }],
    });
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['empty parts', { date: '', hour: '' }],
  ])('reads answers without a date as undated: created %s', (_reading, created) => {
    const read = readEvaluationAnswers({
      created,
      answers: [{ question: { question_name: '¿Cuántas?' }, answer_text: '2 a 5' }],
    });
    expect(read.created).toBeUndefined();
    expect(read.answers).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------
// The user's own account

describe('the edge: the user’s account', () => {
  const spec = {
    user: {
      uuid: USER,
      first_name: 'Carolina',
      last_name: 'Muñoz',
      email: 'c@correo.cl',
      last_login: { date: '2026-11-20', hour: '18:02' },
    },
    profile: { rut_user: '12345678-5', phone_number: '961238011' },
    type_user: { admin: false, is_super: false },
    pyme: { business_name: 'Miel del Sur', formation_line: null },
  };
  const model = {
    user: {
      uuid: USER,
      first_name: 'Carolina',
      last_name: 'Muñoz',
      email: 'c@correo.cl',
      last_login: { date: '2026-11-20', hour: '18:02' },
    },
    profile: { rut_user: '12345678-5', phone_number: '961238011' },
    type_user: { admin: false, is_super: false },
    pyme: { uuid: null, business_name: 'Miel del Sur', formation_line: false },
  };
  it.each([
    ['spec §3, no line', spec, model],
    [
      'the line as its uuid',
      { ...spec, pyme: { business_name: 'Miel del Sur', formation_line: ASSOCIATION } },
      { ...model, pyme: { ...model.pyme, formation_line: true } },
    ],
    [
      'the line nested, with the pyme uuid (ours)',
      {
        ...spec,
        pyme: {
          uuid: PYME,
          business_name: 'Miel del Sur',
          formation_line: { uuid: ASSOCIATION, status: 'NA' },
        },
      },
      { ...model, pyme: { uuid: PYME, business_name: 'Miel del Sur', formation_line: true } },
    ],
    [
      'never logged in',
      { ...spec, user: { ...spec.user, last_login: null } },
      { ...model, user: { ...model.user, last_login: null } },
    ],
    [
      'last login as an ISO date-time',
      { ...spec, user: { ...spec.user, last_login: '2026-11-20T18:02:11' } },
      model,
    ],
    [
      'an admin, profile null',
      { ...spec, profile: null, type_user: { admin: true, is_super: true }, pyme: null },
      { ...model, profile: null, type_user: { admin: true, is_super: true }, pyme: null },
    ],
  ])('reads the profile: %s', (_reading, wire, expected) => {
    expect(readUserProfile(wire)).toEqual(expected);
  });

  it('refuses a profile without the roles or the user uuid', () => {
    expect(() => readUserProfile({ ...spec, type_user: undefined })).toThrow(WireError);
    expect(() => readUserProfile({ ...spec, user: { ...spec.user, uuid: null } })).toThrow(
      WireError,
    );
  });

  it('reads the tokens strictly', () => {
    expect(readTokens({ access: 'a', refresh: 'r' })).toEqual({ access: 'a', refresh: 'r' });
    expect(() => readTokens({ access: 'a' })).toThrow(WireError);
    expect(readRefreshedTokens({ access: 'a' })).toEqual({ access: 'a' });
    expect(readRefreshedTokens({ access: 'a', refresh: 'r2' })).toEqual({
      access: 'a',
      refresh: 'r2',
    });
    expect(() => readRefreshedTokens({ access: 'a', refresh: '' })).toThrow(WireError);
    expect(() => readRefreshedTokens({ access: 7 })).toThrow(WireError);
  });

  it.each([
    ['{message}', { message: 'EMAIL_SENT' }, 'EMAIL_SENT'],
    ['the record', spec, null],
    ['{}', {}, null],
    ['nothing (204)', null, null],
  ])('reads a write’s answer as a message or none: %s', (_reading, wire, expected) => {
    expect(readMessage(wire)).toBe(expected);
  });
});
