import { describe, expect, it } from 'vitest';
import { readDb, updateDb } from '@/mocks/db';
import { issueTokens } from '@/mocks/tokens';
import { callDemoApi } from '@tests/testing/demo-api-call';
import { accountOf, demoPassword, demoUser } from '@tests/testing/demo-session';

/**
 * The demo backend's "Super admin: administrators" endpoints
 * (docs/api-contract.md), called as the app calls them, and the token calls'
 * refusal of a disabled admin.
 */

const superAdmin = accountOf.superadmin;
const admin = accountOf.admin;
const entrepreneur = accountOf.user;
const disabledAdmin = 'exadmin@pymesdigitales.cl';

const call = callDemoApi;

interface ApiAdmin {
  uuid: string;
  enabled: boolean;
  is_super: boolean;
  user: { uuid: string; first_name: string; last_name: string; email: string };
  profile: { rut_user: string } | null;
}

interface Page<Row> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Row[];
}

const emails = (rows: readonly ApiAdmin[]) => rows.map((row) => row.user.email);

const newAdmin = {
  first_name: 'Ignacia',
  last_name: 'Fuentes',
  rut_user: '20.111.222-2',
  email: 'Ignacia.Fuentes@PymesDigitales.cl',
  password: 'Segura2026!',
  enabled: true,
  is_super: false,
  order_name: 'Admin',
};

/** The new admin's RUT, normalised: valid, and nobody has it. */
const freeRut = '20111222-2';

/** Admins beyond the seed's five, so that the list has two pages. */
function addAdmins(count: number) {
  updateDb((data) => {
    for (let index = 0; index < count; index += 1) {
      data.users.push({
        ...demoUser(admin),
        uuid: `extra-admin-${String(index)}`,
        email: `extra${String(index + 1)}@pymesdigitales.cl`,
        first_name: `Extra${String(index + 1)}`,
        last_name: 'Apellido',
        rut_user: '',
      });
    }
  });
}

describe('GET api/admin/user/ (paged) and api/admin/user-search/ (unpaged)', () => {
  it('answers a page of admins in creation order, with a null profile without a RUT', async () => {
    addAdmins(6);
    const first = await call('GET', 'api/admin/user/?limit=10&offset=0', { as: superAdmin });
    expect(first.status).toBe(200);
    const page = first.body as Page<ApiAdmin>;
    expect(page.count).toBe(11);
    expect(page.next).toBe('http://api.test/api/admin/user/?limit=10&offset=10');
    expect(emails(page.results).slice(0, 5)).toEqual([
      superAdmin,
      admin,
      disabledAdmin,
      'matias.herrera@pymesdigitales.cl',
      'josefina.lagos@pymesdigitales.cl',
    ]);
    const second = await call('GET', 'api/admin/user/?limit=10&offset=10', { as: superAdmin });
    const last = (second.body as Page<ApiAdmin>).results;
    expect(emails(last)).toEqual(['extra6@pymesdigitales.cl']);
    expect(last[0]?.profile).toBeNull();
    // Only admins: no entrepreneur in the list.
    expect(emails(page.results)).not.toContain(entrepreneur);
  });

  it('searches first and last name, e-mail and RUT, and never pages', async () => {
    addAdmins(12);
    const search = async (text: string, paging = '') => {
      const { status, body } = await call(
        'GET',
        `api/admin/user-search/?search=${encodeURIComponent(text)}${paging}`,
        { as: superAdmin },
      );
      expect(status).toBe(200);
      return emails(body as ApiAdmin[]);
    };
    expect(await search('valentina')).toEqual([superAdmin]);
    expect(await search('Muñoz')).toEqual([admin]);
    expect(await search('lagos@')).toEqual(['josefina.lagos@pymesdigitales.cl']);
    expect(await search(demoUser(disabledAdmin).rut_user)).toEqual([disabledAdmin]);
    expect(await search('Fernanda')).toEqual([]); // an entrepreneur is not an admin
    // Every match at once, even when asked for a page.
    expect(await search('extra', '&limit=10&offset=0')).toHaveLength(12);
  });
});

describe('POST api/admin/user/', () => {
  it('creates a verified admin who can log in at once when enabled', async () => {
    const created = await call('POST', 'api/admin/user/', { as: superAdmin, body: newAdmin });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      uuid: expect.any(String) as unknown,
      enabled: true,
      is_super: false,
      user: {
        uuid: (created.body as ApiAdmin).uuid,
        first_name: 'Ignacia',
        last_name: 'Fuentes',
        email: 'ignacia.fuentes@pymesdigitales.cl',
      },
      profile: { rut_user: freeRut },
    });
    const stored = demoUser('ignacia.fuentes@pymesdigitales.cl');
    expect(stored).toMatchObject({ is_admin: true, verified: true, password: 'Segura2026!' });
    const login = await call('POST', 'api/token/', {
      body: { email: 'ignacia.fuentes@pymesdigitales.cl', password: 'Segura2026!' },
    });
    expect(login.status).toBe(200);
    const info = await call('GET', 'api/users/info/', { as: 'ignacia.fuentes@pymesdigitales.cl' });
    expect(info.body).toMatchObject({ type_user: { admin: true, is_super: false } });
  });

  it('creates a disabled admin (Deshabilitado) who cannot log in', async () => {
    await call('POST', 'api/admin/user/', {
      as: superAdmin,
      body: { ...newAdmin, enabled: false, is_super: false, order_name: 'Deshabilitado' },
    });
    const login = await call('POST', 'api/token/', {
      body: { email: newAdmin.email, password: newAdmin.password },
    });
    expect(login.status).toBe(401);
  });

  it('refuses a taken e-mail (any case) and RUT, a weak password, and wrong fields', async () => {
    const taken = await call('POST', 'api/admin/user/', {
      as: superAdmin,
      body: {
        ...newAdmin,
        email: 'EMPRENDEDORA@pymesdigitales.cl',
        rut_user: demoUser(entrepreneur).rut_user.replace('-', ''),
        password: 'debil',
      },
    });
    expect(taken).toEqual({
      status: 400,
      body: {
        email: ['EMAIL_TAKEN'],
        rut_user: ['RUT_TAKEN'],
        password: ['WEAK_PASSWORD'],
      },
    });
    const weak = await call('POST', 'api/admin/user/', {
      as: superAdmin,
      body: { ...newAdmin, password: 'sinmayusculas1!' },
    });
    expect(weak.body).toEqual({ password: ['WEAK_PASSWORD'] });
    const wrong = await call('POST', 'api/admin/user/', {
      as: superAdmin,
      body: {
        first_name: 'Ab',
        last_name: 'Fuentes3',
        rut_user: '12345678-9',
        email: 'sin-arroba',
        password: '',
        enabled: 'true',
      },
    });
    expect(wrong).toEqual({
      status: 400,
      body: {
        first_name: ['FORMAT_ERROR'],
        last_name: ['FORMAT_ERROR'],
        email: ['FORMAT_ERROR'],
        rut_user: ['FORMAT_ERROR'],
        password: ['REQUIRED'],
        enabled: ['FORMAT_ERROR'],
        is_super: ['REQUIRED'],
      },
    });
    expect(readDb().users.filter((user) => user.is_admin)).toHaveLength(5);
  });
});

describe('PATCH api/admin/user/{uuid}/', () => {
  it('changes what is sent; the own e-mail and RUT are not "taken"', async () => {
    const francisca = demoUser(admin);
    const changed = await call('PATCH', `api/admin/user/${francisca.uuid}/`, {
      as: superAdmin,
      body: {
        first_name: 'Francisca Andrea',
        last_name: 'Muñoz',
        email: admin,
        rut_user: francisca.rut_user,
        is_super: true,
        order_name: 'Super admin',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      enabled: true,
      is_super: true,
      user: { first_name: 'Francisca Andrea', email: admin },
    });
    expect(demoUser(admin).password).toBe(demoPassword);
  });

  it('sets a new password, disables and enables', async () => {
    const francisca = demoUser(admin);
    const path = `api/admin/user/${francisca.uuid}/`;
    await call('PATCH', path, { as: superAdmin, body: { password: 'Nueva2026!' } });
    expect(demoUser(admin).password).toBe('Nueva2026!');
    await call('PATCH', path, { as: superAdmin, body: { enabled: false } });
    expect(
      (await call('POST', 'api/token/', { body: { email: admin, password: 'Nueva2026!' } })).status,
    ).toBe(401);
    await call('PATCH', path, { as: superAdmin, body: { enabled: true } });
    expect(
      (await call('POST', 'api/token/', { body: { email: admin, password: 'Nueva2026!' } })).status,
    ).toBe(200);
  });

  it("refuses another user's e-mail or RUT, a weak password and empty values", async () => {
    const francisca = demoUser(admin);
    expect(
      await call('PATCH', `api/admin/user/${francisca.uuid}/`, {
        as: superAdmin,
        body: {
          email: superAdmin.toUpperCase(),
          rut_user: demoUser(disabledAdmin).rut_user,
          password: 'corta1!',
          first_name: '',
        },
      }),
    ).toEqual({
      status: 400,
      body: {
        first_name: ['REQUIRED'],
        email: ['EMAIL_TAKEN'],
        rut_user: ['RUT_TAKEN'],
        password: ['WEAK_PASSWORD'],
      },
    });
    expect(demoUser(admin).first_name).toBe('Francisca');
  });

  it('refuses a super admin taking away her own role or disabling herself', async () => {
    const valentina = demoUser(superAdmin);
    const path = `api/admin/user/${valentina.uuid}/`;
    for (const body of [{ is_super: false }, { enabled: false }]) {
      expect(await call('PATCH', path, { as: superAdmin, body })).toEqual({
        status: 400,
        body: { detail: 'SELF_CHANGE' },
      });
    }
    expect(demoUser(superAdmin)).toMatchObject({ is_super: true, enabled: true });
    // Her own name and e-mail she may change.
    const renamed = await call('PATCH', path, {
      as: superAdmin,
      body: { first_name: 'Valentina Paz', is_super: true, email: superAdmin },
    });
    expect(renamed.status).toBe(200);
  });

  it('answers 404 for an unknown uuid and for an entrepreneur', async () => {
    for (const uuid of ['no-such-uuid', demoUser(entrepreneur).uuid]) {
      expect(
        await call('PATCH', `api/admin/user/${uuid}/`, {
          as: superAdmin,
          body: { first_name: 'Otra' },
        }),
      ).toEqual({ status: 404, body: { detail: 'Not found.' } });
    }
  });
});

describe('DELETE api/admin/user/{uuid}/', () => {
  it('removes the admin and the assignments of the pymes it looked after', async () => {
    const francisca = demoUser(admin);
    expect(readDb().adminAssignments.some((row) => row.admin_uuid === francisca.uuid)).toBe(true);
    expect(await call('DELETE', `api/admin/user/${francisca.uuid}/`, { as: superAdmin })).toEqual({
      status: 204,
      body: null,
    });
    expect(readDb().users.some((user) => user.uuid === francisca.uuid)).toBe(false);
    expect(readDb().adminAssignments.some((row) => row.admin_uuid === francisca.uuid)).toBe(false);
    // Her tokens are worthless now.
    const refresh = await call('POST', 'api/token/refresh/', {
      body: { refresh: issueTokens(francisca.uuid).refresh },
    });
    expect(refresh.status).toBe(401);
  });

  it('refuses a super admin deleting herself, and answers 404 for an unknown admin', async () => {
    expect(
      await call('DELETE', `api/admin/user/${demoUser(superAdmin).uuid}/`, { as: superAdmin }),
    ).toEqual({ status: 400, body: { detail: 'SELF_CHANGE' } });
    expect(readDb().users.some((user) => user.email === superAdmin)).toBe(true);
    expect(
      await call('DELETE', `api/admin/user/${demoUser(entrepreneur).uuid}/`, { as: superAdmin }),
    ).toEqual({ status: 404, body: { detail: 'Not found.' } });
  });
});

describe('a disabled admin', () => {
  it('cannot log in', async () => {
    expect(
      await call('POST', 'api/token/', {
        body: { email: disabledAdmin, password: demoPassword },
      }),
    ).toEqual({
      status: 401,
      body: { detail: 'No active account found with the given credentials' },
    });
  });

  it('cannot refresh a token issued before she was disabled', async () => {
    const { refresh } = issueTokens(demoUser(admin).uuid);
    await call('PATCH', `api/admin/user/${demoUser(admin).uuid}/`, {
      as: superAdmin,
      body: { enabled: false },
    });
    expect(await call('POST', 'api/token/refresh/', { body: { refresh } })).toEqual({
      status: 401,
      body: { detail: 'No active account found for the given token.', code: 'no_active_account' },
    });
    // Nor use an access token she still holds.
    expect((await call('GET', 'api/pymes/pyme/?limit=10', { as: admin })).status).toBe(403);
  });
});

describe('roles', () => {
  const sample: [method: string, path: string, body?: unknown][] = [
    ['GET', 'api/admin/user/?limit=10&offset=0'],
    ['GET', 'api/admin/user-search/?search=valentina'],
    ['POST', 'api/admin/user/', newAdmin],
    ['PATCH', 'api/admin/user/:uuid/', { first_name: 'Hackeada' }],
    ['DELETE', 'api/admin/user/:uuid/'],
  ];

  it.each(sample)(
    '%s %s: 401 without a token, 403 for an admin and an entrepreneur',
    async (method, path, body) => {
      const url = path.replace(':uuid', demoUser('matias.herrera@pymesdigitales.cl').uuid);
      const anonymous = await call(method, url, { body });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ code: 'token_not_valid' });
      for (const who of [admin, entrepreneur]) {
        expect(await call(method, url, { as: who, body })).toEqual({
          status: 403,
          body: { detail: 'You do not have permission to perform this action.' },
        });
      }
      expect(demoUser('matias.herrera@pymesdigitales.cl').first_name).toBe('Matías');
      expect(readDb().users.filter((user) => user.is_admin)).toHaveLength(5);
    },
  );
});
