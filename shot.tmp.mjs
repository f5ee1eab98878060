import { chromium } from '@playwright/test';
const base = 'http://localhost:4420';
const [, , path = '/admin/pymes', name = 'shot', account = 'admin@pymesdigitales.cl', reading = 'full', action = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [1280, 360]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(base + '/login');
  await page.evaluate((r) => localStorage.setItem('pymes-demo-api', r), reading);
  await page.goto(base + '/login');
  await page.getByLabel(/Correo|Email/i).first().fill(account);
  await page.getByLabel(/Contraseña/i).first().fill('Pymes2026!');
  await page.getByRole('button', { name: /Ingresar|Iniciar/ }).click();
  await page.waitForURL(/admin|dashboard/);
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  if (action === 'open') { await page.getByRole('button', { name: /^Filtros/ }).click(); await page.waitForTimeout(2000); }
  await page.screenshot({ path: `/tmp/${name}-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
