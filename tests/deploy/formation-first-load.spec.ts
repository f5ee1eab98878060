import { expect } from '@playwright/test';
import { entrepreneurProfile, trainingLine } from './support/api-answers';
import { test } from './support/deploy-test';
import { routeStandInApi } from './support/stand-in-api';

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
  const events: string[] = [];
  let bannerAskedFor: () => void = () => undefined;
  const bannerAsked = new Promise<void>((resolve) => {
    bannerAskedFor = resolve;
  });
  await routeStandInApi(context, site, {
    'api/users/info/': { json: entrepreneurProfile({ formationLine: true, lastLogin: null }) },
    'api/formations/formation-line-list/': {
      json: [{ status: 'ACCEPTED', created: '2026-10-01', training: trainingLine() }],
    },
    'media/trainings/banner.png': {
      before: () => {
        events.push('banner asked for');
        bannerAskedFor();
      },
    },
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
