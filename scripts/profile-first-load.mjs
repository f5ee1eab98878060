// `npm run profile:first-load`: where the main thread's time goes in the first
// load of a signed-in page (issue 46), at a CPU slowdown, in the production
// build. Only reports; no test asserts a time.
//
//   npm run profile:first-load                          /dashboard and /formation, 5 runs each
//   npm run profile:first-load -- --pages=/formation --runs=9
//   npm run profile:first-load -- --rate=6             6× CPU slowdown instead of 4×
//   npm run profile:first-load -- --user=sin-linea      the bench's other entrepreneur
//   npm run profile:first-load -- --keep=/tmp/profiles  also writes each run's trace and CPU profile
//   npm run profile:first-load -- --network=none        no network throttling
//   npm run profile:first-load -- --against=../other   also another checkout (a worktree of an
//                                                       earlier commit), its runs interleaved
//   npm run profile:first-load -- --api-delay=0         the stand-in answers at once (by default
//                                                       it takes 400 ms, a server's time, so
//                                                       the frame, the profile and the list come
//                                                       apart as on a phone)
//   npm run profile:first-load -- --unminified          a build that keeps its names: the
//                                                       components each React commit rendered
//
// The bench's production build (with source maps) against its stand-in
// backend (scripts/lib/bench-backend.mjs, on another origin, each answer after
// 400 ms), served by vite preview, opened in Debian's Chromium (headless,
// Playwright) as one of the bench's entrepreneurs (her token cookies set
// before the load, with her last known role), a phone's viewport,
// `Emulation.setCPUThrottlingRate` at 4× and DevTools' network throttling at
// Lighthouse's mobile figures (`--network=none`: loopback as it is), so the
// code, the profile and the list arrive in the order a phone sees. Each run is
// a new browser context (empty cache), from the navigation to the end of the
// task that commits the page's data (the dashboard's "N de M diagnósticos
// completados", /formation's first line). Per run, in that window:
// - a Chrome trace: the main thread's tasks over 50 ms (long tasks) and their
//   time over 50 ms (what TBT sums), its style, layout (and the layouts a
//   script forced, with the script's place) and script evaluation, first
//   contentful paint, the main thread's CPU time (the thread's own, without
//   the machine's other work: the figure to compare on a busy machine);
// - the V8 CPU profile (the Profiler domain, 100 µs sampling): the functions
//   with the most self time, named through the build's source maps;
// - React's commits, seen by a stand-in for the DevTools hook
//   (`__REACT_DEVTOOLS_GLOBAL_HOOK__`, which React DOM calls in production
//   too): when each came and how many components rendered in it, against how
//   many the page had, so a second render of the whole page shows, and the
//   CPU time of the task that made each;
// - the reads of document.cookie (each one a call to the browser's store).
// Medians of the runs; the functions' self time is the mean per run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { benchUsers, startBenchBackend } from './lib/bench-backend.mjs';
import { log, median } from './lib/bench-stats.mjs';
import { startPreview } from './lib/preview-server.mjs';
import { markdownTable, projectRoot } from './lib/route-bundles.mjs';

const { values: options } = parseArgs({
  options: {
    pages: { type: 'string', default: '/dashboard,/formation' },
    runs: { type: 'string', default: '5' },
    rate: { type: 'string', default: '4' },
    user: { type: 'string', default: 'con-linea' },
    keep: { type: 'string' },
    top: { type: 'string', default: '15' },
    network: { type: 'string', default: 'mobile' },
    unminified: { type: 'boolean', default: false },
    'api-delay': { type: 'string', default: '400' },
    against: { type: 'string' },
  },
});
const runs = Number(options.runs);
const rate = Number(options.rate);
const top = Number(options.top);
if (!(options.user in benchUsers)) {
  console.error(`--user is one of: ${Object.keys(benchUsers).join(', ')}.`);
  process.exit(2);
}

/** Text that shows that a page's data has come, per page. */
const dataShown = {
  '/dashboard': 'diagnósticos completados',
  '/formation':
    options.user === 'con-linea' ? 'Finanzas simples para tu pyme' : 'No tienen ninguna línea',
};
const pages = options.pages.split(',').filter(Boolean);
const unknown = pages.filter((page) => !(page in dataShown));
if (unknown.length > 0) {
  console.error(`No way to tell when ${unknown.join(', ')} shows its data: add it to dataShown.`);
  process.exit(2);
}

/**
 * The network the page loads over (DevTools' throttling of each request):
 * Lighthouse's mobile figures (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
 * up), so that the code, the profile and the list come in the order and with
 * the gaps a phone sees; `none` for loopback as it is.
 */
const networks = {
  mobile: { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
  none: null,
};
if (!(options.network in networks)) {
  console.error(`--network is one of: ${Object.keys(networks).join(', ')}.`);
  process.exit(2);
}

const ms = (value) => `${String(Math.round(value))} ms`;
const range = (values, format = ms) =>
  `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;

/**
 * In the page before its code: counts React's commits (the hook React DOM
 * reports to when DevTools is there) and keeps the paints and shifts.
 */
function pageProbe(marker) {
  const PERFORMED_WORK = 1;
  // Function, class, forward-ref, memo and simple-memo components.
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const commits = [];
  let shown;
  const probe = {
    commits,
    lcp: [],
    shifts: 0,
    shownAt: null,
    cookieReads: 0,
    cookieMs: 0,
    // Awaited by the script over the DevTools protocol: no polling in the page.
    shown: new Promise((resolve) => {
      shown = resolve;
    }),
  };
  window.__firstLoadProbe = probe;
  // Each read of document.cookie (a call to the browser's cookie store).
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  Object.defineProperty(Document.prototype, 'cookie', {
    configurable: true,
    get() {
      const started = performance.now();
      const value = cookie.get.call(this);
      probe.cookieReads += 1;
      probe.cookieMs += performance.now() - started;
      return value;
    },
    set(value) {
      cookie.set.call(this, value);
    },
  });
  const renderers = new Map();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers,
    inject(renderer) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      let rendered = 0;
      let components = 0;
      const names = [];
      const pending = [root.current.child];
      while (pending.length > 0) {
        const fiber = pending.pop();
        if (!fiber) continue;
        pending.push(fiber.sibling);
        const isComponent = COMPONENT_TAGS.has(fiber.tag);
        if (isComponent) components += 1;
        // A subtree that bailed out keeps its fibers from before: not rendered now.
        const reconciled = fiber.alternate === null || fiber.child !== fiber.alternate.child;
        if (isComponent && (fiber.alternate === null || (fiber.flags & PERFORMED_WORK) !== 0)) {
          rendered += 1;
          const type = fiber.type?.type ?? fiber.type?.render ?? fiber.type;
          names.push(type?.displayName ?? type?.name ?? '?');
        }
        if (reconciled || fiber.alternate === null) pending.push(fiber.child);
        else components += countComponents(fiber.child);
      }
      const at = performance.now();
      commits.push({ at, rendered, components, names });
      // The commit that put the page's data in the document.
      if (probe.shownAt === null && document.body.textContent.includes(marker)) {
        probe.shownAt = at;
        shown(at);
      }
    },
  };
  function countComponents(first) {
    let count = 0;
    const pending = [first];
    while (pending.length > 0) {
      const fiber = pending.pop();
      if (!fiber) continue;
      if (COMPONENT_TAGS.has(fiber.tag)) count += 1;
      pending.push(fiber.sibling, fiber.child);
    }
    return count;
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.lcp.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) probe.shifts += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Source maps of the build's scripts, read once: a generated position → its source. */
function sourceMapper(outDir, origin, root) {
  const consumers = new Map();
  const consumerOf = (file) => {
    if (!consumers.has(file)) {
      try {
        consumers.set(
          file,
          new SourceMapConsumer(JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8'))),
        );
      } catch {
        consumers.set(file, null);
      }
    }
    return consumers.get(file);
  };
  /** `name (src/…:line)` for a 0-based line and column of a built script. */
  return ({ url, lineNumber, columnNumber, functionName }) => {
    const file = url?.startsWith(`${origin}/`) ? url.slice(origin.length + 1).split('?')[0] : '';
    const consumer = file ? consumerOf(file) : null;
    if (!consumer) return `${functionName || '(anonymous)'} (${url || 'native'})`;
    // A module's own body: V8 names it after no function, at the file's start.
    if (!functionName && lineNumber === 0 && columnNumber === 0) return `(module body of ${file})`;
    const position = consumer.originalPositionFor({
      line: lineNumber + 1,
      column: Math.max(columnNumber, 0),
    });
    if (!position.source) return `${functionName || '(anonymous)'} (${file})`;
    const source = relative(root, resolve(outDir, dirname(file), position.source))
      .split(sep)
      .join('/')
      .replace(/^.*node_modules\//, '');
    return `${position.name ?? (functionName || '(anonymous)')} (${source}:${String(position.line)})`;
  };
}

/**
 * A V8 CPU profile's samples as `{ node, at, ms }` (trace clock, µs), with a
 * way up each sample's stack: frames with a script, innermost first.
 */
function readProfile(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  let at = profile.startTime;
  const samples = profile.samples.map((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    // The time until the next sample is this sample's.
    return { node: byId.get(id), at, ms: (profile.timeDeltas[index + 1] ?? 0) / 1000 };
  });
  const stackOf = (node) => {
    const frames = [];
    for (let current = node; current; current = byId.get(parentOf.get(current.id))) {
      if (current.callFrame.url) frames.push(current.callFrame);
    }
    return frames;
  };
  return { samples, stackOf };
}

/** The time of the samples between `from` and `to` (trace clock, µs) by key. */
function timeBy(samples, from, to, keysOf) {
  const totals = new Map();
  for (const sample of samples) {
    if (sample.at < from || sample.at > to) continue;
    for (const key of new Set(keysOf(sample))) totals.set(key, (totals.get(key) ?? 0) + sample.ms);
  }
  return totals;
}

const ranked = (totals, count) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => `${name} ${ms(time)}`);

/**
 * What the run's trace and CPU profile say of the main thread, from the
 * navigation to the end of the task in which the data was committed
 * (`shownMs`, performance.now()).
 */
function readRun(events, profile, shownMs, commits, nameOf) {
  const threadNames = events.filter((event) => event.name === 'thread_name');
  const mains = threadNames.filter((event) => event.args.name === 'CrRendererMain');
  // The renderer that ran the page: the one whose main thread evaluated its modules.
  const isPageMain = (main) =>
    events.some(
      (event) =>
        event.pid === main.pid && event.tid === main.tid && event.name === 'v8.evaluateModule',
    );
  const main = mains.find(isPageMain) ?? mains[0];
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const navigation = onMain.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame,
  );
  const start = navigation.ts;
  const complete = onMain.filter((event) => event.ph === 'X' && event.ts >= start);
  const tasks = complete.filter((event) => event.name === 'RunTask');
  const shownTs = start + shownMs * 1000;
  const shownTask = tasks.find((task) => task.ts <= shownTs && task.ts + task.dur >= shownTs);
  const end = shownTask ? shownTask.ts + shownTask.dur : shownTs;
  const inWindow = complete.filter((event) => event.ts <= end);
  const windowTasks = inWindow.filter((event) => event.name === 'RunTask');
  const longTasks = windowTasks.filter((event) => event.dur > 50_000);
  const sum = (list) => list.reduce((total, event) => total + event.dur / 1000, 0);
  const scripts = inWindow.filter((event) =>
    ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch'].includes(
      event.name,
    ),
  );
  const isInside = (inner, outer) =>
    inner !== outer && inner.ts >= outer.ts && inner.ts + inner.dur <= outer.ts + outer.dur;
  const layouts = inWindow.filter((event) => event.name === 'Layout');
  const forced = layouts
    .filter((layout) => scripts.some((script) => isInside(layout, script)))
    .map((layout) => {
      const frame = layout.args?.beginData?.stackTrace?.[0];
      return {
        ms: layout.dur / 1000,
        at: (layout.ts - start) / 1000,
        where: frame
          ? nameOf({
              url: frame.url,
              lineNumber: frame.lineNumber - 1,
              columnNumber: frame.columnNumber - 1,
              functionName: frame.functionName,
            })
          : 'no stack',
      };
    });
  const fcp = onMain.find((event) => event.name === 'firstContentfulPaint' && event.ts >= start);
  const topScripts = scripts.filter((event) => !scripts.some((other) => isInside(event, other)));
  const evaluations = inWindow.filter((event) => event.name === 'v8.evaluateModule');
  const { samples, stackOf } = readProfile(profile);
  const mapped = new Map();
  const named = (frame) => {
    const key = `${frame.url}:${String(frame.lineNumber)}:${String(frame.columnNumber)}`;
    if (!mapped.has(key)) mapped.set(key, nameOf(frame));
    return mapped.get(key);
  };
  const selfKey = (sample) => {
    const frame = sample.node.callFrame;
    return [frame.url ? named(frame) : `(${frame.functionName || 'native'})`];
  };
  const chunkOf = (url) => (url.split('/').at(-1) ?? '').replace(/-[\w-]{8}\.js$/, '');
  /** What a long task ran: its time by chunk (outermost script) and by function of ours. */
  const describe = (task) => {
    const from = task.ts;
    const to = task.ts + task.dur;
    const chunks = timeBy(samples, from, to, (sample) => {
      const stack = stackOf(sample.node);
      return stack.length ? [chunkOf(stack.at(-1).url)] : [];
    });
    const ours = timeBy(samples, from, to, (sample) =>
      stackOf(sample.node)
        .map(named)
        .filter((name) => name.includes('(src/')),
    );
    const selfs = timeBy(samples, from, to, selfKey);
    const traceTotals = new Map();
    const listed = complete.filter(
      (event) => isInside(event, task) && traceNames.includes(event.name),
    );
    for (const event of listed) {
      // The outermost event of each kind: a call inside a call is counted once.
      if (listed.some((other) => other.name === event.name && isInside(event, other))) continue;
      traceTotals.set(event.name, (traceTotals.get(event.name) ?? 0) + event.dur / 1000);
    }
    return {
      at: (task.ts - start) / 1000,
      ms: task.dur / 1000,
      trace: ranked(traceTotals, 6),
      chunks: ranked(chunks, 5),
      ours: ranked(ours, 6),
      self: ranked(selfs, 6),
    };
  };
  /**
   * Per React commit, the task it was made in (its duration, ms) and the
   * time React DOM's code was on the stack in that task (render and commit).
   */
  const isReact = (sample) =>
    stackOf(sample.node).some((frame) => named(frame).includes('(react-dom/'));
  const commitTasks = commits.map((commit) => {
    const ts = start + commit.at * 1000;
    const task = tasks.find(
      (candidate) => candidate.ts <= ts && candidate.ts + candidate.dur >= ts,
    );
    if (!task) return { ms: NaN, cpu: NaN, react: NaN };
    const shares = timeBy(samples, task.ts, task.ts + task.dur, (sample) =>
      isReact(sample) ? ['react', 'all'] : ['all'],
    );
    const cpu = (task.tdur ?? task.dur) / 1000;
    // The thread's own time (not its waits for a core), React DOM's share of it by the samples.
    return {
      ms: task.dur / 1000,
      cpu,
      react: (cpu * (shares.get('react') ?? 0)) / (shares.get('all') || 1),
    };
  });
  return {
    commitTasks,
    longTasks: longTasks.map(describe),
    blocking: longTasks.reduce((total, event) => total + event.dur / 1000 - 50, 0),
    tasks: sum(windowTasks),
    cpu: windowTasks.reduce((total, task) => total + (task.tdur ?? task.dur) / 1000, 0),
    scripting: sum(topScripts),
    evaluation: sum(evaluations),
    style: sum(inWindow.filter((event) => event.name === 'UpdateLayoutTree')),
    layout: sum(layouts),
    forced,
    fcp: fcp ? (fcp.ts - start) / 1000 : NaN,
    self: timeBy(samples, start, end, selfKey),
  };
}

/** The trace events a long task's line names (outermost of each kind is enough). */
const traceNames = [
  'DocumentLoader::CommitNavigation',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MinorGC',
  'MajorGC',
];

async function profileRun(browser, origin, page, nameOf, keepAs) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'es-CL',
  });
  await context.addCookies(
    ['accessToken', 'refreshToken'].map((name) => ({ name, value: options.user, url: origin })),
  );
  // The session's last known role, as a visit after an earlier one finds it (issue 46).
  await context.addInitScript(() => {
    localStorage.setItem('pymes-digitales-session:last-role', 'user');
  });
  await context.addInitScript(pageProbe, dataShown[page]);
  const tab = await context.newPage();
  // A page of the same origin first, so the renderer the trace follows is the page's.
  await tab.goto(`${origin}/favicon.svg`);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const network = networks[options.network];
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  }
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => {
    events.push(...value);
  });
  const traced = new Promise((resolveTrace) => {
    cdp.once('Tracing.tracingComplete', resolveTrace);
  });
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.stack',
        'v8.execute',
        'v8',
        'loading',
        'blink.user_timing',
      ],
    },
  });
  await cdp.send('Profiler.start');
  await tab.goto(`${origin}${page}`, { waitUntil: 'commit' });
  // Straight over the protocol: Playwright's own waits poll the page with its injected script.
  await cdp.send('Runtime.evaluate', {
    expression: 'window.__firstLoadProbe.shown',
    awaitPromise: true,
    timeout: 60_000,
  });
  const { profile } = await cdp.send('Profiler.stop');
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: 'JSON.stringify({ ...window.__firstLoadProbe, shown: undefined })',
    returnByValue: true,
  });
  const probe = JSON.parse(result.value);
  const { shownAt } = probe;
  await cdp.send('Tracing.end');
  await traced;
  await context.close();
  if (keepAs) {
    writeFileSync(`${keepAs}.cpuprofile`, JSON.stringify(profile));
    writeFileSync(`${keepAs}.trace.json`, JSON.stringify({ traceEvents: events }));
  }
  if (shownAt === null) throw new Error(`${page}: no commit showed "${dataShown[page]}".`);
  return { shownAt, probe, trace: readRun(events, profile, shownAt, probe.commits, nameOf) };
}

const backend = await startBenchBackend({ delayMs: Number(options['api-delay']) });
/** This checkout, and with --against another one: each built, served and profiled in turn. */
const checkouts = [projectRoot, ...(options.against ? [resolve(options.against)] : [])];
const builds = [];
for (const root of checkouts) {
  log(`Building ${root} (production, source maps, VITE_API_URL=${backend.apiUrl})…`);
  // Each checkout's own build script, so that it builds from its own sources.
  const lib = await import(pathToFileURL(join(root, 'scripts/lib/route-bundles.mjs')).href);
  const build = lib.buildProduction({
    api: backend.apiUrl,
    sourcemap: true,
    minify: !options.unminified,
  });
  const preview = await startPreview(build.outDir);
  const commit = spawnSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  }).stdout.trim();
  const dirty =
    spawnSync('git', ['-C', root, 'status', '--porcelain', '--', 'src'], { encoding: 'utf8' })
      .stdout !== '';
  builds.push({
    root,
    build,
    preview,
    label: `${commit}${dirty ? '+' : ''}`,
    nameOf: sourceMapper(build.outDir, preview.origin, root),
  });
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox'],
});
if (options.keep) mkdirSync(options.keep, { recursive: true });
/** Per checkout and page, the runs. */
const keyOf = (page, build) => (builds.length > 1 ? `${page} @ ${build.label}` : page);
const results = new Map(pages.flatMap((page) => builds.map((build) => [keyOf(page, build), []])));
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      // Interleaved: each run of a page profiles every checkout, one after the other.
      for (const [index, build] of builds.entries()) {
        const { root, preview, nameOf } = build;
        log(
          `Run ${String(run)}/${String(runs)}: ${page} at ${String(rate)}× CPU slowdown (${root})`,
        );
        const keepAs = options.keep
          ? join(
              options.keep,
              `${page.slice(1).replaceAll('/', '-')}-${String(index)}-${String(run)}`,
            )
          : undefined;
        results
          .get(keyOf(page, build))
          .push(await profileRun(browser, preview.origin, page, nameOf, keepAs));
      }
    }
  }
} finally {
  await browser.close();
  for (const { preview, build } of builds) {
    preview.stop();
    build.remove();
  }
  await backend.stop();
}

console.log(
  `## First load at ${String(rate)}× CPU slowdown, ${options.network === 'mobile' ? "Lighthouse's mobile network" : 'no network throttling'}, API answers after ${options['api-delay']} ms (${options.user}, median of ${String(runs)}, min–max)\n`,
);
const rows = [];
const lines = [];
for (const [page, measured] of results) {
  const pick = (read) => measured.map(read);
  const commitsOf = (result) =>
    result.probe.commits.filter((commit) => commit.at <= result.shownAt + 1);
  const count = (read) => range(pick(read), String);
  rows.push([
    page,
    range(pick((result) => result.trace.fcp)),
    range(pick((result) => result.shownAt)),
    range(pick((result) => result.trace.tasks)),
    range(pick((result) => result.trace.cpu)),
    range(pick((result) => result.trace.scripting)),
    range(pick((result) => result.trace.evaluation)),
    range(pick((result) => result.trace.style + result.trace.layout)),
    count((result) => result.trace.longTasks.length),
    range(pick((result) => result.trace.blocking)),
    count((result) => result.trace.forced.length),
    count((result) => commitsOf(result).length),
    count((result) => commitsOf(result).reduce((total, commit) => total + commit.rendered, 0)),
    // With the API slower than the code (--api-delay), the third commit is the profile's answer.
    range(pick((result) => result.trace.commitTasks[2]?.cpu ?? NaN)),
    range(pick((result) => result.trace.commitTasks[2]?.react ?? NaN)),
    range(
      pick((result) => result.probe.cookieReads),
      String,
    ) + ` (${ms(median(pick((result) => result.probe.cookieMs)))})`,
    measured.some((result) => result.probe.shifts > 0)
      ? range(
          pick((result) => result.probe.shifts),
          (value) => value.toFixed(3),
        )
      : '0',
  ]);
  const means = new Map();
  for (const result of measured) {
    for (const [name, time] of result.trace.self) {
      means.set(name, (means.get(name) ?? 0) + time / runs);
    }
  }
  // (program) is the thread's time outside JavaScript, the slowdown's pauses included.
  const functions = [...means]
    .filter(([name]) => !['((program))', '((idle))'].includes(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
  const middle = [...measured].sort((a, b) => a.shownAt - b.shownAt)[Math.floor(runs / 2)];
  lines.push(`### ${page}\n`);
  lines.push(`Self time, mean per run (V8 CPU profile, top ${String(top)}):\n`);
  lines.push(
    markdownTable(
      ['function (source)', 'self'],
      functions.map(([name, time]) => [name, ms(time)]),
      ['left', 'right'],
    ),
  );
  lines.push(`\nThe median run (data shown at ${ms(middle.shownAt)}), its long tasks:\n`);
  for (const task of middle.trace.longTasks) {
    lines.push(`- ${ms(task.ms)} at ${ms(task.at)}: ${task.trace.join(', ') || '—'}`);
    if (task.chunks.length) lines.push(`  - by chunk: ${task.chunks.join(', ')}`);
    if (task.ours.length) lines.push(`  - in our code: ${task.ours.join(', ')}`);
    lines.push(`  - self: ${task.self.join(', ')}`);
  }
  lines.push(
    `- React commits up to the data (at: components rendered / in the tree): ${commitsOf(middle)
      .map(
        (commit, index) =>
          `${ms(commit.at)}: ${String(commit.rendered)}/${String(commit.components)} (task ${ms(middle.trace.commitTasks[index]?.ms ?? NaN)}, CPU ${ms(middle.trace.commitTasks[index]?.cpu ?? NaN)}, React ${ms(middle.trace.commitTasks[index]?.react ?? NaN)})`,
      )
      .join(', ')}`,
  );
  if (options.unminified) {
    for (const commit of commitsOf(middle)) {
      lines.push(`- rendered at ${ms(commit.at)}: ${commit.names.join(', ')}`);
    }
  }
  lines.push(
    `- layouts forced by a script: ${middle.trace.forced.map((layout) => `${ms(layout.ms)} at ${ms(layout.at)} in ${layout.where}`).join('; ') || 'none'}`,
  );
  lines.push('');
}
console.log(
  markdownTable(
    [
      'page',
      'FCP',
      'data shown',
      'main-thread tasks',
      'their CPU time',
      'scripting',
      'of which module evaluation',
      'style + layout',
      'long tasks',
      'time over 50 ms',
      'forced layouts',
      'React commits',
      'components rendered',
      "3rd commit's task (CPU)",
      'of which React',
      'cookie reads',
      'CLS',
    ],
    rows,
    ['left', ...Array(16).fill('right')],
  ),
);
console.log(`
From the navigation to the end of the task that committed the page's data.
Main-thread tasks: the renderer's main thread's tasks, wall time (the
slowdown and the machine's other work in it) and their CPU time (the thread's
own time, without either: the figure to compare on a busy machine); scripting: its
top-level script work (module evaluation, calls, timers, events); long tasks:
tasks over 50 ms, and their time over 50 ms (as TBT counts it, without
Lighthouse's simulation). React commits: each time React changed the page;
components rendered: the components React rendered in them, added up (the
first commit draws each one once; more is a render again); 3rd commit's task:
the main-thread task in which React made its third commit (with --api-delay,
the one the profile's answer brings: the fallback, the frame, the profile),
its CPU time, and React DOM's share of it (render and commit, by the CPU
profile's samples).
Cookie reads: the
reads of document.cookie (each asks the browser's cookie store).
`);
console.log(lines.join('\n'));
