import { expect, test } from './support/fixtures';
import { demoPassword } from './support/log-in';

/**
 * Issue 27: the login form shows and validates before the HTTP layer (axios,
 * RTK Query, the session code: the build's `http` chunk) has loaded. Here that
 * chunk is held back, as on a slow connection, until the user has already
 * sent the form, twice: the login is sent once, when the layer arrives. The
 * layer is asked for when a field first gets the focus, not before.
 */
test('a login sent before the HTTP layer arrived is sent once, when it arrives', async ({
  page,
  context,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let httpChunkAsked = false;
  // The context's routes also see what the demo's service worker fetches.
  await context.route(/\/assets\/http-[\w-]+\.js$/, async (route) => {
    httpChunkAsked = true;
    await held;
    await route.continue();
  });
  const tokenCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/token/') {
      tokenCalls.push(request.url());
    }
  });

  await page.goto('/login');
  // The form works without the layer: validation shows before anything loads.
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('El email es obligatorio.')).toBeVisible();
  // Not asked for by a visitor who only reads: the first field's focus asks for it.
  expect(httpChunkAsked).toBe(false);

  await page.getByLabel('Correo electrónico').fill('emprendedora@pymesdigitales.cl');
  await page.getByLabel('Contraseña', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('button', { name: /Ingresando/ })).toBeDisabled();
  // A second send (Enter in the field) while the first waits for the layer.
  await page.getByLabel('Contraseña', { exact: true }).press('Enter');
  await expect.poll(() => httpChunkAsked).toBe(true);
  expect(tokenCalls).toHaveLength(0);

  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(tokenCalls).toHaveLength(1);
});
