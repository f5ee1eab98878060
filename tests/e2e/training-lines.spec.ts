import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logIn } from './support/log-in';
import { screenshotBothWidths, screenshotsWanted } from './support/screenshots';

// ---------------------------------------------------------------------------
// Real image files to upload: a PNG logo (binary, to see it survive the round
// trip) and an SVG banner, at the suggested sizes of spec §9.

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of `width`×`height`: a coloured square with a white band across it. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    const band = y > height * 0.4 && y < height * 0.6;
    for (let x = 0; x < width; x += 1) row.set(band ? [255, 255, 255] : [r, g, b], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const logoFile = {
  name: 'logo-ventas.png',
  mimeType: 'image/png',
  buffer: png(200, 200, [0, 121, 107]),
};

const bannerFile = {
  name: 'banner-ventas.svg',
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1220" height="460" viewBox="0 0 1220 460">' +
      '<rect width="1220" height="460" fill="#1565c0"/>' +
      '<circle cx="1040" cy="120" r="200" fill="#ffffff" fill-opacity="0.15"/>' +
      '<text x="80" y="260" font-family="Arial, sans-serif" font-size="72" font-weight="700" fill="#fff">Ventas por WhatsApp</text>' +
      '</svg>',
  ),
};

// ---------------------------------------------------------------------------

const lineName = 'Ventas por WhatsApp';

const listTable = (page: Page) => page.getByRole('table', { name: /^Líneas de formación activas/ });

const rowOf = (page: Page, name: string) =>
  listTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });

/** The image's natural width once the browser has drawn it (0 while broken). */
async function naturalWidth(image: Locator): Promise<number> {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete))
    .toBe(true);
  return image.evaluate((element: HTMLImageElement) => element.naturalWidth);
}

/** Full-page screenshots from the top (a scrolled page draws its sticky bar mid-page). */
async function shoot(page: Page, name: string) {
  if (!screenshotsWanted) return;
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await screenshotBothWidths(page, name);
}

async function searchLines(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Buscar línea de formación' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(/buscar=/);
}

test('a super admin creates a line with both images, assigns it to a pyme, and its entrepreneur sees the images', async ({
  page,
  checkA11y,
}) => {
  // Spec §2: the sidebar offers Línea de formación to super admins only.
  await logIn(page, 'superadmin@pymesdigitales.cl', { landing: '/admin/pymes' });
  await page.getByRole('link', { name: 'Línea de formación', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/training-line$/);
  await expect(listTable(page).getByRole('rowheader')).toHaveCount(6);
  await checkA11y();
  await shoot(page, 'admin-training-lines');

  // Step 1: general data and both images.
  await page.getByRole('link', { name: 'Crear línea de formación' }).click();
  await expect(page).toHaveURL(/\/admin\/training-line-form\/Crear\/null$/);
  await expect(page.getByText('Paso 1 de 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
  await checkA11y();
  await shoot(page, 'admin-training-line-step-1-empty');
  await page.getByLabel('Nombre', { exact: true }).fill(lineName);
  await page.getByLabel('ID del contenido').fill('ventas_whatsapp');
  await page.getByLabel('Tipo').selectOption({ label: 'Comercio electrónico' });
  await page
    .getByLabel('Descripción')
    .fill(
      'Catálogo, respuestas rápidas y cobros por WhatsApp Business para vender todos los días.',
    );
  await page.getByLabel('Logo').setInputFiles(logoFile);
  await page.getByLabel('Banner').setInputFiles(bannerFile);
  expect(await naturalWidth(page.getByRole('img', { name: 'Vista previa de el logo' }))).toBe(200);
  expect(await naturalWidth(page.getByRole('img', { name: 'Vista previa de el banner' }))).toBe(
    1220,
  );
  await checkA11y();
  await shoot(page, 'admin-training-line-step-1');

  // Step 2: modality, provider and content.
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Paso 2 de 3')).toBeFocused();
  await page.getByLabel('Modalidad').selectOption({ label: 'En línea' });
  await page.getByLabel('Asignación automática').selectOption({ label: 'No' });
  await page.getByLabel('Nombre del proveedor').fill('Academia Digital Chile');
  await page.getByLabel('Teléfono del proveedor').fill('91234567x');
  await expect(
    page.getByText('Debe ingresar un número válido de 9 dígitos (Ej: 912345678)'),
  ).toBeVisible();
  await checkA11y();
  await shoot(page, 'admin-training-line-step-2-error');
  await page.getByLabel('Teléfono del proveedor').fill('912345678');
  await page.getByLabel('Sitio web del proveedor').fill('https://www.academiadigital.cl');
  await page.getByLabel('URL del contenido').fill('https://cursos.example.cl/ventas-whatsapp');
  await page.getByLabel('Código del contenido').fill('LDF007');
  await page.getByLabel('Contenido 1').fill('Cuatro clases en línea');
  await page.getByLabel('Contenido 2').fill('Plantillas de mensajes');
  await shoot(page, 'admin-training-line-step-2');

  // Step 3: the weightings, by keyboard.
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Paso 3 de 3')).toBeVisible();
  const finance = page.getByRole('slider', { name: 'Posición financiera' });
  await expect(finance).toHaveValue('0');
  await finance.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(finance).toHaveValue('3');
  await expect(finance).toHaveAttribute('aria-valuetext', '3 de 10');
  const mentoring = page.getByRole('slider', { name: 'Mentoría individual' });
  await mentoring.focus();
  await page.keyboard.press('End');
  await expect(mentoring).toHaveValue('10');
  const marketing = page.getByRole('slider', { name: 'Foco en marketing' });
  await marketing.focus();
  await page.keyboard.press('PageUp');
  await expect(marketing).not.toHaveValue('0');
  await checkA11y();
  await shoot(page, 'admin-training-line-step-3');

  // Save: the success page replaces the form.
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Creación exitosa' })).toBeVisible();
  await expect(page.getByText('Has creado una nueva linea de formación')).toBeVisible();
  await checkA11y();
  await shoot(page, 'admin-training-line-success');

  // Found in the list, first (newest), and by the search.
  await page.getByRole('link', { name: 'Volver a líneas de formación' }).click();
  await expect(listTable(page).getByRole('rowheader').first()).toHaveText(new RegExp(lineName));
  await searchLines(page, 'whatsapp');
  const row = rowOf(page, lineName);
  await expect(row).toContainText('ventas_whatsapp');
  await expect(row).toContainText('Comercio electrónico');
  // The row's logo is decorative (alt=""): found by its class.
  expect(await naturalWidth(row.locator('img.training-line-logo'))).toBe(200);
  await shoot(page, 'admin-training-lines-search');

  // Assigned to Dulces Carolina from the pymes table.
  await page.getByRole('link', { name: 'Pymes', exact: true }).click();
  const pymeSearch = page.getByRole('searchbox', { name: 'Buscar pyme' });
  await pymeSearch.fill('Dulces Carolina');
  await pymeSearch.press('Enter');
  await page
    .getByRole('combobox', { name: 'Línea de formación de Dulces Carolina' })
    .selectOption({ label: lineName });
  await expect(page.getByText(`Dulces Carolina quedó en la línea «${lineName}».`)).toBeVisible();

  // Its entrepreneur sees the line with the uploaded images.
  await page.getByRole('button', { name: 'Cerrar aviso' }).click();
  await page.getByRole('button', { name: /^Hola, / }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'emprendedora@pymesdigitales.cl');
  await page.getByRole('link', { name: 'Líneas de Formación' }).first().click();
  await expect(page).toHaveURL(/\/formation$/);
  const card = page.getByRole('article', { name: lineName });
  await expect(card).toContainText('Catálogo, respuestas rápidas');
  const logo = card.getByRole('img', { name: `Logo de ${lineName}` });
  await expect(logo).toHaveAttribute('src', /\/media\/trainings\/[0-9a-f-]+-logo\.png$/);
  expect(await naturalWidth(logo)).toBe(200);
  const banner = card.locator('img.line-assignment-card-banner');
  await expect(banner).toHaveAttribute('src', /\/media\/trainings\/[0-9a-f-]+-banner\.svg$/);
  expect(await naturalWidth(banner)).toBe(1220);
  await card.scrollIntoViewIfNeeded();
  await checkA11y();
  await shoot(page, 'entrepreneur-formation-uploaded-line');
});

test('an admin edits a line (asked before leaving with changes) and deletes it', async ({
  page,
  visit,
  checkA11y,
}) => {
  const name = 'Marca y pitch de ventas';
  const renamed = 'Marca, pitch y ventas';
  await logIn(page, 'admin@pymesdigitales.cl', { landing: '/admin/pymes' });
  await visit('/admin/training-line');
  await rowOf(page, name)
    .getByRole('link', { name: `Editar ${name}` })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Editar línea de formación' }),
  ).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(name);
  await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeEnabled();
  await checkA11y();
  await shoot(page, 'admin-training-line-edit');

  // Changes, then the sidebar: the question.
  await page.getByLabel('Nombre', { exact: true }).fill(renamed);
  await page.getByLabel('Logo').setInputFiles({
    ...logoFile,
    name: 'logo-marca.png',
    buffer: png(200, 200, [194, 24, 91]),
  });
  await page.getByRole('link', { name: 'Pymes', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: '¿Salir sin guardar los cambios?' });
  await expect(question.getByRole('button', { name: 'Seguir editando' })).toBeFocused();
  await checkA11y();
  await shoot(page, 'admin-training-line-unsaved');
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/training-line-form\/Editar\//);

  // The indicators: straight to the weightings, then save.
  await page.getByRole('button', { name: /3\. Ponderaciones/ }).click();
  await expect(page.getByText('Paso 3 de 3')).toBeFocused();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edición exitosa' })).toBeVisible();
  await shoot(page, 'admin-training-line-edit-success');

  // The list shows it under its new name, with the new logo.
  await page.getByRole('link', { name: 'Volver a líneas de formación' }).click();
  const row = rowOf(page, renamed);
  const rowLogo = row.locator('img.training-line-logo');
  await expect(rowLogo).toHaveAttribute('src', /-logo_[0-9a-f]{7}\.png$/);
  expect(await naturalWidth(rowLogo)).toBe(200);

  // Delete: the spec's question and Seguro; the line leaves the list.
  await row.getByRole('button', { name: `Eliminar ${renamed}` }).click();
  const dialog = page.getByRole('alertdialog', {
    name: '¿Estas seguro que deseas eliminar esta línea de formación?',
  });
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await checkA11y();
  await shoot(page, 'admin-training-line-delete');
  await dialog.getByRole('button', { name: 'Seguro' }).click();
  await expect(page.getByText(`Eliminamos la línea de formación «${renamed}».`)).toBeVisible();
  await expect(rowOf(page, renamed)).toHaveCount(0);
  await expect(listTable(page)).toHaveAccessibleName('Líneas de formación activas · 5');

  // The pymes screen no longer offers it.
  await page.getByRole('link', { name: 'Pymes', exact: true }).click();
  await expect(
    page.getByRole('combobox', { name: 'Línea de formación', exact: true }).getByRole('option', {
      name: renamed,
    }),
  ).toHaveCount(0);
});
