import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { entrepreneurDiagnostics, entrepreneurProfile, trainingLine } from './support/api-answers';
import { test } from './support/deploy-test';
import type { NginxSite } from './support/nginx-site';
import { routeStandInApi } from './support/stand-in-api';

/**
 * The deploy artefact: the production build (no demo backend) behind the nginx
 * configuration of deploy/nginx, rendered by scripts/render-nginx-config.mjs as
 * the Docker image does, in Debian's nginx on a free loopback port. Checks the
 * SPA fallback, the caching, the compression and the security headers over
 * HTTP, then the app under its Content-Security-Policy in Chromium.
 */

const TYPEFORM = 'https://form.typeform.com';

/** The policy, with the Typeform style hash written as 'sha256-…'. */
function expectedCsp(apiOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'sha256-…'",
    `img-src 'self' data: blob: ${apiOrigin}`,
    `connect-src 'self' ${apiOrigin}`,
    `frame-src ${TYPEFORM}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const expectedPermissions =
  'accelerometer=(), autoplay=(), camera=("https://form.typeform.com"), display-capture=(), ' +
  'encrypted-media=(), fullscreen=(), geolocation=(), gyroscope=(), hid=(), idle-detection=(), ' +
  'magnetometer=(), microphone=("https://form.typeform.com"), midi=(), payment=(), ' +
  'picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), ' +
  'xr-spatial-tracking=()';

const HASH = /'sha256-[A-Za-z0-9+/]{43}='/g;

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent (not decompressed). */
  body: Buffer;
}

/** A plain GET, nothing added or decoded (unlike fetch, which asks for and undoes gzip). */
function fetchRaw(site: NginxSite, path: string, headers: Record<string, string> = {}) {
  return new Promise<RawResponse>((resolve, reject) => {
    get(`${site.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        });
      });
    }).on('error', reject);
  });
}

function indexHtml(site: NginxSite): string {
  return readFileSync(join(site.htmlDir, 'index.html'), 'utf8');
}

/**
 * The HTML nginx sends for a path: a public page's own file when the build
 * wrote one (scripts/vite-page-html.ts; tests/deploy/page-html.spec.ts checks
 * their content), otherwise index.html.
 */
function servedHtml(site: NginxSite, path: string): string {
  const { pathname } = new URL(path, site.url);
  const own =
    pathname === '/'
      ? join(site.htmlDir, 'index.home.html')
      : join(site.htmlDir, pathname, 'index.html');
  return existsSync(own) ? readFileSync(own, 'utf8') : indexHtml(site);
}

/** The hashed files index.html loads: the entry script, its preloads and the stylesheet. */
function entryAssets(site: NginxSite): string[] {
  return [...indexHtml(site).matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
}

function expectSecurityHeaders(response: RawResponse, site: NginxSite, what: string) {
  const { headers } = response;
  const csp = headers['content-security-policy'];
  expect(csp, `${what}: Content-Security-Policy`).toBeDefined();
  expect(String(csp).replace(HASH, "'sha256-…'"), what).toBe(
    expectedCsp(new URL(site.apiUrl).origin),
  );
  expect(String(csp), `${what}: nothing inline or evaluated`).not.toMatch(/unsafe-/);
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toBe(expectedPermissions);
  expect(headers.server, `${what}: no version in Server`).toBe('nginx');
}

test.describe('over HTTP', () => {
  test('deep links and folders get index.html, revalidated on every load', async ({ site }) => {
    for (const path of [
      '/',
      '/index.html',
      '/admin/pymes?pagina=2',
      '/admin/training-line-form/Crear/null',
      '/login',
      '/library',
      '/library/',
      '/images/',
      '/form',
      '/no/such/page',
    ]) {
      const response = await fetchRaw(site, path);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.headers.etag, `${path}: revalidation needs a validator`).toBeDefined();
      expect(response.body.toString('utf8'), path).toBe(servedHtml(site, path));
      expectSecurityHeaders(response, site, path);
    }
  });

  test('hashed assets are cached for a year, immutable, and sent precompressed', async ({
    site,
  }) => {
    const assets = entryAssets(site);
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    let compressed = 0;
    for (const asset of assets) {
      const file = join(site.htmlDir, asset);
      const plain = await fetchRaw(site, asset);
      expect(plain.status, asset).toBe(200);
      expect(plain.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      expect(plain.headers['content-type'], asset).toMatch(
        asset.endsWith('.css') ? /^text\/css/ : /^application\/javascript/,
      );
      expect(plain.headers['content-encoding'], asset).toBeUndefined();
      expect(plain.body.equals(readFileSync(file)), asset).toBe(true);
      expectSecurityHeaders(plain, site, asset);

      const gzipped = await fetchRaw(site, asset, { 'Accept-Encoding': 'gzip, br' });
      expect(gzipped.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      if (existsSync(`${file}.gz`)) {
        // gzip_static: the .gz written at build time, as it is (a Content-Length, not chunks).
        expect(gzipped.headers['content-encoding'], asset).toBe('gzip');
        expect(gzipped.headers.vary, asset).toBe('Accept-Encoding');
        expect(Number(gzipped.headers['content-length']), asset).toBe(statSync(`${file}.gz`).size);
        compressed += 1;
      } else {
        // Under 1 KiB: not worth compressing (precompress.mjs, gzip_min_length).
        expect(plain.body.length, asset).toBeLessThan(1024);
        expect(gzipped.headers['content-encoding'], asset).toBeUndefined();
      }
    }
    expect(compressed).toBeGreaterThan(assets.length / 2);
  });

  test('a missing asset is a 404, not index.html and not cached', async ({ site }) => {
    for (const path of ['/assets/index-missing0.js', '/assets/']) {
      const response = await fetchRaw(site, path);
      expect(response.status, path).toBe(404);
      expect(response.headers['cache-control'], path).toBeUndefined();
      expect(response.body.toString('utf8'), path).not.toContain('id="root"');
      expect(response.body.toString('utf8'), `${path}: no version on the error page`).not.toMatch(
        /nginx\/\d/,
      );
      expectSecurityHeaders(response, site, path);
    }
  });

  test('a source map is a 404 wherever it is, even when the build left one (issue 30)', async ({
    site,
  }) => {
    // A build for error reporting writes maps next to its files before uploading them.
    const [script] = entryAssets(site).filter((asset) => asset.endsWith('.js'));
    const map = `${script ?? '/assets/index.js'}.map`;
    writeFileSync(join(site.htmlDir, map), '{"version":3,"sources":["src/secret.ts"]}');
    for (const path of [map, '/assets/missing-abc.js.map', '/x.map', '/deep/link.map']) {
      const response = await fetchRaw(site, path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString('utf8'), path).not.toContain('sources');
      expect(response.body.toString('utf8'), path).not.toContain('id="root"');
      expectSecurityHeaders(response, site, path);
    }
    // The script itself is still served.
    expect((await fetchRaw(site, script ?? '/')).status).toBe(200);
  });

  test('the files of public/ are served as they are, revalidated', async ({ site }) => {
    for (const [path, type] of [
      ['/favicon.svg', 'image/svg+xml'],
      ['/library/guia-redes-sociales.pdf', 'application/pdf'],
    ] as const) {
      const response = await fetchRaw(site, path);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type'], path).toBe(type);
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.body.equals(readFileSync(join(site.htmlDir, path))), path).toBe(true);
      expectSecurityHeaders(response, site, path);
    }
  });
});

interface Violation {
  directive: string;
  blocked: string;
}

/**
 * Records every CSP violation the pages report (`securitypolicyviolation`)
 * and every console error or warning (Chromium logs a refused load there, and
 * a Permissions-Policy it cannot parse).
 */
async function watch(context: BrowserContext, page: Page) {
  const violations: Violation[] = [];
  const messages: string[] = [];
  await context.exposeBinding('__pymesCspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (violation: Violation) => void>)
          .__pymesCspViolation;
        report?.({ directive: event.effectiveDirective, blocked: event.blockedURI });
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    messages.push(`pageerror: ${error.message}`);
  });
  return { violations, messages };
}

test.describe('in Chromium, under the CSP', () => {
  test('the home page and /login render with no violation', async ({ page, context }) => {
    const seen = await watch(context, page);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
    await expect(
      page.getByRole('heading', { level: 1, name: 'Lleva tu pyme al mundo digital' }),
    ).toBeVisible();
    // The stylesheet applied (Bootstrap's layout, not the browser's default).
    await expect(page.locator('body')).toHaveCSS('margin-top', '0px');

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill('nadie@example.cl');

    expect(seen.violations).toEqual([]);
    expect(seen.messages).toEqual([]);
  });

  test('what the CSP does not allow is blocked and reported', async ({ page, context }) => {
    // The control of the other tests: the watch does see violations.
    const seen = await watch(context, page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      const inline = document.createElement('script');
      inline.textContent = 'window.__inlineRan = true;';
      document.head.append(inline);
      const style = document.createElement('style');
      style.textContent = 'body { background: red; }';
      document.head.append(style);
      const frame = document.createElement('iframe');
      frame.src = 'https://example.com/';
      document.body.append(frame);
      void fetch('https://example.com/api/').catch(() => undefined);
    });
    await expect
      .poll(() => seen.violations.map((violation) => violation.directive).sort())
      .toEqual(['connect-src', 'frame-src', 'script-src-elem', 'style-src-elem']);
    expect(await page.evaluate(() => '__inlineRan' in window)).toBe(false);
    // Chromium also logs each refusal (and a second line for the fetch).
    for (const directive of ['script-src', 'style-src', 'connect-src', 'frame-src']) {
      expect(seen.messages.join('\n')).toMatch(
        new RegExp(`violates the following Content Security Policy directive:? ["']${directive} `),
      );
    }
  });

  test("an entrepreneur's dashboard, its media from the API and the Typeform embed work", async ({
    page,
    context,
    site,
  }) => {
    const seen = await watch(context, page);
    // The backend, answered in the browser: what the CSP lets through reaches it.
    await routeStandInApi(context, site, {
      'api/users/info/': {
        json: entrepreneurProfile({
          formationLine: null,
          lastLogin: { date: '2026-11-20', hour: '09:15' },
        }),
      },
      'api/user/list-available/': {
        json: entrepreneurDiagnostics(2, (order) => `user-1.token-${String(order)}`),
      },
      'api/formations/recommendation/': { json: trainingLine() },
    });
    // Typeform, which this machine cannot reach: a page of our own at its address.
    const typeformRequests: string[] = [];
    await context.route(`${TYPEFORM}/**`, async (route) => {
      typeformRequests.push(route.request().url());
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="es"><title>Typeform</title><h1>Formulario simulado</h1></html>',
      });
    });
    await context.addCookies(
      ['accessToken', 'refreshToken'].map((name) => ({ name, value: `${name}-1`, url: site.url })),
    );

    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Diagnóstico inicial' }),
    ).toBeVisible();

    // Two diagnostics done: the recommendation (a reactstrap Modal) with its
    // banner from the API's media files (img-src).
    const dialog = page.getByRole('dialog', { name: '¡Vas muy bien!' });
    await expect(dialog).toBeVisible();
    // The banner is decorative (alt=""), the logo beside the name is not (issue 37).
    const banner = dialog.locator('img[alt=""]');
    await expect(banner).toHaveAttribute('src', `${site.apiUrl}media/trainings/banner.png`);
    await expect
      .poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1);
    await dialog.getByRole('button', { name: 'Entendido' }).click();
    await expect(dialog).toBeHidden();

    // The avatar menu (a reactstrap dropdown, styled from script).
    await page.getByRole('button', { name: /Hola, Carolina/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Editar perfil' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The third diagnostic opens the Typeform embed on /form.
    await page.getByRole('button', { name: /Comenzar/ }).click();
    await expect(page).toHaveURL(`${site.url}/form?diagnostico=etapa-3`);
    const iframe = page.locator(`iframe[src^="${TYPEFORM}/to/etapa-3"]`);
    await expect(iframe).toHaveAttribute('allow', 'microphone; camera');
    await expect(iframe).toHaveAttribute('title', 'Formulario de diagnóstico');
    // The backend's token reaches Typeform as the hidden field response_token (in the hash).
    await expect(iframe).toHaveAttribute('src', /#(.*&)?response_token=user-1\.token-3(&|$)/);
    await expect(
      page
        .frameLocator(`iframe[src^="${TYPEFORM}/to/etapa-3"]`)
        .getByRole('heading', { name: 'Formulario simulado' }),
    ).toBeVisible();
    expect(typeformRequests).toHaveLength(1);

    expect(seen.violations).toEqual([]);
    expect(seen.messages).toEqual([]);

    // The <style> the embed renders is the one the CSP's hash allows.
    const csp = (await page.request.get('/form')).headers()['content-security-policy'] ?? '';
    const styles = await page
      .locator('#root style')
      .evaluateAll((elements) => elements.map((element) => element.textContent));
    expect(styles.length).toBeGreaterThan(0);
    for (const css of styles) {
      const hash = createHash('sha256').update(css, 'utf8').digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
    }
  });
});
