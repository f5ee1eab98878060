import { expect } from '@playwright/test';
import { entrepreneurDiagnostics, entrepreneurProfile } from './support/api-answers';
import { test } from './support/deploy-test';
import { routeStandInApi } from './support/stand-in-api';

/**
 * Issue 39, in the production build behind deploy/nginx: /dashboard's first
 * load does not ask for the diagnostic form's code (`form-page`) or Typeform's
 * embed (`typeform-widget`) before the page's list is shown; they are made
 * ready afterwards, once the page is idle, so that "Comenzar" opens the form
 * without a second wait.
 */
test('/dashboard asks for the form and the embed only after its list is shown', async ({
  page,
  context,
  site,
}) => {
  const deferred: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/assets\/(form-page|typeform-widget)-[\w-]+\.(js|css)$/.exec(
      new URL(request.url()).pathname,
    );
    if (chunk) deferred.push(chunk[1] ?? '');
  });

  // The list is held until the page has loaded everything else (and the
  // test has checked what it asked for meanwhile).
  let releaseList: () => void = () => undefined;
  const listHeld = new Promise<void>((resolve) => {
    releaseList = resolve;
  });
  let listAskedFor: () => void = () => undefined;
  const listAsked = new Promise<void>((resolve) => {
    listAskedFor = resolve;
  });
  await routeStandInApi(context, site, {
    'api/users/info/': { json: entrepreneurProfile({ formationLine: null, lastLogin: null }) },
    'api/user/list-available/': {
      json: entrepreneurDiagnostics(0),
      before: async () => {
        listAskedFor();
        await listHeld;
      },
    },
  });
  // Typeform, which this machine cannot reach: nothing the test needs from it.
  await context.route('https://*.typeform.com/**', (route) => route.abort());
  await context.addCookies(
    ['accessToken', 'refreshToken'].map((name) => ({ name, value: `${name}-1`, url: site.url })),
  );

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnóstico inicial' })).toBeVisible();
  await listAsked;
  await page.waitForLoadState('load');
  await expect(page.getByText('Cargando tus diagnósticos…')).toBeAttached();
  expect(deferred).toEqual([]);

  releaseList();
  const list = page.getByRole('list', { name: 'Tus diagnósticos' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('button', { name: /Comenzar Diagnóstico · Etapa 1/ })).toBeEnabled();
  // Then, idle, the form's code and the embed's.
  await expect.poll(() => [...new Set(deferred)].sort()).toEqual(['form-page', 'typeform-widget']);
});
