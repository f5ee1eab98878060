import { describe, expect, it, vi } from 'vitest';
import { persistInLocalStorage, readDb, resetDb, updateDb } from '@/mocks/db';
import { currentReading, reading, setReading } from '@/mocks/readings';
import { issueTokens } from '@/mocks/tokens';
import { trainingLineWeightingFields } from '@/validation/training-line-rules';
import { accountOf, demoUser } from '@tests/testing/demo-session';
import { lineNamed, pymeNamed } from '@tests/testing/demo-data';

/**
 * The demo backend's "Admin: training lines" endpoints (docs/api-contract.md),
 * called as the app calls them (multipart for create and edit, JSON for the
 * soft delete), with tokens the demo backend issued.
 */

const base = 'http://api.test/';
const admin = accountOf.admin;
const entrepreneur = accountOf.user;

function authorization(as: string): Headers {
  return new Headers({ Authorization: `Bearer ${issueTokens(demoUser(as).uuid).access}` });
}

async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

async function get(path: string, as: string | null = admin) {
  return answer(await fetch(`${base}${path}`, { headers: as ? authorization(as) : undefined }));
}

async function send(method: 'POST' | 'PATCH', path: string, body: FormData, as = admin) {
  return answer(await fetch(`${base}${path}`, { method, headers: authorization(as), body }));
}

async function patchJson(path: string, body: unknown, as = admin) {
  const headers = authorization(as);
  headers.set('Content-Type', 'application/json');
  return answer(
    await fetch(`${base}${path}`, { method: 'PATCH', headers, body: JSON.stringify(body) }),
  );
}

interface ApiLine {
  uuid: string;
  name: string;
  content_id: string;
  type: string;
  image_logo: string;
  image_banner: string;
  is_online: boolean;
  is_automatic_asignation: boolean;
  provider_phone: string;
  content_code: string;
  is_active: boolean;
  training_score: Record<string, number>;
}

interface Page<Row> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Row[];
}

const png = (bytes = 16) =>
  new File([new Uint8Array(bytes).fill(7)], 'logo.png', { type: 'image/png' });
const svg = () =>
  new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'banner.svg', { type: 'image/svg+xml' });

/** A complete create body, as the form sends it. */
function lineForm(changes: Record<string, string | File | null> = {}): FormData {
  const type = readDb().trainingLineTypes[0]?.uuid ?? '';
  const fields: Record<string, string | File | null> = {
    name: 'Ventas por WhatsApp',
    content_id: 'ventas_whatsapp',
    description: 'Catálogo, respuestas rápidas y cobros por WhatsApp Business.',
    type,
    provider_name: 'Academia Digital Chile',
    provider_phone: '912345678',
    provider_url: 'https://www.example.cl/',
    content_url: 'https://cursos.example.cl/ventas-whatsapp',
    content_code: 'LDF099',
    content_1: 'Cuatro clases',
    content_2: '',
    is_online: 'true',
    is_automatic_asignation: 'false',
    ...Object.fromEntries(
      trainingLineWeightingFields.map((field, index) => [field, String(index)]),
    ),
    image_logo: png(),
    image_banner: svg(),
    ...changes,
  };
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) {
    if (value !== null) form.append(field, value);
  }
  return form;
}

async function activeNames(path = 'api/formations/training/?limit=10&offset=0&is_active=true') {
  const { body } = await get(path);
  return (body as Page<ApiLine>).results.map((line) => line.name);
}

describe('reading the lines', () => {
  it('pages the active lines, newest first, with the weightings nested', async () => {
    const { status, body } = await get('api/formations/training/?limit=4&offset=0&is_active=true');
    expect(status).toBe(200);
    const page = body as Page<ApiLine>;
    const active = readDb()
      .trainingLines.filter((line) => line.is_active)
      .sort((a, b) => b.created.localeCompare(a.created));
    expect(page.count).toBe(active.length);
    expect(page.results.map((line) => line.name)).toEqual(
      active.slice(0, 4).map((line) => line.name),
    );
    expect(page.next).toBe(`${base}api/formations/training/?limit=4&offset=4&is_active=true`);
    expect(Object.keys(page.results[0]?.training_score ?? {})).toEqual([
      ...trainingLineWeightingFields,
    ]);
  });

  it('searches name, content id, provider and description, active lines only', async () => {
    const search = (term: string) =>
      activeNames(
        `api/formations/search/?limit=10&offset=0&is_active=true&search=${encodeURIComponent(term)}`,
      );
    expect(await search('finanzas')).toEqual(['Finanzas simples para tu pyme']);
    expect(await search('tienda_en_linea')).toEqual(['Tu tienda en línea en 30 días']);
    expect((await search('mentoras')).sort()).toEqual([
      'Finanzas simples para tu pyme',
      'Marca y pitch de ventas',
    ]);
    expect(await search('facturación electrónica')).toEqual(['Finanzas simples para tu pyme']);
    updateDb((data) => {
      const line = data.trainingLines.find(
        (candidate) => candidate.content_id === 'finanzas_simples',
      );
      if (line) line.is_active = false;
    });
    expect(await search('finanzas')).toEqual([]);
  });

  it('gives one line, 404 for an unknown one, and the types a page of 10', async () => {
    const redes = lineNamed('Vende más en redes sociales');
    const one = await get(`api/formations/training/${redes.uuid}/`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ uuid: redes.uuid, name: redes.name, is_active: true });
    expect(await get('api/formations/training/no-existe/')).toEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
    const types = await get('api/formations/type-training/?limit=10');
    expect(types.status).toBe(200);
    expect((types.body as Page<{ uuid: string; name: string }>).results).toEqual(
      readDb().trainingLineTypes.map(({ uuid, name }) => ({ uuid, name })),
    );
  });

  it.each([
    'api/formations/training/?limit=10',
    'api/formations/search/?limit=10&search=x',
    'api/formations/type-training/?limit=10',
    'api/formations/training/x/',
  ])('refuses %s to entrepreneurs (403) and to nobody (401)', async (path) => {
    expect((await get(path, entrepreneur)).status).toBe(403);
    expect((await get(path, null)).status).toBe(401);
  });
});

describe('creating a line (multipart)', () => {
  it('stores the line with its images, and serves them with their type', async () => {
    const { status, body } = await send('POST', 'api/formations/training/', lineForm());
    expect(status).toBe(201);
    const line = body as ApiLine;
    expect(line).toMatchObject({
      name: 'Ventas por WhatsApp',
      is_online: true,
      is_automatic_asignation: false,
      is_active: true,
      image_logo: `/media/trainings/${line.uuid}-logo.png`,
      image_banner: `/media/trainings/${line.uuid}-banner.svg`,
    });
    expect(line.training_score).toEqual(
      Object.fromEntries(trainingLineWeightingFields.map((field, index) => [field, index])),
    );
    expect(await activeNames()).toContain('Ventas por WhatsApp');
    expect((await activeNames()).at(0)).toBe('Ventas por WhatsApp');

    const logo = await fetch(`${base}${line.image_logo.slice(1)}`);
    expect(logo.headers.get('Content-Type')).toBe('image/png');
    expect([...new Uint8Array(await logo.arrayBuffer())]).toEqual(new Array<number>(16).fill(7));
    const banner = await fetch(`${base}${line.image_banner.slice(1)}`);
    expect(banner.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await banner.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('gives weightings left out 0, as on create', async () => {
    const form = lineForm();
    for (const field of trainingLineWeightingFields) form.delete(field);
    const { status, body } = await send('POST', 'api/formations/training/', form);
    expect(status).toBe(201);
    expect(Object.values((body as ApiLine).training_score)).toEqual(new Array<number>(10).fill(0));
  });

  it('answers REQUIRED for every required field left out', async () => {
    const { status, body } = await send('POST', 'api/formations/training/', new FormData());
    expect(status).toBe(400);
    expect(body).toEqual(
      Object.fromEntries(
        [
          'name',
          'content_id',
          'description',
          'provider_name',
          'content_url',
          'type',
          'is_online',
          'is_automatic_asignation',
          'image_logo',
          'image_banner',
        ].map((field) => [field, ['REQUIRED']]),
      ),
    );
  });

  it.each([
    ['name', 'A', 'ERROR_LENGTH'],
    ['name', '   ', 'REQUIRED'],
    ['content_id', 'con espacios', 'FORMAT_ERROR'],
    ['content_id', 'ab', 'ERROR_LENGTH'],
    ['description', 'x'.repeat(2001), 'ERROR_LENGTH'],
    ['provider_name', 'Academia 2.0', 'FORMAT_ERROR'],
    ['provider_phone', '9123456789', 'ERROR_LENGTH'],
    ['provider_phone', '9-1234567', 'FORMAT_ERROR'],
    ['provider_url', 'www.example.cl', 'FORMAT_ERROR'],
    ['content_url', 'javascript:alert(1)', 'FORMAT_ERROR'],
    ['content_code', 'LDF-1', 'FORMAT_ERROR'],
    ['content_1', 'Clases <b>', 'FORMAT_ERROR'],
    ['type', 'no-es-un-tipo', 'INVALID'],
    ['is_online', 'quizás', 'FORMAT_ERROR'],
    ['f_c_pos_fin', '11', 'FORMAT_ERROR'],
    ['f_c_mentoria_ind', '2.5', 'FORMAT_ERROR'],
    ['content_id', 'finanzas_simples', 'ALREADY_EXISTS'],
  ])('refuses %s = %j with %s', async (field, value, code) => {
    const { status, body } = await send(
      'POST',
      'api/formations/training/',
      lineForm({ [field]: value }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({ [field]: [code] });
  });

  it.each([
    ['a PDF', new File(['%PDF'], 'notas.pdf', { type: 'application/pdf' }), 'INVALID_IMAGE'],
    ['a GIF', new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }), 'INVALID_IMAGE'],
    ['text instead of a file', '/media/trainings/otra.png', 'INVALID_IMAGE'],
    ['an image over 1 MB', png(1024 * 1024 + 1), 'FILE_TOO_LARGE'],
  ])('refuses %s as an image', async (_what, value, code) => {
    const { status, body } = await send(
      'POST',
      'api/formations/training/',
      lineForm({ image_logo: value }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({ image_logo: [code] });
  });

  it('accepts an image of exactly 1 MB', async () => {
    const { status } = await send(
      'POST',
      'api/formations/training/',
      lineForm({ image_logo: png(1024 * 1024) }),
    );
    expect(status).toBe(201);
  });

  it('is for admins only', async () => {
    expect((await send('POST', 'api/formations/training/', lineForm(), entrepreneur)).status).toBe(
      403,
    );
    expect(readDb().trainingLines.some((line) => line.name === 'Ventas por WhatsApp')).toBe(false);
  });
});

describe('editing and deleting a line', () => {
  it('changes the fields sent and keeps the images that are not sent', async () => {
    const redes = lineNamed('Vende más en redes sociales');
    const form = lineForm({
      name: '  Vende más en redes  ',
      content_id: redes.content_id,
      provider_phone: '',
      image_logo: null,
      image_banner: null,
      f_c_pos_fin: '10',
    });
    const { status, body } = await send('PATCH', `api/formations/training/${redes.uuid}/`, form);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Vende más en redes',
      provider_phone: '',
      image_logo: redes.image_logo,
      image_banner: redes.image_banner,
      is_active: true,
    });
    expect((body as ApiLine).training_score.f_c_pos_fin).toBe(10);
  });

  it('stores a replaced image under a new name and forgets the old upload', async () => {
    const created = (await send('POST', 'api/formations/training/', lineForm())).body as ApiLine;
    const form = new FormData();
    form.append('image_logo', new File(['nuevo'], 'nuevo.png', { type: 'image/png' }));
    const { status, body } = await send('PATCH', `api/formations/training/${created.uuid}/`, form);
    expect(status).toBe(200);
    const edited = body as ApiLine;
    expect(edited.image_logo).toMatch(
      new RegExp(`^/media/trainings/${created.uuid}-logo_[0-9a-f]{7}\\.png$`),
    );
    expect(edited.image_banner).toBe(created.image_banner);
    expect(
      readDb()
        .uploads?.map((upload) => upload.path)
        .sort(),
    ).toEqual([edited.image_logo, created.image_banner].sort());
    expect(await (await fetch(`${base}${edited.image_logo.slice(1)}`)).text()).toBe('nuevo');
    expect((await fetch(`${base}${created.image_logo.slice(1)}`)).status).toBe(404);
  });

  it('refuses an edit as a create would, and 404 for an unknown line', async () => {
    const redes = lineNamed('Vende más en redes sociales');
    const taken = await send(
      'PATCH',
      `api/formations/training/${redes.uuid}/`,
      lineForm({ content_id: 'finanzas_simples', image_logo: null, image_banner: null }),
    );
    expect(taken).toEqual({ status: 400, body: { content_id: ['ALREADY_EXISTS'] } });
    expect((await send('PATCH', 'api/formations/training/no-existe/', lineForm())).status).toBe(
      404,
    );
  });

  it('soft deletes with {"is_active": false}: out of the active lists, pymes keep it', async () => {
    const finanzas = lineNamed('Finanzas simples para tu pyme');
    const miel = pymeNamed('Miel Nativa');
    const { status, body } = await patchJson(`api/formations/training/${finanzas.uuid}/`, {
      is_active: false,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ uuid: finanzas.uuid, is_active: false, name: finanzas.name });
    expect(await activeNames()).not.toContain(finanzas.name);
    expect(lineNamed(finanzas.name).is_active).toBe(false);
    expect(
      readDb().lineAssignments.find((line) => line.pyme_uuid === miel.uuid)?.training_line_uuid,
    ).toBe(finanzas.uuid);
  });

  it('lists a deleted line under is_active=true where the reading ignores the filter (drf)', async () => {
    const finanzas = lineNamed('Finanzas simples para tu pyme');
    await patchJson(`api/formations/training/${finanzas.uuid}/`, { is_active: false });
    const previous = currentReading();
    setReading('drf');
    try {
      expect(reading().honoursIsActive).toBe(false);
      expect(await activeNames()).toContain(finanzas.name);
      expect(
        await activeNames(
          'api/formations/search/?limit=10&offset=0&is_active=true&search=finanzas',
        ),
      ).toEqual([finanzas.name]);
    } finally {
      setReading(previous);
    }
    expect(await activeNames()).not.toContain(finanzas.name);
  });

  it('refuses the soft delete to entrepreneurs', async () => {
    const finanzas = lineNamed('Finanzas simples para tu pyme');
    const { status } = await patchJson(
      `api/formations/training/${finanzas.uuid}/`,
      { is_active: false },
      entrepreneur,
    );
    expect(status).toBe(403);
    expect(lineNamed(finanzas.name).is_active).toBe(true);
  });
});

// Last in the file: from here on the demo data lives in (jsdom's) localStorage.
describe('a full browser storage', () => {
  it('answers 507 DEMO_STORAGE_FULL and keeps the data as it was', async () => {
    persistInLocalStorage();
    resetDb();
    const before = readDb().trainingLines.length;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { status, body } = await send('POST', 'api/formations/training/', lineForm());
    expect(status).toBe(507);
    expect(body).toEqual({ detail: 'DEMO_STORAGE_FULL' });
    expect(readDb().trainingLines).toHaveLength(before);
  });
});
