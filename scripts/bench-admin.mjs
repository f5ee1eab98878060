// `npm run bench:admin`: how fast /admin/pymes answers an admin when the
// programme has 10 000 pymes. Builds and serves the demo (the demo backend in
// the browser, seeded through localStorage `pymes-demo-seed-size`), logs in as
// the demo admin in Debian's Chromium and times, from the click or the Enter
// key to the next frame painted with the new rows:
//   - a page change (the "Página siguiente" link), on pages not seen before;
//   - a search (Enter in "Buscar pyme"; typing adds the box's 300 ms pause).
// Reports the median of each. Then the two screens that read every pyme, once
// each: /admin/resumen (from the navigation to its figures) and "Exportar CSV"
// (from the click to the downloaded file): the requests to the pymes list, the
// time, and the page's JavaScript heap. With --reading spec-only (or
// --spec-only) the demo backend serves only the spec's API (lists capped at
// 100 rows a page, no `enabled` filter), as a DRF backend may; --reading other
// serves the spec's API with the other plausible DRF side of its gaps
// (src/mocks/readings.ts: pages of 20, at most 50). It only reports: budgets
// live in the issue tracker, and no test asserts a time.
//
// --bulk (issue 29) measures instead a bulk action on /admin/pymes: for each
// size of --pymes (default 100,1000 with --bulk), the demo seeded with that
// many pymes and a stated delay per API call (--latency, ms, default 100),
// the admin selects every pyme of the list ("Seleccionar las N pymes del
// filtro") and disables them: the time from the confirmation to the result,
// the writes sent, and the most that were on their way at once.
// Usage: npm run bench:admin [-- --pymes 10000] [-- --runs 9] [-- --skip-build] [-- --reading <r>]
//        npm run bench:admin -- --bulk [--pymes 100,1000] [--latency 100] [--reading <r>]
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values } = parseArgs({
  options: {
    pymes: { type: 'string' },
    bulk: { type: 'boolean', default: false },
    latency: { type: 'string', default: '100' },
    runs: { type: 'string', default: '9' },
    port: { type: 'string', default: '4190' },
    'skip-build': { type: 'boolean', default: false },
    reading: { type: 'string' },
    'spec-only': { type: 'boolean', default: false },
  },
});
/** The readings of src/mocks/readings.ts, as the results name them. */
const readingNames = {
  full: 'full API',
  'spec-only': "the spec's API only",
  other: "the spec's API, other reading",
};
const reading = values['spec-only'] ? 'spec-only' : (values.reading ?? 'full');
if (!Object.hasOwn(readingNames, reading)) {
  console.error(
    `--reading must be one of ${Object.keys(readingNames).join(', ')}, not "${reading}".`,
  );
  process.exit(2);
}
/** The spec's API, without our additions (no wider search on those backends). */
const specApi = reading !== 'full';
const bulk = values.bulk;
const sizes = (values.pymes ?? (bulk ? '100,1000' : '10000')).split(',').map(Number);
const pymes = sizes[0] ?? 10000;
const latency = Number(values.latency);
const runs = Number(values.runs);
const port = Number(values.port);
const baseUrl = `http://localhost:${port}`;

// The same server `npm run demo` starts.
const server = spawn(
  process.execPath,
  ['scripts/demo.mjs', '--port', String(port), ...(values['skip-build'] ? ['--skip-build'] : [])],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => {
    if (String(chunk).includes('running at')) resolve();
  });
  server.on('exit', (code) => {
    reject(new Error(`The demo server stopped (${String(code)}).`));
  });
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});

function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Runs `act` in the page and resolves with the milliseconds until the next
 * frame after the table shows other rows and is no longer busy.
 */
async function timeUntilRowsPainted(page, act) {
  await page.evaluate(() => {
    const firstRow = () => document.querySelector('table.data-table tbody th a')?.textContent ?? '';
    window.__benchBefore = firstRow();
    window.__benchDone = new Promise((resolve) => {
      const start = performance.now();
      window.__benchStart = start;
      const check = () => {
        const table = document.querySelector('table.data-table');
        const changed = firstRow() !== window.__benchBefore;
        if (changed && table?.getAttribute('aria-busy') !== 'true') {
          requestAnimationFrame(() => {
            resolve(performance.now() - start);
          });
        } else {
          requestAnimationFrame(check);
        }
      };
      requestAnimationFrame(check);
    });
  });
  await act();
  return page.evaluate(() => window.__benchDone);
}

/** A new browser context whose demo starts with `size` pymes (and `delay` ms per API call), logged in as the demo admin on /admin/pymes. */
async function openAdminList(size, delay = 0) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    ({ seed, api, wait }) => {
      localStorage.setItem('pymes-demo-seed-size', String(seed));
      localStorage.setItem('pymes-demo-api', api);
      if (wait > 0) localStorage.setItem('pymes-demo-latency', String(wait));
    },
    { seed: size, api: reading, wait: delay },
  );
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Correo electrónico').fill('admin@pymesdigitales.cl');
  await page.getByLabel('Contraseña', { exact: true }).fill('Pymes2026!');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/admin\/pymes$/, { timeout: 120_000 });
  await page.getByRole('table', { name: /^Pymes · / }).waitFor({ timeout: 120_000 });
  return { context, page };
}

/** --bulk: every pyme of the list selected and disabled; time, writes, most in flight. */
async function benchBulk() {
  const rows = [];
  for (const size of sizes) {
    const { context, page } = await openAdminList(size, latency);
    let inFlight = 0;
    let most = 0;
    let writes = 0;
    const isWrite = (request) =>
      request.method() === 'PATCH' &&
      /\/api\/pymes\/pyme\/[^/]+\/$/.test(new URL(request.url()).pathname);
    page.on('request', (request) => {
      if (!isWrite(request)) return;
      writes += 1;
      inFlight += 1;
      most = Math.max(most, inFlight);
    });
    const ended = (request) => {
      if (isWrite(request)) inFlight -= 1;
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);

    await page.getByRole('checkbox', { name: 'Seleccionar las pymes de esta página' }).check();
    const bar = page.getByRole('region', { name: 'Acciones sobre la selección' });
    const selectAll = bar.getByRole('button', { name: /^Seleccionar las .* pymes del filtro$/ });
    const listed = ((await selectAll.textContent()) ?? '').replace(/\D/g, '');
    await selectAll.click();
    await bar
      .getByText(new RegExp(`^${Number(listed).toLocaleString('es-CL')} seleccionadas$`))
      .waitFor({ timeout: 300_000 });
    await bar.getByRole('button', { name: 'Deshabilitar', exact: true }).click();
    const started = Date.now();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deshabilitar' }).click();
    const result = page.getByRole('dialog', { name: /: (terminado|cancelado)$/ });
    await result.waitFor({ timeout: 600_000 });
    const seconds = (Date.now() - started) / 1000;
    const counts = (await result.getByRole('status').textContent()) ?? '';
    rows.push(
      `| ${listed} | ${String(latency)} ms | ${seconds.toFixed(1)} s | ${String(writes)} | ${String(most)} | ${counts.replace(/\.$/, '')} |`,
    );
    await context.close();
  }
  console.log(
    [
      '',
      `Bulk disable on /admin/pymes (demo backend in the browser, ${readingNames[reading]}): every pyme selected, then Deshabilitar`,
      '',
      '| pymes | delay per call | confirm → result | PATCH sent | most in flight | result |',
      '| ---: | ---: | ---: | ---: | ---: | --- |',
      ...rows,
      '',
    ].join('\n'),
  );
}

/** The default: page changes, searches, and the two whole-list readers with `pymes` pymes. */
async function benchList() {
  const { context, page } = await openAdminList(pymes);
  const caption = (await page.locator('.data-table-caption').textContent()) ?? '';
  const listed = caption.replace(/\D/g, '');

  const pageChanges = [];
  for (let run = 0; run < runs; run += 1) {
    pageChanges.push(
      await timeUntilRowsPainted(page, () =>
        page.getByRole('link', { name: 'Página siguiente' }).click(),
      ),
    );
  }

  // Terms that each match a different, non-empty set of pymes (no cached answer).
  // The spec's backends search business names and RUTs only: numbers in the names there.
  const terms = specApi
    ? ['101', '2024', '333', '4567', '58', '6061', '707', '8188', '909', '1234', '5150']
    : [
        'Maule',
        'Temuco',
        'Valdivia',
        'Arica',
        'Ñuble',
        'Iquique',
        'Copiapó',
        'Talca',
        'Calama',
        'Coquimbo',
        'Biobío',
      ];
  const box = page.getByRole('searchbox', { name: 'Buscar pyme' });
  const searches = [];
  for (const term of terms.slice(0, runs)) {
    await box.fill(term);
    searches.push(await timeUntilRowsPainted(page, () => box.press('Enter')));
  }

  // The whole-list readers: requests to the pymes list, time, the page's heap.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const heapMb = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
    return used / 1e6;
  };
  const listRequests = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/pymes/pyme/') listRequests.push(request.url());
  });
  const measure = async (act) => {
    listRequests.length = 0;
    const heapBefore = await heapMb();
    const started = Date.now();
    await act();
    const ms = Date.now() - started;
    const limits = [...new Set(listRequests.map((url) => new URL(url).searchParams.get('limit')))];
    return { ms, requests: listRequests.length, limits, heapBefore, heapAfter: await heapMb() };
  };
  const overview = await measure(async () => {
    await page.goto(`${baseUrl}/admin/resumen`);
    await page.getByText('Pymes habilitadas', { exact: true }).waitFor({ timeout: 300_000 });
  });
  await page.goto(`${baseUrl}/admin/pymes`);
  await page.getByRole('table', { name: /^Pymes · / }).waitFor();
  const exported = await measure(async () => {
    const download = page.waitForEvent('download', { timeout: 300_000 });
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    await (await download).path();
  });

  const ms = (value) => `${value.toFixed(0)} ms`;
  const walk = (label, result) =>
    `  ${label} ${String(result.requests)} requests (limits asked: ${result.limits.join(', ')}), ${(result.ms / 1000).toFixed(1)} s, JS heap ${result.heapBefore.toFixed(0)} → ${result.heapAfter.toFixed(0)} MB`;
  console.log(
    [
      '',
      `/admin/pymes with ${String(pymes)} pymes (${listed} listed; demo backend in the browser, ${readingNames[reading]}), median of ${String(runs)}:`,
      `  page change → rows painted   ${ms(median(pageChanges))}   (min ${ms(Math.min(...pageChanges))}, max ${ms(Math.max(...pageChanges))})`,
      `  search (Enter) → rows painted ${ms(median(searches))}   (min ${ms(Math.min(...searches))}, max ${ms(Math.max(...searches))}); typing adds the box's 300 ms pause`,
      'Reading every pyme, once each:',
      walk('/admin/resumen → figures shown:', overview),
      walk('Exportar CSV → file downloaded:', exported),
      '',
    ].join('\n'),
  );
}

try {
  await (bulk ? benchBulk() : benchList());
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
