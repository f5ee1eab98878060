import { test as base, expect } from '@playwright/test';
import { entrepreneurProfile, trainingLine } from './support/api-answers';
import { startNginxSite, type NginxSite } from './support/nginx-site';
import { pngPixel, routeStandInApi } from './support/stand-in-api';

/**
 * Issue 45, in the production build behind deploy/nginx: a backend whose media
 * files are on another origin (a CDN; DRF then answers their absolute URLs)
 * has its images shown when that origin is configured (MEDIA_ORIGIN,
 * docs/deployment.md), and an image from an origin nobody configured is still
 * refused by the Content-Security-Policy.
 */

/** The configured media origin: the CDN the backend's files are on. */
const MEDIA = 'https://media.pymes-cdn.test';
/** An origin nobody configured. */
const OTHER = 'https://otro-cdn.test';

const test = base.extend<object, { site: NginxSite }>({
  site: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await startNginxSite({ mediaOrigin: MEDIA });
      await use(site);
      await site.stop();
    },
    // The production build takes a few seconds.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
});

test('images come from the configured media origin, and not from another', async ({
  page,
  context,
  site,
}) => {
  const logoUrl = `${MEDIA}/media/trainings/logo.png`;
  const bannerUrl = `${OTHER}/media/trainings/banner.png`;
  // Both hosts would answer the image: what keeps one out is the policy alone.
  const asked: string[] = [];
  for (const origin of [MEDIA, OTHER]) {
    await context.route(`${origin}/**`, async (route) => {
      asked.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'image/png', body: pngPixel });
    });
  }
  await routeStandInApi(context, site, {
    'api/users/info/': { json: entrepreneurProfile({ formationLine: true, lastLogin: null }) },
    'api/formations/formation-line-list/': {
      json: [
        {
          status: 'ACCEPTED',
          created: '2026-10-01',
          // Absolute URLs, as DRF's ImageField answers them with a storage on a CDN.
          training: { ...trainingLine(), image_logo: logoUrl, image_banner: bannerUrl },
        },
      ],
    },
  });
  // What the browser refuses under the policy, as the page itself hears it.
  await page.addInitScript(() => {
    const refused: string[] = [];
    Object.assign(window, { refusedImages: refused });
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.effectiveDirective === 'img-src') refused.push(event.blockedURI);
    });
  });
  await context.addCookies(
    ['accessToken', 'refreshToken'].map((name) => ({ name, value: `${name}-1`, url: site.url })),
  );

  const response = await page.goto('/formation');
  const imgSrc = response
    ?.headers()
    ['content-security-policy']?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('img-src '));
  expect(imgSrc).toBe(`img-src 'self' data: blob: ${new URL(site.apiUrl).origin} ${MEDIA}`);

  const card = page.getByRole('article', { name: 'Vende por redes sociales' });
  await expect(card).toBeVisible();
  // The logo, from the configured media origin: loaded.
  const logo = card.getByRole('img', { name: 'Logo de Vende por redes sociales' });
  await expect(logo).toHaveAttribute('src', logoUrl);
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  // The banner, from an origin nobody configured: refused before it is asked for.
  const banner = card.locator('img.line-assignment-card-banner');
  await expect(banner).toHaveAttribute('src', bannerUrl);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { refusedImages: string[] }).refusedImages),
    )
    .toContain(bannerUrl);
  expect(await banner.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(0);
  expect(asked).toContain(logoUrl);
  expect(asked).not.toContain(bannerUrl);
});
