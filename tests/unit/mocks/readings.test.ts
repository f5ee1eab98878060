import { afterEach, describe, expect, it } from 'vitest';
import type { Paginated } from '@/api/pagination';
import { adminUuidOf } from '@/mocks/ids';
import { readDb, resetDb, setSeedSize, type DemoPyme } from '@/mocks/db';
import {
  currentReading,
  reading,
  readingNamed,
  readings,
  setReading,
  type ReadingName,
} from '@/mocks/readings';
import { issueTokens } from '@/mocks/tokens';
import { issueResponseToken, typeformSignature } from '@/mocks/webhook-signing';
import { trainingLineWeightingFields } from '@/validation/training-line-rules';
import { callDemoApi } from '@tests/testing/demo-api-call';
import { accountOf, demoPassword, demoUser } from '@tests/testing/demo-session';

/**
 * The demo backend's readings (src/mocks/readings.ts): each row of the table,
 * checked in each reading against what that reading answers. A test sets its
 * reading; the full one comes back after it.
 */

const base = 'http://api.test/';
const superAdmin = accountOf.superadmin;
const admin = accountOf.admin;
/** Carolina: no diagnostic done, no line. */
const carolina = accountOf.user;
/** Antonia Contreras (Huerto Urbano): three diagnostics done, a FINISHED line. */
const antonia = 'antonia.contreras@correo.cl';

const call = callDemoApi;

type Row = Record<string, unknown>;

type Page<Item = Row> = Paginated<Item>;

/** `[reading, expected]` for each reading, for `it.each`. */
function each<T>(expected: Record<ReadingName, T>): [ReadingName, T][] {
  return (Object.keys(readings) as ReadingName[]).map((name) => [name, expected[name]]);
}

async function get(path: string, as: string): Promise<unknown> {
  const { status, body } = await call('GET', path, { as });
  expect(status).toBe(200);
  return body;
}

/** A list answered as a DRF page (and nothing else), or null when it is a plain array. */
async function pageOrNull<Item = Row>(path: string, as: string): Promise<Page<Item> | null> {
  const body = await get(path, as);
  if (Array.isArray(body)) return null;
  const page = body as Page<Item>;
  expect(Object.keys(page).sort()).toEqual(['count', 'next', 'previous', 'results']);
  return page;
}

/** The rows of a list, paged or not. */
async function rowsOf<Item = Row>(path: string, as: string): Promise<Item[]> {
  const body = await get(path, as);
  return Array.isArray(body) ? (body as Item[]) : (body as Page<Item>).results;
}

function pymeOf(email: string): DemoPyme {
  const pyme = readDb().pymes.find((candidate) => candidate.user_uuid === demoUser(email).uuid);
  if (!pyme) throw new Error(`No pyme for ${email}`);
  return pyme;
}

function lineOf(email: string) {
  const line = readDb().lineAssignments.find((row) => row.pyme_uuid === pymeOf(email).uuid);
  if (!line) throw new Error(`No line for ${email}`);
  return line;
}

/** A multipart or raw call, as the training-line form sends its bodies. */
async function send(method: string, path: string, body: BodyInit, contentType?: string) {
  const headers = new Headers({
    Authorization: `Bearer ${issueTokens(demoUser(admin).uuid).access}`,
  });
  if (contentType) headers.set('Content-Type', contentType);
  const response = await fetch(`${base}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

function form(fields: Record<string, string | Blob>): FormData {
  const body = new FormData();
  for (const [field, value] of Object.entries(fields)) body.append(field, value);
  return body;
}

/** A complete create body of a training line, as the form sends it. */
function newLineForm(): FormData {
  return form({
    name: 'Ventas por WhatsApp',
    content_id: 'ventas_whatsapp',
    description: 'Catálogo, respuestas rápidas y cobros por WhatsApp Business.',
    type: readDb().trainingLineTypes[0]?.uuid ?? '',
    provider_name: 'Academia Digital Chile',
    content_url: 'https://cursos.example.cl/ventas-whatsapp',
    is_online: 'true',
    is_automatic_asignation: 'false',
    ...Object.fromEntries(trainingLineWeightingFields.map((field) => [field, '1'])),
    image_logo: new File([new Uint8Array(16)], 'logo.png', { type: 'image/png' }),
    image_banner: new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'banner.svg', {
      type: 'image/svg+xml',
    }),
  });
}

afterEach(() => {
  setReading('full');
});

describe('choosing a reading', () => {
  it('serves full by default, and the one set until another is', () => {
    expect(currentReading()).toBe('full');
    setReading('other');
    expect(currentReading()).toBe('other');
    expect(reading()).toBe(readings.other);
  });

  it.each([
    ['full', 'full'],
    ['spec-only', 'spec-only'],
    ['spec', 'spec-only'],
    ['other', 'other'],
    ['Spec', null],
    ['', null],
    [null, null],
  ])('reads the setting %j as %j', (setting, name) => {
    expect(readingNamed(setting)).toBe(name);
  });

  it.each(
    each({
      full: 'API: completa (con propuestas nuestras)',
      'spec-only': 'API: solo la especificación',
      other: 'API: otra lectura de la especificación',
      drf: 'API: Django REST Framework con sus valores por omisión',
    }),
  )('%s: the demo bar says %j', (name, badge) => {
    expect(readings[name].badge).toBe(badge);
  });
});

describe('pageSize and maxLimit: lists without limit, and the most a page holds', () => {
  it.each(each({ full: null, 'spec-only': 10, other: 20, drf: 10 }))(
    '%s: a list without limit answers a page of %j (null: a plain array of every row)',
    async (name, size) => {
      setReading(name);
      const page = await pageOrNull('api/pymes/pyme/', admin);
      if (size === null) {
        expect(page).toBeNull();
        expect(await rowsOf('api/pymes/pyme/', admin)).toHaveLength(45);
        return;
      }
      expect(page).toMatchObject({
        count: 45,
        next: `${base}api/pymes/pyme/?limit=${String(size)}&offset=${String(size)}`,
        previous: null,
      });
      expect(page?.results).toHaveLength(size);
    },
  );

  it.each(each({ full: 150, 'spec-only': 100, other: 50, drf: 100 }))(
    '%s: limit=1000 gives %j rows (max_limit), and the next link says so',
    async (name, granted) => {
      setReading(name);
      try {
        setSeedSize(150);
        const page = await pageOrNull('api/pymes/pyme/?limit=1000&offset=0', admin);
        expect(page?.count).toBe(150);
        expect(page?.results).toHaveLength(granted);
        if (granted < 150) {
          const next = new URL(page?.next ?? '');
          expect(next.searchParams.get('limit')).toBe(String(granted));
          expect(next.searchParams.get('offset')).toBe(String(granted));
        } else {
          expect(page?.next).toBeNull();
        }
      } finally {
        setSeedSize(null);
      }
      resetDb();
    },
  );

  it.each(each({ full: 20, 'spec-only': 20, other: 20, drf: 20 }))(
    '%s: keeps a limit of 20 as it is (%j rows)',
    async (name, rows) => {
      setReading(name);
      const page = await pageOrNull('api/pymes/pyme/?limit=20&offset=20', admin);
      expect(page?.results).toHaveLength(rows);
      expect(page?.next).toBe(`${base}api/pymes/pyme/?limit=20&offset=40`);
      expect(page?.previous).toBe(`${base}api/pymes/pyme/?limit=20`);
    },
  );

  const lists: [string, string][] = [
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
  ];

  it.each(
    each({ full: null, 'spec-only': 10, other: 20, drf: 10 }).flatMap(([name, size]) =>
      lists.map(([path, as]) => [name, size, path, as] as const),
    ),
  )('%s: without limit, pages of %j: %s', async (name, size, path, as) => {
    setReading(name);
    const page = await pageOrNull(path, as);
    if (size === null) {
      expect(page).toBeNull();
      return;
    }
    expect(page?.count).toBeGreaterThan(0);
    expect(page?.results).toHaveLength(Math.min(page?.count ?? 0, size));
  });
});

describe('listParams: the query parameters each list honours', () => {
  it.each(each({ full: false, 'spec-only': true, other: true, drf: true }))(
    '%s: the hand-built lists honour limit: %j (full: plain arrays, whatever is asked)',
    async (name, paged) => {
      setReading(name);
      const ready = `api/evaluations/list-ready/${pymeOf(antonia).uuid}/?limit=1`;
      for (const [path, as, whole] of [
        ['api/user/list-available/?limit=1', carolina, 3],
        ['api/formations/formation-line-list/?limit=1', antonia, 1],
        [ready, admin, 3],
      ] as const) {
        const page = await pageOrNull(path, as);
        expect(page !== null).toBe(paged);
        expect(page?.count ?? whole).toBe(whole);
        expect(await rowsOf(path, as)).toHaveLength(paged ? 1 : whole);
      }
    },
  );

  it.each(each({ full: false, 'spec-only': true, other: true, drf: true }))(
    '%s: admin/user-search/ honours limit and offset: %j (spec §7: "no paging")',
    async (name, paged) => {
      setReading(name);
      const path = 'api/admin/user-search/?search=pymesdigitales&limit=2&offset=1';
      const page = await pageOrNull(path, superAdmin);
      if (!paged) {
        expect(page).toBeNull();
        expect(await rowsOf(path, superAdmin)).toHaveLength(5);
        return;
      }
      expect(page?.count).toBe(5);
      expect(page?.results).toHaveLength(2);
      expect(page?.previous).toBe(`${base}api/admin/user-search/?search=pymesdigitales&limit=2`);
    },
  );

  it.each(
    each({
      full: { pyme: true, search: true },
      'spec-only': { pyme: false, search: false },
      other: { pyme: false, search: false },
      drf: { pyme: false, search: false },
    }),
  )('%s: enabled=false filters pyme/ and pyme-search/: %j', async (name, filters) => {
    setReading(name);
    const disabled = readDb().pymes.filter((pyme) => !pyme.enabled).length;
    expect(disabled).toBeGreaterThan(0);
    const count = async (path: string) => (await pageOrNull(path, admin))?.count;
    expect(await count('api/pymes/pyme/?limit=100&enabled=false')).toBe(
      filters.pyme ? disabled : 45,
    );
    const searched = await count('api/pymes/pyme-search/?limit=100&search=a');
    const searchedDisabled = await count('api/pymes/pyme-search/?limit=100&search=a&enabled=false');
    if (filters.search) expect(searchedDisabled).toBeLessThan(searched ?? 0);
    else expect(searchedDisabled).toBe(searched);
  });

  it.each(
    each({
      full: { pyme: true, search: true },
      'spec-only': { pyme: true, search: true },
      other: { pyme: true, search: false },
      drf: { pyme: true, search: true },
    }),
  )('%s: training=<line> filters pyme/ and pyme-search/: %j', async (name, filters) => {
    setReading(name);
    const training = lineOf(antonia).training_line_uuid;
    const inLine = readDb().lineAssignments.filter(
      (line) => line.training_line_uuid === training,
    ).length;
    const count = async (path: string) => (await pageOrNull(path, admin))?.count;
    expect(await count(`api/pymes/pyme/?limit=100&training=${training}`)).toBe(
      filters.pyme ? inLine : 45,
    );
    const all = await count('api/pymes/pyme-search/?limit=100&search=a');
    const filtered = await count(`api/pymes/pyme-search/?limit=100&search=a&training=${training}`);
    if (filters.search) expect(filtered).toBeLessThan(all ?? 0);
    else expect(filtered).toBe(all);
  });

  it.each(each({ full: 1, 'spec-only': 3, other: 3, drf: 3 }))(
    '%s: evaluation/?search=etapa-2 finds %j (only evaluation-search/ searches on the spec’s API)',
    async (name, found) => {
      setReading(name);
      expect(
        (await pageOrNull('api/evaluations/evaluation/?limit=10&search=etapa-2', superAdmin))
          ?.count,
      ).toBe(found);
      expect(
        (await pageOrNull('api/evaluations/evaluation-search/?limit=10&search=etapa-2', superAdmin))
          ?.count,
      ).toBe(1);
    },
  );
});

describe('pymeSearch: what pyme-search/ looks in', () => {
  it.each(each({ full: true, 'spec-only': false, other: false, drf: false }))(
    '%s: finds by business name and RUT; by the entrepreneur, e-mail, RUT or commune: %j',
    async (name, finds) => {
      setReading(name);
      const pyme = pymeOf(antonia);
      const found = async (term: string) =>
        (
          await rowsOf<{ uuid: string }>(`api/pymes/pyme-search/?limit=100&search=${term}`, admin)
        ).map((row) => row.uuid);
      expect(await found('Huerto%20Urbano')).toEqual([pyme.uuid]);
      expect(await found(pyme.rut)).toEqual([pyme.uuid]);
      for (const term of ['Contreras', 'antonia.contreras', demoUser(antonia).rut_user, 'Ñuñoa']) {
        expect((await found(encodeURIComponent(term))).includes(pyme.uuid)).toBe(finds);
      }
    },
  );
});

describe('the pyme: pymeUser, pymeLine, pymeDetail', () => {
  it.each(each({ full: true, 'spec-only': false, other: false, drf: false }))(
    '%s: the pyme’s user has phone_number: %j',
    async (name, hasPhone) => {
      setReading(name);
      for (const pyme of await rowsOf<{ user: Row }>('api/pymes/pyme/?limit=45', admin)) {
        expect(Object.keys(pyme.user).sort()).toEqual(
          ['email', 'first_name', 'last_name', 'position', 'rut_user']
            .concat(hasPhone ? ['phone_number'] : [])
            .sort(),
        );
      }
    },
  );

  it.each(
    each({
      full: 'status in the training, dated',
      'spec-only': 'status in the training',
      other: 'status beside the training',
      drf: 'status in the training',
    }),
  )('%s: formation_line has its %s', async (name, where) => {
    setReading(name);
    const line = lineOf(antonia);
    const training = readDb().trainingLines.find((row) => row.uuid === line.training_line_uuid);
    const pymes = await rowsOf<{ uuid: string; formation_line: unknown }>(
      'api/pymes/pyme/?limit=45',
      admin,
    );
    const huerto = pymes.find((pyme) => pyme.uuid === line.pyme_uuid);
    const nested = { uuid: training?.uuid, name: training?.name };
    const [date = '', time = ''] = line.created.split('T');
    expect(huerto?.formation_line).toEqual(
      where === 'status in the training, dated'
        ? {
            uuid: line.uuid,
            training: { ...nested, status: 'FINISHED' },
            created: { date, hour: time.slice(0, 5) },
          }
        : where === 'status in the training'
          ? { uuid: line.uuid, training: { ...nested, status: 'FINISHED' } }
          : { uuid: line.uuid, status: 'FINISHED', training: nested },
    );
    expect(pymes.find((pyme) => pyme.uuid === pymeOf(carolina).uuid)?.formation_line).toBeNull();
  });

  it.each(
    each({
      full: { status: 200, anonymous: 401 },
      'spec-only': { status: 404, anonymous: 404 },
      other: { status: 405, anonymous: 401 },
      drf: { status: 404, anonymous: 404 },
    }),
  )('%s: GET pymes/pyme/{uuid}/ answers %j', async (name, expected) => {
    setReading(name);
    const path = `api/pymes/pyme/${pymeOf(antonia).uuid}/`;
    const answer = await call('GET', path, { as: admin });
    expect(answer.status).toBe(expected.status);
    if (expected.status === 200) expect(answer.body).toMatchObject({ uuid: pymeOf(antonia).uuid });
    if (expected.status === 404) expect(answer.body).toEqual({ detail: 'Not found.' });
    if (expected.status === 405) {
      expect(answer.body).toEqual({ detail: 'Method "GET" not allowed.' });
      const response = await fetch(`${base}${path}`, {
        headers: { Authorization: `Bearer ${issueTokens(demoUser(admin).uuid).access}` },
      });
      expect(response.headers.get('Allow')).toBe('PATCH, OPTIONS');
    }
    expect((await call('GET', path)).status).toBe(expected.anonymous);
  });
});

describe('userInfoPyme: the pyme of users/info/', () => {
  it.each(each({ full: 'ours', 'spec-only': 'uuid', other: 'line uuid beside', drf: 'uuid' }))(
    '%s: formation_line as %s',
    async (name, shape) => {
      setReading(name);
      const line = lineOf(antonia);
      const withLine = ((await get('api/users/info/', antonia)) as { pyme: unknown }).pyme;
      const expected = {
        ours: {
          uuid: pymeOf(antonia).uuid,
          business_name: 'Huerto Urbano',
          formation_line: { uuid: line.uuid, status: 'FINISHED' },
        },
        uuid: { business_name: 'Huerto Urbano', formation_line: line.uuid },
        'line uuid beside': {
          business_name: 'Huerto Urbano',
          formation_line: {
            uuid: line.uuid,
            status: 'FINISHED',
            training: line.training_line_uuid,
          },
        },
      }[shape];
      expect(withLine).toEqual(expected);
      const without = ((await get('api/users/info/', carolina)) as { pyme: Row }).pyme;
      expect(without.formation_line).toBeNull();
      expect(((await get('api/users/info/', admin)) as { pyme: unknown }).pyme).toBeNull();
    },
  );
});

describe('lineType and lineMediaTypes: the training view', () => {
  const typeOf = (uuid: string) => {
    const type = readDb().trainingLineTypes.find((candidate) => candidate.uuid === uuid);
    return { uuid, name: type?.name };
  };

  it.each(each({ full: 'uuid', 'spec-only': 'uuid', other: 'nested', drf: 'uuid' }))(
    '%s: a line’s type comes as its %s in every line answer',
    async (name, shape) => {
      setReading(name);
      const expectType = (line: unknown, uuid: string) => {
        expect((line as { type: unknown }).type).toEqual(shape === 'uuid' ? uuid : typeOf(uuid));
      };
      const stored = readDb().trainingLines;
      const lines = await rowsOf<{ uuid: string }>('api/formations/training/?limit=10', admin);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        expectType(line, stored.find((row) => row.uuid === line.uuid)?.type ?? '');
      }
      const [first] = stored;
      const searched = await rowsOf(
        `api/formations/search/?limit=10&search=${first?.content_id ?? ''}`,
        admin,
      );
      expect(searched).toHaveLength(1);
      expectType(searched[0], first?.type ?? '');
      expectType(
        await get(`api/formations/training/${first?.uuid ?? ''}/`, admin),
        first?.type ?? '',
      );

      const type = readDb().trainingLineTypes[0]?.uuid ?? '';
      const created = await send('POST', 'api/formations/training/', newLineForm());
      expect(created.status).toBe(201);
      expectType(created.body, type);
      const uuid = (created.body as { uuid: string }).uuid;
      const edited = await send(
        'PATCH',
        `api/formations/training/${uuid}/`,
        form({ name: 'Ventas en línea' }),
      );
      expect(edited.status).toBe(200);
      expectType(edited.body, type);
    },
  );

  it.each(each({ full: 200, 'spec-only': 200, other: 415, drf: 200 }))(
    '%s: the JSON soft delete {"is_active": false} answers %j',
    async (name, status) => {
      setReading(name);
      const line = readDb().trainingLines[0];
      const answer = await send(
        'PATCH',
        `api/formations/training/${line?.uuid ?? ''}/`,
        JSON.stringify({ is_active: false }),
        'application/json',
      );
      expect(answer.status).toBe(status);
      if (status === 415) {
        expect(answer.body).toEqual({
          detail: 'Unsupported media type "application/json" in request.',
        });
      }
      // Refused: the line stays active.
      expect(readDb().trainingLines[0]?.is_active).toBe(status === 415);
    },
  );

  it.each(each({ full: 400, 'spec-only': 400, other: 415, drf: 400 }))(
    '%s: a create sent as JSON answers %j (400: read, and refused for its missing images)',
    async (name, status) => {
      setReading(name);
      const fields = Object.fromEntries(
        [...newLineForm().entries()].filter(([, value]) => typeof value === 'string'),
      );
      const answer = await send(
        'POST',
        'api/formations/training/',
        JSON.stringify(fields),
        'application/json',
      );
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual(
        status === 415
          ? { detail: 'Unsupported media type "application/json" in request.' }
          : { image_logo: ['REQUIRED'], image_banner: ['REQUIRED'] },
      );
    },
  );

  it.each(each({ full: 200, 'spec-only': 200, other: 200, drf: 200 }))(
    '%s: the multipart soft delete is_active=false answers %j',
    async (name, status) => {
      setReading(name);
      const line = readDb().trainingLines[0];
      const answer = await send(
        'PATCH',
        `api/formations/training/${line?.uuid ?? ''}/`,
        form({ is_active: 'false' }),
      );
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ uuid: line?.uuid, is_active: false });
      expect(readDb().trainingLines[0]?.is_active).toBe(false);
    },
  );
});

describe('lineAssignment and recommendation: what an entrepreneur reads', () => {
  it.each(
    each({
      full: 'uuid and ISO',
      'spec-only': 'uuid and ISO',
      other: 'no uuid, {date, hour}',
      drf: 'uuid and ISO in UTC',
    }),
  )('%s: formation-line-list/ rows with %s', async (name, shape) => {
    setReading(name);
    const line = lineOf(antonia);
    const [row] = await rowsOf('api/formations/formation-line-list/', antonia);
    if (shape === 'uuid and ISO') {
      expect(row).toMatchObject({ uuid: line.uuid, status: 'FINISHED', created: line.created });
    } else if (shape === 'uuid and ISO in UTC') {
      // The stored wall-clock time, in this machine's zone, as the UTC moment it is.
      const moment = new Date(line.created).toISOString().replace('.000Z', 'Z');
      expect(row).toMatchObject({ uuid: line.uuid, status: 'FINISHED', created: moment });
    } else {
      expect(row).not.toHaveProperty('uuid');
      const [date, time] = line.created.split('T');
      expect(row).toMatchObject({
        status: 'FINISHED',
        created: { date, hour: time?.slice(0, 5) },
      });
    }
    expect(row?.training).toMatchObject({ uuid: line.training_line_uuid });
  });

  it.each(each({ full: true, 'spec-only': true, other: false, drf: true }))(
    '%s: recommendation/ has the training’s uuid: %j',
    async (name, hasUuid) => {
      setReading(name);
      const recommended = (await get('api/formations/recommendation/', carolina)) as Row;
      expect(Object.keys(recommended).sort()).toEqual(
        ['content_url', 'description', 'image_banner', 'image_logo', 'name']
          .concat(hasUuid ? ['uuid'] : [])
          .sort(),
      );
    },
  );
});

describe('adminUuid, refusesSelfChange: the administrators', () => {
  it.each(each({ full: 'the user’s', 'spec-only': 'its own', other: 'its own', drf: 'its own' }))(
    '%s: an admin’s uuid is %s, and the admin calls take only that one',
    async (name, whose) => {
      setReading(name);
      const apiUuid = (userUuid: string) =>
        whose === 'its own' ? adminUuidOf(userUuid) : userUuid;
      const admins = await rowsOf<{ uuid: string; user: { uuid: string } }>(
        'api/admin/user/',
        superAdmin,
      );
      expect(admins).toHaveLength(5);
      for (const row of admins) expect(row.uuid).toBe(apiUuid(row.user.uuid));

      const herrera = demoUser('matias.herrera@pymesdigitales.cl');
      if (whose === 'its own') {
        expect(
          (await call('PATCH', `api/admin/user/${herrera.uuid}/`, { as: superAdmin, body: {} }))
            .status,
        ).toBe(404);
      }
      const edited = await call('PATCH', `api/admin/user/${apiUuid(herrera.uuid)}/`, {
        as: superAdmin,
        body: { first_name: 'Mateo' },
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        uuid: apiUuid(herrera.uuid),
        user: { uuid: herrera.uuid, first_name: 'Mateo' },
      });
    },
  );

  it('derives a different, uuid-shaped, one-to-one admin uuid', () => {
    const shape = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const users = readDb().users.map((user) => user.uuid);
    const derived = users.map(adminUuidOf);
    for (const [index, uuid] of derived.entries()) {
      expect(uuid).toMatch(shape);
      expect(uuid).not.toBe(users[index]);
      expect(users).not.toContain(uuid);
    }
    expect(new Set(derived).size).toBe(users.length);
  });

  it.each(each({ full: 400, 'spec-only': 200, other: 200, drf: 200 }))(
    '%s: a super admin lowering her role, disabling or deleting herself answers %j',
    async (name, status) => {
      setReading(name);
      const self = reading().adminUuid(demoUser(superAdmin));
      for (const body of [{ is_super: false }, { enabled: false }]) {
        resetDb();
        const answer = await call('PATCH', `api/admin/user/${self}/`, { as: superAdmin, body });
        expect(answer.status).toBe(status);
        if (status === 400) expect(answer.body).toEqual({ detail: 'SELF_CHANGE' });
      }
      resetDb();
      const deleted = await call('DELETE', `api/admin/user/${self}/`, { as: superAdmin });
      expect(deleted.status).toBe(status === 400 ? 400 : 204);
    },
  );
});

describe('assignmentRows and assignment: pymes/admin/', () => {
  it.each(
    each({ full: 'people', 'spec-only': 'records', other: 'uuids, one per pyme', drf: 'records' }),
  )('%s: the list holds %s', async (name, shape) => {
    setReading(name);
    const stored = readDb().adminAssignments;
    const body = await get('api/pymes/admin/?limit=100', admin);
    const rows = Array.isArray(body) ? (body as Row[]) : (body as Page).results;
    const first = stored[0];
    const adminUser = readDb().users.find((user) => user.uuid === first?.admin_uuid);
    const rowOf = (pyme = first?.pyme_uuid) =>
      rows.find((row) => row.pyme === pyme || row.pyme_uuid === pyme);
    if (shape === 'people') {
      expect(rows).toHaveLength(stored.length);
      expect(rowOf()).toEqual({
        pyme: first?.pyme_uuid,
        admin: {
          uuid: adminUser?.uuid,
          first_name: adminUser?.first_name,
          last_name: adminUser?.last_name,
          enabled: adminUser?.enabled,
        },
      });
    } else if (shape === 'records') {
      expect(rows).toHaveLength(stored.length);
      const record = rowOf() as { pyme: Row; admin: Row; admin_uuid: string };
      expect(record.admin_uuid).toBe(adminUuidOf(first?.admin_uuid ?? ''));
      expect(record.pyme).toMatchObject({ uuid: first?.pyme_uuid });
      expect(record.pyme).not.toHaveProperty('user.phone_number');
      expect(record.admin).toMatchObject({
        uuid: record.admin_uuid,
        user: { uuid: first?.admin_uuid },
      });
    } else {
      expect((body as Page).count).toBe(45);
      expect(rowOf()).toEqual({
        pyme: first?.pyme_uuid,
        admin: adminUuidOf(first?.admin_uuid ?? ''),
      });
      expect(rowOf(pymeOf(carolina).uuid)).toEqual({ pyme: pymeOf(carolina).uuid, admin: null });
      expect(rows.filter((row) => row.admin !== null)).toHaveLength(stored.length);
    }
  });

  it.each(each({ full: 'people', 'spec-only': 'records', other: 'uuids', drf: 'records' }))(
    '%s: POST and PATCH answer the assignment as %s; DELETE 204',
    async (name, shape) => {
      setReading(name);
      const pyme = pymeOf(carolina).uuid;
      const lagos = demoUser('josefina.lagos@pymesdigitales.cl');
      const herrera = demoUser('matias.herrera@pymesdigitales.cl');
      const apiUuid = reading().adminUuid;
      if (shape !== 'people') {
        expect(
          await call('POST', `api/pymes/admin/${pyme}/`, {
            as: superAdmin,
            body: { admin_uuid: lagos.uuid, pyme_uuid: pyme },
          }),
        ).toEqual({ status: 400, body: { admin_uuid: ['INVALID'] } });
      }
      /** The answer's check: records nest the pyme and the admin whole, so only their ids are compared. */
      const expectAssignment = (
        answer: { status: number; body: unknown },
        status: number,
        user: typeof lagos,
      ) => {
        expect(answer.status).toBe(status);
        if (shape === 'records') {
          expect(answer.body).toMatchObject({
            pyme_uuid: pyme,
            admin_uuid: apiUuid(user),
            pyme: { uuid: pyme, business_name: 'Dulces Carolina' },
            admin: { uuid: apiUuid(user), user: { uuid: user.uuid } },
          });
        } else {
          const person = {
            uuid: user.uuid,
            first_name: user.first_name,
            last_name: user.last_name,
            enabled: true,
          };
          expect(answer.body).toEqual({
            pyme,
            admin: shape === 'people' ? person : apiUuid(user),
          });
        }
      };
      const created = await call('POST', `api/pymes/admin/${pyme}/`, {
        as: superAdmin,
        body: { admin_uuid: apiUuid(lagos), pyme_uuid: pyme },
      });
      expectAssignment(created, 201, lagos);
      const updated = await call('PATCH', `api/pymes/admin/${pyme}/`, {
        as: superAdmin,
        body: { admin_uuid: apiUuid(herrera), pyme_uuid: pyme },
      });
      expectAssignment(updated, 200, herrera);
      expect(await call('DELETE', `api/pymes/admin/${pyme}/`, { as: superAdmin })).toEqual({
        status: 204,
        body: null,
      });
      expect(readDb().adminAssignments.some((row) => row.pyme_uuid === pyme)).toBe(false);
    },
  );
});

describe('readyEvaluations, availableEvaluation and webhookRecipient: the diagnostics', () => {
  const webhook = `${base}api/evaluations/evaluated-result/`;

  function delivery(hidden: Record<string, string>) {
    return JSON.stringify({
      event_type: 'form_response',
      form_response: {
        form_id: 'etapa-1',
        hidden,
        definition: { fields: [{ id: 'q1', title: '¿Cuántas personas trabajan?' }] },
        answers: [{ type: 'choice', choice: { label: '2 a 5' }, field: { id: 'q1' } }],
      },
    });
  }

  async function deliver(raw: string) {
    const response = await fetch(webhook, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Typeform-Signature': await typeformSignature(raw),
      },
      body: raw,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  const resultsOfCarolina = () =>
    readDb().evaluationResults.filter((result) => result.pyme_uuid === pymeOf(carolina).uuid);

  const specFields = [
    'amount',
    'duration',
    'enabled',
    'form_id',
    'is_done',
    'name',
    'order_name',
    'order_number',
    'uuid',
  ];
  const ourFields = [
    'duration',
    'form_id',
    'is_done',
    'name',
    'order_number',
    'response_token',
    'uuid',
  ];

  it.each(
    each({
      full: { javiera: [true, false, false], carolina: [false, false, false] },
      'spec-only': { javiera: [true, false, false], carolina: [false, false, false] },
      other: { javiera: [true], carolina: [] },
      drf: { javiera: [true, false, false], carolina: [false, false, false] },
    }),
  )('%s: list-ready/{pyme}/ lists, by evaluated, %j', async (name, expected) => {
    setReading(name);
    const evaluated = async (email: string) =>
      (
        await rowsOf<{ evaluated: boolean }>(
          `api/evaluations/list-ready/${pymeOf(email).uuid}/?limit=10`,
          admin,
        )
      ).map((row) => row.evaluated);
    // Javiera González (Tejidos del Sur) answered the first of three; Carolina none.
    expect(await evaluated('javiera.gonzalez@correo.cl')).toEqual(expected.javiera);
    expect(await evaluated(carolina)).toEqual(expected.carolina);
  });

  it.each(each({ full: ourFields, 'spec-only': specFields, other: specFields, drf: specFields }))(
    '%s: list-available/ rows carry %j',
    async (name, fields) => {
      setReading(name);
      const rows = await rowsOf('api/user/list-available/', carolina);
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(Object.keys(row).sort()).toEqual([...fields].sort());
    },
  );

  it.each(
    each({ full: 'response_token', 'spec-only': 'user_id', other: 'user_id', drf: 'user_id' }),
  )(
    '%s: the webhook files the answers by hidden.%s, and ignores the other field',
    async (name, field) => {
      setReading(name);
      const token = await issueResponseToken(demoUser(carolina).uuid, 'etapa-1');
      const userId = demoUser(carolina).uuid;
      const ignored =
        field === 'response_token'
          ? { status: 400, body: { response_token: ['REQUIRED'] } }
          : { status: 400, body: { hidden: ['INVALID'] } };
      expect(
        await deliver(
          delivery(field === 'response_token' ? { user_id: userId } : { response_token: token }),
        ),
      ).toEqual(ignored);
      expect(resultsOfCarolina()).toHaveLength(0);

      const filed = await deliver(
        delivery(field === 'response_token' ? { response_token: token } : { user_id: userId }),
      );
      expect(filed).toEqual({ status: 201, body: { message: 'RESULT_SAVED' } });
      expect(resultsOfCarolina()[0]?.answers).toEqual([
        { question_name: '¿Cuántas personas trabajan?', answer_text: '2 a 5' },
      ]);
    },
  );

  it.each(['spec-only', 'other'] as const)(
    '%s: refuses a user_id that names no entrepreneur with a pyme',
    async (name) => {
      setReading(name);
      for (const userId of ['', '00000000-0000-4000-a000-000000000000', demoUser(admin).uuid]) {
        expect(await deliver(delivery({ user_id: userId }))).toEqual({
          status: 400,
          body: { hidden: ['INVALID'] },
        });
      }
      expect(resultsOfCarolina()).toHaveLength(0);
    },
  );
});

describe('writes: how each write answers', () => {
  /** The fields spec §3 names once. */
  const oneNamed = {
    email: 'rosa@pyme.cl',
    password: 'Alfajores2026!',
    password_confirmation: 'Alfajores2026!',
    first_name: 'Rosa',
    rut_user: '9876543-3',
    position: 'Dueño',
    business_name: 'Dulcería Rosita',
    rut: '77123464-K',
    commune: 'San Carlos',
    terms_accepted: true,
  };
  /** The four it names twice, under each reading's names (`signupNames`). */
  const twoNamed = {
    snake: {
      last_name: 'Quiroz',
      phone_number: '912345678',
      direction: 'Pasaje Las Camelias 221',
      region: 'Ñuble',
    },
    camel: {
      lastName: 'Quiroz',
      phoneNumber: '912345678',
      address: 'Pasaje Las Camelias 221',
      state: 'Ñuble',
    },
  };
  /** As the app sends it: both names of each (src/api/edge/users.ts, `signupBody`). */
  const signup = { ...oneNamed, ...twoNamed.snake, ...twoNamed.camel };

  const linkToken = (email: string, type: 'verify' | 'reset') =>
    readDb()
      .emailTokens.filter(
        (entry) => entry.user_uuid === demoUser(email).uuid && entry.type === type,
      )
      .at(-1)?.token;

  it.each(
    each({
      full: { status: 200, body: { message: 'PROFILE_UPDATED' } },
      'spec-only': { status: 200, body: 'the profile' },
      other: { status: 204, body: null },
      drf: { status: 200, body: 'the profile' },
    }),
  )('%s: PATCH users/profile/ answers %j', async (name, expected) => {
    setReading(name);
    const edited = await call('PATCH', 'api/users/profile/', {
      as: carolina,
      body: { first_name: 'Carola', last_name: 'Pérez', phone_number: '987654321' },
    });
    const body =
      expected.body === 'the profile' ? await get('api/users/info/', carolina) : expected.body;
    expect(edited).toEqual({ status: expected.status, body });
    expect(demoUser(carolina).first_name).toBe('Carola');
  });

  it.each(
    each({
      full: [
        { status: 201, body: { message: 'USER_CREATED', email: 'rosa@pyme.cl' } },
        { status: 200, body: { message: 'ACCOUNT_VERIFIED' } },
        { status: 200, body: { message: 'PASSWORD_UPDATED' } },
        { status: 200, body: { message: 'PASSWORD_UPDATED' } },
      ],
      'spec-only': [
        { status: 201, body: 'the user' },
        { status: 200, body: {} },
        { status: 200, body: {} },
        { status: 200, body: {} },
      ],
      other: [
        { status: 201, body: {} },
        { status: 204, body: null },
        { status: 204, body: null },
        { status: 204, body: null },
      ],
      drf: [
        { status: 201, body: 'the user' },
        { status: 200, body: {} },
        { status: 200, body: {} },
        { status: 200, body: {} },
      ],
    }),
  )(
    '%s: signup, PATCH verify/, pwreset/ and pwupdate/ answer as the table says; the e-mail sends EMAIL_SENT',
    async (name, [signedUp, verified, reset, changed]) => {
      setReading(name);
      const created = await call('POST', 'api/users/signup/', { body: signup });
      const rosa = demoUser('rosa@pyme.cl');
      expect(created).toEqual({
        status: signedUp?.status,
        body:
          signedUp?.body === 'the user'
            ? { uuid: rosa.uuid, email: rosa.email, first_name: 'Rosa', last_name: 'Quiroz' }
            : signedUp?.body,
      });
      // Spec §4 states EMAIL_SENT for both sends, in every reading.
      const emailSent = { status: 200, body: { message: 'EMAIL_SENT' } };
      expect(await call('POST', 'api/users/verify/', { body: { email: 'rosa@pyme.cl' } })).toEqual(
        emailSent,
      );
      expect(
        await call('PATCH', 'api/users/verify/', {
          body: { token: linkToken('rosa@pyme.cl', 'verify') },
        }),
      ).toEqual(verified);
      expect(demoUser('rosa@pyme.cl').verified).toBe(true);

      expect(await call('POST', 'api/users/pwreset/', { body: { email: carolina } })).toEqual(
        emailSent,
      );
      const password = { password: 'Nueva2026!', password_confirmation: 'Nueva2026!' };
      expect(
        await call('PATCH', 'api/users/pwreset/', {
          body: { token: linkToken(carolina, 'reset'), ...password },
        }),
      ).toEqual(reset);
      expect(demoUser(carolina).password).toBe('Nueva2026!');

      expect(
        await call('PATCH', 'api/users/pwupdate/', {
          as: carolina,
          body: { password: 'Otra2026!x', password_confirmation: 'Otra2026!x' },
        }),
      ).toEqual(changed);
      expect(demoUser(carolina).password).not.toBe(demoPassword);
    },
  );

  interface SignupNames {
    its: keyof typeof twoNamed;
    others: keyof typeof twoNamed;
    refusal: Record<string, string[]>;
  }
  const snakeReading: SignupNames = {
    its: 'snake',
    others: 'camel',
    refusal: { last_name: ['REQUIRED'], direction: ['REQUIRED'], region: ['REQUIRED'] },
  };
  it.each(
    each<SignupNames>({
      full: snakeReading,
      'spec-only': snakeReading,
      other: snakeReading,
      drf: {
        its: 'camel',
        others: 'snake',
        refusal: { lastName: ['REQUIRED'], address: ['REQUIRED'], state: ['REQUIRED'] },
      },
    }),
  )(
    "%s: signup reads its reading's names of spec §3 and, sent only the other reading's, refuses under its own",
    async (name, { its, others, refusal }) => {
      setReading(name);
      const refused = await call('POST', 'api/users/signup/', {
        body: { ...oneNamed, ...twoNamed[others] },
      });
      expect(refused).toEqual({ status: 400, body: refusal });
      expect(readDb().users.some((user) => user.email === 'rosa@pyme.cl')).toBe(false);

      const created = await call('POST', 'api/users/signup/', {
        body: { ...oneNamed, ...twoNamed[its] },
      });
      expect(created.status).toBe(201);
      expect(demoUser('rosa@pyme.cl')).toMatchObject({
        last_name: 'Quiroz',
        phone_number: '912345678',
      });
      expect(pymeOf('rosa@pyme.cl')).toMatchObject({
        address: 'Pasaje Las Camelias 221',
        state: 'Ñuble',
      });
    },
  );

  it.each(each({ full: 200, 'spec-only': 200, other: 204, drf: 200 }))(
    '%s: PATCH pymes/pyme/{uuid}/ and pymes/user/{uuid}/ answer %j (200 with the pyme)',
    async (name, status) => {
      setReading(name);
      const pyme = pymeOf(carolina).uuid;
      for (const [path, body] of [
        [`api/pymes/pyme/${pyme}/`, { enabled: false }],
        [`api/pymes/user/${pyme}/`, { first_name: 'Carola' }],
      ] as const) {
        const answer = await call('PATCH', path, { as: admin, body });
        expect(answer.status).toBe(status);
        if (status === 200) expect(answer.body).toMatchObject({ uuid: pyme });
        else expect(answer.body).toBeNull();
      }
      expect(pymeOf(carolina).enabled).toBe(false);
      expect(demoUser(carolina).first_name).toBe('Carola');
    },
  );

  it.each(
    each({
      full: { created: 'with uuid', updated: 200 },
      'spec-only': { created: 'with uuid', updated: 200 },
      other: { created: 'without uuid', updated: 204 },
      drf: { created: 'with uuid', updated: 200 },
    }),
  )('%s: POST formation-line/ and its PATCH answer %j', async (name, expected) => {
    setReading(name);
    const pyme = pymeOf(carolina).uuid;
    const training = readDb().trainingLines[0]?.uuid ?? '';
    const created = await call('POST', 'api/formations/formation-line/', {
      as: admin,
      body: { training, status: 'NA', pyme },
    });
    const line = readDb().lineAssignments.find((row) => row.pyme_uuid === pyme);
    const fields = { training, status: 'NA', pyme };
    expect(created).toEqual({
      status: 201,
      body: expected.created === 'with uuid' ? { uuid: line?.uuid, ...fields } : fields,
    });
    const updated = await call('PATCH', `api/formations/formation-line/${line?.uuid ?? ''}/`, {
      as: admin,
      body: { status: 'TRAINING' },
    });
    expect(updated).toEqual({
      status: expected.updated,
      body: expected.updated === 200 ? { uuid: line?.uuid, ...fields, status: 'TRAINING' } : null,
    });
    expect(readDb().lineAssignments.find((row) => row.pyme_uuid === pyme)?.status).toBe('TRAINING');
  });
});
