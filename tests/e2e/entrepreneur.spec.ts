import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logIn } from './support/log-in';
import { screenshotBothWidths } from './support/screenshots';

const diagnostics = (page: Page) =>
  page.getByRole('list', { name: 'Tus diagnósticos' }).getByRole('listitem');

async function answerAndSend(page: Page, choices: string[]) {
  const form = page.getByRole('form', { name: 'Formulario de diagnóstico' });
  for (const choice of choices) await form.getByLabel(choice, { exact: true }).check();
  await form.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('an entrepreneur takes two diagnostics, gets the recommendation, sees her lines and edits her profile', async ({
  page,
  checkA11y,
}) => {
  await logIn(page, 'emprendedora@pymesdigitales.cl');
  await expect(page.getByText('0 de 3 diagnósticos completados')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Datos de tu empresa' })).toContainText(
    'Dulces Carolina',
  );
  await checkA11y();
  await screenshotBothWidths(page, 'dashboard');

  // First diagnostic.
  await diagnostics(page)
    .nth(0)
    .getByRole('button', { name: /Comenzar/ })
    .click();
  await expect(page).toHaveURL(/\/form\?diagnostico=etapa-1$/);
  await expect(page.getByRole('form', { name: 'Formulario de diagnóstico' })).toBeVisible();
  // The same address opened anew (a shared link: no navigation state) shows it too.
  await page.goto(page.url());
  await expect(page.getByRole('form', { name: 'Formulario de diagnóstico' })).toBeVisible();
  await checkA11y();
  await screenshotBothWidths(page, 'form');
  await answerAndSend(page, ['2 a 5', 'Solo redes sociales', 'En una planilla']);
  await expect(page.getByText('1 de 3 diagnósticos completados')).toBeVisible();
  await expect(diagnostics(page).nth(0)).toContainText('Test finalizado');
  await expect(
    diagnostics(page)
      .nth(1)
      .getByRole('button', { name: /Comenzar/ }),
  ).toBeEnabled();
  await expect(
    diagnostics(page)
      .nth(2)
      .getByRole('button', { name: /Comenzar/ }),
  ).toBeDisabled();

  // Second diagnostic: the recommendation follows.
  await diagnostics(page)
    .nth(1)
    .getByRole('button', { name: /Comenzar/ })
    .click();
  await answerAndSend(page, ['WhatsApp', 'Efectivo y transferencia', 'No']);
  const modal = page.getByRole('dialog', { name: '¡Vas muy bien!' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Vende más en redes sociales');
  // The banner and, beside the name, the logo (issue 37).
  for (const image of await modal.locator('img').all()) {
    await expect(image).toHaveJSProperty('complete', true);
  }
  await expect(
    modal.getByRole('img', { name: 'Logo de Vende más en redes sociales' }),
  ).toBeVisible();
  await checkA11y();
  await screenshotBothWidths(page, 'recommendation');
  await modal.getByRole('button', { name: 'Entendido' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('2 de 3 diagnósticos completados')).toBeVisible();

  // Training lines: none assigned yet.
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Líneas de Formación' })
    .click();
  await expect(page.getByText('No tienen ninguna línea de formación asignada')).toBeVisible();
  await checkA11y();
  await screenshotBothWidths(page, 'formation-empty');

  // Profile.
  await page.getByRole('button', { name: 'Hola, Carolina' }).click();
  await page.getByRole('menuitem', { name: 'Editar perfil' }).click();
  const profile = page.getByRole('dialog', { name: 'Editar perfil' });
  await profile.getByLabel('Teléfono (opcional)').fill('955554444');
  await profile.getByLabel('Nombre', { exact: true }).fill('Carolina Andrea');
  await checkA11y();
  await screenshotBothWidths(page, 'profile-modal');
  // A marker on this document: a real reload (spec §2) starts a new one without it.
  await page.evaluate(() => {
    Object.assign(window, { beforeProfileSave: true });
  });
  const reloaded = page.waitForEvent('load');
  await profile.getByRole('button', { name: 'Guardar' }).click();
  await reloaded;
  expect(await page.evaluate(() => 'beforeProfileSave' in window)).toBe(false);
  // The page reloads with the new data.
  await expect(page.getByRole('button', { name: 'Hola, Carolina Andrea' })).toBeVisible();
  await expect(profile).toBeHidden();
});

test('an entrepreneur with an assigned line sees its card with images and the course link', async ({
  page,
  checkA11y,
}) => {
  await logIn(page, 'fernanda.rojas@correo.cl');
  await page.goto('/formation');
  const card = page.getByRole('article', { name: 'Finanzas simples para tu pyme' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Asignada', { exact: true })).toBeVisible();
  const logo = card.getByRole('img', { name: 'Logo de Finanzas simples para tu pyme' });
  await expect(logo).toHaveJSProperty('complete', true);
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(card.getByRole('link', { name: /Ir a capacitación/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await checkA11y();
  await screenshotBothWidths(page, 'formation');
});

test('an entrepreneur who finished her line sees a disabled "Finalizado" instead of the course button', async ({
  page,
}) => {
  // Seeded: Antonia Contreras's pyme finished "Herramientas digitales para el día a día".
  await logIn(page, 'antonia.contreras@correo.cl');
  await page.goto('/formation');
  const card = page.getByRole('article', { name: 'Herramientas digitales para el día a día' });
  await expect(card).toBeVisible();
  const finished = card.getByRole('button', { name: /Finalizado/ });
  await expect(finished).toBeDisabled();
  await expect(finished).toHaveText('✓ Finalizado');
  await expect(card.getByRole('link', { name: /Ir a capacitación/ })).toHaveCount(0);
  await screenshotBothWidths(page, 'formation-finished');
});

test("the dashboard's list takes its skeleton's place without moving a card, at 1280 and 360 px", async ({
  page,
}) => {
  const cards = () =>
    page.$$eval('.evaluation-item', (items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return { top: box.top, height: box.height };
      }),
    );
  await logIn(page, 'emprendedora@pymesdigitales.cl');
  await expect(page.getByText('0 de 3 diagnósticos completados')).toBeVisible();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    // The demo backend answers each call after 1.5 s, so the skeleton can be measured.
    await page.evaluate(() => {
      localStorage.setItem('pymes-demo-latency', '1500');
    });
    await page.reload();
    await expect(page.getByText('Cargando tus diagnósticos…')).toBeAttached();
    await expect(page.locator('.evaluation-item')).toHaveCount(3);
    const held = await cards();
    await expect(page.getByText('0 de 3 diagnósticos completados')).toBeVisible();
    const shown = await cards();
    await page.evaluate(() => {
      localStorage.removeItem('pymes-demo-latency');
    });
    const card = (list: typeof held, index: number) => {
      const box = list[index];
      if (!box) throw new Error(`No card ${String(index + 1)}`);
      return box;
    };
    // The first card stays where it was drawn.
    expect(Math.abs(card(shown, 0).top - card(held, 0).top)).toBeLessThanOrEqual(1);
    if (width === 1280) {
      // The later stages' line ("Se habilita cuando termines…") had its place.
      for (const index of [1, 2])
        expect(Math.abs(card(shown, index).top - card(held, index).top)).toBeLessThanOrEqual(1);
    } else {
      // On a phone a stage's name may wrap to more lines than the skeleton's
      // two; the later stage's line still adds what the skeleton gave it.
      const added = (list: typeof held) => card(list, 1).height - card(list, 0).height;
      expect(Math.abs(added(shown) - added(held))).toBeLessThanOrEqual(1);
    }
  }
});
