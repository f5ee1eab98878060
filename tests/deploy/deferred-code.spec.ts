import { expect } from '@playwright/test';
import { test } from './support/deploy-test';

/**
 * Issue 27, in the production build behind deploy/nginx (no demo backend,
 * whose own validation would load the rules at boot): a guest form shows
 * without yup and its schemas (the `rules` chunk) and without the HTTP layer
 * (`http`), and both load when the user starts filling it.
 */
for (const { path, heading } of [
  { path: '/login', heading: 'Iniciar sesión' },
  { path: '/register', heading: 'Postula tu pyme' },
  { path: '/resetPassword', heading: 'Recupera tu contraseña' },
]) {
  test(`${path} shows without its rules and HTTP layer, and loads them on the first focus`, async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/assets\/(rules|http)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
      if (chunk) asked.push(chunk[1] ?? '');
    });

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    if (path === '/register') {
      // The privacy dialog's checkbox is the first field the user touches.
      await page.getByLabel('He leído la política de privacidad').check();
      await page.getByRole('button', { name: 'Acepto' }).click();
    }

    const email = page.getByLabel('Correo electrónico');
    await email.focus();
    await expect.poll(() => [...asked].sort()).toEqual(['http', 'rules']);
    // The rules answer as before: the message of spec §5 under the field.
    await email.fill('no-es-correo');
    await email.blur();
    await expect(
      page.getByText('El email debe tener el siguiente formato: nombre@dominio.cl'),
    ).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  });
}
