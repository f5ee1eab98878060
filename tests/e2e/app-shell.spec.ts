import { expect, test } from './support/fixtures';
import { logIn } from './support/log-in';
import { screenshotBothWidths } from './support/screenshots';

test('an admin sees the admin sections an admin may open; a super admin sees them all', async ({
  browser,
  page,
}) => {
  await logIn(page, 'admin@pymesdigitales.cl', { landing: '/admin/pymes' });
  const sidebar = page.getByRole('navigation', { name: 'Administración' });
  // Spec §2: Formularios, Administradores and Línea de formación are the super admin's.
  await expect(sidebar.getByRole('link')).toHaveText(['Pymes', 'Resumen del programa']);
  await expect(sidebar.getByRole('link', { name: 'Pymes' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await screenshotBothWidths(page, 'admin-shell-admin');

  const superContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const superPage = await superContext.newPage();
  await logIn(superPage, 'superadmin@pymesdigitales.cl', { landing: '/admin/pymes' });
  await expect(
    superPage.getByRole('navigation', { name: 'Administración' }).getByRole('link'),
  ).toHaveText([
    'Pymes',
    'Resumen del programa',
    'Formularios',
    'Administradores',
    'Línea de formación',
  ]);
  await superContext.close();
});

test('on a phone the admin sections open from the menu, by keyboard', async ({
  page,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, 'admin@pymesdigitales.cl', { landing: '/admin/pymes' });
  // The admin bar fits: no sideways scrolling of the page.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  const section = page
    .getByRole('navigation', { name: 'Administración' })
    .getByRole('link', { name: 'Resumen del programa' });
  await expect(section).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menú de administración' }).focus();
  await page.keyboard.press('Enter');
  await expect(section).toBeVisible();
  await checkA11y();
  await section.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/resumen$/);
  await expect(section).toBeHidden();
});

test('a screen whose code is gone after a deploy offers to reload the page, and the reload works', async ({
  page,
  visit,
}) => {
  await visit('/');
  // The about page's chunk cannot be downloaded, as after a deploy removed it.
  const aboutChunk = /\/assets\/about-page-[\w-]+\.js$/;
  // The demo backend's service worker fetches the app's files: route at the
  // context, which in Chromium also sees the service worker's requests.
  await page.context().route(aboutChunk, (route) => route.abort());
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Nosotros' })
    .click();

  const heading = page.getByRole('heading', { name: 'No pudimos cargar esta página' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await screenshotBothWidths(page, 'error-screen-chunk');

  await page.context().unroute(aboutChunk);
  await page.getByRole('button', { name: 'Recargar la página' }).click();
  await expect(page).toHaveURL(/\/aboutus$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    'No pudimos cargar esta página',
  );
  await expect(page).toHaveTitle('Nosotros | Pymes Digitales');
});

test('a new page opens at the top and Back returns to where the user was', async ({
  page,
  visit,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await visit('/');
  await page.evaluate(() => {
    window.scrollTo(0, 700);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);

  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Biblioteca' })
    .click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
});
