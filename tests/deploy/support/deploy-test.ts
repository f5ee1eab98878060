import { test as base } from '@playwright/test';
import { startNginxSite, type NginxSite } from './nginx-site';

/**
 * The deploy tests' `test`: `site` is the production build behind deploy/nginx
 * (started once per worker, and shared by the deploy spec files that run in
 * it), and `baseURL` is its address.
 */
export const test = base.extend<object, { site: NginxSite }>({
  site: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await startNginxSite();
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
