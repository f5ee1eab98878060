// `npm run bench`: what each route costs in a production build. Only reports;
// the budgets are checked (sizes only) by `npm run check:size`.
//
//   npm run bench                            every public route in Chromium, 3 runs each
//   npm run bench -- --runs=5                median of 5 Lighthouse runs per route
//   npm run bench -- --routes=/,/login       only these routes (a table path or a path it matches)
//   npm run bench -- --sizes-only            no browser: the size table only
//   npm run bench -- --logged-in             the entrepreneur's pages, logged in (issue 28)
//   npm run bench -- --logged-in --same-origin   the same, the API behind the page's origin (issue 46)
//
// 1. Per public route (access 'public' or 'guest'; `:token` filled with a
//    sample value), Lighthouse 12 with its default config (mobile emulation,
//    simulated throttling) in Debian's Chromium against `vite preview` of the
//    build: performance and accessibility scores, CLS, and the requests the
//    page made (Lighthouse's `network-requests` audit of the same load), next
//    to the first load's JS and CSS gzip. Median of the runs.
// 2. Per route of the table, public or not: JS and CSS of the first load,
//    raw and gzipped, and how many files it is (scripts/lib/route-bundles.mjs).
//
// --logged-in: instead, /dashboard, /formation and /form?diagnostico=… for two
// entrepreneurs (with and without a training line), then /accountConfirm/:token
// and /register as a visitor (issue 39), built against a stand-in
// backend on loopback (scripts/lib/bench-backend.mjs, cross-origin, so the
// preflights happen) and opened with their session's cookies, in the same
// Lighthouse config; first, in the same run, the whole-stack floor: the app's
// libraries in one chunk rendering one form (scripts/bench-floor), what the
// issue's "within 5 points" compares with.
//
// --same-origin (with --logged-in; issue 46): the same pages in the
// same-origin deployment of docs/deployment.md. The build is made with
// VITE_API_URL=/ and vite preview passes /api/ and /media/ to the stand-in
// backend as nginx does to API_UPSTREAM (its `preview.proxy`,
// scripts/lib/preview-server.mjs): no call is cross-origin, so none waits for
// a preflight. Without it the build calls the stand-in on its own origin (CORS).
//
// Progress goes to stderr; stdout is Markdown, ready to paste in the README.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { benchUsers, startBenchBackend } from './lib/bench-backend.mjs';
import { log, median } from './lib/bench-stats.mjs';
import { startPreview } from './lib/preview-server.mjs';
import {
  apiUrl,
  buildProduction,
  kB,
  markdownTable,
  projectRoot,
  readRoutes,
  routeBundles,
  samplePath,
  sharedBundle,
} from './lib/route-bundles.mjs';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    'sizes-only': { type: 'boolean', default: false },
    'logged-in': { type: 'boolean', default: false },
    'same-origin': { type: 'boolean', default: false },
  },
});
if (options['same-origin'] && !options['logged-in']) {
  console.error('--same-origin measures the logged-in pages: use it with --logged-in.');
  process.exit(2);
}
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of 1 or more, not "${options.runs}".`);
  process.exit(2);
}

const table = readRoutes();
let routes = table;
if (options.routes !== undefined) {
  // A table path (`/resetPassword/:token`) or any path it matches (`/resetPassword/abc`).
  const matches = (route, path) =>
    route.path === path || new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`).test(path);
  const wanted = options.routes.split(',').filter(Boolean);
  const unknown = wanted.filter((path) => !table.some((route) => matches(route, path)));
  if (unknown.length > 0) {
    console.error(
      `Not in the route table: ${unknown.join(', ')}.\nRoutes: ${table.map((route) => route.path).join(' ')}`,
    );
    process.exit(2);
  }
  routes = table.filter((route) => wanted.some((path) => matches(route, path)));
}

/** The median, and the range when the runs disagree: `92 (90–94)`. */
const withRange = (values, format = String) => {
  if (values.length === 0) return 'failed';
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high
    ? format(median(values))
    : `${format(median(values))} (${format(low)}–${format(high)})`;
};

/** The Lighthouse columns both tables share, and their cells from a route's runs. */
const lighthouseColumns = ['requests', 'API', 'performance', 'accessibility', 'CLS', 'LCP', 'TBT'];
function lighthouseCells(measured) {
  if (measured.length === 0) return lighthouseColumns.map(() => 'failed');
  const pick = (key) => measured.map((result) => result[key]);
  return [
    withRange(pick('requests').map((list) => list.length)),
    withRange(pick('apiRequests').map((list) => list.length)),
    withRange(pick('performance')),
    withRange(pick('accessibility')),
    withRange(pick('cls'), (value) => value.toFixed(3)),
    `${(median(pick('lcp')) / 1000).toFixed(1)} s`,
    `${String(Math.round(median(pick('tbt'))))} ms`,
  ];
}
const rightAligned = lighthouseColumns.map(() => 'right');

/**
 * The logged-in table's columns (issue 46): the same, with the JS and CSS
 * files asked for before the page's data had come (before the last API call
 * ended; the code a page asks for once it is idle comes after) and the
 * preflights among the API calls.
 */
const loggedInColumns = [
  'requests',
  'JS/CSS before data',
  'API (preflights)',
  'performance',
  'accessibility',
  'CLS',
  'LCP',
  'TBT',
];
function loggedInCells(measured) {
  if (measured.length === 0) return loggedInColumns.map(() => 'failed');
  const pick = (key) => measured.map((result) => result[key]);
  const [requests, api, ...rest] = lighthouseCells(measured);
  return [
    requests,
    withRange(pick('codeBeforeData')),
    `${api} (${withRange(pick('preflights'))})`,
    ...rest,
  ];
}

/**
 * One Lighthouse run: scores, CLS and the page's requests. Requests to the API
 * (`api`: the prefixes of its URLs) are blocked (a bench must not call the
 * real API) and counted apart; data: and blob: URLs are not requests and are
 * left out.
 */
async function lighthouseRun(lighthouse, port, url, { api = [apiUrl], blockApi = true } = {}) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Logged in, the session's cookies must survive Lighthouse's own reset.
    ...(blockApi
      ? { blockedUrlPatterns: api.map((prefix) => `${prefix}*`) }
      : { disableStorageReset: true }),
  });
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const items = lhr.audits['network-requests'].details.items.filter(
    (item) => !/^(data|blob):/.test(item.url),
  );
  const isApi = (item) => api.some((prefix) => item.url.startsWith(prefix));
  const apiItems = items.filter(isApi);
  const isPreflight = (item) => item.resourceType === 'Preflight';
  // The page's data has come when its last API call (not a preflight, not an image) has ended.
  const dataCalls = apiItems.filter((item) => ['Fetch', 'XHR'].includes(item.resourceType));
  const dataEnd = Math.max(...dataCalls.map((item) => item.networkEndTime ?? 0), 0);
  const code = items.filter(
    (item) => !isApi(item) && ['Script', 'Stylesheet'].includes(item.resourceType),
  );
  const lcpElement =
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    lcpElement: lcpElement ? `${lcpElement.nodeLabel ?? ''} (${lcpElement.snippet ?? ''})` : '—',
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    requests: items.filter((item) => !isApi(item)).map((item) => item.url),
    apiRequests: apiItems.map((item) => item.url),
    preflights: apiItems.filter(isPreflight).length,
    codeBeforeData:
      dataCalls.length === 0
        ? code.length
        : code.filter((item) => (item.networkRequestTime ?? 0) < dataEnd).length,
    warnings: lhr.runWarnings,
  };
}

/** Every public route through Lighthouse `runs` times (runs outer, routes inner). */
async function measureInBrowser(outDir, publicRows) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const preview = await startPreview(outDir);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const results = new Map(publicRows.map((row) => [row.route.path, []]));
  const failures = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const row of publicRows) {
        const url = `${preview.origin}${samplePath(row.route.path)}`;
        log(`Lighthouse run ${String(run)}/${String(runs)}: ${url}`);
        try {
          results.get(row.route.path).push(await lighthouseRun(lighthouse, chrome.port, url));
        } catch (error) {
          failures.push(`${row.route.path} (run ${String(run)}): ${error.message}`);
          log(`  failed: ${error.message}`);
        }
      }
    }
  } finally {
    await chrome.kill();
    preview.stop();
  }
  return { results, failures };
}

/**
 * The whole-stack floor (issue 28): scripts/bench-floor built on its own, with
 * the project's resolve (React Router's production build) and styles, one JS
 * chunk. Its JS gzip is read off the files.
 */
async function buildFloor() {
  const [vite, { default: react }] = await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
  ]);
  const loaded = await vite.loadConfigFromFile(
    { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false },
    join(projectRoot, 'vite.config.ts'),
    projectRoot,
    'error',
  );
  const outDir = mkdtempSync(join(tmpdir(), 'pymes-bench-floor-'));
  await vite.build({
    configFile: false,
    root: join(projectRoot, 'scripts/bench-floor'),
    logLevel: 'error',
    plugins: [react()],
    resolve: loaded.config.resolve,
    css: loaded.config.css,
    build: { outDir, emptyOutDir: true },
  });
  const assets = readdirSync(join(outDir, 'assets'));
  const jsGzip = assets
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, 'assets', file))).length, 0);
  return {
    outDir,
    jsGzip,
    jsFiles: assets.filter((file) => file.endsWith('.js')).length,
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}

/**
 * --logged-in (issue 28): the entrepreneur's pages as each bench user sees
 * them, median of `runs` Lighthouse runs, with the session's token cookies set
 * in the browser before each run (Playwright over the DevTools protocol).
 */
async function benchLoggedIn() {
  const backend = await startBenchBackend();
  const sameOrigin = options['same-origin'];
  // Same origin: the build calls its own origin, whose preview passes /api/ and /media/ on.
  const builtApi = sameOrigin ? '/' : backend.apiUrl;
  log(`Building (production, VITE_API_URL=${builtApi})…`);
  const build = buildProduction({ api: builtApi });
  const [{ default: lighthouse }, chromeLauncher, { chromium }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('@playwright/test'),
  ]);
  log('Building the whole-stack floor…');
  const floor = await buildFloor();
  const preview = await startPreview(build.outDir, sameOrigin ? { apiOrigin: backend.origin } : {});
  const api = sameOrigin
    ? ['/api/', '/media/'].map((path) => preview.origin + path)
    : [backend.apiUrl];
  /** One Lighthouse run of a page that calls the stand-in, with the preflights that reached it. */
  const apiRun = async (url) => {
    const before = backend.calls.length;
    const result = await lighthouseRun(lighthouse, chrome.port, url, { api, blockApi: false });
    const preflights = backend.calls.slice(before).filter((call) => call.startsWith('OPTIONS '));
    return { ...result, preflights: preflights.length };
  };
  const floorPreview = await startPreview(floor.outDir);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(chrome.port)}`);
  const sizes = new Map(routeBundles(build, readRoutes()).map((row) => [row.route.path, row]));
  const pages = [
    { path: '/dashboard', route: '/dashboard' },
    { path: '/formation', route: '/formation' },
    { path: '/form?diagnostico=etapa-3', route: '/form', user: 'con-linea' },
    { path: '/form?diagnostico=etapa-1', route: '/form', user: 'sin-linea' },
  ];
  const visitorRoutes = ['/accountConfirm/:token', '/register'];
  const rows = [];
  /** Per page, what Lighthouse found as the largest paint in each run (issue 39). */
  const lcpElements = [];
  const noteLcp = (page, measured) => {
    const counts = new Map();
    for (const { lcpElement } of measured)
      counts.set(lcpElement, (counts.get(lcpElement) ?? 0) + 1);
    lcpElements.push(
      `- ${page}: ${[...counts].map(([element, count]) => `${element} ×${String(count)}`).join('; ')}`,
    );
  };
  try {
    const floorRuns = [];
    for (let run = 1; run <= runs; run += 1) {
      const url = `${floorPreview.origin}/`;
      log(`Lighthouse run ${String(run)}/${String(runs)}: the whole-stack floor, ${url}`);
      floorRuns.push(await lighthouseRun(lighthouse, chrome.port, url));
    }
    rows.push(['whole-stack floor', '—', kB(floor.jsGzip), ...loggedInCells(floorRuns)]);
    noteLcp('whole-stack floor', floorRuns);
    for (const user of Object.keys(benchUsers)) {
      const context = browser.contexts()[0];
      await context.clearCookies();
      await context.addCookies(
        ['accessToken', 'refreshToken'].map((name) => ({ name, value: user, url: preview.origin })),
      );
      // Lighthouse keeps the browser's cache with its storage: cleared by hand
      // before each run, so every run is a first visit with a session.
      const tab = context.pages()[0] ?? (await context.newPage());
      const devtools = await context.newCDPSession(tab);
      for (const page of pages.filter((candidate) => (candidate.user ?? user) === user)) {
        const measured = [];
        for (let run = 1; run <= runs; run += 1) {
          await devtools.send('Network.clearBrowserCache');
          const url = `${preview.origin}${page.path}`;
          log(`Lighthouse run ${String(run)}/${String(runs)} as ${user}: ${url}`);
          measured.push(await apiRun(url));
        }
        rows.push([page.path, user, kB(sizes.get(page.route).js.gzip), ...loggedInCells(measured)]);
        noteLcp(`${page.path} as ${user}`, measured);
      }
    }
    // Issue 39: the public pages that talk to the API as a visitor sees them,
    // in the same run as the floor (/accountConfirm/:token calls it as it opens).
    const context = browser.contexts()[0];
    await context.clearCookies();
    const tab = context.pages()[0] ?? (await context.newPage());
    const devtools = await context.newCDPSession(tab);
    for (const route of visitorRoutes) {
      const measured = [];
      for (let run = 1; run <= runs; run += 1) {
        await devtools.send('Network.clearBrowserCache');
        const url = `${preview.origin}${samplePath(route)}`;
        log(`Lighthouse run ${String(run)}/${String(runs)} as a visitor: ${url}`);
        measured.push(await apiRun(url));
      }
      noteLcp(`${samplePath(route)} as a visitor`, measured);
      rows.push([
        samplePath(route),
        'visitor',
        kB(sizes.get(route).js.gzip),
        ...loggedInCells(measured),
      ]);
    }
  } finally {
    await browser.close();
    await chrome.kill();
    preview.stop();
    floorPreview.stop();
    await backend.stop();
    build.remove();
    floor.remove();
  }
  console.log(
    `## Logged-in pages in Chromium, the API ${sameOrigin ? 'behind the same origin' : 'on another origin'} (Lighthouse ${lighthouseVersion()} mobile, median of ${String(runs)})\n`,
  );
  console.log(
    markdownTable(['page', 'user', 'JS gzip', ...loggedInColumns], rows, [
      'left',
      'left',
      'right',
      ...loggedInColumns.map(() => 'right'),
    ]),
  );
  console.log(`
The whole-stack floor: the app's libraries (React, React Router, Redux Toolkit
with RTK Query, axios, js-cookie, Formik, yup, reactstrap) and styles in one
chunk rendering one form (scripts/bench-floor), measured in the same run.
Users (scripts/lib/bench-backend.mjs): ${Object.entries(benchUsers)
    .map(([user, who]) => `${user}, ${who}`)
    .join('; ')}. JS gzip: the first load from the build's manifest. Requests: the
page's own (HTML, scripts, styles, images, favicon); JS/CSS before data: those of
them that are scripts and styles asked for before the page's last API call
ended (what a page preloads once idle comes after); API: the calls to the
stand-in backend, preflights included, and in brackets the preflights (OPTIONS)
that reached it (a visitor's /accountConfirm/:token confirms its sample token
there). ${
    sameOrigin
      ? 'Built with VITE_API_URL=/; vite preview passes /api/ and /media/ to the stand-in (the same-origin deployment).'
      : `Built with VITE_API_URL=${backend.apiUrl} (another origin than the page's: CORS).`
  } Lighthouse's default config, Chromium
${chromiumVersion()}, the build served by vite preview.`);
  console.log(`\nThe largest contentful paint's element, per run:\n${lcpElements.join('\n')}`);
}

if (options['logged-in']) {
  await benchLoggedIn();
  process.exit(0);
}

const started = Date.now();
log('Building (production, with a Vite manifest)…');
const build = buildProduction();
try {
  const rows = routeBundles(build, routes);
  const publicRows = rows.filter((row) => row.route.isPublic);
  const gzip = (size) => kB(size.gzip);

  if (!options['sizes-only'] && publicRows.length > 0) {
    const { results, failures } = await measureInBrowser(build.outDir, publicRows);
    const apiCalls = [];
    const varying = [];
    const browserRows = publicRows.map((row) => {
      const measured = results.get(row.route.path);
      const api = new Set(measured.flatMap((result) => result.apiRequests));
      if (api.size > 0) apiCalls.push(`${samplePath(row.route.path)}: ${[...api].join(', ')}`);
      const lists = new Set(measured.map((result) => [...result.requests].sort().join(' ')));
      if (lists.size > 1) varying.push(row.route.path);
      return [
        samplePath(row.route.path),
        gzip(row.js),
        gzip(row.css),
        ...lighthouseCells(measured),
      ];
    });
    const warnings = [...new Set([...results.values()].flat().flatMap((r) => r.warnings))];

    console.log(
      `## Public routes in Chromium (Lighthouse ${lighthouseVersion()} mobile, median of ${String(runs)})\n`,
    );
    console.log(
      markdownTable(['route', 'JS gzip', 'CSS gzip', ...lighthouseColumns], browserRows, [
        'left',
        'right',
        'right',
        ...rightAligned,
      ]),
    );
    console.log(`
JS and CSS gzip: the first load, from the build's manifest (as in the table below).
Requests: all requests of the same Lighthouse load (its network-requests audit):
the HTML document, scripts, styles, images, fonts and the favicon, without data:
URLs and without calls to the API, which the bench blocks and counts under API
(${apiUrl}).
Lighthouse's default config (mobile emulation, simulated throttling), Chromium
${chromiumVersion()}, the build served by vite preview (compressed on the fly).
In brackets: min–max when the runs differ. LCP and TBT: Lighthouse's simulated
largest contentful paint and total blocking time, median of the runs.`);
    console.log(
      apiCalls.length === 0
        ? '\nNo public route called the API.'
        : `\nPublic routes that called the API (blocked during the bench):\n${apiCalls.map((line) => `- ${line}`).join('\n')}`,
    );
    if (varying.length > 0) {
      console.log(`\nThe requests differed between runs on: ${varying.join(', ')}.`);
    }
    if (warnings.length > 0) {
      console.log(`\nLighthouse warnings:\n${warnings.map((line) => `- ${line}`).join('\n')}`);
    }
    if (failures.length > 0) {
      console.log(`\nFailed runs:\n${failures.map((line) => `- ${line}`).join('\n')}`);
      process.exitCode = 1;
    }
    console.log('');
  }

  console.log('## What each route downloads first (production build, kB of 1000)\n');
  console.log(
    markdownTable(
      ['route', 'access', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'files'],
      rows.map((row) => [
        row.route.path,
        row.route.access,
        kB(row.js.raw),
        kB(row.js.gzip),
        kB(row.css.raw),
        kB(row.css.gzip),
        row.files.length,
      ]),
      ['left', 'left', 'right', 'right', 'right', 'right', 'right'],
    ),
  );
  const shared = sharedBundle(build);
  console.log(`
First load: the entry chunk, the route's lazy screen, its lazy layout and, for a
logged-in route, the lazy avatar menu, with every chunk they import statically
and their CSS; before images, fonts and API calls. Files: JS and CSS files.
Shared by every route (entry chunk and its imports): ${kB(shared.js.gzip)} JS gzip,
${kB(shared.css.gzip)} CSS gzip.`);
} finally {
  build.remove();
  log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(join(projectRoot, 'node_modules/lighthouse/package.json'), 'utf8'))
    .version;
}

function chromiumVersion() {
  const result = spawnSync(chromePath, ['--version'], { encoding: 'utf8' });
  return /\d+(\.\d+)+/.exec(result.stdout)?.[0] ?? 'unknown';
}
