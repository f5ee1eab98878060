import { describe, expect, it } from 'vitest';
import type { PymeWire } from '@/api/edge/pymes';
import type { DateAndHour } from '@/api/edge/read';
import type { Paginated } from '@/api/pagination';
import { isCommuneOf } from '@/validation/data/regions';
import { isValidRut } from '@/validation/rut';
import { readDb, resetDb, setSeedSize, updateDb, type DemoPyme } from '@/mocks/db';
import { buildSeed } from '@/mocks/seed';
import { issueResponseToken, typeformSignature } from '@/mocks/webhook-signing';
import { callDemoApi } from '@tests/testing/demo-api-call';
import { accountOf, demoUser } from '@tests/testing/demo-session';

/**
 * The demo backend's "Admin: pymes" endpoints (docs/api-contract.md), called
 * as the app calls them, with tokens the demo backend issued.
 */

const base = 'http://api.test/';
const superAdmin = accountOf.superadmin;
const admin = accountOf.admin;
const entrepreneur = accountOf.user;

const call = callDemoApi;

/** A pyme as the full reading serves it: the edge's wire, its date and line as spec §3 gives them. */
type ApiPyme = Omit<PymeWire, 'created' | 'formation_line'> & {
  created: DateAndHour;
  formation_line: { uuid: string; training: { uuid: string; name: string; status: string } } | null;
};

async function pymePage(path: string, as = admin): Promise<Paginated<ApiPyme>> {
  const { status, body } = await call('GET', path, { as });
  expect(status).toBe(200);
  return body as Paginated<ApiPyme>;
}

const names = (page: Paginated<ApiPyme>) => page.results.map((pyme) => pyme.business_name);

/** The seeded pyme of an entrepreneur's e-mail. */
function pymeOf(email: string): DemoPyme {
  const pyme = readDb().pymes.find((candidate) => candidate.user_uuid === demoUser(email).uuid);
  if (!pyme) throw new Error(`No pyme for ${email}`);
  return pyme;
}

function trainingNamed(name: string) {
  const training = readDb().trainingLines.find((candidate) => candidate.name === name);
  if (!training) throw new Error(`No training ${name}`);
  return training;
}

const fernanda = 'fernanda.rojas@correo.cl'; // Miel Nativa: 3 diagnostics, ACCEPTED line
const javiera = 'javiera.gonzalez@correo.cl'; // Tejidos del Sur: 1 diagnostic, no line

describe('the seed', () => {
  it('has pymes for several pages, in real places, with valid and distinct RUTs and e-mails', () => {
    const data = readDb();
    expect(data.pymes).toHaveLength(45);
    for (const pyme of data.pymes) {
      expect(isCommuneOf(pyme.state, pyme.commune), pyme.business_name).toBe(true);
      expect(isValidRut(pyme.rut), pyme.rut).toBe(true);
    }
    for (const user of data.users) expect(isValidRut(user.rut_user), user.email).toBe(true);
    expect(new Set(data.pymes.map((pyme) => pyme.rut)).size).toBe(data.pymes.length);
    expect(new Set(data.users.map((user) => user.rut_user)).size).toBe(data.users.length);
    expect(new Set(data.users.map((user) => user.email)).size).toBe(data.users.length);
    expect(new Set(data.users.map((user) => user.uuid)).size).toBe(data.users.length);
  });

  it('has pymes without a line, a line in every status, disabled pymes and assigned admins', () => {
    const data = readDb();
    const statuses = new Set(data.lineAssignments.map((line) => line.status));
    for (const status of [
      'NA',
      'DESERTER',
      'TRAINING',
      'MENTORING',
      'ONLYDIAG',
      'ACCEPTED',
      'FINISHED',
    ]) {
      expect(statuses, status).toContain(status);
    }
    const withLine = new Set(data.lineAssignments.map((line) => line.pyme_uuid));
    expect(data.pymes.filter((pyme) => !withLine.has(pyme.uuid)).length).toBeGreaterThan(10);
    expect(data.pymes.filter((pyme) => !pyme.enabled).length).toBeGreaterThanOrEqual(3);
    const assignedTo = new Set(data.adminAssignments.map((row) => row.admin_uuid));
    expect(assignedTo).toContain(demoUser(admin).uuid);
    expect(assignedTo).toContain(demoUser(superAdmin).uuid);
  });

  // No time is asserted (no test depends on speed): the bench (`npm run bench:admin`) times it.
  it('builds 10 000 pymes, keeping the seeded accounts', () => {
    const big = buildSeed({ pymes: 10_000 });
    expect(big.pymes).toHaveLength(10_000);
    expect(new Set(big.pymes.map((pyme) => pyme.uuid)).size).toBe(10_000);
    expect(new Set(big.pymes.map((pyme) => pyme.rut)).size).toBe(10_000);
    expect(new Set(big.users.map((user) => user.email)).size).toBe(big.users.length);
    expect(big.users.find((user) => user.email === fernanda)?.uuid).toBe(demoUser(fernanda).uuid);
    const sample = big.pymes[9_999];
    expect(sample && isValidRut(sample.rut) && isCommuneOf(sample.state, sample.commune)).toBe(
      true,
    );
    // Deterministic: the same call gives the same data.
    expect(buildSeed({ pymes: 10_000 }).pymes[5_000]).toEqual(big.pymes[5_000]);
  });

  it('serves a big seed when asked (the browser’s pymes-demo-seed-size), also after a reset', async () => {
    try {
      setSeedSize(120);
      expect(readDb().pymes).toHaveLength(120);
      resetDb();
      expect((await pymePage('api/pymes/pyme/?limit=10&offset=110')).count).toBe(120);
    } finally {
      setSeedSize(null);
    }
    expect(readDb().pymes).toHaveLength(45);
  });
});

describe('GET api/pymes/pyme/ and pyme-search/', () => {
  it('answers pages of 10 with the count, newest first', async () => {
    const first = await pymePage('api/pymes/pyme/?limit=10&offset=0');
    expect(first.count).toBe(45);
    expect(first.results).toHaveLength(10);
    expect(first.previous).toBeNull();
    expect(first.next).toBe(`${base}api/pymes/pyme/?limit=10&offset=10`);
    expect(first.results[0]?.business_name).toBe('Peluquería Canina Patitas');

    const last = await pymePage('api/pymes/pyme/?limit=10&offset=40');
    expect(last.results).toHaveLength(5);
    expect(last.next).toBeNull();

    const { body } = await call('GET', 'api/pymes/pyme/', { as: admin });
    const all = body as ApiPyme[];
    expect(all).toHaveLength(45);
    const created = all.map((pyme) => `${pyme.created.date} ${pyme.created.hour}`);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('searches business name, RUTs, the entrepreneur, region and commune', async () => {
    const search = (terms: string) =>
      pymePage(`api/pymes/pyme-search/?limit=10&offset=0&search=${encodeURIComponent(terms)}`);
    expect(names(await search('miel'))).toEqual(['Miel Nativa']);
    expect(names(await search(pymeOf(javiera).rut))).toEqual(['Tejidos del Sur']);
    expect(names(await search(demoUser(javiera).rut_user))).toEqual(['Tejidos del Sur']);
    expect(names(await search('ROJAS'))).toEqual(['Miel Nativa']);
    expect(names(await search('antonia.contreras@'))).toEqual(['Huerto Urbano']);
    expect(names(await search('puente alto'))).toEqual([
      'Peluquería Canina Patitas',
      'Peluquería Estilo',
    ]);
    expect(names(await search('araucanía'))).toEqual([
      'Miel Nativa',
      'Artesanía Mapuche Rayen',
      'Tejas y Ladrillos Maldonado',
    ]);
    expect((await search('nadie-se-llama-asi')).count).toBe(0);
  });

  it('does not search on the plain list', async () => {
    expect((await pymePage('api/pymes/pyme/?limit=10&search=miel')).count).toBe(45);
  });

  it('filters by training line and by enabled, also when searching', async () => {
    const finanzas = trainingNamed('Finanzas simples para tu pyme');
    const ofLine = await pymePage(`api/pymes/pyme/?limit=10&offset=0&training=${finanzas.uuid}`);
    expect(names(ofLine).sort()).toEqual([
      'Estudio Contable Vidal',
      'Helados Artesanales Polar',
      'Lanas Patagonia',
      'Miel Nativa',
    ]);
    for (const pyme of ofLine.results) {
      expect(pyme.formation_line?.training.uuid).toBe(finanzas.uuid);
    }

    const disabled = await pymePage('api/pymes/pyme/?limit=10&enabled=false');
    expect(names(disabled).sort()).toEqual([
      'Conservas de Mar',
      'Ferretería Torres',
      'Lavandería Burbujas',
      'Minimarket El Sol',
    ]);
    expect((await pymePage('api/pymes/pyme/?limit=10&enabled=true')).count).toBe(41);

    const searched = await pymePage(
      `api/pymes/pyme-search/?limit=10&search=miel&training=${finanzas.uuid}&enabled=true`,
    );
    expect(names(searched)).toEqual(['Miel Nativa']);
    expect(
      (await pymePage('api/pymes/pyme-search/?limit=10&search=miel&enabled=false')).count,
    ).toBe(0);
  });
});

describe('GET api/pymes/pyme/{uuid}/', () => {
  it('answers the pyme with its entrepreneur, diagnostics state and line (status nested)', async () => {
    const pyme = pymeOf(fernanda);
    const line = readDb().lineAssignments.find((row) => row.pyme_uuid === pyme.uuid);
    const finanzas = trainingNamed('Finanzas simples para tu pyme');
    const { status, body } = await call('GET', `api/pymes/pyme/${pyme.uuid}/`, { as: admin });
    expect(status).toBe(200);
    expect(body).toEqual({
      uuid: pyme.uuid,
      business_name: 'Miel Nativa',
      rut: pyme.rut,
      address: pyme.address,
      state: 'La Araucanía',
      commune: 'Temuco',
      enabled: true,
      has_evaluation: true,
      created: { date: '2026-05-06', hour: '14:24' },
      user: {
        first_name: 'Fernanda',
        last_name: 'Rojas',
        rut_user: demoUser(fernanda).rut_user,
        position: 'Dueño',
        email: fernanda,
        phone_number: demoUser(fernanda).phone_number,
      },
      formation_line: {
        uuid: line?.uuid,
        training: { uuid: finanzas.uuid, name: finanzas.name, status: 'ACCEPTED' },
        // Ours (the full reading): the association's date, as the pyme's.
        created: { date: line?.created.slice(0, 10), hour: line?.created.slice(11, 16) },
      },
    });
  });

  it('says has_evaluation false and formation_line null for a pyme with neither', async () => {
    const { body } = await call('GET', `api/pymes/pyme/${pymeOf(entrepreneur).uuid}/`, {
      as: superAdmin,
    });
    expect(body).toMatchObject({ has_evaluation: false, formation_line: null });
  });

  it('answers 404 for an unknown pyme', async () => {
    expect(await call('GET', 'api/pymes/pyme/no-such-pyme/', { as: admin })).toEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
  });
});

describe('PATCH api/pymes/pyme/{uuid}/', () => {
  const path = () => `api/pymes/pyme/${pymeOf(javiera).uuid}/`;

  it('disables and enables', async () => {
    const disabled = await call('PATCH', path(), { as: admin, body: { enabled: false } });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ business_name: 'Tejidos del Sur', enabled: false });
    expect(names(await pymePage('api/pymes/pyme/?limit=10&enabled=false'))).toContain(
      'Tejidos del Sur',
    );
    const enabled = await call('PATCH', path(), { as: admin, body: { enabled: true } });
    expect(enabled.body).toMatchObject({ enabled: true });
  });

  it('saves the pyme data trimmed, the RUT normalised; its own RUT is not taken', async () => {
    const { status, body } = await call('PATCH', path(), {
      as: admin,
      body: {
        business_name: '  Tejidos del Sur Ltda.  ',
        address: ' Calle Nueva 12 ',
        state: 'Los Ríos',
        commune: 'Valdivia',
        rut: pymeOf(javiera).rut,
      },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      business_name: 'Tejidos del Sur Ltda.',
      address: 'Calle Nueva 12',
      state: 'Los Ríos',
      commune: 'Valdivia',
    });

    const changed = await call('PATCH', path(), { as: admin, body: { rut: '77.123.464-k' } });
    expect(changed.body).toMatchObject({ rut: '77123464-K' });
    expect(pymeOf(javiera).rut).toBe('77123464-K');
  });

  it('refuses a RUT another pyme has, a malformed one, empty fields and a foreign commune', async () => {
    const taken = await call('PATCH', path(), { as: admin, body: { rut: pymeOf(fernanda).rut } });
    expect(taken).toEqual({ status: 400, body: { rut: ['RUT_TAKEN'] } });

    for (const rut of ['76246914-0', 'abc', '1-9']) {
      expect(await call('PATCH', path(), { as: admin, body: { rut } })).toEqual({
        status: 400,
        body: { rut: ['FORMAT_ERROR'] },
      });
    }

    expect(
      await call('PATCH', path(), { as: admin, body: { business_name: '   ', address: '' } }),
    ).toEqual({ status: 400, body: { business_name: ['REQUIRED'], address: ['REQUIRED'] } });

    // Javiera's pyme is in Los Lagos (Puerto Montt).
    expect(await call('PATCH', path(), { as: admin, body: { commune: 'Temuco' } })).toEqual({
      status: 400,
      body: { commune: ['FORMAT_ERROR'] },
    });
    expect(
      await call('PATCH', path(), { as: admin, body: { state: 'Atlántida', commune: 'Temuco' } }),
    ).toEqual({ status: 400, body: { state: ['FORMAT_ERROR'] } });

    expect(pymeOf(javiera)).toMatchObject({
      business_name: 'Tejidos del Sur',
      commune: 'Puerto Montt',
      rut: '76246914-6',
    });
  });
});

describe('PATCH api/pymes/user/{pyme uuid}/', () => {
  const path = () => `api/pymes/user/${pymeOf(javiera).uuid}/`;
  const person = {
    first_name: 'Javiera Paz',
    last_name: 'González',
    position: 'Socio',
    phone_number: '',
  };

  it('saves the entrepreneur and answers the pyme; "" clears the phone', async () => {
    const { status, body } = await call('PATCH', path(), {
      as: admin,
      body: { ...person, email: ' Javiera.Nueva@Correo.CL ', rut_user: '9.876.543-3' },
    });
    expect(status).toBe(200);
    expect((body as ApiPyme).user).toEqual({
      first_name: 'Javiera Paz',
      last_name: 'González',
      rut_user: '9876543-3',
      position: 'Socio',
      email: 'javiera.nueva@correo.cl',
      phone_number: null,
    });
    expect((body as ApiPyme).business_name).toBe('Tejidos del Sur');
  });

  it('refuses an e-mail or RUT of another user, compared normalised', async () => {
    const rutOfFernanda = demoUser(fernanda).rut_user;
    const dotted = `${rutOfFernanda.slice(0, 2)}.${rutOfFernanda.slice(2, 5)}.${rutOfFernanda.slice(5)}`;
    expect(
      await call('PATCH', path(), {
        as: admin,
        body: { ...person, email: 'ADMIN@PymesDigitales.cl', rut_user: dotted },
      }),
    ).toEqual({ status: 400, body: { email: ['EMAIL_TAKEN'], rut_user: ['RUT_TAKEN'] } });
    // Her own e-mail, in capitals, is not taken.
    expect(
      (await call('PATCH', path(), { as: admin, body: { email: javiera.toUpperCase() } })).status,
    ).toBe(200);
  });

  it('refuses malformed fields', async () => {
    expect(
      await call('PATCH', path(), {
        as: admin,
        body: {
          first_name: 'J4viera',
          last_name: '',
          position: 'Astronauta',
          phone_number: '12-34',
          email: 'javiera@',
          rut_user: '12345678-9',
        },
      }),
    ).toEqual({
      status: 400,
      body: {
        first_name: ['FORMAT_ERROR'],
        last_name: ['REQUIRED'],
        position: ['FORMAT_ERROR'],
        phone_number: ['FORMAT_ERROR'],
        email: ['FORMAT_ERROR'],
        rut_user: ['FORMAT_ERROR'],
      },
    });
    expect(demoUser(javiera).first_name).toBe('Javiera');
  });

  it('answers 404 for an unknown pyme', async () => {
    expect((await call('PATCH', 'api/pymes/user/nope/', { as: admin, body: person })).status).toBe(
      404,
    );
  });
});

describe('diagnostics of a pyme', () => {
  const stage = (index: number) => readDb().evaluations[index]?.uuid;

  it('lists every enabled diagnostic in order and whether the pyme answered it', async () => {
    const { status, body } = await call(
      'GET',
      `api/evaluations/list-ready/${pymeOf(javiera).uuid}/`,
      { as: admin },
    );
    expect(status).toBe(200);
    expect(body).toEqual(
      readDb().evaluations.map((evaluation, index) => ({
        uuid: evaluation.uuid,
        name: evaluation.name,
        evaluated: index === 0,
      })),
    );
    expect((await call('GET', 'api/evaluations/list-ready/nope/', { as: admin })).status).toBe(404);
  });

  it('reads the answers of an answered diagnostic, 404 otherwise', async () => {
    const pyme_uuid = pymeOf(javiera).uuid;
    const read = await call('POST', 'api/evaluations/evaluated-result/', {
      as: admin,
      body: { pyme_uuid, evaluation_uuid: stage(0) },
    });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      created: { date: '2026-10-05', hour: '10:30' },
      answers: [
        {
          question: { question_name: '¿Tu negocio tiene presencia en redes sociales?' },
          answer_text: 'No',
        },
        {
          question: { question_name: '¿Cómo recibes los pagos de tus clientes?' },
          answer_text: 'Transferencia y efectivo',
        },
        {
          question: { question_name: '¿Cuántas personas trabajan en tu negocio?' },
          answer_text: '1',
        },
      ],
    });
    expect(
      await call('POST', 'api/evaluations/evaluated-result/', {
        as: admin,
        body: { pyme_uuid, evaluation_uuid: stage(1) },
      }),
    ).toEqual({ status: 404, body: { detail: 'Not found.' } });
  });

  it('still takes the form provider’s webhook on the same path, without a session', async () => {
    const body = JSON.stringify({
      event_type: 'form_response',
      form_response: {
        form_id: 'etapa-2',
        submitted_at: '2026-11-22T20:10:00Z',
        hidden: { response_token: await issueResponseToken(demoUser(javiera).uuid, 'etapa-2') },
        definition: { fields: [{ id: 'q1', title: '¿Vendes en línea?' }] },
        answers: [{ type: 'boolean', boolean: true, field: { id: 'q1' } }],
      },
    });
    const response = await fetch(`${base}api/evaluations/evaluated-result/`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Typeform-Signature': await typeformSignature(body),
      },
      body,
    });
    const saved = { status: response.status, body: (await response.json()) as unknown };
    expect(saved).toEqual({ status: 201, body: { message: 'RESULT_SAVED' } });
    const read = await call('POST', 'api/evaluations/evaluated-result/', {
      as: superAdmin,
      body: { pyme_uuid: pymeOf(javiera).uuid, evaluation_uuid: stage(1) },
    });
    expect(read.body).toMatchObject({
      answers: [{ question: { question_name: '¿Vendes en línea?' }, answer_text: 'Sí' }],
    });
  });
});

describe('GET api/formations/training/', () => {
  it('answers a page of the active lines with their weightings nested', async () => {
    updateDb((data) => {
      const first = data.trainingLines[0];
      if (first) first.is_active = false;
    });
    const { status, body } = await call(
      'GET',
      'api/formations/training/?limit=1000&offset=0&is_active=true',
      { as: admin },
    );
    expect(status).toBe(200);
    const page = body as Paginated<{ uuid: string; name: string; training_score: object }>;
    expect(page.count).toBe(5);
    expect(page.results.map((line) => line.name)).not.toContain('Vende más en redes sociales');
    const finanzas = page.results.find((line) => line.name === 'Finanzas simples para tu pyme');
    expect(finanzas).toMatchObject({
      uuid: trainingNamed('Finanzas simples para tu pyme').uuid,
      content_url: 'https://cursos.example.cl/finanzas-simples',
      is_active: true,
      training_score: { f_c_pos_fin: 2, f_c_mentoria_ind: 0 },
    });
    expect(Object.keys(finanzas?.training_score ?? {})).toHaveLength(10);
  });
});

describe('a pyme’s training line (association)', () => {
  const association = 'api/formations/formation-line/';

  it('is created as NA, changed, and removed', async () => {
    const pyme = pymeOf(entrepreneur).uuid;
    const redes = trainingNamed('Vende más en redes sociales').uuid;
    const tienda = trainingNamed('Tu tienda en línea en 30 días').uuid;

    const created = await call('POST', association, {
      as: admin,
      body: { training: redes, status: 'NA', pyme },
    });
    expect(created.status).toBe(201);
    const line = created.body as { uuid: string };
    expect(line).toEqual({ uuid: line.uuid, training: redes, status: 'NA', pyme });
    expect((await call('GET', `api/pymes/pyme/${pyme}/`, { as: admin })).body).toMatchObject({
      formation_line: { uuid: line.uuid, training: { uuid: redes, status: 'NA' } },
    });

    const status = await call('PATCH', `${association}${line.uuid}/`, {
      as: admin,
      body: { status: 'TRAINING' },
    });
    expect(status).toEqual({
      status: 200,
      body: { uuid: line.uuid, training: redes, status: 'TRAINING', pyme },
    });
    const training = await call('PATCH', `${association}${line.uuid}/`, {
      as: admin,
      body: { training: tienda },
    });
    expect(training.body).toMatchObject({ training: tienda, status: 'TRAINING' });

    expect(await call('DELETE', `${association}${line.uuid}/`, { as: admin })).toEqual({
      status: 204,
      body: null,
    });
    expect((await call('GET', `api/pymes/pyme/${pyme}/`, { as: admin })).body).toMatchObject({
      formation_line: null,
    });
    expect((await call('DELETE', `${association}${line.uuid}/`, { as: admin })).status).toBe(404);
  });

  it('refuses an unknown or inactive line, an unknown status, a pyme that has one', async () => {
    const pyme = pymeOf(entrepreneur).uuid;
    const redes = trainingNamed('Vende más en redes sociales');
    expect(
      await call('POST', association, {
        as: admin,
        body: { training: 'nope', status: 'GRADUADA', pyme },
      }),
    ).toEqual({ status: 400, body: { training: ['INVALID'], status: ['INVALID'] } });
    expect(
      await call('POST', association, {
        as: admin,
        body: { training: redes.uuid, status: 'NA', pyme: pymeOf(fernanda).uuid },
      }),
    ).toEqual({ status: 400, body: { pyme: ['ALREADY_ASSIGNED'] } });

    updateDb((data) => {
      const line = data.trainingLines.find((candidate) => candidate.uuid === redes.uuid);
      if (line) line.is_active = false;
    });
    expect(
      await call('POST', association, {
        as: admin,
        body: { training: redes.uuid, status: 'NA', pyme },
      }),
    ).toEqual({ status: 400, body: { training: ['INVALID'] } });

    const fernandaLine = readDb().lineAssignments.find(
      (row) => row.pyme_uuid === pymeOf(fernanda).uuid,
    );
    expect(
      await call('PATCH', `${association}${fernandaLine?.uuid ?? ''}/`, {
        as: admin,
        body: { status: 'GRADUADA' },
      }),
    ).toEqual({ status: 400, body: { status: ['INVALID'] } });
    expect(
      (await call('PATCH', `${association}nope/`, { as: admin, body: { status: 'NA' } })).status,
    ).toBe(404);
  });
});

describe('admin assignments', () => {
  const herrera = 'matias.herrera@pymesdigitales.cl';
  const lagos = 'josefina.lagos@pymesdigitales.cl';

  it('lists who looks after which pyme, to admins too', async () => {
    const { status, body } = await call('GET', 'api/pymes/admin/', { as: admin });
    expect(status).toBe(200);
    expect(body).toContainEqual({
      pyme: pymeOf(fernanda).uuid,
      admin: {
        uuid: demoUser(admin).uuid,
        first_name: 'Francisca',
        last_name: 'Muñoz',
        enabled: true,
      },
    });
    expect(body).toContainEqual({
      pyme: pymeOf('antonia.contreras@correo.cl').uuid,
      admin: expect.objectContaining({ first_name: 'Valentina' }) as unknown,
    });
  });

  it('are created, changed and removed by a super admin', async () => {
    const pyme = pymeOf(entrepreneur).uuid;
    const path = `api/pymes/admin/${pyme}/`;
    const created = await call('POST', path, {
      as: superAdmin,
      body: { admin_uuid: demoUser(herrera).uuid, pyme_uuid: pyme },
    });
    expect(created).toEqual({
      status: 201,
      body: {
        pyme,
        admin: {
          uuid: demoUser(herrera).uuid,
          first_name: 'Matías',
          last_name: 'Herrera',
          enabled: true,
        },
      },
    });
    expect(
      await call('POST', path, {
        as: superAdmin,
        body: { admin_uuid: demoUser(lagos).uuid, pyme_uuid: pyme },
      }),
    ).toEqual({ status: 400, body: { pyme_uuid: ['ALREADY_ASSIGNED'] } });

    const changed = await call('PATCH', path, {
      as: superAdmin,
      body: { admin_uuid: demoUser(lagos).uuid, pyme_uuid: pyme },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ pyme, admin: { first_name: 'Josefina' } });
    expect((await call('GET', 'api/pymes/admin/', { as: admin })).body).toContainEqual(
      changed.body,
    );

    expect(
      await call('PATCH', path, {
        as: superAdmin,
        body: { admin_uuid: demoUser(javiera).uuid, pyme_uuid: pyme },
      }),
    ).toEqual({ status: 400, body: { admin_uuid: ['INVALID'] } });

    expect(
      await call('DELETE', path, { as: superAdmin, body: { admin_uuid: '', pyme_uuid: pyme } }),
    ).toEqual({ status: 204, body: null });
    expect((await call('DELETE', path, { as: superAdmin })).status).toBe(404);
    expect(
      (await call('PATCH', path, { as: superAdmin, body: { admin_uuid: demoUser(lagos).uuid } }))
        .status,
    ).toBe(404);
  });

  it('are refused to a plain admin', async () => {
    const pyme = pymeOf(entrepreneur).uuid;
    for (const method of ['POST', 'PATCH', 'DELETE']) {
      expect(
        await call(method, `api/pymes/admin/${pyme}/`, {
          as: admin,
          body: { admin_uuid: demoUser(admin).uuid, pyme_uuid: pyme },
        }),
      ).toEqual({
        status: 403,
        body: { detail: 'You do not have permission to perform this action.' },
      });
    }
    expect(readDb().adminAssignments.some((row) => row.pyme_uuid === pyme)).toBe(false);
  });
});

describe('GET api/admin/user/', () => {
  it('answers every admin as a plain list without limit, a page with it', async () => {
    const { status, body } = await call('GET', 'api/admin/user/', { as: superAdmin });
    expect(status).toBe(200);
    const admins = body as { enabled: boolean; user: { email: string } }[];
    expect(admins.map((row) => row.user.email)).toEqual([
      superAdmin,
      admin,
      'exadmin@pymesdigitales.cl',
      'matias.herrera@pymesdigitales.cl',
      'josefina.lagos@pymesdigitales.cl',
    ]);
    const francisca = demoUser(admin);
    expect(admins[1]).toEqual({
      uuid: francisca.uuid,
      enabled: true,
      is_super: false,
      user: {
        uuid: francisca.uuid,
        first_name: 'Francisca',
        last_name: 'Muñoz',
        email: admin,
      },
      profile: { rut_user: francisca.rut_user },
    });
    expect(admins.filter((row) => row.enabled)).toHaveLength(4);

    const page = await call('GET', 'api/admin/user/?limit=2&offset=0', { as: superAdmin });
    expect(page.body).toMatchObject({ count: 5 });
  });

  it('is refused to a plain admin', async () => {
    expect((await call('GET', 'api/admin/user/', { as: admin })).status).toBe(403);
  });
});

describe('roles', () => {
  /** `:pyme` stands for Javiera's pyme (enabled; it must stay so). */
  const sample: [method: string, path: string, body?: unknown][] = [
    ['GET', 'api/pymes/pyme/?limit=10'],
    ['GET', 'api/pymes/pyme-search/?limit=10&search=miel'],
    ['GET', 'api/pymes/pyme/:pyme/'],
    ['PATCH', 'api/pymes/pyme/:pyme/', { enabled: false }],
    ['PATCH', 'api/pymes/user/:pyme/', { first_name: 'Hackeada' }],
    ['GET', 'api/evaluations/list-ready/:pyme/'],
    ['POST', 'api/evaluations/evaluated-result/', { pyme_uuid: 'x', evaluation_uuid: 'y' }],
    ['GET', 'api/formations/training/?limit=1000&offset=0&is_active=true'],
    ['POST', 'api/formations/formation-line/', { training: 'x', status: 'NA', pyme: 'y' }],
    ['DELETE', 'api/formations/formation-line/x/'],
    ['GET', 'api/pymes/admin/'],
    ['POST', 'api/pymes/admin/:pyme/', { admin_uuid: 'x', pyme_uuid: 'y' }],
    ['GET', 'api/admin/user/'],
  ];

  it.each(sample)(
    '%s %s: 401 without a token, 403 for an entrepreneur',
    async (method, path, body) => {
      const url = path.replace(':pyme', pymeOf(javiera).uuid);
      const anonymous = await call(method, url, { body });
      expect(anonymous.status).toBe(401);
      // Without a token, evaluated-result/ is the form provider's webhook, which must be signed.
      expect(anonymous.body).toMatchObject(
        path.includes('evaluated-result')
          ? { detail: 'INVALID_SIGNATURE' }
          : { code: 'token_not_valid' },
      );
      expect(await call(method, url, { as: entrepreneur, body })).toEqual({
        status: 403,
        body: { detail: 'You do not have permission to perform this action.' },
      });
      expect(pymeOf(javiera)).toMatchObject({ enabled: true });
      expect(demoUser(javiera).first_name).toBe('Javiera');
    },
  );
});
