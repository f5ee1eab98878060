import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { entrepreneurDiagnostics, entrepreneurProfile, trainingLine } from './support/api-answers';
import { siteWithStandIn } from './support/site-with-stand-in';

/**
 * Issue 28: the same-origin mode of deploy/nginx (docs/deployment.md,
 * "Same-origin API"). The build calls the API on the site's own origin
 * (VITE_API_URL=/) and nginx passes /api/ and /media/ to the backend
 * (API_UPSTREAM), here a stand-in on loopback that records what reaches it.
 * No call is cross-origin, so the browser sends no CORS preflight.
 */

interface Received {
  method: string;
  path: string;
  host: string | undefined;
  authorization: string | undefined;
}

/** A stand-in for the DRF backend: the answers /dashboard needs, and a log of what came. */
async function startUpstream(): Promise<{ origin: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const answers: Record<string, unknown> = {
    '/api/users/info/': entrepreneurProfile({ formationLine: true, lastLogin: null }),
    '/api/user/list-available/': entrepreneurDiagnostics(1),
    '/api/formations/formation-line-list/': [
      {
        uuid: 'line-1',
        status: 'ACCEPTED',
        created: '2026-10-01',
        training: trainingLine(),
      },
    ],
  };
  const server = createServer((request: IncomingMessage, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    received.push({
      method: request.method ?? '',
      path,
      host: request.headers.host,
      authorization: request.headers.authorization,
    });
    if (path.startsWith('/media/')) {
      response.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
    } else if (path in answers) {
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(answers[path]));
    } else {
      response
        .writeHead(404, { 'Content-Type': 'application/json' })
        .end('{"detail":"Not found."}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${String(port)}`, received, server };
}

const test = siteWithStandIn(startUpstream, (upstream) => ({ apiUpstream: upstream.origin }));

for (const { path, shown } of [
  { path: '/dashboard', shown: (page: Page) => page.getByText('1 de 3 diagnósticos completados') },
  {
    path: '/formation',
    shown: (page: Page) => page.getByRole('article', { name: 'Vende por redes sociales' }),
  },
]) {
  test(`${path} calls the API on its own origin, with no preflight`, async ({
    page,
    context,
    deployed,
  }) => {
    const { site, standIn: upstream } = deployed;
    upstream.received.length = 0;
    const crossOrigin: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== site.url) crossOrigin.push(request.url());
    });
    await context.addCookies(
      ['accessToken', 'refreshToken'].map((name) => ({
        name,
        value: `${name}-1`,
        url: site.url,
      })),
    );

    await page.goto(path);
    await expect(shown(page)).toBeVisible();

    const calls = upstream.received.filter((call) => call.path.startsWith('/api/'));
    expect(calls.map((call) => call.path)).toContain('/api/users/info/');
    // What reached the backend: no OPTIONS, the token, and the backend's own host name.
    expect(upstream.received.filter((call) => call.method === 'OPTIONS')).toEqual([]);
    for (const call of calls) {
      expect(call.authorization).toBe('Bearer accessToken-1');
      expect(call.host).toBe(new URL(upstream.origin).host);
    }
    expect(crossOrigin).toEqual([]);
    if (path === '/formation') {
      // The line's images come through the same proxy.
      const banner = page.locator('img.line-assignment-card-banner');
      await expect(banner).toHaveAttribute('src', '/media/trainings/banner.png');
      await expect
        .poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(1);
    }
  });
}
