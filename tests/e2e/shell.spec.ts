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
  await expect(nav.getByRole('link', { name: 'Iniciar Sesión', exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await screenshotBothWidths(page, 'home');
});

test('on a phone the public bar collapses into a menu that works by keyboard', async ({
  page,
  visit,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await visit('/');
  const login = page.getByRole('link', { name: 'Iniciar Sesión', exact: true });
  await expect(login).toBeHidden();
  const toggler = page.getByRole('button', { name: 'Abrir menú' });
  await toggler.focus();
  await page.keyboard.press('Enter');
  await expect(login).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await checkA11y();
  await login.click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the bar gains its shadow after 50 px of scroll', async ({ page, visit }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await visit('/');
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
  });
  const bar = page.getByRole('navigation', { name: 'Principal' });
  await expect(bar).not.toHaveClass(/\bshadow\b/);
  await page.evaluate(() => {
    window.scrollTo(0, 120);
  });
  await expect(bar).toHaveClass(/\bshadow\b/);
});

test('an unknown address shows the Spanish not-found page with a way home', async ({
  page,
  visit,
}) => {
  await visit('/esta-pagina-no-existe');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page).toHaveTitle('Página no encontrada | Pymes Digitales');
  await screenshotBothWidths(page, 'not-found');
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a private page sends a guest to the login screen', async ({ page, visit }) => {
  await visit('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Iniciar sesión | Pymes Digitales');
  await screenshotBothWidths(page, 'login-from-private-page');
});
