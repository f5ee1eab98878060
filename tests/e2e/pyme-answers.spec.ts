import { readingOf } from './support/api-mode';
import { expect, test } from './support/fixtures';
import { logIn } from './support/log-in';
import { screenshot, screenshotBothWidths } from './support/screenshots';

test('an admin reads a pyme’s page, prints it, and reads its diagnostics and answers', async ({
  page,
  checkA11y,
}) => {
  await logIn(page, 'admin@pymesdigitales.cl', { landing: '/admin/pymes' });
  await page.getByRole('searchbox', { name: 'Buscar pyme' }).fill('Miel');
  const table = page.getByRole('table', { name: /^Pymes( · \d+)?$/ });
  await expect(table.getByRole('rowheader')).toHaveCount(1);
  await expect(table.getByRole('rowheader')).toHaveAccessibleName('Miel Nativa');

  // The pyme's page, from the row's name.
  await table.getByRole('link', { name: 'Miel Nativa', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/pymes\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Miel Nativa' })).toBeVisible();
  // Who looks after it: by name where the assignments carry it; where they give
  // the admin by uuid only (the other reading), an admin sees that one is assigned.
  await expect(
    page.getByText(
      readingOf(test.info()) === 'other' ? 'Administrador asignado' : 'Francisca Muñoz',
    ),
  ).toBeVisible();
  const diagnostics = page.getByRole('region', { name: 'Diagnósticos' });
  await expect(diagnostics.getByText(/^Completado el /)).toHaveCount(3);
  await expect(page).toHaveTitle(/Ficha de la pyme/);
  await checkA11y();
  await screenshotBothWidths(page, 'pyme-page');

  // As printed: the sheet alone, with the date of printing; no app around it, no buttons.
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(/^Ficha impresa el \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir ficha' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Volver a pymes' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Administración' })).toBeHidden();
  await expect(page.locator('.demo-panel')).toBeHidden();
  await screenshot(page, 'pyme-page-print', { fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Its diagnostics, from the table's link.
  await page.goBack();
  await page
    .getByRole('table', { name: /^Pymes( · \d+)?$/ })
    .getByRole('link', { name: 'Ver diagnósticos de Miel Nativa' })
    .click();
  await expect(page).toHaveURL(/\/admin\/evaluations\?pyme=[\w-]+$/);
  const list = page.getByRole('list', { name: 'Diagnósticos' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('link', { name: /^Ver respuestas de / })).toHaveCount(3);
  await checkA11y();
  await screenshotBothWidths(page, 'pyme-evaluations');

  // One diagnostic's answers.
  await list
    .getByRole('link', { name: /^Ver respuestas de / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/answer\?pyme=[\w-]+&diagnostico=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Respuestas' })).toBeVisible();
  await expect(
    page.getByText(/^Completado el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}$/),
  ).toBeVisible();
  const answers = page.getByRole('table', { name: /Etapa 1/ });
  await expect(answers.getByRole('row')).toHaveCount(4);
  await checkA11y();
  await screenshotBothWidths(page, 'pyme-answers');

  // A reload keeps the screen; back returns to the same pyme's diagnostics.
  await page.reload();
  await expect(answers.getByRole('row')).toHaveCount(4);
  await page.getByRole('link', { name: 'Volver a los diagnósticos' }).click();
  await expect(page).toHaveURL(/\/admin\/evaluations\?pyme=[\w-]+$/);
  await expect(list.getByRole('listitem')).toHaveCount(3);
});
