import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { screenshotBothWidths } from '../e2e/support/screenshots';
import { test as withoutDsn } from './support/deploy-test';
import { REPORTING_TEST_RELEASE, type NginxSite } from './support/nginx-site';
import { siteWithStandIn } from './support/site-with-stand-in';

/**
 * Issue 30: error reporting, in the production build behind deploy/nginx.
 * Without VITE_SENTRY_DSN the build has no Sentry code and sends nothing; with
 * a DSN pointing at a local stand-in for Sentry's ingest, a render error, a
 * screen whose code cannot load and the user's comment arrive as envelopes
 * that carry the route's pattern, the role and the release, and nothing
 * personal: no e-mail, RUT, phone, token or query string.
 */

/** Personal data and a token, put where an error could carry them. */
const PERSONAL = {
  email: 'carolina.perez@correo.cl',
  rut: '12.345.678-5',
  phone: '+56 9 8765 4321',
  jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyIjoiY2Fyb2xpbmEifQ.firma-de-prueba',
};
const QUERY = `correo=${PERSONAL.email}&token=${PERSONAL.jwt}`;

/** The about page's screen chunk, replaced by one that throws with personal data in its message. */
async function breakAboutPage(page: Page, site: NginxSite) {
  const chunk = readdirSync(join(site.htmlDir, 'assets')).find(
    (file) => file.startsWith('about-page-') && file.endsWith('.js'),
  );
  if (!chunk) throw new Error('The build has no about-page chunk');
  await page.route(`**/assets/${chunk}`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `export function AboutPage() { throw new Error(${JSON.stringify(
        `Falla de prueba de ${PERSONAL.email}, RUT ${PERSONAL.rut}, fono ${PERSONAL.phone}, token ${PERSONAL.jwt}`,
      )}); }`,
    }),
  );
}

withoutDsn(
  'without a DSN the build has no Sentry code, the error screen offers no report, and nothing leaves',
  async ({ page, site }) => {
    const assets = readdirSync(join(site.htmlDir, 'assets')).filter((file) => file.endsWith('.js'));
    const withSentry = assets.filter((file) =>
      /sentry/i.test(readFileSync(join(site.htmlDir, 'assets', file), 'utf8')),
    );
    expect(withSentry).toEqual([]);

    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== site.url) elsewhere.push(request.url());
    });
    await breakAboutPage(page, site);
    await page.goto(`/aboutus?${QUERY}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Reportar un problema' })).toHaveCount(0);
    expect(elsewhere).toEqual([]);
  },
);

/** A stand-in for Sentry's ingest: keeps every envelope's text, answers as Sentry does (CORS open). */
interface Ingest {
  dsn: string;
  envelopes: string[];
  /** While true, every envelope is answered 500 (Sentry down). */
  refusing: boolean;
  server: Server;
}

async function startIngest(): Promise<Ingest> {
  const envelopes: string[] = [];
  const ingest = { refusing: false };
  const server = createServer((request, response) => {
    const headers = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
    };
    if (request.method !== 'POST') {
      response.writeHead(204, headers).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (ingest.refusing) {
        response.writeHead(500, headers).end();
        return;
      }
      envelopes.push(`${request.url ?? ''}\n${Buffer.concat(chunks).toString('utf8')}`);
      response.writeHead(200, { ...headers, 'Content-Type': 'application/json' }).end('{"id":"0"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(ingest, {
    dsn: `http://publickey@127.0.0.1:${String(port)}/1`,
    envelopes,
    server,
  });
}

const test = siteWithStandIn(startIngest, (ingest) => ({ sentryDsn: ingest.dsn }));

/** Every envelope received so far that holds `text`. */
const holding = (envelopes: readonly string[], text: string) =>
  envelopes.filter((envelope) => envelope.includes(text));

/** Nothing personal anywhere in what was sent. */
function expectNothingPersonal(envelopes: readonly string[]) {
  const all = envelopes.join('\n');
  for (const value of Object.values(PERSONAL)) expect(all).not.toContain(value);
  expect(all).not.toContain('correo=');
  expect(all).not.toContain('?token');
  expect(all).not.toContain('eyJhbGci');
}

test("a render error and the user's comment arrive with the route, the role and the release, and nothing personal", async ({
  page,
  deployed,
}) => {
  const { site, standIn: ingest } = deployed;
  ingest.envelopes.length = 0;
  await breakAboutPage(page, site);
  await page.goto(`/aboutus?${QUERY}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeVisible();

  // Sent once the client has loaded, after the page (the error waited in the queue).
  await expect
    .poll(() => holding(ingest.envelopes, '"kind":"render"').length, { timeout: 20_000 })
    .toBe(1);
  const [event = ''] = holding(ingest.envelopes, '"kind":"render"');
  expect(event).toContain('"route":"/aboutus"');
  expect(event).toContain('"role":"guest"');
  expect(event).toContain(`"release":"${REPORTING_TEST_RELEASE}"`);
  expect(event).toContain('Falla de prueba de');

  await page.getByRole('button', { name: 'Reportar un problema' }).click();
  // The button is gone: the focus is on the comment.
  await expect(page.getByLabel('¿Qué estabas haciendo? (opcional)')).toBeFocused();
  await screenshotBothWidths(page, 'error-screen-report-problem');
  await page
    .getByLabel('¿Qué estabas haciendo? (opcional)')
    .fill(
      `Abrí la página. Soy ${PERSONAL.email}, mi RUT ${PERSONAL.rut}, llámenme al ${PERSONAL.phone}`,
    );
  await page.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(page.getByText('Gracias. Recibimos tu reporte y lo revisaremos.')).toBeFocused();
  await screenshotBothWidths(page, 'error-screen-report-sent');
  await expect
    .poll(() => holding(ingest.envelopes, '"type":"feedback"').length, { timeout: 20_000 })
    .toBe(1);
  const [feedback = ''] = holding(ingest.envelopes, '"type":"feedback"');
  expect(feedback).toContain('Abrí la página.');
  // Tied to the error's report.
  const eventId = /"event_id":"([\da-f]{32})"/.exec(event)?.[1] ?? 'none';
  expect(feedback).toContain(`"associated_event_id":"${eventId}"`);

  expectNothingPersonal(ingest.envelopes);
});

test('a comment the service does not accept is not thanked for, and can be sent again', async ({
  page,
  deployed,
}) => {
  const { site, standIn: ingest } = deployed;
  await breakAboutPage(page, site);
  await page.goto('/aboutus');
  await expect(page.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeVisible();
  await page.getByRole('button', { name: 'Reportar un problema' }).click();
  await page.getByLabel('¿Qué estabas haciendo? (opcional)').fill('Abrí la página Nosotros.');
  ingest.refusing = true;
  try {
    await page.getByRole('button', { name: 'Enviar reporte' }).click();
    await expect(
      page.getByText('No pudimos enviar el reporte. Vuelve a intentarlo más tarde.'),
    ).toBeVisible();
    await expect(page.getByText('Gracias. Recibimos tu reporte y lo revisaremos.')).toHaveCount(0);
  } finally {
    ingest.refusing = false;
  }
  await page.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(page.getByText('Gracias. Recibimos tu reporte y lo revisaremos.')).toBeFocused();
});

test('a page without an error does not download the Sentry client', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Past the client's latest start (5 s after load) had there been a report.
  await page.clock.install();
  await page.clock.runFor(6_000);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => path.includes('sentry'))).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
});

test('a screen whose code cannot load is reported as such, with its route pattern', async ({
  page,
  deployed,
}) => {
  const { standIn: ingest } = deployed;
  ingest.envelopes.length = 0;
  await page.route('**/assets/library-page-*.js', (route) => route.abort());
  await page.goto(`/library?${QUERY}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'No pudimos cargar esta página' }),
  ).toBeVisible();
  await expect
    .poll(() => holding(ingest.envelopes, '"kind":"chunk"').length, { timeout: 20_000 })
    .toBe(1);
  const [event = ''] = holding(ingest.envelopes, '"kind":"chunk"');
  expect(event).toContain('"route":"/library"');
  expect(event).toContain('"role":"guest"');
  expect(event).toContain(`"release":"${REPORTING_TEST_RELEASE}"`);
  expectNothingPersonal(ingest.envelopes);
});
