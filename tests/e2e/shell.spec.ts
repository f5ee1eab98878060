import { expect, test } from './support/fixtures';
import { screenshotBothWidths } from './support/screenshots';

test('the health check answers with its exact text', async ({ page, visit }) => {
  await visit('/health-check');
  await expect(page.locator('body')).toHaveText('The App is Healthy');
  await screenshotBothWidths(page, 'health-check');
});

test('the home page opens with the public bar and the footer', async ({ page, visit }) => {
  await visit('/');
  await expect(page).toHaveTitle('Inicio | Pymes Digitales');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await screenshotBothWidths(page, 'home');
});
