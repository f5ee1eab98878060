import { expect } from '@playwright/test';
import { entrepreneurProfile, trainingLine } from './support/api-answers';
import { test } from './support/deploy-test';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Issue 39, in the production build behind deploy/nginx: /formation asks for
 * its first line's banner as soon as the list's answer names it, not when the
 * card is drawn. The page's own code is held here: the banner is asked for
 * while it still is, and the card then shows it.
 */
test('/formation asks for the first banner as soon as the list names it', async ({
  page,
  context,
  site,
}) => {
  const api = site.apiUrl;
  const cors = {
    'Access-Control-Allow-Origin': site.url,
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE',
  };
  let bannerAskedFor: () => void = () => undefined;
  const bannerAsked = new Promise<void>((resolve) => {
    bannerAskedFor = resolve;
  });
  const events: string[] = [];
  await context.route(`${api}**`, async (route) => {
    const path = route.request().url().slice(api.length).split('?')[0] ?? '';
    if (route.request().method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: cors });
      return;
    }
    if (path === 'api/users/info/') {
      await route.fulfill({
        status: 200,
        headers: cors,
        json: entrepreneurProfile({ formationLine: true, lastLogin: null }),
      });
      return;
    }
    if (path === 'api/formations/formation-line-list/') {
      await route.fulfill({
        status: 200,
        headers: cors,
        json: [{ status: 'ACCEPTED', created: '2026-10-01', training: trainingLine() }],
      });
      return;
    }
    if (path.startsWith('media/')) {
      if (path === 'media/trainings/banner.png') {
        events.push('banner asked for');
        bannerAskedFor();
      }
      await route.fulfill({ status: 200, headers: cors, contentType: 'image/png', body: png });
      return;
    }
    await route.fulfill({ status: 404, headers: cors, json: { detail: 'Not found.' } });
  });

  // The page's code is held until the banner has been asked for: were the
  // banner asked for only by the card, neither would ever come.
  await page.route(/\/assets\/my-training-lines-page-[\w-]+\.js$/, async (route) => {
    events.push('page code held');
    await bannerAsked;
    events.push('page code served');
    await route.fallback();
  });
  await context.addCookies(
    ['accessToken', 'refreshToken'].map((name) => ({ name, value: `${name}-1`, url: site.url })),
  );

  await page.goto('/formation');
  const card = page.getByRole('article', { name: 'Vende por redes sociales' });
  await expect(card).toBeVisible();
  expect(events).toEqual(['page code held', 'banner asked for', 'page code served']);
  await expect(card.locator('img.line-assignment-card-banner')).toHaveJSProperty('complete', true);
});
