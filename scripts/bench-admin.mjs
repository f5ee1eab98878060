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
//
// --workspace (issue 38) measures instead the programme workspace's filters,
// in the spec-only reading unless --reading says otherwise. For each size of
// --pymes (default 300,10000), in a new browser context: (a) on the plain
// list the admin opens the filter panel ("Filtros"), which reads the list
// whole to count each option: the time from the click to the frame painted
// with the counts, the requests, the heap; (b) the admin opens a shared link,
// /admin/pymes?region=Los Lagos&diagnosticos=sin, in the same tab (a new page
// load: the app starts again, the demo builds its seed again): the requests
// to `pyme/`, `pyme-search/` and `evaluations/list-ready/`, the time from the
// navigation's start to the frame painted with the filtered rows and the
// caption "Pymes · N" (in the page: performance.now()), split where the first
// request to `pyme/` started and the last one ended, and the page's JS heap
// after a forced garbage collection (it includes the demo backend's data,
// which runs in the page); (c) filter changes after that read, from the
// select's change event to the frame painted with the new rows (median of
// --runs): another region in "Región" (each run a region not chosen before,
// one that has pymes), then "Con respuestas" in "Diagnósticos" (then back to
// "Sin respuestas", not timed: that view was read). Each timed change is
// traced (Chrome's devtools.timeline) for the main thread's CPU time in that
// window: the time it ran, without its waits for a core on a shared machine.
// "Frame painted": the end of the first frame that renders it (a
// MutationObserver sees it; a task posted from that frame runs once the frame
// is rendered).
// Usage: npm run bench:admin [-- --pymes 10000] [-- --runs 9] [-- --skip-build] [-- --reading <r>]
//        npm run bench:admin -- --bulk [--pymes 100,1000] [--latency 100] [--reading <r>]
//        npm run bench:admin -- --workspace [--pymes 300,10000] [--runs 9] [--reading spec-only]
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { median } from './lib/bench-stats.mjs';

const { values } = parseArgs({
  options: {
    pymes: { type: 'string' },
    bulk: { type: 'boolean', default: false },
    workspace: { type: 'boolean', default: false },
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
const reading = values['spec-only']
  ? 'spec-only'
  : (values.reading ?? (values.workspace ? 'spec-only' : 'full'));
if (!Object.hasOwn(readingNames, reading)) {
  console.error(
    `--reading must be one of ${Object.keys(readingNames).join(', ')}, not "${reading}".`,
  );
  process.exit(2);
}
/** The spec's API, without our additions (no wider search on those backends). */
const specApi = reading !== 'full';
const bulk = values.bulk;
const workspace = values.workspace;
const defaultSizes = bulk ? '100,1000' : workspace ? '300,10000' : '10000';
const sizes = (values.pymes ?? defaultSizes).split(',').map(Number);
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

/**
 * In every page of a --workspace context, before the app's scripts: helpers
 * that time the next frame painted with other rows, and, on a shared link to
 * /admin/pymes with a region, the first frame painted with its rows.
 */
function workspaceProbes() {
  // The walk's 100 requests, the app's files and the rows' diagnostics: keep every entry.
  performance.setResourceTimingBufferSize(10_000);
  /** The table's caption and rows once it shows a count and is not busy; otherwise null. */
  const rowsShown = () => {
    const table = document.querySelector('table.data-table');
    if (!table || table.getAttribute('aria-busy') === 'true') return null;
    const caption = document.querySelector('.data-table-caption')?.textContent ?? '';
    if (!/^Pymes · \d+$/.test(caption)) return null;
    const names = [...table.querySelectorAll('tbody th a')].map((link) => link.textContent);
    if (names.length === 0 && caption !== 'Pymes · 0') return null;
    return `${caption}\n${names.join('|')}`;
  };
  // Whether a frame is being made: from its first requestAnimationFrame
  // callback (this loop registers before anything else does between frames)
  // to a task posted from there, which runs once the frame is rendered.
  let inFrame = false;
  const markFrame = () => {
    inFrame = true;
    const channel = new MessageChannel();
    channel.port1.onmessage = function benchFrameEnd() {
      inFrame = false;
    };
    channel.port2.postMessage(null);
    requestAnimationFrame(markFrame);
  };
  requestAnimationFrame(markFrame);
  /**
   * Resolves once the DOM shows what `ready()` looks for (a value, not null),
   * at the end of the frame that first renders it: a task posted from the
   * mutation's own frame when the change came in a requestAnimationFrame
   * callback (as RTK Query's batched updates do), else from the next frame.
   */
  const afterFrameShowing = (ready, timeoutMs = 600_000) =>
    new Promise((resolve, reject) => {
      const finish = (value) => {
        const post = () => {
          const channel = new MessageChannel();
          channel.port1.onmessage = function benchPainted() {
            resolve({ at: performance.now(), value });
          };
          channel.port2.postMessage(null);
        };
        if (inFrame) post();
        else requestAnimationFrame(post);
      };
      const now = ready();
      if (now !== null && now !== undefined) {
        finish(now);
        return;
      }
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error('Nothing shown in time.'));
      }, timeoutMs);
      const observer = new MutationObserver(() => {
        const value = ready();
        if (value === null || value === undefined) return;
        observer.disconnect();
        clearTimeout(timer);
        finish(value);
      });
      observer.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
  window.__bench = { rowsShown, afterFrameShowing };
  if (location.pathname === '/admin/pymes' && new URLSearchParams(location.search).has('region')) {
    window.__benchFirstView = afterFrameShowing(rowsShown);
  }
}

/**
 * The page's main thread in a Chrome trace between a `change` event and the
 * probes' task after the frame painted: the window's wall time as the trace
 * clock has it, and the thread CPU time of the tasks that ran in it (the
 * task of the change itself included).
 */
function changeWindowCpu(traceText) {
  const events = JSON.parse(traceText).traceEvents;
  const change = events.find(
    (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'change',
  );
  if (!change) return null;
  const onThread = events.filter(
    (event) => event.pid === change.pid && event.tid === change.tid && event.ph === 'X',
  );
  const end = onThread.find(
    (event) =>
      event.name === 'FunctionCall' &&
      event.ts > change.ts &&
      event.args?.data?.functionName === 'benchPainted',
  );
  if (!end) return null;
  // Top-level tasks: not inside an earlier one (RunTask events nest).
  const tasks = onThread
    .filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let cpu = 0;
  let reach = -Infinity;
  for (const task of tasks) {
    if (task.ts < reach) continue;
    reach = task.ts + (task.dur ?? 0);
    if (reach > change.ts && task.ts < end.ts) cpu += task.tdur ?? 0;
  }
  return { wallMs: (end.ts - change.ts) / 1000, cpuMs: cpu / 1000 };
}

/** The "(1.234)" count of a filter option's text, or null. */
function optionCount(text) {
  const match = /\(([\d.]+)\)$/.exec(text.trim());
  return match ? Number(match[1].replace(/\./g, '')) : null;
}

/**
 * --workspace (issue 38): the filter panel's first opening on the plain list,
 * a shared link with a region and "Sin respuestas", and filter changes after
 * that read, for each size of --pymes.
 */
async function benchWorkspace() {
  const results = [];
  for (const size of sizes) {
    const { context, page } = await openAdminList(size);
    await context.addInitScript(workspaceProbes);
    // Already on the plain list: the probes for this page.
    await page.evaluate(workspaceProbes);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const heapMb = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0) / 1e6;
    };

    // The API calls the browser sends, by kind, and how many are on their way.
    const kinds = {
      pyme: (path) => path === '/api/pymes/pyme/',
      search: (path) => path === '/api/pymes/pyme-search/',
      ready: (path) => path.startsWith('/api/evaluations/list-ready/'),
    };
    const seen = { pyme: [], search: [], ready: [], api: 0 };
    let inFlight = 0;
    let lastApiEvent = Date.now();
    const isApi = (request) => new URL(request.url()).pathname.startsWith('/api/');
    page.on('request', (request) => {
      if (!isApi(request)) return;
      const url = new URL(request.url());
      seen.api += 1;
      inFlight += 1;
      lastApiEvent = Date.now();
      for (const [kind, test] of Object.entries(kinds)) {
        if (test(url.pathname)) seen[kind].push(url);
      }
    });
    const ended = (request) => {
      if (!isApi(request)) return;
      inFlight -= 1;
      lastApiEvent = Date.now();
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    const resetSeen = () => {
      for (const kind of Object.keys(kinds)) seen[kind] = [];
      seen.api = 0;
    };
    const requestsSeen = () => ({
      pyme: seen.pyme.length,
      limits: [...new Set(seen.pyme.map((url) => url.searchParams.get('limit')))],
      search: seen.search.length,
      ready: seen.ready.length,
      api: seen.api,
    });
    /** Until no API call has been on its way for half a second (the rows' diagnostics, etc.). */
    const settle = async () => {
      while (inFlight > 0 || Date.now() - lastApiEvent < 500) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await settle();
    const heapPlain = await heapMb();

    // (a) The panel's first opening on the plain list: the list read whole, each option counted.
    resetSeen();
    await page.evaluate(() => {
      window.__benchPanel = new Promise((resolve, reject) => {
        window.addEventListener(
          'click',
          () => {
            const start = performance.now();
            const counted = () => {
              const status = document.querySelector('#lista-pymes-filtros [role="status"]');
              const text = status?.textContent ?? '';
              return text.includes('cifras entre paréntesis') ? text : null;
            };
            window.__bench
              .afterFrameShowing(counted)
              .then(({ at, value }) => {
                resolve({ ms: at - start, status: value });
              })
              .catch(reject);
          },
          { capture: true, once: true },
        );
      });
    });
    await page.getByRole('button', { name: /^Filtros/ }).click();
    const panel = await page.evaluate(() => window.__benchPanel);
    await settle();
    const panelRequests = requestsSeen();
    const heapPanel = await heapMb();

    // (b) The shared link: a new page load, the list read whole, then filtered.
    const region = 'Los Lagos';
    resetSeen();
    await page.goto(`${baseUrl}/admin/pymes?region=${encodeURIComponent(region)}&diagnosticos=sin`);
    const firstView = await page.evaluate(async () => {
      const { at, value } = await window.__benchFirstView;
      const walk = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/api/pymes/pyme/');
      return {
        ms: at,
        caption: value.split('\n')[0],
        firstRequest: Math.min(...walk.map((entry) => entry.startTime)),
        lastResponse: Math.max(...walk.map((entry) => entry.responseEnd)),
        entries: walk.length,
      };
    });
    await settle();
    const linkRequests = requestsSeen();
    const heapLink = await heapMb();

    // (c) Filter changes after the read.
    const regionSelect = page.getByLabel('Región', { exact: true });
    const diagnosticsSelect = page.getByLabel('Diagnósticos', { exact: true });
    const options = await regionSelect
      .locator('option')
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ value: node.value, text: node.textContent ?? '' })),
      );
    const regions = options
      .filter((option) => option.value !== '' && option.value !== region)
      .filter((option) => (optionCount(option.text) ?? 0) > 0)
      .map((option) => option.value)
      .slice(0, runs);
    /**
     * Milliseconds from the change event that `act` causes to the frame
     * painted with other rows; with `traced`, the main thread's CPU time in
     * that window too (a Chrome trace of the change).
     */
    const timeChange = async (act, traced = true) => {
      await page.evaluate(() => {
        const before = window.__bench.rowsShown();
        window.__benchChange = new Promise((resolve, reject) => {
          window.addEventListener(
            'change',
            () => {
              const start = performance.now();
              window.__bench
                .afterFrameShowing(() => {
                  const now = window.__bench.rowsShown();
                  return now !== null && now !== before ? now : null;
                })
                .then(({ at, value }) => {
                  resolve({ ms: at - start, caption: value.split('\n')[0] });
                })
                .catch(reject);
            },
            { capture: true, once: true },
          );
        });
      });
      if (traced) {
        await browser.startTracing(page, {
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'],
        });
      }
      await act();
      const change = await page.evaluate(() => window.__benchChange);
      if (traced) change.cpu = changeWindowCpu(String(await browser.stopTracing()));
      await settle();
      return change;
    };
    const regionChanges = [];
    const answersChanges = [];
    resetSeen();
    for (const next of regions) {
      regionChanges.push(await timeChange(() => regionSelect.selectOption(next)));
      answersChanges.push(await timeChange(() => diagnosticsSelect.selectOption('con')));
      // Back to "Sin respuestas" (this view was read: not timed), for the next region.
      await timeChange(() => diagnosticsSelect.selectOption('sin'), false);
    }
    const changeRequests = requestsSeen();
    const heapAfter = await heapMb();
    results.push({
      size,
      heapPlain,
      panel,
      panelRequests,
      heapPanel,
      region,
      firstView,
      linkRequests,
      heapLink,
      regions,
      regionOptions: options
        .filter((option) => option.value !== '')
        .map((option) => option.text.trim()),
      regionChanges,
      answersChanges,
      changeRequests,
      heapAfter,
    });
    await context.close();
  }

  const ms = (value) => `${value.toFixed(0)} ms`;
  const spread = (times) =>
    `${ms(median(times))} (${ms(Math.min(...times))}–${ms(Math.max(...times))})`;
  const changesLine = (changes) => {
    const cpu = changes.map((change) => change.cpu?.cpuMs).filter((value) => value !== undefined);
    return `${spread(changes.map((change) => change.ms))}; main thread CPU ${cpu.length ? spread(cpu) : '—'}; ${String(changes.length)} runs`;
  };
  const requests = (seenThere) =>
    `${String(seenThere.pyme)} to pyme/ (limits asked: ${seenThere.limits.join(', ') || '—'}), ${String(seenThere.search)} to pyme-search/, ${String(seenThere.ready)} to list-ready/ (${String(seenThere.api)} API calls in all)`;
  const lines = [''];
  for (const result of results) {
    const view = result.firstView;
    lines.push(
      `/admin/pymes workspace with ${String(result.size)} pymes (demo backend in the browser, ${readingNames[reading]}):`,
      `  plain list, JS heap ${result.heapPlain.toFixed(1)} MB`,
      `  (a) "Filtros" opened → counts painted: ${ms(result.panel.ms)}; ${requests(result.panelRequests)}; JS heap ${result.heapPanel.toFixed(1)} MB`,
      `      ${result.panel.status}`,
      `  (b) shared link ?region=${result.region}&diagnosticos=sin → "${view.caption}" painted: ${ms(view.ms)} from the navigation's start`,
      `      (first pyme/ request at ${ms(view.firstRequest)}, last pyme/ answer at ${ms(view.lastResponse)}: then ${ms(view.ms - view.lastResponse)} to the painted rows)`,
      `      ${requests(result.linkRequests)}; JS heap ${result.heapLink.toFixed(1)} MB`,
      `  (c) after the read, change → rows painted, median (min–max):`,
      `      another region in "Región"            ${changesLine(result.regionChanges)}`,
      `      "Con respuestas" in "Diagnósticos"    ${changesLine(result.answersChanges)}`,
      `      "Región" after the read (with "Sin respuestas"): ${result.regionOptions.join(', ')}`,
      `      regions chosen: ${result.regions.join(', ')}`,
      `      captions: ${result.regionChanges.map((change) => change.caption.replace('Pymes · ', '')).join(', ')} / ${result.answersChanges.map((change) => change.caption.replace('Pymes · ', '')).join(', ')}`,
      `      during the changes: ${requests(result.changeRequests)}; JS heap after ${result.heapAfter.toFixed(1)} MB`,
      '',
    );
  }
  console.log(lines.join('\n'));
}

try {
  await (bulk ? benchBulk() : workspace ? benchWorkspace() : benchList());
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
