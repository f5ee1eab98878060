// `npm run demo`: builds the app in demo mode (the demo backend runs in the
// browser, see src/mocks) and serves it on this machine.
// Usage: npm run demo [-- --port 4173] [-- --host 0.0.0.0] [-- --skip-build] [-- --reading other]
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const usage = `Usage: npm run demo -- [options]

  --port <n>     port to serve on (default 4173); fails if it is taken
  --host <addr>  address to listen on (default localhost; 0.0.0.0 for every interface)
  --skip-build   serve the last demo build without building again
  --out-dir <d>  build into and serve from this folder (default dist; lets two
                 checkouts or test runs build side by side)
  --reading <r>  build a demo whose backend serves this reading of the spec
                 (src/mocks/readings.ts): full (default: the spec's API and our
                 additions), spec-only (only the spec's API, the other DRF
                 reading of every gap), other (only the spec's API, the
                 other plausible DRF side of its gaps) or drf (a DRF project at
                 its defaults: the spec's other names, absolute image URLs,
                 times in UTC, is_active ignored); cannot be used with
                 --skip-build
  --spec-only    the same as --reading spec-only
  -h, --help     this text

The demo shows the sample content of content/site-content.sample.json, which
says so on every page ("Contenido de muestra"); SITE_CONTENT=<file> builds it
with another content file instead (docs/deployment.md).`;

/** What the demo says it serves, for the readings other than full. */
const readingLines = {
  full: [],
  'spec-only': [
    "  This demo serves only the spec's API (--reading spec-only): no additions of ours,",
    '  and the other DRF reading of every gap the spec leaves (see src/mocks/readings.ts).',
  ],
  other: [
    "  This demo serves only the spec's API (--reading other): no additions of ours, and",
    "  the other plausible DRF side of the spec's gaps (see src/mocks/readings.ts).",
  ],
  drf: [
    "  This demo serves the spec's API as a DRF project left at its defaults (--reading drf):",
    '  the registration and the pyme under the spec\'s other names, absolute image URLs,',
    '  times in UTC and formation lists that ignore is_active (see src/mocks/readings.ts).',
  ],
};

function fail(message) {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string', default: '4173' },
      host: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      'out-dir': { type: 'string', default: 'dist' },
      reading: { type: 'string' },
      'spec-only': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  fail(`--port must be a number from 1 to 65535, not "${values.port}".`);
}
if (values.host !== undefined && values.host.trim() === '') fail('--host needs an address.');
if (values.reading !== undefined && !Object.hasOwn(readingLines, values.reading)) {
  fail(
    `--reading must be one of ${Object.keys(readingLines).join(', ')}, not "${values.reading}".`,
  );
}
if (values['spec-only'] && values.reading !== undefined && values.reading !== 'spec-only') {
  fail(
    `--spec-only means --reading spec-only; it cannot be used with --reading ${values.reading}.`,
  );
}
// The reading is baked into the build: serving the last build cannot change it.
const readingOption = values['spec-only'] ? '--spec-only' : '--reading';
if ((values['spec-only'] || values.reading !== undefined) && values['skip-build']) {
  fail(`${readingOption} builds the demo; it cannot be used with --skip-build.`);
}
const reading = values['spec-only'] ? 'spec-only' : (values.reading ?? 'full');

const vite = 'node_modules/vite/bin/vite.js';
// The demo backend answers same-origin calls and serves the reading asked for
// here; whatever the shell says does not apply.
const env = { ...process.env, VITE_API_URL: '/', VITE_DEMO_READING: reading };

if (!values['skip-build']) {
  const build = spawnSync(
    process.execPath,
    [
      vite,
      'build',
      '--mode',
      'demo',
      '--logLevel',
      'warn',
      '--outDir',
      values['out-dir'],
      '--emptyOutDir',
    ],
    { stdio: 'inherit', env },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { password, accounts } = JSON.parse(
  readFileSync(new URL('../src/mocks/demo-accounts.json', import.meta.url), 'utf8'),
);

const server = spawn(
  process.execPath,
  [
    vite,
    'preview',
    '--mode',
    'demo',
    '--port',
    String(port),
    '--strictPort',
    '--outDir',
    values['out-dir'],
    ...(values.host === undefined ? [] : ['--host', values.host]),
  ],
  { stdio: ['ignore', 'pipe', 'inherit'], env },
);

/** The addresses Vite says it really listens on ("Local:" and "Network:" lines). */
const urls = [];
let output = '';
let announceTimer = null;

function announce() {
  const width = Math.max(...accounts.map((account) => account.role.length));
  console.log(
    [
      '',
      '  Pymes Digitales (demo) is running at:',
      ...urls.map(({ kind, url }) => `    ${kind.padEnd(8)} ${url}`),
      '',
      `  Demo accounts (password for all: ${password}):`,
      ...accounts.map((account) => `    ${account.role.padEnd(width)}  ${account.email}`),
      ...(readingLines[reading].length > 0 ? ['', ...readingLines[reading]] : []),
      '',
      '  The demo data lives in your browser; "Restablecer datos de demostración" resets it.',
      '  Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
}

server.stdout.on('data', (chunk) => {
  if (announceTimer === false) return;
  // Vite colours its output on a terminal: strip the escape codes before reading it.
  // eslint-disable-next-line no-control-regex
  output += String(chunk).replace(/\u001b\[[0-9;]*m/g, '');
  for (const match of output.matchAll(/(Local|Network):\s+(https?:\/\/\S+)/g)) {
    if (!urls.some((known) => known.url === match[2])) urls.push({ kind: match[1], url: match[2] });
  }
  // Vite prints its addresses together: wait a moment for the last of them.
  if (urls.length > 0 && announceTimer === null) {
    announceTimer = setTimeout(() => {
      announceTimer = false;
      announce();
    }, 200);
  }
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill(signal);
  });
}
server.on('exit', (code) => process.exit(code ?? 0));
