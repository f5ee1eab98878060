import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logIn } from './support/log-in';
import { screenshotBothWidths } from './support/screenshots';

/**
 * The demo backend's switch (src/mocks/browser.ts, FAILING_PATHS_KEY): the
 * reads of these API paths answer 500 while it is set, read at every request.
 */
const FAILING_PATHS_KEY = 'pymes-demo-failing';

/** The demo backend keeps its data in the browser's localStorage, under this key. */
const DEMO_DATA_KEY = 'pymes-digitales-demo-db';

async function failReads(page: Page, paths: string[]) {
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, value);
    },
    [FAILING_PATHS_KEY, JSON.stringify(paths)] as const,
  );
}

async function answerReads(page: Page) {
  await page.evaluate((key) => {
    localStorage.removeItem(key);
  }, FAILING_PATHS_KEY);
}

const table = (page: Page) => page.getByRole('table', { name: /^Pymes( · \d+)?$/ });

test('a super admin sees which side list failed, no invented administrator, and Reintentar loads it', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/login');
  await failReads(page, ['api/pymes/admin/']);
  await logIn(page, 'superadmin@pymesdigitales.cl', { landing: '/admin/pymes' });

  // What failed is said, once, with what it changes; the pymes are shown.
  const notice = page.getByRole('alert').filter({ hasText: 'No pudimos cargar' });
  await expect(notice).toContainText(
    'No pudimos cargar las asignaciones de administradores: la columna Administrador muestra «—» hasta que carguen.',
  );
  await expect(table(page).getByRole('rowheader')).toHaveCount(10);

  // No row states an administrator it does not know: no select, no "Sin Admin", a "—".
  const row = table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Dulces Carolina' }) });
  await page.getByRole('searchbox', { name: 'Buscar pyme' }).fill('Dulces Carolina');
  await page.getByRole('searchbox', { name: 'Buscar pyme' }).press('Enter');
  await expect(table(page).getByRole('rowheader')).toHaveCount(1);
  await expect(row.getByRole('combobox', { name: 'Administrador de Dulces Carolina' })).toHaveCount(
    0,
  );
  await expect(table(page).getByText('Sin Admin')).toHaveCount(0);
  await expect(row.getByRole('cell').filter({ hasText: '—' })).not.toHaveCount(0);
  await checkA11y();
  await screenshotBothWidths(page, 'admin-pymes-side-list-failed');

  // The backend answers again: Reintentar loads the list and the notice goes.
  await answerReads(page);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(notice).toHaveCount(0);
  await expect(row.getByRole('combobox', { name: 'Administrador de Dulces Carolina' })).toHaveValue(
    '',
  );
});

test('an admin whose line options failed cannot change a line, and sees why', async ({ page }) => {
  await page.goto('/login');
  await failReads(page, ['api/formations/training/']);
  await logIn(page, 'admin@pymesdigitales.cl', { landing: '/admin/pymes' });
  await expect(page.getByRole('alert').filter({ hasText: 'No pudimos cargar' })).toContainText(
    'No pudimos cargar las líneas de formación',
  );
  const line = page.getByRole('combobox', { name: 'Línea de formación de Dulces Carolina' });
  await page.getByRole('searchbox', { name: 'Buscar pyme' }).fill('Dulces Carolina');
  await page.getByRole('searchbox', { name: 'Buscar pyme' }).press('Enter');
  await expect(line).toBeDisabled();
  await expect(line).toHaveAccessibleDescription(/No pudimos cargar las líneas de formación/);
  await expect(table(page).getByText('(deshabilitado)')).toHaveCount(0);
});

test('a table holds a 200-character word and right-to-left text', async ({ page }) => {
  await logIn(page, 'admin@pymesdigitales.cl', { landing: '/admin/pymes' });
  await expect(table(page).getByRole('rowheader')).toHaveCount(10);
  // The names as linked (a cell's text also holds its phone label).
  const names = await table(page).getByRole('rowheader').getByRole('link').allTextContents();
  const [first, second] = names;
  const longWord = 'Emprendimiento'.repeat(15).slice(0, 200);
  const arabic = 'تعاونية العسل 2026';
  await page.evaluate(
    ({ key, rename }) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as {
        data: { pymes: { business_name: string }[] };
      };
      for (const pyme of stored.data.pymes) {
        const name = rename[pyme.business_name];
        if (name) pyme.business_name = name;
      }
      localStorage.setItem(key, JSON.stringify(stored));
    },
    { key: DEMO_DATA_KEY, rename: { [first ?? '']: longWord, [second ?? '']: arabic } },
  );
  await page.reload();
  const longCell = table(page).getByRole('rowheader', { name: longWord });
  await expect(longCell).toBeVisible();
  await expect(table(page).getByRole('rowheader', { name: arabic })).toBeVisible();

  for (const width of [1280, 768, 360]) {
    await page.setViewportSize({ width, height: 800 });
    // The long word wraps inside its cell, never spilling past it; on a
    // table (768 px and up) the cell stays narrow (the sticky name column at
    // most 14rem), on a phone's card it is the card's width.
    const { cellWidth, nameWidth } = await longCell.evaluate((cell) => ({
      cellWidth: cell.getBoundingClientRect().width,
      nameWidth: cell.querySelector('a')?.getBoundingClientRect().width ?? Infinity,
    }));
    expect(nameWidth, `the long name fits its cell at ${width} px`).toBeLessThanOrEqual(cellWidth);
    expect(cellWidth, `the name column stays narrow at ${width} px`).toBeLessThanOrEqual(
      width >= 768 ? 320 : width,
    );
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshotBothWidths(page, 'admin-pymes-long-and-rtl-names');
});
