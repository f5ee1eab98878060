import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logIn } from './support/log-in';
import { screenshot, screenshotBothWidths } from './support/screenshots';

/**
 * The demo backend's switches (src/mocks/browser.ts): calls that answer 500
 * (`"PATCH api/pymes/pyme/<uuid>/"` fails that write), and a delay before
 * every answer, both read at every request.
 */
const FAILING_CALLS_KEY = 'pymes-demo-failing';
const LATENCY_KEY = 'pymes-demo-latency';

async function setDemoSwitch(page: Page, key: string, value: string | null) {
  await page.evaluate(
    ([name, stored]) => {
      if (stored === null) localStorage.removeItem(name);
      else localStorage.setItem(name, stored);
    },
    [key, value] as const,
  );
}

const table = (page: Page) => page.getByRole('table', { name: /^Pymes( · \d+)?$/ });
const bar = (page: Page) => page.getByRole('region', { name: 'Acciones sobre la selección' });
const rowNames = (page: Page) => table(page).getByRole('rowheader');

/** The row of the pyme named `name`. */
const rowOf = (page: Page, name: string): Locator =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** The names of the rows on screen, in order. */
async function namesOnPage(page: Page) {
  await expect(rowNames(page)).toHaveCount(10);
  return rowNames(page).allInnerTexts();
}

async function tick(page: Page, name: string) {
  await page.getByRole('checkbox', { name: `Seleccionar ${name}`, exact: true }).check();
}

/** The pyme's uuid, from the link to its record. */
async function uuidOf(page: Page, name: string) {
  const href = await rowOf(page, name)
    .getByRole('link', { name, exact: true })
    .getAttribute('href');
  return href?.split('/').filter(Boolean).pop() ?? '';
}

test('an admin selects pymes on two pages and gives them a line; disables two, one fails on purpose, and retries it', async ({
  page,
  checkA11y,
}) => {
  await logIn(page, 'admin@pymesdigitales.cl', { landing: '/admin/pymes' });

  // Two pymes of page 1 (enabled ones: the page may show disabled pymes too) and one of page 2.
  const firstPage = await namesOnPage(page);
  const enabledOnFirst: string[] = [];
  for (const name of firstPage) {
    if ((await rowOf(page, name).getByText('Deshabilitado').count()) === 0)
      enabledOnFirst.push(name);
  }
  const [one = '', two = ''] = enabledOnFirst;
  await tick(page, one);
  await tick(page, two);
  await expect(bar(page)).toContainText('2 seleccionadas');
  await page.getByRole('link', { name: 'Página siguiente' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  // The table keeps page 1's rows while page 2 loads: wait for page 2's.
  await expect(rowNames(page).first()).not.toHaveText(firstPage[0] ?? '');
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  const [three = ''] = await namesOnPage(page);
  await tick(page, three);
  await expect(bar(page)).toContainText('3 seleccionadas');
  await checkA11y();
  await screenshotBothWidths(page, 'admin-pymes-bulk-selection');

  // A line, with its status, for the three.
  await bar(page).getByRole('button', { name: 'Asignar línea' }).click();
  const question = page.getByRole('alertdialog');
  const lineSelect = question.getByRole('combobox', { name: 'Línea de formación' });
  const line = (await lineSelect.locator('option').first().innerText()).trim();
  await question.getByRole('combobox', { name: 'Estado LDF' }).selectOption({ label: 'Formación' });
  await expect(question.getByRole('heading')).toHaveText(
    `¿Asignar la línea «${line}» (Formación) a 3 pymes?`,
  );
  await checkA11y();
  await screenshotBothWidths(page, 'admin-pymes-bulk-confirm');
  await question.getByRole('button', { name: 'Asignar' }).click();
  const lineResult = page.getByRole('dialog', { name: 'Asignar línea: terminado', exact: true });
  await expect(lineResult).toContainText(/hechas? · \d+ omitidas? · 0 fallidas/);
  await lineResult.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(lineResult).toBeHidden();
  // The rows changed, on both pages.
  await expect(
    rowOf(page, three).getByRole('combobox', { name: `Línea de formación de ${three}` }),
  ).toHaveValue(/.+/);
  await expect(
    rowOf(page, three).getByRole('combobox', { name: `Estado LDF de ${three}` }),
  ).toHaveValue('TRAINING');
  await page.getByRole('link', { name: 'Página anterior' }).click();
  for (const name of [one, two]) {
    await expect(
      rowOf(page, name).getByRole('combobox', { name: `Estado LDF de ${name}` }),
    ).toHaveValue('TRAINING');
  }
  await expect(bar(page)).toBeHidden();

  // Disable two; the second one's write fails on purpose, and the calls take a while.
  await setDemoSwitch(
    page,
    FAILING_CALLS_KEY,
    JSON.stringify([`PATCH api/pymes/pyme/${await uuidOf(page, two)}/`]),
  );
  await setDemoSwitch(page, LATENCY_KEY, '600');
  await tick(page, one);
  await tick(page, two);
  await bar(page).getByRole('button', { name: 'Deshabilitar', exact: true }).click();
  // The dialog is named by its title alone (not "… Cerrar", the × button's name).
  await expect(
    page.getByRole('alertdialog', { name: '¿Deshabilitar 2 pymes?', exact: true }),
  ).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deshabilitar' }).click();
  const running = page.getByRole('dialog', { name: 'Deshabilitar: aplicando…', exact: true });
  await expect(running).toContainText(/de 2/);
  await expect(running.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '2');
  // Once the dialog has faded in (reactstrap's transition), for the screenshot.
  await expect(page.locator('.modal.show')).toHaveCSS('opacity', '1');
  await screenshot(page, 'admin-pymes-bulk-progress-desktop');
  const disableResult = page.getByRole('dialog', { name: 'Deshabilitar: terminado', exact: true });
  await expect(disableResult).toContainText('1 hecha · 0 omitidas · 1 fallida');
  await expect(disableResult.getByRole('listitem')).toHaveText([
    `${two}: Error del servidor (500): Falla a propósito (modo demostración).`,
  ]);
  await checkA11y();
  await screenshotBothWidths(page, 'admin-pymes-bulk-result-failed');
  await expect(rowOf(page, one).getByText('Deshabilitado')).toBeVisible();
  await expect(bar(page)).toContainText('1 seleccionada');

  // The server answers again: only the failed one is sent.
  await setDemoSwitch(page, FAILING_CALLS_KEY, null);
  await setDemoSwitch(page, LATENCY_KEY, null);
  await disableResult.getByRole('button', { name: 'Reintentar las fallidas' }).click();
  await expect(disableResult).toContainText('1 hecha · 0 omitidas · 0 fallidas');
  await disableResult.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(rowOf(page, two).getByText('Deshabilitado')).toBeVisible();
  await expect(bar(page)).toBeHidden();
});
