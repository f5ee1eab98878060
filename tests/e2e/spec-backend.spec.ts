import type { Page } from '@playwright/test';
import { allPymes, apiGet } from './support/api';
import { expectDemoApiMode, isSpecApi } from './support/api-mode';
import { expect, test } from './support/fixtures';
import { logIn } from './support/log-in';
import { screenshotBothWidths } from './support/screenshots';

/*
 * The journeys of issue 24, on the spec's API alone as the projects of its
 * readings serve it, `chromium-spec-only` and `chromium-other` (playwright.config.ts;
 * the full API's journeys are the other files): no response_token, every list paged, no GET of one pyme,
 * no `enabled` filter, admins with uuids of their own, assignments as records
 * or uuids…). Each checks what a user sees; the reading shows in the demo
 * strip, checked first.
 */

const entrepreneur = 'emprendedora@pymesdigitales.cl';
const admin = 'admin@pymesdigitales.cl';
const superAdmin = 'superadmin@pymesdigitales.cl';

interface AvailableEvaluation {
  uuid: string;
  name: string;
  form_id: string;
  is_done: boolean;
  response_token?: string;
}

/** `GET /api/user/list-available/`: a plain list (ours) or a DRF page (the spec's backend). */
async function availableEvaluations(page: Page): Promise<AvailableEvaluation[]> {
  const answer = await apiGet<AvailableEvaluation[] | { results: AvailableEvaluation[] }>(
    page,
    '/api/user/list-available/?limit=100',
  );
  return Array.isArray(answer) ? answer : answer.results;
}

const pymesTable = (page: Page) =>
  page.getByRole('table', { name: /^Pymes( deshabilitadas)?( · \d+)?$/ });

const pymeRow = (page: Page, name: string) =>
  pymesTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

async function searchPyme(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Buscar pyme' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]buscar=/);
  await expect(pymesTable(page).getByRole('rowheader')).toHaveCount(1);
}

/** The number under a term of the overview's totals ("Pymes habilitadas", …). */
const overviewTotal = (page: Page, term: string) =>
  page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('the entrepreneur starts her next diagnostic, the form gets her id, and it ends as done', async ({
  page,
}) => {
  const specApi = isSpecApi(test.info());
  await logIn(page, entrepreneur);
  await expectDemoApiMode(page, test.info());
  const { user } = await apiGet<{ user: { uuid: string } }>(page, '/api/users/info/');
  const next = (await availableEvaluations(page)).find((evaluation) => !evaluation.is_done);
  if (next === undefined) throw new Error('The seeded entrepreneur has no diagnostic left');
  // The spec's backend issues no response_token; ours does.
  expect(next.response_token === undefined).toBe(specApi);

  const item = page
    .getByRole('list', { name: 'Tus diagnósticos' })
    .getByRole('listitem')
    .filter({ hasText: next.name });
  const start = item.getByRole('button', { name: /Comenzar/ });
  await expect(start).toBeEnabled();
  await expect(item).not.toContainText('Test finalizado');
  await start.click();

  await expect(page).toHaveURL(
    (url) => url.pathname === '/form' && url.searchParams.get('diagnostico') === next.form_id,
  );
  const form = page.getByRole('form', { name: 'Formulario de diagnóstico' });
  await expect(form.getByText(/^Campos ocultos:/)).toHaveText(
    specApi
      ? `Campos ocultos: user_id = ${user.uuid}`
      : `Campos ocultos: response_token = ${next.response_token ?? ''}`,
  );
  for (const fieldset of await form.getByRole('group').all()) {
    await fieldset.getByRole('radio').first().check();
  }
  await form.getByRole('button', { name: 'Enviar respuestas' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(item).toContainText('Test finalizado');
  await expect(item.getByRole('button', { name: /Comenzar/ })).toHaveCount(0);
  expect(
    (await availableEvaluations(page)).find((evaluation) => evaluation.uuid === next.uuid)?.is_done,
  ).toBe(true);
  await screenshotBothWidths(page, 'spec-backend-dashboard');
});

test('the entrepreneur saves her profile: the page reloads with her new last name', async ({
  page,
}) => {
  await logIn(page, entrepreneur);
  await expectDemoApiMode(page, test.info());
  await page.getByRole('button', { name: 'Hola, Carolina' }).click();
  await page.getByRole('menuitem', { name: 'Editar perfil' }).click();
  const profile = page.getByRole('dialog', { name: 'Editar perfil' });
  await expect(profile.getByLabel('Apellido')).toHaveValue('Pérez');
  await profile.getByLabel('Apellido').fill('Pérez Araya');
  // A marker on this document: the reload after saving starts a new one without it.
  await page.evaluate(() => {
    Object.assign(window, { beforeProfileSave: true });
  });
  const reloaded = page.waitForEvent('load');
  await profile.getByRole('button', { name: 'Guardar' }).click();
  await reloaded;
  expect(await page.evaluate(() => 'beforeProfileSave' in window)).toBe(false);
  await expect(page.getByText('¡Oops!')).toHaveCount(0);

  await page.getByRole('button', { name: 'Hola, Carolina' }).click();
  await page.getByRole('menuitem', { name: 'Editar perfil' }).click();
  await expect(profile.getByLabel('Apellido')).toHaveValue('Pérez Araya');
  await expect(profile.getByLabel('Nombre', { exact: true })).toHaveValue('Carolina');
  await expect(page.getByText('¡Oops!')).toHaveCount(0);
});

test("the super admin sees a pyme's administrator and hands it to another one", async ({
  page,
}) => {
  await logIn(page, superAdmin, { landing: '/admin/pymes' });
  await expectDemoApiMode(page, test.info());
  // Seeded: Tejidos del Sur is looked after by Francisca Muñoz.
  await searchPyme(page, 'Tejidos del Sur');
  const select = pymeRow(page, 'Tejidos del Sur').getByRole('combobox', {
    name: 'Administrador de Tejidos del Sur',
  });
  await expect(select.locator('option:checked')).toHaveText('Francisca Muñoz');
  await expect(select).not.toHaveValue('');

  await select.selectOption({ label: 'Matías Herrera' });
  await expect(page.getByText('Tejidos del Sur quedó a cargo de Matías Herrera.')).toBeVisible();
  await page.reload();
  await expect(select.locator('option:checked')).toHaveText('Matías Herrera');
});

test('an admin disables a pyme, which stays listed as disabled, and enables it again', async ({
  page,
}) => {
  await logIn(page, admin, { landing: '/admin/pymes' });
  await expectDemoApiMode(page, test.info());
  await searchPyme(page, 'Cerámica Rauco');
  const row = pymeRow(page, 'Cerámica Rauco');
  await row.getByRole('button', { name: 'Acciones de Cerámica Rauco' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Estas seguro que deseas eliminar esta pyme?' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(page.getByText('Cerámica Rauco quedó deshabilitada.')).toBeVisible();
  await expect(row).toContainText('Deshabilitado');
  const enable = row.getByRole('button', { name: 'Habilitar Cerámica Rauco' });
  await expect(enable).toBeVisible();
  // Stored by the backend: still listed, still disabled, after a reload.
  await page.reload();
  await expect(row).toContainText('Deshabilitado');
  await expect(row.getByRole('combobox', { name: /^Línea de formación de/ })).toBeDisabled();
  await screenshotBothWidths(page, 'spec-backend-admin-pymes-disabled');

  await enable.click();
  await page
    .getByRole('alertdialog', { name: '¿Estas seguro que deseas habilitar esta pyme?' })
    .getByRole('button', { name: 'Habilitar' })
    .click();
  await expect(page.getByText('Cerámica Rauco quedó habilitada.')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Acciones de Cerámica Rauco' })).toBeVisible();
  await expect(row).not.toContainText('Deshabilitado');
  await page.reload();
  await expect(row.getByRole('button', { name: 'Acciones de Cerámica Rauco' })).toBeVisible();
});

test("the programme overview's enabled and disabled counts are the API's", async ({ page }) => {
  await logIn(page, admin, { landing: '/admin/pymes' });
  await expectDemoApiMode(page, test.info());
  const pymes = await allPymes(page);
  const enabled = pymes.filter((pyme) => pyme.enabled).length;
  const disabled = pymes.length - enabled;
  // The seed has some of each, so neither count is trivially 0.
  expect(enabled).toBeGreaterThan(0);
  expect(disabled).toBeGreaterThan(0);

  await page
    .getByRole('navigation', { name: 'Administración' })
    .getByRole('link', { name: 'Resumen del programa' })
    .click();
  await expect(page).toHaveURL(/\/admin\/resumen$/);
  await expect(overviewTotal(page, 'Pymes habilitadas')).toHaveText(
    enabled.toLocaleString('es-CL'),
  );
  await expect(overviewTotal(page, 'Pymes deshabilitadas')).toHaveText(
    disabled.toLocaleString('es-CL'),
  );
  await screenshotBothWidths(page, 'spec-backend-admin-overview');
});

test('the super admin cannot delete herself nor lower her own role', async ({ page }) => {
  await logIn(page, superAdmin, { landing: '/admin/pymes' });
  await expectDemoApiMode(page, test.info());
  await page
    .getByRole('navigation', { name: 'Administración' })
    .getByRole('link', { name: 'Administradores' })
    .click();
  await expect(page).toHaveURL(/\/admin\/admins$/);
  const own = page
    .getByRole('table', { name: 'Administradores' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Valentina', exact: true }) });
  await expect(own.getByRole('button', { name: /^Eliminar Valentina/ })).toBeDisabled();
  // Another admin's row can be deleted: the rule is about her own.
  await expect(page.getByRole('button', { name: /^Eliminar Francisca/ })).toBeEnabled();

  await own.getByRole('button', { name: /^Editar Valentina/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar administrador' });
  await expect(dialog.getByLabel('Rol').locator('option')).toHaveText(['Super admin']);
  await expect(dialog.getByLabel('Rol')).toHaveValue('Super admin');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});
