import { demoApiModeKey, expectDemoApiMode, isSpecOnly } from './support/api-mode';
import { expect, test } from './support/fixtures';
import { screenshotBothWidths } from './support/screenshots';

const password = 'Pymes2026!';

const roles = [
  {
    role: 'a super admin',
    email: 'superadmin@pymesdigitales.cl',
    firstName: 'Valentina',
    landing: '/admin/pymes',
  },
  {
    role: 'admin',
    email: 'admin@pymesdigitales.cl',
    firstName: 'Francisca',
    landing: '/admin/pymes',
  },
  {
    role: 'an entrepreneur',
    email: 'emprendedora@pymesdigitales.cl',
    firstName: 'Carolina',
    landing: '/dashboard',
  },
];

for (const account of roles) {
  test(`${account.role} logs in, survives a reload and logs out`, async ({
    page,
    visit,
    checkA11y,
  }) => {
    await visit('/login');
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();

    await expect(page).toHaveURL(new RegExp(`${account.landing}$`));
    const menu = page.getByRole('button', { name: `Hola, ${account.firstName}` });
    await expect(menu).toBeVisible();
    await checkA11y();

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${account.landing}$`));
    await expect(menu).toBeVisible();

    await menu.click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();

    // Logged out for real: the private page sends back to the login.
    await page.goto(account.landing);
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('the login screen lists the demo accounts and shows the server errors', async ({
  page,
  visit,
}) => {
  await visit('/login');
  await expect(page.getByRole('heading', { name: 'Cuentas de demostración' })).toBeVisible();
  await screenshotBothWidths(page, 'login');

  await page.getByRole('button', { name: /Usar la cuenta Emprendedora sin validar/ }).click();
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    '¡Vaya! Tu cuenta aun no se encuentra validada, revisa tu correo para validarla.',
  );

  await page.getByRole('button', { name: /Usar la cuenta Admin:/ }).click();
  await page.getByLabel('Contraseña', { exact: true }).fill('Equivocada1!');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    '¡Vaya! El correo y/o contraseña no son válidos.',
  );
  await screenshotBothWidths(page, 'login-error');
});

test('the demo strip resets the demo data and ends the session', async ({ page, visit }) => {
  await visit('/login');
  await page.getByRole('button', { name: /Usar la cuenta Emprendedora:/ }).click();
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const changed = await page.evaluate(() => localStorage.getItem('pymes-digitales-demo-db'));

  const strip = page.getByRole('complementary', { name: 'Modo demostración' });
  await strip.getByRole('button', { name: 'Restablecer datos de demostración' }).click();
  await strip.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await strip.getByRole('button', { name: 'Restablecer datos de demostración' }).click();
  await strip.getByRole('button', { name: 'Sí, restablecer' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Iniciar Sesión', exact: true })).toBeVisible();
  // The login changed the entrepreneur's last visit; the reset put the seed back.
  const reset = await page.evaluate(() => localStorage.getItem('pymes-digitales-demo-db'));
  expect(reset).not.toBe(changed);
  expect(reset).toContain('"last_login":"2026-11-20T09:15:00"');
  // The reset keeps the API the demo serves (the spec-only project's mode key).
  expect(await page.evaluate((key) => localStorage.getItem(key), demoApiModeKey)).toBe(
    isSpecOnly(test.info()) ? 'spec' : null,
  );
  await expectDemoApiMode(page, test.info());
});

test('an access token that expires in the browser is renewed without the user noticing', async ({
  page,
  visit,
}) => {
  // The demo backend in this browser issues access tokens that live 2 seconds,
  // on a clock the test moves (no waiting for them to expire).
  await page.addInitScript(() => {
    localStorage.setItem('pymes-demo-access-lifetime', '2');
  });
  await page.clock.install();
  await visit('/login');
  await page.getByLabel('Correo electrónico').fill('emprendedora@pymesdigitales.cl');
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/de 3 diagnósticos completados/)).toBeVisible();

  // Move the page's clock (where the demo backend checks `exp`) past the token's life.
  await page.clock.fastForward(5_000);
  const refresh = page.waitForRequest(
    (request) => request.url().endsWith('/api/token/refresh/') && request.method() === 'POST',
  );
  await page.getByRole('link', { name: 'Líneas de Formación' }).click();
  await refresh;

  await expect(page).toHaveURL(/\/formation$/);
  // The seeded entrepreneur has no line yet: the answer came, after the refresh.
  await expect(page.getByText('No tienen ninguna línea de formación asignada')).toBeVisible();
  await expect(page.getByText('No pudimos cargar tus líneas de formación.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hola, Carolina' })).toBeVisible();
});
