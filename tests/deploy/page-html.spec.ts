import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext } from '@playwright/test';
import { loadEnv } from 'vite';
import { pageMeta, siteImage, type PageMeta } from '../../src/config/page-meta';
import { siteOrigin } from '../../scripts/vite-page-html';
import { test } from './support/deploy-test';

/**
 * Each public page its own HTML (issue 27), as a crawler or a link preview
 * (WhatsApp, Facebook, LinkedIn) reads it: plain HTTP, no JavaScript, from the
 * production build behind deploy/nginx (tests/deploy/support/nginx-site.ts).
 */

/** The origin the build put in absolute URLs: VITE_SITE_URL as the plugin reads it, or the default. */
const origin = siteOrigin(
  loadEnv('production', fileURLToPath(new URL('../..', import.meta.url)), 'VITE_').VITE_SITE_URL,
);

const programmePages = ['/', '/aboutus', '/mujeresempresarias', '/compite', '/library'];

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function titleOf(html: string): string[] {
  return [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1] ?? ''));
}

/** Every `content` of the <meta> tags with this name or property. */
function meta(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => decode(match[1] ?? ''));
}

function canonical(html: string): string[] {
  return [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) =>
    decode(match[1] ?? ''),
  );
}

/** The page as a crawler gets it: status, headers and HTML. */
async function crawl(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
  expect(response.headers()['cache-control'], path).toBe('no-cache');
  return response.text();
}

function pageOf(path: string): PageMeta {
  const page = pageMeta.find((entry) => entry.path === path);
  if (!page) throw new Error(`${path} is not in src/config/page-meta.ts`);
  return page;
}

test.describe('over HTTP, without JavaScript', () => {
  for (const path of programmePages) {
    test(`${path} has its own title, description and preview image`, async ({ request }) => {
      const page = pageOf(path);
      const html = await crawl(request, path);
      const title = `${page.title} | Pymes Digitales`;
      expect(titleOf(html)).toEqual([title]);
      expect(meta(html, 'description')).toEqual([page.description]);
      expect(meta(html, 'og:title')).toEqual([title]);
      expect(meta(html, 'og:description')).toEqual([page.description]);
      expect(meta(html, 'og:url')).toEqual([`${origin}${path}`]);
      expect(canonical(html)).toEqual([`${origin}${path}`]);
      expect(meta(html, 'og:locale')).toEqual(['es_CL']);
      expect(meta(html, 'twitter:card')).toEqual(['summary_large_image']);

      const image = meta(html, 'og:image');
      expect(image).toEqual([`${origin}/images/og/${page.image.name}.png`]);
      expect(page.image.name).not.toBe(siteImage.name);
      expect(meta(html, 'twitter:image')).toEqual(image);
      expect(meta(html, 'og:image:width')).toEqual(['1200']);
      expect(meta(html, 'og:image:height')).toEqual(['630']);

      // The image the tag names, from this server (its path: the origin is production's).
      const png = await request.get(new URL(image[0] ?? '').pathname);
      expect(png.status(), image[0]).toBe(200);
      expect(png.headers()['content-type'], image[0]).toBe('image/png');
      const bytes = await png.body();
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);

      // Still the app: the same entry script and root as index.html, nothing inline.
      const index = await request.get('/index.html');
      const entry = /<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>/.exec(
        await index.text(),
      );
      expect(entry).not.toBeNull();
      expect(html).toContain(entry?.[0]);
      expect(html).toContain('<div id="root"></div>');
      expect(html.match(/<script/g)).toHaveLength(1);
    });
  }

  test('the other public pages have their own title and description and the site image', async ({
    request,
  }) => {
    const others = pageMeta.filter((page) => !programmePages.includes(page.path));
    expect(others.length).toBeGreaterThanOrEqual(8);
    for (const page of others) {
      const html = await crawl(request, page.path);
      expect(titleOf(html), page.path).toEqual([`${page.title} | Pymes Digitales`]);
      expect(meta(html, 'og:description'), page.path).toEqual([page.description]);
      expect(meta(html, 'og:url'), page.path).toEqual([`${origin}${page.path}`]);
      expect(meta(html, 'og:image'), page.path).toEqual([`${origin}/images/og/site.png`]);
    }
    const png = await request.get('/images/og/site.png');
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
  });

  test("other routes get the single-page app's index.html, with the generic title", async ({
    request,
  }) => {
    const index = await (await request.get('/index.html')).text();
    expect(titleOf(index)).toEqual(['Pymes Digitales']);
    expect(meta(index, 'og:title')).toEqual([]);
    for (const path of [
      '/admin/pymes',
      '/resetPassword/un-token',
      '/accountConfirm/un-token',
      '/no/such/page',
    ]) {
      const html = await crawl(request, path);
      expect(html, path).toBe(index);
    }
  });

  test('/dashboard and /formation get index.html naming their chunks to preload (issue 39)', async ({
    request,
  }) => {
    const index = await (await request.get('/index.html')).text();
    const preload = /\n\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
    for (const [path, screen] of [
      ['/dashboard', 'dashboard-page'],
      ['/formation', 'my-training-lines-page'],
    ] as const) {
      const html = await crawl(request, path);
      // index.html itself, plus the links.
      expect(html.replace(preload, ''), path).toBe(index);
      const files = [...html.matchAll(preload)].map((match) => match[1] ?? '');
      const names = files.map((file) => /^\/assets\/([\w-]+?)-[\w-]{8}\.js$/.exec(file)?.[1]);
      expect(names, path).toEqual(
        expect.arrayContaining([screen, 'entrepreneur-layout', 'user-menu', 'http', 'signed-in']),
      );
      for (const file of files) {
        const script = await request.get(file);
        expect(script.status(), file).toBe(200);
        expect(script.headers()['content-type'], file).toContain('javascript');
      }
    }
  });
});
