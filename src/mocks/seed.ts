/**
 * Builds the demo data from the named records of seed-records.ts: the rows
 * the records leave out (RUTs, phones, addresses, dates, answers) follow
 * from each record's place, so that the same seed comes out every time.
 */
import { computeCheckDigit } from '@/validation/rut';
import { regions } from '@/validation/data/regions';
import { trainingLineWeightingFields } from '@/validation/training-line-rules';
import type {
  DemoAdminAssignment,
  DemoData,
  DemoEvaluation,
  DemoEvaluationResult,
  DemoLineAssignment,
  DemoPyme,
  DemoTrainingLine,
  DemoUser,
} from './records';
import demoAccounts from './demo-accounts.json';
import { stableUuid } from './ids';
import {
  adminPymes,
  admins,
  entrepreneurs,
  evaluationRecords,
  finishedLine,
  novemberHistories,
  trainingLineRecords,
  trainingLineTypeNames,
} from './seed-records';

const { password } = demoAccounts;

function rut(body: number): string {
  return `${body}-${computeCheckDigit(String(body))}`;
}

/** A user with the seed's defaults: a verified entrepreneur who never logged in. */
function user(
  key: string,
  fields: Partial<DemoUser> & Pick<DemoUser, 'email' | 'first_name' | 'last_name'>,
): DemoUser {
  return {
    uuid: stableUuid(`user:${key}`),
    password,
    rut_user: rut(10_000_000 + key.length * 1_234_567),
    phone_number: null,
    position: 'Dueño',
    is_admin: false,
    is_super: false,
    enabled: true,
    verified: true,
    last_login: null,
    date_joined: '2026-03-02T10:00:00',
    ...fields,
  };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The answers a seeded pyme gave to a diagnostic. */
function seededAnswers(index: number): DemoEvaluationResult['answers'] {
  return [
    {
      question_name: '¿Tu negocio tiene presencia en redes sociales?',
      answer_text: index % 2 ? 'Sí' : 'No',
    },
    {
      question_name: '¿Cómo recibes los pagos de tus clientes?',
      answer_text: 'Transferencia y efectivo',
    },
    {
      question_name: '¿Cuántas personas trabajan en tu negocio?',
      answer_text: String(1 + (index % 5)),
    },
  ];
}

/** Every region and commune, for the generated pymes to cycle through. */
const places: Pick<DemoPyme, 'state' | 'commune'>[] = regions.flatMap((region) =>
  region.communes.map((commune) => ({ state: region.name, commune })),
);
const generatedTrades = [
  'Almacén',
  'Panadería',
  'Taller',
  'Boutique',
  'Ferretería',
  'Cafetería',
  'Artesanía',
  'Verdulería',
  'Librería',
  'Botillería',
  'Estudio',
  'Servicios',
];
/** The statuses generated lines cycle through: each one the admins can choose, and FINISHED. */
const generatedStatuses = [
  'NA',
  'DESERTER',
  'TRAINING',
  'MENTORING',
  'ONLYDIAG',
  'ACCEPTED',
  'FINISHED',
];
const generatedAdmins = ['admin', 'superadmin', 'admin-herrera', 'admin-lagos'].map((key) =>
  stableUuid(`user:${key}`),
);

/** A cheap stable id for a generated row: its kind (1 user, 2 pyme, 3 result, 4 line) and number. */
function generatedUuid(kind: number, number: number): string {
  return `0b16${pad(kind)}00-0000-4000-a000-${number.toString(16).padStart(12, '0')}`;
}

/**
 * The big seed's extra pymes (`buildSeed({ pymes })`), numbered from the normal
 * seed's last one: names, trades and places cycle; every third has a line (the
 * statuses cycle), diagnostics answered 0 to 3, every 13th disabled, every 5th
 * looked after by an admin. Cheap per row: no string normalisation, no lookups.
 */
function addGeneratedPymes(data: DemoData, count: number): void {
  const first = data.pymes.length;
  for (let number = first; number < first + count; number += 1) {
    const named = entrepreneurs[number % entrepreneurs.length];
    const lastName = entrepreneurs[(number * 7) % entrepreneurs.length]?.last_name;
    const { state, commune } = places[(number * 13) % places.length] ?? { state: '', commune: '' };
    const created = `${String(2024 + (number % 3))}-${pad(1 + (number % 12))}-${pad(1 + (number % 28))}T${pad(number % 24)}:${pad(number % 60)}:00`;
    const userUuid = generatedUuid(1, number);
    const pymeUuid = generatedUuid(2, number);
    data.users.push({
      uuid: userUuid,
      email: `pyme${number}@correo.cl`,
      password,
      first_name: named?.first_name ?? 'Ana',
      last_name: lastName ?? 'Pérez',
      rut_user: rut(40_000_000 + number),
      phone_number: `9${String(10_000_000 + number)}`,
      position: 'Dueño',
      is_admin: false,
      is_super: false,
      enabled: true,
      verified: true,
      last_login: null,
      date_joined: created,
    });
    data.pymes.push({
      uuid: pymeUuid,
      user_uuid: userUuid,
      business_name: `${generatedTrades[number % generatedTrades.length] ?? 'Almacén'} ${named?.business_name ?? ''} ${number}`,
      rut: rut(90_000_000 + number),
      address: `Avenida Central ${number}`,
      state,
      commune,
      enabled: number % 13 !== 0,
      created,
    });
    data.evaluations.slice(0, number % 4).forEach((evaluation, stage) => {
      data.evaluationResults.push({
        uuid: generatedUuid(3, number * 4 + stage),
        pyme_uuid: pymeUuid,
        evaluation_uuid: evaluation.uuid,
        created,
        answers: seededAnswers(number),
      });
    });
    const training = data.trainingLines[number % data.trainingLines.length];
    if (number % 3 === 0 && training) {
      data.lineAssignments.push({
        uuid: generatedUuid(4, number),
        pyme_uuid: pymeUuid,
        training_line_uuid: training.uuid,
        status: generatedStatuses[(number / 3) % generatedStatuses.length] ?? 'NA',
        created,
      });
    }
    const admin = generatedAdmins[number % generatedAdmins.length];
    if (number % 5 === 0 && admin)
      data.adminAssignments.push({ pyme_uuid: pymeUuid, admin_uuid: admin });
  }
}

interface SeedOptions {
  /**
   * The number of pymes (the benchmark's big seed): the normal seed's pymes
   * come first, then generated ones up to this number. Fewer than the normal
   * seed's gives the normal seed.
   */
  pymes?: number;
}

/** The demo entrepreneurs, their pymes, diagnostics, training lines and assignments. */
export function buildSeed(options: SeedOptions = {}): DemoData {
  const users: DemoUser[] = admins.map(({ key, ...fields }) =>
    user(key, { is_admin: true, ...fields }),
  );

  const pymes: DemoPyme[] = entrepreneurs.map((entrepreneur, index) => {
    const { business_name, state, commune, enabled = true, ...person } = entrepreneur;
    const month = pad(1 + (index % 10));
    const day = pad(3 + ((index * 7) % 25));
    const registered = `2026-${month}-${day}T1${index % 10}:2${index % 6}:00`;
    const owner = user(`entrepreneur:${index}`, {
      email: `${person.first_name}.${person.last_name}`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .concat('@correo.cl'),
      rut_user: rut(11_000_000 + index * 345_679),
      phone_number: `9${String(61_234_567 + index * 1_111).slice(0, 8)}`,
      date_joined: registered,
      ...person,
    });
    users.push(owner);
    return {
      uuid: stableUuid(`pyme:${index}`),
      user_uuid: owner.uuid,
      business_name,
      rut: rut(76_000_000 + index * 123_457),
      address: `Calle ${['Los Aromos', 'Prat', "O'Higgins", 'Freire', 'Baquedano', 'Colón'][index % 6]} ${100 + index * 37}`,
      state,
      commune,
      enabled,
      created: registered,
    };
  });
  const pymeNamed = (name: string): DemoPyme => {
    const pyme = pymes.find((candidate) => candidate.business_name === name);
    if (!pyme) throw new Error(`The seed has no pyme named ${name}.`);
    return pyme;
  };

  const evaluations: DemoEvaluation[] = evaluationRecords.map((record, index) => ({
    uuid: stableUuid(`evaluation:${String(index)}`),
    name: `Diagnóstico de madurez digital · ${record.name}`,
    form_id: record.form_id,
    duration: record.duration,
    order_number: index + 1,
    order_name: `Etapa ${String(index + 1)}`,
    amount: 1,
    enabled: true,
  }));

  const trainingLineTypes = trainingLineTypeNames.map((name) => ({
    uuid: stableUuid(`type:${name}`),
    name,
  }));

  const trainingLines: DemoTrainingLine[] = trainingLineRecords.map(
    ({ slug, type, ...record }, index) => ({
      uuid: stableUuid(`training:${slug}`),
      name: record.name,
      content_id: slug.replace(/-/g, '_'),
      description: record.description,
      type: trainingLineTypes.find((candidate) => candidate.name === type)?.uuid ?? '',
      image_logo: `/media/trainings/${slug}-logo.svg`,
      image_banner: `/media/trainings/${slug}-banner.svg`,
      is_online: index % 3 !== 2,
      is_automatic_asignation: index < 3,
      provider_name: record.provider_name,
      provider_phone: `9${String(71_234_560 + index)}`,
      provider_url: 'https://www.example.cl/',
      content_url: `https://cursos.example.cl/${slug}`,
      content_code: `LDF${String(index + 1).padStart(3, '0')}`,
      content_1: 'Seis clases en línea',
      content_2: 'Material descargable',
      is_active: true,
      created: `2026-0${String(2 + (index % 3))}-1${String(index)}T09:00:00`,
      training_score: Object.fromEntries(
        trainingLineWeightingFields.map((field, position) => [field, (index + position) % 11]),
      ) as DemoTrainingLine['training_score'],
    }),
  );

  // Pymes 2 to 13 took diagnostics in October, one to three each in turn;
  // every other one that took two or more already follows a training line.
  const evaluationResults: DemoEvaluationResult[] = [];
  const lineAssignments: DemoLineAssignment[] = [];
  const statuses = ['TRAINING', 'MENTORING', 'ACCEPTED', 'ONLYDIAG', 'DESERTER', 'NA'];
  pymes.slice(2, 14).forEach((pyme, index) => {
    const done = 1 + (index % 3);
    evaluations.slice(0, done).forEach((evaluation, stage) => {
      evaluationResults.push({
        uuid: stableUuid(`result:${pyme.uuid}:${evaluation.uuid}`),
        pyme_uuid: pyme.uuid,
        evaluation_uuid: evaluation.uuid,
        created: `2026-10-${pad(5 + index + stage)}T1${String(stage)}:3${String(index % 6)}:00`,
        answers: seededAnswers(index),
      });
    });
    if (done >= 2 && index % 2 === 0) {
      lineAssignments.push({
        uuid: stableUuid(`line:${pyme.uuid}`),
        pyme_uuid: pyme.uuid,
        training_line_uuid: trainingLines[index % trainingLines.length]?.uuid ?? '',
        status: statuses[index % statuses.length] ?? 'NA',
        created: `2026-11-0${String(1 + (index % 9))}T12:00:00`,
      });
    }
  });

  const finished = pymeNamed(finishedLine.business_name);
  lineAssignments.push({
    uuid: stableUuid(`line:${finished.uuid}`),
    pyme_uuid: finished.uuid,
    training_line_uuid: stableUuid(`training:${finishedLine.training}`),
    status: 'FINISHED',
    created: finishedLine.created,
  });

  // November's pymes: their diagnostics (a day and an hour apart) and lines.
  novemberHistories.forEach((history, offset) => {
    const pyme = pymeNamed(history.business_name);
    evaluations.slice(0, history.diagnostics).forEach((evaluation, stage) => {
      evaluationResults.push({
        uuid: stableUuid(`result:${pyme.uuid}:${evaluation.uuid}`),
        pyme_uuid: pyme.uuid,
        evaluation_uuid: evaluation.uuid,
        created: `2026-11-${pad(1 + (offset % 18) + stage)}T${pad(8 + stage)}:1${String(offset % 6)}:00`,
        answers: seededAnswers(offset),
      });
    });
    if (history.line_status !== undefined) {
      lineAssignments.push({
        uuid: stableUuid(`line:${pyme.uuid}`),
        pyme_uuid: pyme.uuid,
        training_line_uuid: trainingLines[offset % trainingLines.length]?.uuid ?? '',
        status: history.line_status,
        created: `2026-11-${pad(2 + (offset % 20))}T15:00:00`,
      });
    }
  });

  const adminAssignments: DemoAdminAssignment[] = adminPymes.flatMap(({ admin, pymes: names }) =>
    names.map((name) => ({
      pyme_uuid: pymeNamed(name).uuid,
      admin_uuid: stableUuid(`user:${admin}`),
    })),
  );

  const data: DemoData = {
    users,
    pymes,
    evaluations,
    evaluationResults,
    trainingLineTypes,
    trainingLines,
    lineAssignments,
    adminAssignments,
    emailTokens: [],
    outbox: [],
  };
  addGeneratedPymes(data, (options.pymes ?? 0) - pymes.length);
  return data;
}
