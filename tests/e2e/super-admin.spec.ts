import type { Browser, Locator, Page } from '@playwright/test';
import { demoApiModeKey } from './support/api-mode';
import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { logIn } from './support/log-in';
import {
  screenshot,
  screenshotBothWidths,
  screenshotsWanted,
  viewports,
} from './support/screenshots';

/** The demo backend keeps its data in the browser's localStorage, under this key. */
const DEMO_DATA_KEY = 'pymes-digitales-demo-db';

const superAdmin = 'superadmin@pymesdigitales.cl';
const entrepreneur = 'emprendedora@pymesdigitales.cl';

/**
 * The demo backend runs inside each browser, so two browser contexts start
 * from two copies of the seed. To let another person (a fresh context: no
 * cookies, no session) meet what the super admin changed, as two browsers
 * meet one real backend, this copies the super admin's demo data into it.
 */
async function demoDataOf(page: Page): Promise<string> {
  const data = await page.evaluate((key) => localStorage.getItem(key), DEMO_DATA_KEY);
  if (data === null) throw new Error('The demo backend has not stored its data yet');
  return data;
}

/**
 * A fresh browser context (no session) whose demo backend has `from`'s current
 * data and serves the same API (the spec-only project's mode key goes along).
 */
async function freshContextWithDataOf(browser: Browser, from: Page) {
  const baseURL = test.info().project.use.baseURL ?? '';
  const mode = await from.evaluate((key) => localStorage.getItem(key), demoApiModeKey);
  const context = await browser.newContext({
    baseURL,
    locale: 'es-CL',
    storageState: {
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [
            { name: DEMO_DATA_KEY, value: await demoDataOf(from) },
            ...(mode === null ? [] : [{ name: demoApiModeKey, value: mode }]),
          ],
        },
      ],
    },
  });
  return { context, page: await context.newPage() };
}

/** Gives `to`'s demo backend `from`'s current data and reloads `to`. */
async function syncDemoData(from: Page, to: Page) {
  const data = await demoDataOf(from);
  await to.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, value);
    },
    [DEMO_DATA_KEY, data] as const,
  );
  await to.reload();
}

/**
 * A phone-width view of a tall dialog scrolled to its buttons: full-page shots
 * show only the first screen of a dialog, which is fixed to the window.
 */
async function screenshotDialogEndOnPhone(page: Page, dialog: Locator, name: string) {
  if (!screenshotsWanted) return;
  await page.setViewportSize(viewports.phone);
  await dialog.getByRole('button', { name: 'Guardar' }).scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-phone-end`);
  await page.setViewportSize(viewports.desktop);
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Administración' });

/** The row of a table whose row header is `name`. */
const rowOf = (page: Page, table: string, name: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('a super admin creates an admin, who logs in without the super sections, then disables her', async ({
  browser,
  page,
  checkA11y,
}) => {
  await logIn(page, superAdmin, { landing: '/admin/pymes' });
  await sidebar(page).getByRole('link', { name: 'Administradores' }).click();
  await expect(page).toHaveURL(/\/admin\/admins$/);
  const table = page.getByRole('table', { name: 'Administradores' });
  await expect(table.getByRole('rowheader')).toHaveCount(5);
  // Her own row: no deleting herself, and it says why.
  const own = rowOf(page, 'Administradores', 'Valentina');
  await expect(own.getByRole('button', { name: /^Eliminar Valentina/ })).toBeDisabled();
  await expect(own).toContainText('No puedes eliminar tu propia cuenta.');
  await checkA11y();
  await screenshotBothWidths(page, 'super-admins');

  // Create an admin: Rol starts as Deshabilitado; Guardar waits for valid fields.
  await page.getByRole('button', { name: 'Crear Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear Administrador' });
  await expect(dialog.getByLabel('Rol')).toHaveValue('Deshabilitado');
  await dialog.getByLabel('Nombre', { exact: true }).fill('Ignacia');
  await dialog.getByLabel('Apellido').fill('Fuentes');
  await dialog.getByLabel('Rut').fill('20.111.222-2');
  await dialog.getByLabel('Correo electrónico').fill('ignacia.fuentes@pymesdigitales.cl');
  await dialog.getByLabel('Contraseña', { exact: true }).fill('corta');
  await expect(dialog.getByText('Tu contraseña es muy corta (mínimo 8 caracteres).')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await dialog.getByLabel('Contraseña', { exact: true }).fill('Segura2026!');
  await dialog.getByLabel('Rol').selectOption('Admin');
  await expect(dialog.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  await checkA11y();
  await screenshotBothWidths(page, 'super-admins-create');
  await screenshotDialogEndOnPhone(page, dialog, 'super-admins-create');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Creamos la cuenta de Ignacia Fuentes (Admin).')).toBeVisible();
  await expect(dialog).toBeHidden();
  const ignacia = rowOf(page, 'Administradores', 'Ignacia');
  await expect(ignacia).toContainText('20111222-2');
  await expect(ignacia).toContainText('Admin');

  // She logs in in another browser: an admin's sidebar, without the super sections.
  const other = await freshContextWithDataOf(browser, page);
  await logIn(other.page, 'ignacia.fuentes@pymesdigitales.cl', {
    password: 'Segura2026!',
    landing: '/admin/pymes',
  });
  await expect(sidebar(other.page).getByRole('link')).toHaveText(['Pymes', 'Resumen del programa']);
  await other.page.goto('/admin/admins');
  await expect(other.page).toHaveURL(/\/admin\/pymes$/);
  await expectNoA11yViolations(other.page);
  await screenshotBothWidths(other.page, 'super-admins-new-admin-sidebar');
  await other.context.close();

  // Her own edit cannot take away her role.
  await own.getByRole('button', { name: /^Editar Valentina/ }).click();
  const ownDialog = page.getByRole('dialog', { name: 'Editar administrador' });
  await expect(ownDialog.getByLabel('Rol').locator('option')).toHaveText(['Super admin']);
  await expect(ownDialog.getByText('No puedes quitarte el rol de Super admin.')).toBeVisible();
  await checkA11y();
  await screenshotBothWidths(page, 'super-admins-own-edit');
  await screenshotDialogEndOnPhone(page, ownDialog, 'super-admins-own-edit');
  await ownDialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ownDialog).toBeHidden();

  // Disabled: her login is refused.
  await ignacia.getByRole('button', { name: 'Editar Ignacia Fuentes' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar administrador' });
  await expect(edit.getByLabel('Rol')).toHaveValue('Admin');
  await edit.getByLabel('Rol').selectOption('Deshabilitado');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Guardamos los datos de Ignacia Fuentes.')).toBeVisible();
  await expect(ignacia).toContainText('Deshabilitado');

  const refused = await freshContextWithDataOf(browser, page);
  await refused.page.goto('/login');
  await refused.page.getByLabel('Correo electrónico').fill('ignacia.fuentes@pymesdigitales.cl');
  await refused.page.getByLabel('Contraseña', { exact: true }).fill('Segura2026!');
  await refused.page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(refused.page.getByRole('alert')).toHaveText(
    '¡Vaya! El correo y/o contraseña no son válidos.',
  );
  await expect(refused.page).toHaveURL(/\/login$/);
  await refused.context.close();

  // Search (every match, unpaged), then delete after the question.
  const search = page.getByRole('searchbox', { name: 'Buscar administrador' });
  await search.fill('fuentes');
  await search.press('Enter');
  await expect(page).toHaveURL(/\?buscar=fuentes$/);
  await expect(table.getByRole('rowheader')).toHaveCount(1);
  await ignacia.getByRole('button', { name: 'Eliminar Ignacia Fuentes' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: '¿Estas seguro que deseas eliminar este administrador?',
  });
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await checkA11y();
  await screenshotBothWidths(page, 'super-admins-confirm');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Eliminamos la cuenta de Ignacia Fuentes.')).toBeVisible();
  await expect(page.getByText('No hay administradores que coincidan con «fuentes».')).toBeVisible();
});

test("a super admin creates, edits and deletes a diagnostic, and an entrepreneur's dashboard follows", async ({
  browser,
  page,
  checkA11y,
}) => {
  await logIn(page, superAdmin, { landing: '/admin/pymes' });
  await sidebar(page).getByRole('link', { name: 'Formularios' }).click();
  await expect(page).toHaveURL(/\/admin\/forms$/);
  const table = page.getByRole('table', { name: 'Diagnósticos' });
  await expect(table.getByRole('rowheader')).toHaveCount(3);
  await checkA11y();
  await screenshotBothWidths(page, 'super-forms');

  // The entrepreneur, in her own browser.
  const her = await freshContextWithDataOf(browser, page);
  await logIn(her.page, entrepreneur);
  const dashboard = her.page.getByRole('list', { name: 'Tus diagnósticos' });
  await expect(dashboard.getByRole('listitem')).toHaveCount(3);

  // Create.
  await page.getByRole('button', { name: 'Crear diagnóstico' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear diagnóstico' });
  await dialog.getByLabel('Nombre', { exact: true }).fill('Etapa 4: Comercio electrónico');
  await dialog.getByLabel('ID del formulario').fill('etapa-4');
  await dialog.getByLabel('Duración (minutos)').fill('25 min');
  await expect(dialog.getByText('La duración debe tener solo números.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await dialog.getByLabel('Duración (minutos)').fill('25');
  await dialog.getByLabel('Número de orden').fill('4');
  await dialog.getByLabel('Nombre de orden').fill('Etapa 4');
  await checkA11y();
  await screenshotBothWidths(page, 'super-forms-create');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByText('Creamos el diagnóstico «Etapa 4: Comercio electrónico».'),
  ).toBeVisible();
  const created = rowOf(page, 'Diagnósticos', 'Etapa 4: Comercio electrónico');
  await expect(created).toContainText('etapa-4');

  await syncDemoData(page, her.page);
  await expect(dashboard.getByRole('listitem')).toHaveCount(4);
  await expect(dashboard.getByRole('listitem').nth(3)).toContainText(
    'Etapa 4: Comercio electrónico',
  );
  await expect(dashboard.getByRole('listitem').nth(3)).toContainText('Duración: 25 minutos');
  await expect(her.page.getByText('0 de 4 diagnósticos completados')).toBeVisible();
  await expectNoA11yViolations(her.page);
  await screenshotBothWidths(her.page, 'super-forms-dashboard-after-create');

  // Edit.
  await created.getByRole('button', { name: 'Editar Etapa 4: Comercio electrónico' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar diagnóstico' });
  await expect(edit.getByLabel('Duración (minutos)')).toHaveValue('25');
  await edit.getByLabel('Nombre', { exact: true }).fill('Etapa 4: Ventas en línea');
  await edit.getByLabel('Duración (minutos)').fill('30');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByText('Guardamos el diagnóstico «Etapa 4: Ventas en línea».'),
  ).toBeVisible();
  const edited = rowOf(page, 'Diagnósticos', 'Etapa 4: Ventas en línea');
  await expect(edited).toBeVisible();

  await syncDemoData(page, her.page);
  await expect(dashboard.getByRole('listitem').nth(3)).toContainText('Etapa 4: Ventas en línea');
  await expect(dashboard.getByRole('listitem').nth(3)).toContainText('Duración: 30 minutos');

  // Delete, after the question.
  await edited.getByRole('button', { name: 'Eliminar Etapa 4: Ventas en línea' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: '¿Estas seguro que deseas eliminar este diagnóstico?',
  });
  await expect(confirm).toContainText('Etapa 4: Ventas en línea');
  await checkA11y();
  await screenshotBothWidths(page, 'super-forms-confirm');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(
    page.getByText('Eliminamos el diagnóstico «Etapa 4: Ventas en línea».'),
  ).toBeVisible();
  await expect(table.getByRole('rowheader')).toHaveCount(3);

  await syncDemoData(page, her.page);
  await expect(dashboard.getByRole('listitem')).toHaveCount(3);
  await expect(her.page.getByText('0 de 3 diagnósticos completados')).toBeVisible();
  await her.context.close();
});

test('a super admin opens "Conexión con el servidor" from the avatar menu: what the app learned of the backend, and its reads of one row', async ({
  page,
  checkA11y,
}) => {
  const probes: string[] = [];
  await logIn(page, superAdmin, { landing: '/admin/pymes' });
  await expect(page.getByRole('table', { name: /^Pymes/ })).toBeVisible();
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.get('limit') === '1') {
      probes.push(`${request.method()} ${request.url()}`);
    }
  });
  await page.getByRole('button', { name: /^Hola, / }).click();
  await page.getByRole('menuitem', { name: 'Conexión con el servidor' }).click();
  await expect(page).toHaveURL(/\/admin\/conexion$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Conexión con el servidor' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    /^(Consulta terminada|No hizo falta consultar nada)/,
  );
  const admins = page.getByRole('region', { name: 'Administradores' });
  await expect(admins).toContainText('api/admin/user/');
  await expect(page.getByRole('region', { name: 'El servidor' })).toContainText(
    'Dirección de la API',
  );
  // Only reads: whatever the page asked, it asked with GET.
  expect(probes.filter((probe) => !probe.startsWith('GET '))).toEqual([]);
  await checkA11y();
  await screenshotBothWidths(page, 'super-admin-connection');
});

test('an admin cannot open the super admin screens', async ({ page }) => {
  await logIn(page, 'admin@pymesdigitales.cl', { landing: '/admin/pymes' });
  for (const path of ['/admin/forms', '/admin/admins', '/admin/conexion']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/pymes$/);
  }
});
