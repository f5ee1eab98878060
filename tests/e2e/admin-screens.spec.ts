import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logIn } from './support/log-in';

/**
 * axe on every admin screen, for each role that may open it, at desktop and
 * phone width (issue 26: 0 violations, touch targets included). The screens
 * are reached as a user reaches them, through their links; each is checked
 * once its content (not its loading state) is on screen.
 */

const widths = [1280, 360];

async function checkAtBothWidths(page: Page, checkA11y: () => Promise<void>) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await checkA11y();
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function tourOfTheCommonScreens(page: Page, checkA11y: () => Promise<void>) {
  // The pymes list.
  const table = page.getByRole('table', { name: /^Pymes · \d+$/ });
  await expect(table.getByRole('rowheader')).toHaveCount(10);
  await checkAtBothWidths(page, checkA11y);

  // A pyme with answers: its page, its diagnostics, one diagnostic's answers.
  await page.getByRole('searchbox', { name: 'Buscar pyme' }).fill('Miel Nativa');
  await page.getByRole('searchbox', { name: 'Buscar pyme' }).press('Enter');
  await expect(table.getByRole('rowheader')).toHaveCount(1);
  await table.getByRole('link', { name: 'Miel Nativa', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Miel Nativa' })).toBeVisible();
  await checkAtBothWidths(page, checkA11y);
  await page.goBack();
  await table.getByRole('link', { name: /^Ver diagnósticos/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const answers = page.getByRole('link', { name: /^Ver respuestas/ }).first();
  await expect(answers).toBeVisible();
  await checkAtBothWidths(page, checkA11y);
  await answers.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Respuestas' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await checkAtBothWidths(page, checkA11y);

  // The overview.
  await page.goto('/admin/resumen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^Cargando/)).toHaveCount(0);
  await checkAtBothWidths(page, checkA11y);

  // The training lines, a line's form (new and existing), and its success screen.
  await page.goto('/admin/training-line');
  const lines = page.getByRole('table', { name: /^Líneas de formación/ });
  await expect(lines.getByRole('rowheader').first()).toBeVisible();
  await checkAtBothWidths(page, checkA11y);
  await lines
    .getByRole('link', { name: /^Editar/ })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Editar línea de formación' }),
  ).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: false }).first()).not.toHaveValue('');
  await checkAtBothWidths(page, checkA11y);
  await page.goto('/admin/training-line-form/Crear/null');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Crear línea de formación' }),
  ).toBeVisible();
  await checkAtBothWidths(page, checkA11y);
  await page.goto('/admin/training-line-success/Crear');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkAtBothWidths(page, checkA11y);
}

test('every admin screen an admin opens has no axe violation at 1280 and 360 px', async ({
  page,
  checkA11y,
}) => {
  await logIn(page, 'admin@pymesdigitales.cl', { landing: '/admin/pymes' });
  await tourOfTheCommonScreens(page, checkA11y);
});

test('every admin screen a super admin opens has no axe violation at 1280 and 360 px', async ({
  page,
  checkA11y,
}) => {
  await logIn(page, 'superadmin@pymesdigitales.cl', { landing: '/admin/pymes' });
  await tourOfTheCommonScreens(page, checkA11y);

  // The super admin's own screens: the diagnostics (forms) and the administrators.
  await page.goto('/admin/forms');
  await expect(page.getByRole('table').getByRole('rowheader').first()).toBeVisible();
  await checkAtBothWidths(page, checkA11y);
  await page.goto('/admin/admins');
  await expect(page.getByRole('table').getByRole('rowheader').first()).toBeVisible();
  await checkAtBothWidths(page, checkA11y);
});
