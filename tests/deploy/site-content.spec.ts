import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import { test } from './support/deploy-test';
import { startNginxSite, type NginxSite } from './support/nginx-site';

/**
 * The organisation's content from the deployer (issue 37), in production
 * builds: without a content file nothing invented is shown or even shipped;
 * with one, the footer and the call show it; a wrong one stops the build.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What the site showed as the organisation's before issue 37: none may reach a build without content. */
const placeholders = [
  '2345 6789',
  'O’Higgins',
  'contacto@pymesdigitales.cl',
  'facebook.com',
  'instagram.com',
  'linkedin.com',
  'Asociación de Emprendimiento y Comercio',
  'Consultora Transforma Digital',
  'Radiografía digital de las pymes chilenas',
  'Contenido de muestra',
];

/** Every text file of a build folder (HTML, JS, CSS), with its path. */
function builtTexts(folder: string): { file: string; text: string }[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|js|css)$/.test(entry.name))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { file, text: readFileSync(file, 'utf8') };
    });
}

test.describe('a production build without a content file', () => {
  test('the footer shows no phone, address or social link; only the policy link', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(
      footer.getByRole('link', { name: 'Política de privacidad y términos' }),
    ).toBeVisible();
    await expect(footer.getByRole('link')).toHaveCount(1);
    await expect(footer.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);
    await expect(footer.getByRole('heading', { name: 'Contacto' })).toHaveCount(0);
    await expect(footer.getByRole('heading', { name: 'Síguenos' })).toHaveCount(0);
    await expect(footer).not.toContainText('Santiago');
    // No open call: nobody is invited to apply.
    await expect(page.getByRole('link', { name: /Postula tu pyme/ })).toHaveCount(0);
  });

  test('the programme pages show the 2021 call as closed, the library no reports', async ({
    page,
  }) => {
    await page.goto('/mujeresempresarias');
    const calendar = page.getByRole('region', { name: 'Calendario' });
    await expect(calendar.getByText('Convocatoria 2021 cerrada')).toBeVisible();
    await expect(page.getByRole('link', { name: /Postula tu pyme/ })).toHaveCount(0);

    await page.goto('/library');
    await expect(page.getByText('Aún no hay informes publicados.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: /Descargar/ })).toHaveCount(0);
  });

  test('no placeholder of the organisation is in any file of the build', ({ site }) => {
    for (const { file, text } of builtTexts(site.htmlDir)) {
      for (const placeholder of placeholders) {
        expect(text.includes(placeholder), `${placeholder} in ${file}`).toBe(false);
      }
    }
  });
});

test('a wrong content file stops the build, naming each wrong field', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pymes-content-'));
  try {
    const file = join(dir, 'site-content.json');
    writeFileSync(
      file,
      JSON.stringify({
        contact: { phone: 22345678 },
        social: [
          { name: 'Instagram', url: 'https://www.instagram.com/organizacion' },
          { name: 'Sitio', url: 'javascript:alert(1)' },
        ],
      }),
    );
    const build = spawnSync(
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        'build',
        '--outDir',
        join(dir, 'dist'),
        '--logLevel',
        'warn',
      ],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, VITE_API_URL: 'https://api.example.cl/', SITE_CONTENT: file },
      },
    );
    expect(build.status).not.toBe(0);
    // One line per wrong field, each naming the file (in full: it is outside the project).
    expect(build.stderr).toContain(`\n  ${file}: contact.phone must be a string, not a number`);
    expect(build.stderr).toContain(
      `\n  ${file}: social[1].url must be an https URL (https://…), not "javascript:alert(1)"`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A call of next year, so that its applications are open whenever the test runs. */
function openCallOfNextYear() {
  const year = new Date().getFullYear() + 1;
  return {
    applications: { open: true, closes: `${String(year)}-07-27T23:59` },
    timeline: [
      { date: `${String(year)}-07-27T23:59`, what: 'Cierran las postulaciones' },
      { date: `${String(year)}-08-04`, until: `${String(year)}-09-08`, what: 'Formación' },
    ],
  };
}

const withContent = base.extend<object, { contentSite: NginxSite }>({
  contentSite: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'pymes-content-'));
      const file = join(dir, 'site-content.json');
      writeFileSync(
        file,
        JSON.stringify({
          contact: { email: 'hola@organizacion.cl', phone: '+56 9 8765 4321' },
          social: [{ name: 'Instagram', url: 'https://www.instagram.com/organizacion' }],
          call: openCallOfNextYear(),
        }),
      );
      const site = await startNginxSite({ siteContent: file });
      await use(site);
      await site.stop();
      rmSync(dir, { recursive: true, force: true });
    },
    // The production build takes a few seconds.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ contentSite }, use) => {
    await use(contentSite.url);
  },
});

withContent(
  "a production build with a content file shows the file's contact data, networks and call",
  async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('link', { name: '+56 9 8765 4321' })).toHaveAttribute(
      'href',
      'tel:+56987654321',
    );
    await expect(footer.getByRole('link', { name: 'hola@organizacion.cl' })).toHaveAttribute(
      'href',
      'mailto:hola@organizacion.cl',
    );
    await expect(footer.getByRole('link', { name: /^Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/organizacion',
    );
    await expect(footer).not.toContainText('Contenido de muestra');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Postula tu pyme' }).first(),
    ).toHaveAttribute('href', '/register');
  },
);
