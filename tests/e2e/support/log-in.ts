import { expect, type Page } from '@playwright/test';

/** The password of every demo account. */
export const demoPassword = 'Pymes2026!';

/**
 * Logs in from the login screen as a user would (opening it first unless the
 * page is on it) and waits for the landing page the guards send the role to
 * (/dashboard for entrepreneurs, /admin/pymes for admins).
 */
export async function logIn(
  page: Page,
  email: string,
  { password = demoPassword, landing = '/dashboard' }: { password?: string; landing?: string } = {},
): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
}
