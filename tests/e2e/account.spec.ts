import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { screenshotBothWidths } from './support/screenshots';

const email = 'rosa.quiroz@pyme.cl';
const firstPassword = 'Alfajores2026!';
const secondPassword = 'Chilenitos2026$';
const thirdPassword = 'Empolvados2026&';

/** Opens the demo outbox and follows the newest e-mail's link. */
async function openNewestEmailLink(page: Page, linkName: string) {
  const strip = page.getByRole('complementary', { name: 'Modo demostración' });
  await strip.getByRole('button', { name: /Correo de demostración/ }).click();
  await strip.getByRole('link', { name: linkName }).first().click();
}

async function logIn(page: Page, password: string) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a new entrepreneur registers, confirms, logs in, changes and resets her password', async ({
  page,
  visit,
  checkA11y,
}) => {
  // The privacy policy first.
  await visit('/register');
  const policy = page.getByRole('dialog', { name: 'Política de privacidad' });
  await expect(policy).toBeVisible();
  await screenshotBothWidths(page, 'register-privacy');
  await policy.getByLabel('He leído la política de privacidad').check();
  await policy.getByRole('button', { name: 'Acepto' }).click();
  await expect(policy).toBeHidden();

  // Step 1.
  await expect(page.getByText('Paso 1 de 3')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(firstPassword);
  await page.getByLabel('Repite tu contraseña').fill(firstPassword);
  await checkA11y();
  await screenshotBothWidths(page, 'register-step-1');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 2.
  await expect(page.getByText('Paso 2 de 3')).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill('Rosa');
  await page.getByLabel('Apellido').fill('Quiroz');
  await page.getByLabel('Tu RUT').fill('9.876.543-3');
  await page.getByLabel('Teléfono (opcional)').fill('912345678');
  await page.getByLabel('Cargo en la empresa').selectOption('Dueño');
  await checkA11y();
  await screenshotBothWidths(page, 'register-step-2');
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // Step 3.
  await expect(page.getByText('Paso 3 de 3')).toBeVisible();
  await page.getByLabel('Razón social').fill('Dulcería Rosita');
  await page.getByLabel('RUT de la empresa').fill('77123464-k');
  await page.getByLabel('Dirección').fill('Pasaje Las Camelias 221');
  await page.getByLabel('Región').selectOption('Ñuble');
  await page.getByLabel('Comuna').selectOption('San Carlos');
  await checkA11y();
  await screenshotBothWidths(page, 'register-step-3');
  await page.getByRole('button', { name: 'Enviar postulación' }).click();

  await expect(page).toHaveURL(/\/registered$/);
  await expect(
    page.getByText(
      'Tu usuario se ha registrado, por favor revisa tu bandeja de entrada para iniciar sesión.',
    ),
  ).toBeVisible();
  await checkA11y();
  await screenshotBothWidths(page, 'registered');

  // Not confirmed yet: the login says so.
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(firstPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    '¡Vaya! Tu cuenta aun no se encuentra validada, revisa tu correo para validarla.',
  );

  // The confirmation e-mail.
  await openNewestEmailLink(page, 'Confirmar mi cuenta');
  await expect(page.getByRole('heading', { name: 'Cuenta creada exitosamente' })).toBeVisible();
  await checkA11y();
  await screenshotBothWidths(page, 'account-confirmed');
  await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).click();
  await logIn(page, firstPassword);

  // Change the password from the avatar menu.
  await page.getByRole('button', { name: 'Hola, Rosa' }).click();
  await page.getByRole('menuitem', { name: 'Cambiar contraseña' }).click();
  await expect(page).toHaveURL(/\/changePassword$/);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(secondPassword);
  await page.getByLabel('Repite la nueva contraseña').fill(secondPassword);
  await checkA11y();
  await screenshotBothWidths(page, 'change-password');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page).toHaveURL(/\/successPassword$/);
  await expect(page.getByText('Hemos cambiado tu contraseña')).toBeVisible();
  await screenshotBothWidths(page, 'success-password');

  // Log out.
  await page.getByRole('link', { name: 'Entendido' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Hola, Rosa' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Forgot it: reset from the e-mail link.
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/resetPassword$/);
  await page.getByLabel('Correo electrónico').fill(email);
  await checkA11y();
  await screenshotBothWidths(page, 'reset-password-request');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page).toHaveURL(/\/successEmail$/);
  await expect(page.getByText('Revise su bandeja de entrada.')).toBeVisible();
  await screenshotBothWidths(page, 'success-email');

  await openNewestEmailLink(page, 'Crear una nueva contraseña');
  await expect(page).toHaveURL(/\/resetPassword\/\w+$/);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(thirdPassword);
  await page.getByLabel('Repite la nueva contraseña').fill(thirdPassword);
  await checkA11y();
  await screenshotBothWidths(page, 'reset-password');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page).toHaveURL(/\/successPassword$/);

  // The new password works.
  await page.goto('/login');
  await logIn(page, thirdPassword);
});

test('an unknown confirmation link (INVALID_TOKEN) asks for a new one', async ({ page, visit }) => {
  await visit('/accountConfirm/enlace-vencido');
  await expect(page).toHaveURL(/\/sendEmailToken$/);
  await page.getByLabel('Correo electrónico').fill('pendiente@pymesdigitales.cl');
  await screenshotBothWidths(page, 'send-email-token');
  await page.getByRole('button', { name: 'Enviar un nuevo enlace' }).click();
  await expect(page).toHaveURL(/\/successEmail$/);
});

test('a confirmation link used after its 24 hours is refused as EXPIRED_TOKEN', async ({
  page,
  visit,
}) => {
  // Only the clock of the page (where the demo backend answers) is moved.
  await page.clock.install();
  await visit('/sendEmailToken');
  await page.getByLabel('Correo electrónico').fill('pendiente@pymesdigitales.cl');
  await page.getByRole('button', { name: 'Enviar un nuevo enlace' }).click();
  await expect(page).toHaveURL(/\/successEmail$/);

  // A day and an hour later the link in the e-mail has expired.
  await page.clock.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/users/verify/') && response.request().method() === 'PATCH',
  );
  await openNewestEmailLink(page, 'Confirmar mi cuenta');
  expect(await (await answer).json()).toEqual({ token: ['EXPIRED_TOKEN'] });
  await expect(page).toHaveURL(/\/sendEmailToken$/);
  await expect(page.getByRole('heading', { name: 'Tu enlace ya no es válido' })).toBeVisible();
  const verified = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('pymes-digitales-demo-db') ?? '{}') as {
      data?: { users?: { email: string; verified: boolean }[] };
    };
    return stored.data?.users?.find((user) => user.email === 'pendiente@pymesdigitales.cl')
      ?.verified;
  });
  expect(verified).toBe(false);

  // A new link, used in time, confirms the account.
  await page.getByLabel('Correo electrónico').fill('pendiente@pymesdigitales.cl');
  await page.getByRole('button', { name: 'Enviar un nuevo enlace' }).click();
  await expect(page).toHaveURL(/\/successEmail$/);
  await openNewestEmailLink(page, 'Confirmar mi cuenta');
  await expect(page.getByRole('heading', { name: 'Cuenta creada exitosamente' })).toBeVisible();
});
