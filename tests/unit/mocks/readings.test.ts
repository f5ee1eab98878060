import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminUuidOf } from '@/mocks/admin-records';
import { currentReading, setReading } from '@/mocks/readings';
import { readDb, resetDb, setSeedSize, type DemoPyme } from '@/mocks/db';
import { issueResponseToken, typeformSignature } from '@/mocks/webhook-signing';
import { callDemoApi } from '@tests/testing/demo-api-call';
import { accountOf, demoPassword, demoUser } from '@tests/testing/demo-session';

/**
 * The demo backend's spec-only mode (src/mocks/api-mode.ts): only the spec's
 * API, with the other DRF reading of every gap. Each test runs in that mode
 * and the full mode comes back after it.
 */

const base = 'http://api.test/';
const superAdmin = accountOf.superadmin;
const admin = accountOf.admin;
/** Carolina: no diagnostic done, no line. */
const carolina = accountOf.user;
/** Antonia Contreras: three diagnostics done, a FINISHED line. */
const antonia = 'antonia.contreras@correo.cl';

const call = callDemoApi;

interface Page<Row = Record<string, unknown>> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Row[];
}

async function page<Row = Record<string, unknown>>(path: string, as: string): Promise<Page<Row>> {
  const { status, body } = await call('GET', path, { as });
  expect(status).toBe(200);
  // A DRF page, not a plain array.
  expect(Array.isArray(body)).toBe(false);
  const answer = body as Page<Row>;
  expect(Object.keys(answer).sort()).toEqual(['count', 'next', 'previous', 'results']);
  expect(typeof answer.count).toBe('number');
  expect(Array.isArray(answer.results)).toBe(true);
  return answer;
}

function pymeOf(email: string): DemoPyme {
  const pyme = readDb().pymes.find((candidate) => candidate.user_uuid === demoUser(email).uuid);
  if (!pyme) throw new Error(`No pyme for ${email}`);
  return pyme;
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  setReading('spec-only');
});

afterEach(() => {
  setReading('full');
});

describe('the switch', () => {
  it('is on in these tests, and off by default', () => {
    expect(currentReading()).toBe('spec-only');

    setReading('full');
  });
});

describe('5. lists are always paged', () => {
  it('answers a page of 10 without limit, with DRF’s next link', async () => {
    const pymes = await page('api/pymes/pyme/', admin);
    expect(pymes.count).toBe(45);
    expect(pymes.results).toHaveLength(10);
    expect(pymes.next).toBe(`${base}api/pymes/pyme/?limit=10&offset=10`);
    expect(pymes.previous).toBeNull();

    // The full mode's plain array, for contrast.
    setReading('full');
    const { body } = await call('GET', 'api/pymes/pyme/', { as: admin });
    expect(body).toHaveLength(45);
  });

  it('reads a limit above 100 as 100 (max_limit)', async () => {
    try {
      setSeedSize(150);
      const pymes = await page('api/pymes/pyme/?limit=1000&offset=0&is_active=true', admin);
      expect(pymes.count).toBe(150);
      expect(pymes.results).toHaveLength(100);
      const next = new URL(pymes.next ?? '');
      expect(next.searchParams.get('limit')).toBe('100');
      expect(next.searchParams.get('offset')).toBe('100');
      const last = await page('api/pymes/pyme/?limit=100000&offset=100', admin);
      expect(last.results).toHaveLength(50);
      expect(last.next).toBeNull();
      expect(last.previous).toBe(`${base}api/pymes/pyme/?limit=100`);
    } finally {
      setSeedSize(null);
    }
    resetDb();
  });

  it('keeps a valid limit up to 100 as it is', async () => {
    const pymes = await page('api/pymes/pyme/?limit=20&offset=20', admin);
    expect(pymes.results).toHaveLength(20);
    expect(pymes.next).toBe(`${base}api/pymes/pyme/?limit=20&offset=40`);
    expect(pymes.previous).toBe(`${base}api/pymes/pyme/?limit=20`);
  });

  it.each([
    ['api/pymes/pyme/', admin],
    ['api/pymes/pyme-search/?search=a', admin],
    ['api/admin/user/', superAdmin],
    ['api/admin/user-search/?search=a', superAdmin],
    ['api/pymes/admin/', admin],
    ['api/user/list-available/', carolina],
    ['api/formations/formation-line-list/', antonia],
    ['api/formations/training/', admin],
    ['api/formations/search/?search=a', admin],
    ['api/formations/type-training/', admin],
    ['api/evaluations/evaluation/', superAdmin],
    ['api/evaluations/evaluation-search/?search=etapa', superAdmin],
  ])('pages %s', async (path, as) => {
    const answer = await page(path, as);
    expect(answer.results.length).toBe(Math.min(answer.count, 10));
    expect(answer.count).toBeGreaterThan(0);
  });

  it('pages a pyme’s ready diagnostics', async () => {
    const ready = await page<{ uuid: string; name: string; evaluated: boolean }>(
      `api/evaluations/list-ready/${pymeOf(antonia).uuid}/`,
      admin,
    );
    expect(ready.count).toBe(3);
    expect(ready.results.map((row) => row.evaluated)).toEqual([true, true, true]);
  });

  it('pages the admins search and honours its limit and offset', async () => {
    const searched = await page<{ user: { email: string } }>(
      'api/admin/user-search/?search=pymesdigitales&limit=2&offset=1',
      superAdmin,
    );
    expect(searched.count).toBe(5);
    expect(searched.results).toHaveLength(2);
    expect(searched.previous).toBe(`${base}api/admin/user-search/?search=pymesdigitales&limit=2`);
  });
});

describe('6. unknown query parameters are ignored', () => {
  it('ignores enabled on the pymes lists, keeps training', async () => {
    const all = await page('api/pymes/pyme/?limit=100', admin);
    expect((await page('api/pymes/pyme/?limit=100&enabled=false', admin)).count).toBe(all.count);
    expect((await page('api/pymes/pyme-search/?search=a&enabled=false', admin)).count).toBe(
      (await page('api/pymes/pyme-search/?search=a', admin)).count,
    );

    const line = readDb().lineAssignments[0];
    const inLine = readDb().lineAssignments.filter(
      (candidate) => candidate.training_line_uuid === line?.training_line_uuid,
    );
    const filtered = await page<{ uuid: string }>(
      `api/pymes/pyme/?limit=100&training=${line?.training_line_uuid ?? ''}`,
      admin,
    );
    expect(filtered.count).toBe(inLine.length);
    expect(filtered.count).toBeLessThan(all.count);
  });

  it('searches only on evaluation-search/', async () => {
    expect((await page('api/evaluations/evaluation/?search=etapa-2', superAdmin)).count).toBe(3);
    expect(
      (await page('api/evaluations/evaluation-search/?search=etapa-2', superAdmin)).count,
    ).toBe(1);
  });
});

describe('7. pyme-search searches the business name and RUT only', () => {
  it('finds by business name and RUT, not by the entrepreneur, e-mail, region or commune', async () => {
    const pyme = pymeOf(antonia);
    const byName = await page<{ uuid: string }>(
      'api/pymes/pyme-search/?search=Huerto%20Urbano',
      admin,
    );
    expect(byName.results.map((row) => row.uuid)).toEqual([pyme.uuid]);
    const byRut = await page<{ uuid: string }>(`api/pymes/pyme-search/?search=${pyme.rut}`, admin);
    expect(byRut.results.map((row) => row.uuid)).toEqual([pyme.uuid]);
    for (const term of ['Contreras', 'antonia.contreras', demoUser(antonia).rut_user, 'Ñuñoa']) {
      expect((await page(`api/pymes/pyme-search/?search=${term}`, admin)).count).toBe(0);
    }
  });
});

describe('8. endpoints the spec does not list', () => {
  it('answers 404 to GET pymes/pyme/{uuid}/, and PATCH there still works', async () => {
    const pyme = pymeOf(antonia);
    expect(await call('GET', `api/pymes/pyme/${pyme.uuid}/`, { as: admin })).toEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
    const patched = await call('PATCH', `api/pymes/pyme/${pyme.uuid}/`, {
      as: admin,
      body: { enabled: false },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ uuid: pyme.uuid, enabled: false });
  });
});

describe('9. the diagnostics carry no response_token; the webhook takes user_id', () => {
  const webhook = `${base}api/evaluations/evaluated-result/`;

  function formResponse(hidden: Record<string, string>) {
    return JSON.stringify({
      event_type: 'form_response',
      form_response: {
        form_id: 'etapa-1',
        submitted_at: '2026-11-22T20:10:00Z',
        hidden,
        definition: { fields: [{ id: 'q1', title: '¿Cuántas personas trabajan?' }] },
        answers: [{ type: 'choice', choice: { label: '2 a 5' }, field: { id: 'q1' } }],
      },
    });
  }

  async function deliver(raw: string, signature?: string) {
    const response = await fetch(webhook, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Typeform-Signature': signature ?? (await typeformSignature(raw)),
      },
      body: raw,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  const resultsOf = (email: string) =>
    readDb().evaluationResults.filter((result) => result.pyme_uuid === pymeOf(email).uuid);

  it('lists the spec’s Evaluation fields only', async () => {
    const rows = await page('api/user/list-available/', carolina);
    expect(rows.results).toHaveLength(3);
    for (const row of rows.results) {
      expect(Object.keys(row).sort()).toEqual(
        [
          'amount',
          'duration',
          'enabled',
          'form_id',
          'is_done',
          'name',
          'order_name',
          'order_number',
          'uuid',
        ].sort(),
      );
    }
  });

  it('files the answers under the entrepreneur of hidden.user_id', async () => {
    const answer = await deliver(formResponse({ user_id: demoUser(carolina).uuid }));
    expect(answer).toEqual({ status: 201, body: { message: 'RESULT_SAVED' } });
    expect(resultsOf(carolina)).toHaveLength(1);
    expect(resultsOf(carolina)[0]?.answers).toEqual([
      { question_name: '¿Cuántas personas trabajan?', answer_text: '2 a 5' },
    ]);
  });

  it.each<[string, () => Record<string, string>]>([
    ['a missing user_id', () => ({})],
    ['an unknown user_id', () => ({ user_id: '00000000-0000-4000-a000-000000000000' })],
    ['an admin’s user_id', () => ({ user_id: demoUser(admin).uuid })],
    ['an empty user_id', () => ({ user_id: '' })],
  ])('refuses %s with 400 {"hidden": ["INVALID"]}', async (_label, hidden) => {
    const before = structuredClone(readDb().evaluationResults);
    expect(await deliver(formResponse(hidden()))).toEqual({
      status: 400,
      body: { hidden: ['INVALID'] },
    });
    expect(readDb().evaluationResults).toEqual(before);
  });

  it('does not read response_token', async () => {
    const token = await issueResponseToken(demoUser(carolina).uuid, 'etapa-1');
    expect(await deliver(formResponse({ response_token: token }))).toEqual({
      status: 400,
      body: { hidden: ['INVALID'] },
    });
    expect(resultsOf(carolina)).toHaveLength(0);
  });

  it('still refuses an unsigned or wrongly signed delivery', async () => {
    const raw = formResponse({ user_id: demoUser(carolina).uuid });
    expect(await deliver(raw, 'sha256=AAAA')).toEqual({
      status: 401,
      body: { detail: 'INVALID_SIGNATURE' },
    });
    expect(resultsOf(carolina)).toHaveLength(0);
  });
});

describe('10. fields the spec does not list are absent', () => {
  it('gives the pyme’s user no phone_number', async () => {
    const pymes = await page<{ user: Record<string, unknown> }>('api/pymes/pyme/', admin);
    for (const pyme of pymes.results) {
      expect(Object.keys(pyme.user).sort()).toEqual(
        ['email', 'first_name', 'last_name', 'position', 'rut_user'].sort(),
      );
    }
  });

  it('gives users/info/ a pyme {business_name, formation_line} with the line’s uuid as text', async () => {
    const withLine = await call('GET', 'api/users/info/', { as: antonia });
    const line = readDb().lineAssignments.find(
      (candidate) => candidate.pyme_uuid === pymeOf(antonia).uuid,
    );
    expect((withLine.body as { pyme: unknown }).pyme).toEqual({
      business_name: 'Huerto Urbano',
      formation_line: line?.uuid,
    });
    const without = await call('GET', 'api/users/info/', { as: carolina });
    expect((without.body as { pyme: unknown }).pyme).toEqual({
      business_name: 'Dulces Carolina',
      formation_line: null,
    });
    const ofAdmin = await call('GET', 'api/users/info/', { as: admin });
    expect((ofAdmin.body as { pyme: unknown }).pyme).toBeNull();
  });
});

describe('11. writes answer the record', () => {
  const signup = {
    email: 'rosa@pyme.cl',
    password: 'Alfajores2026!',
    password_confirmation: 'Alfajores2026!',
    first_name: 'Rosa',
    last_name: 'Quiroz',
    rut_user: '9876543-3',
    phone_number: '912345678',
    position: 'Dueño',
    business_name: 'Dulcería Rosita',
    rut: '77123464-K',
    direction: 'Pasaje Las Camelias 221',
    region: 'Ñuble',
    commune: 'San Carlos',
    terms_accepted: true,
  };

  const linkToken = (email: string, type: 'verify' | 'reset') => {
    const user = demoUser(email);
    const entry = readDb().emailTokens.find(
      (candidate) => candidate.user_uuid === user.uuid && candidate.type === type,
    );
    if (!entry) throw new Error(`No ${type} token for ${email}`);
    return entry.token;
  };

  it('answers the profile edit with the profile, as users/info/ gives it', async () => {
    const edited = await call('PATCH', 'api/users/profile/', {
      as: carolina,
      body: { first_name: 'Carola', last_name: 'Pérez', phone_number: '987654321' },
    });
    expect(edited.status).toBe(200);
    const info = await call('GET', 'api/users/info/', { as: carolina });
    expect(edited.body).toEqual(info.body);
    expect(edited.body).toMatchObject({
      user: { first_name: 'Carola' },
      profile: { phone_number: '987654321' },
    });
  });

  it('answers the signup with the created user, and the account e-mails with {}', async () => {
    const created = await call('POST', 'api/users/signup/', { body: signup });
    expect(created).toEqual({
      status: 201,
      body: {
        uuid: demoUser('rosa@pyme.cl').uuid,
        email: 'rosa@pyme.cl',
        first_name: 'Rosa',
        last_name: 'Quiroz',
      },
    });
    // Spec §4 states EMAIL_SENT for both sends.
    expect(await call('POST', 'api/users/verify/', { body: { email: 'rosa@pyme.cl' } })).toEqual({
      status: 200,
      body: { message: 'EMAIL_SENT' },
    });
    const verifyToken = readDb()
      .emailTokens.filter(
        (entry) => entry.user_uuid === demoUser('rosa@pyme.cl').uuid && entry.type === 'verify',
      )
      .at(-1)?.token;
    expect(await call('PATCH', 'api/users/verify/', { body: { token: verifyToken } })).toEqual({
      status: 200,
      body: {},
    });
    expect(demoUser('rosa@pyme.cl').verified).toBe(true);

    expect(await call('POST', 'api/users/pwreset/', { body: { email: carolina } })).toEqual({
      status: 200,
      body: { message: 'EMAIL_SENT' },
    });
    expect(
      await call('PATCH', 'api/users/pwreset/', {
        body: {
          token: linkToken(carolina, 'reset'),
          password: 'Nueva2026!',
          password_confirmation: 'Nueva2026!',
        },
      }),
    ).toEqual({ status: 200, body: {} });
    expect(demoUser(carolina).password).toBe('Nueva2026!');
  });

  it('answers the password change with {}', async () => {
    expect(
      await call('PATCH', 'api/users/pwupdate/', {
        as: carolina,
        body: { password: 'Otra2026!x', password_confirmation: 'Otra2026!x' },
      }),
    ).toEqual({ status: 200, body: {} });
    expect(demoUser(carolina).password).toBe('Otra2026!x');
    expect(demoUser(carolina).password).not.toBe(demoPassword);
  });
});

describe('12. admins have their own uuids', () => {
  const adminUuid = (email: string) => adminUuidOf(demoUser(email).uuid);

  it('derives a different, uuid-shaped, one-to-one admin uuid', () => {
    const users = readDb().users.map((user) => user.uuid);
    const derived = users.map(adminUuidOf);
    for (const [index, uuid] of derived.entries()) {
      expect(uuid).toMatch(uuidShape);
      expect(uuid).not.toBe(users[index]);
      expect(users).not.toContain(uuid);
    }
    expect(new Set(derived).size).toBe(users.length);
    expect(adminUuidOf(users[0] ?? '')).toBe(adminUuidOf(users[0] ?? ''));
    expect(adminUuidOf(crypto.randomUUID())).toMatch(uuidShape);
  });

  it('lists each admin with its own uuid and its user’s', async () => {
    const admins = await page<{ uuid: string; user: { uuid: string; email: string } }>(
      'api/admin/user/?limit=10',
      superAdmin,
    );
    expect(admins.count).toBe(5);
    for (const row of admins.results) {
      expect(row.user.uuid).toBe(demoUser(row.user.email).uuid);
      expect(row.uuid).toBe(adminUuidOf(row.user.uuid));
    }
    const searched = await page<{ uuid: string }>(
      'api/admin/user-search/?search=Herrera',
      superAdmin,
    );
    expect(searched.results.map((row) => row.uuid)).toEqual([
      adminUuid('matias.herrera@pymesdigitales.cl'),
    ]);
  });

  it('creates and edits with the admin uuid in the answer; a user uuid in the path is 404', async () => {
    const created = await call('POST', 'api/admin/user/', {
      as: superAdmin,
      body: {
        first_name: 'Ana',
        last_name: 'Rivas',
        rut_user: '9876543-3',
        email: 'ana.rivas@pymesdigitales.cl',
        password: 'Segura2026!',
        enabled: true,
        is_super: false,
        order_name: 'Admin',
      },
    });
    expect(created.status).toBe(201);
    const ana = demoUser('ana.rivas@pymesdigitales.cl');
    expect(created.body).toMatchObject({ uuid: adminUuidOf(ana.uuid), user: { uuid: ana.uuid } });

    const herrera = demoUser('matias.herrera@pymesdigitales.cl');
    expect(
      await call('PATCH', `api/admin/user/${herrera.uuid}/`, {
        as: superAdmin,
        body: { first_name: 'Mateo' },
      }),
    ).toEqual({ status: 404, body: { detail: 'Not found.' } });
    const edited = await call('PATCH', `api/admin/user/${adminUuidOf(herrera.uuid)}/`, {
      as: superAdmin,
      body: { first_name: 'Mateo' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      uuid: adminUuidOf(herrera.uuid),
      user: { uuid: herrera.uuid, first_name: 'Mateo' },
    });

    expect(await call('DELETE', `api/admin/user/${herrera.uuid}/`, { as: superAdmin })).toEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
    expect(
      (await call('DELETE', `api/admin/user/${adminUuidOf(herrera.uuid)}/`, { as: superAdmin }))
        .status,
    ).toBe(204);
    expect(readDb().users.some((user) => user.uuid === herrera.uuid)).toBe(false);
  });

  it('lets a super admin lower her own role and disable herself (no SELF_CHANGE)', async () => {
    const self = adminUuid(superAdmin);
    const lowered = await call('PATCH', `api/admin/user/${self}/`, {
      as: superAdmin,
      body: { is_super: false },
    });
    expect(lowered.status).toBe(200);
    expect(lowered.body).toMatchObject({ uuid: self, is_super: false });
    expect(demoUser(superAdmin).is_super).toBe(false);

    resetDb();
    const disabled = await call('PATCH', `api/admin/user/${self}/`, {
      as: superAdmin,
      body: { enabled: false },
    });
    expect(disabled.status).toBe(200);
    expect(demoUser(superAdmin).enabled).toBe(false);

    resetDb();
    expect((await call('DELETE', `api/admin/user/${self}/`, { as: superAdmin })).status).toBe(204);
    expect(readDb().users.some((user) => user.email === superAdmin)).toBe(false);
  });
});

describe('13. assignments as pyme_uuid / admin_uuid records', () => {
  interface AssignmentRecord {
    pyme_uuid: string;
    admin_uuid: string;
    pyme: Record<string, unknown> & { uuid: string; user: Record<string, unknown> };
    admin: Record<string, unknown> & { uuid: string; user: { uuid: string } };
  }

  it('lists records with the pyme and the admin as their own calls give them', async () => {
    const assignments = await page<AssignmentRecord>('api/pymes/admin/?limit=100', admin);
    expect(assignments.count).toBe(readDb().adminAssignments.length);
    const first = assignments.results[0];
    const stored = readDb().adminAssignments[0];
    expect(first?.pyme_uuid).toBe(stored?.pyme_uuid);
    expect(first?.admin_uuid).toBe(adminUuidOf(stored?.admin_uuid ?? ''));
    expect(first?.pyme.uuid).toBe(first?.pyme_uuid);
    expect(first?.pyme.user).not.toHaveProperty('phone_number');
    expect(first?.admin.uuid).toBe(first?.admin_uuid);
    expect(first?.admin.user.uuid).toBe(stored?.admin_uuid);
    expect(Object.keys(first?.admin ?? {}).sort()).toEqual(
      ['enabled', 'is_super', 'profile', 'uuid', 'user'].sort(),
    );
    // Without limit: a page of 10.
    expect((await page('api/pymes/admin/', admin)).results).toHaveLength(10);
  });

  it('creates and updates with the admin uuid and answers the record; DELETE stays 204', async () => {
    const pyme = pymeOf(carolina);
    const lagos = demoUser('josefina.lagos@pymesdigitales.cl');
    const herrera = demoUser('matias.herrera@pymesdigitales.cl');

    // A user uuid names no admin here.
    expect(
      await call('POST', `api/pymes/admin/${pyme.uuid}/`, {
        as: superAdmin,
        body: { admin_uuid: lagos.uuid, pyme_uuid: pyme.uuid },
      }),
    ).toEqual({ status: 400, body: { admin_uuid: ['INVALID'] } });

    const created = await call('POST', `api/pymes/admin/${pyme.uuid}/`, {
      as: superAdmin,
      body: { admin_uuid: adminUuidOf(lagos.uuid), pyme_uuid: pyme.uuid },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      pyme_uuid: pyme.uuid,
      admin_uuid: adminUuidOf(lagos.uuid),
      pyme: { uuid: pyme.uuid, business_name: 'Dulces Carolina' },
      admin: { uuid: adminUuidOf(lagos.uuid), user: { uuid: lagos.uuid } },
    });
    expect(readDb().adminAssignments).toContainEqual({
      pyme_uuid: pyme.uuid,
      admin_uuid: lagos.uuid,
    });

    const updated = await call('PATCH', `api/pymes/admin/${pyme.uuid}/`, {
      as: superAdmin,
      body: { admin_uuid: adminUuidOf(herrera.uuid), pyme_uuid: pyme.uuid },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      pyme_uuid: pyme.uuid,
      admin_uuid: adminUuidOf(herrera.uuid),
    });

    const removed = await call('DELETE', `api/pymes/admin/${pyme.uuid}/`, {
      as: superAdmin,
      body: { admin_uuid: adminUuidOf(herrera.uuid), pyme_uuid: pyme.uuid },
    });
    expect(removed).toEqual({ status: 204, body: null });
    expect(readDb().adminAssignments.some((row) => row.pyme_uuid === pyme.uuid)).toBe(false);
  });
});

describe('full mode, after a spec-only test', () => {
  it('serves the full API again', async () => {
    setReading('full');
    const superadminUser = demoUser(superAdmin);
    const { body } = await call('GET', 'api/admin/user/', { as: superAdmin });
    expect(body).toEqual(
      expect.arrayContaining([expect.objectContaining({ uuid: superadminUser.uuid })]),
    );
    const rows = (await call('GET', 'api/user/list-available/', { as: carolina })).body;
    expect((rows as { response_token: string }[])[0]?.response_token).toEqual(expect.any(String));
  });
});
