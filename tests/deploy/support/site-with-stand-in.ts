import type { Server } from 'node:http';
import { test as base } from '@playwright/test';
import { startNginxSite, type NginxSite, type NginxSiteOptions } from './nginx-site';

/**
 * A deploy test's `test` for a site built against a stand-in server of its own
 * (a backend, Sentry's ingest): `deployed` holds both, started once per
 * worker, the stand-in first, since the build needs its address
 * (`siteOptions`); `baseURL` is the site's.
 */
export function siteWithStandIn<StandIn extends { server: Server }>(
  startStandIn: () => Promise<StandIn>,
  siteOptions: (standIn: StandIn) => NginxSiteOptions,
) {
  return base.extend<object, { deployed: { site: NginxSite; standIn: StandIn } }>({
    deployed: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const standIn = await startStandIn();
        const site = await startNginxSite(siteOptions(standIn));
        await use({ site, standIn });
        await site.stop();
        await new Promise((resolve) => standIn.server.close(resolve));
      },
      // The production build takes a few seconds.
      { scope: 'worker', timeout: 180_000 },
    ],
    baseURL: async ({ deployed }, use) => {
      await use(deployed.site.url);
    },
  });
}
