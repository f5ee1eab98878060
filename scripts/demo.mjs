// `npm run demo`: builds the app in demo mode (the demo backend runs in the
// browser, see src/mocks) and serves it on this machine.
// Usage: npm run demo [-- --port 4173] [-- --skip-build]
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4173' }, 'skip-build': { type: 'boolean' } },
});
const port = values.port;
const vite = 'node_modules/vite/bin/vite.js';
// The demo backend answers same-origin calls; whatever the shell says does not apply.
const env = { ...process.env, VITE_API_URL: '/' };

if (!values['skip-build']) {
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--mode', 'demo', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      env,
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { password, accounts } = JSON.parse(
  readFileSync(new URL('../src/mocks/demo-accounts.json', import.meta.url), 'utf8'),
);

const server = spawn(
  process.execPath,
  [vite, 'preview', '--mode', 'demo', '--port', port, '--strictPort'],
  { stdio: ['ignore', 'pipe', 'inherit'], env },
);

let announced = false;
server.stdout.on('data', () => {
  if (announced) return;
  announced = true;
  const width = Math.max(...accounts.map((account) => account.role.length));
  console.log(
    [
      '',
      `  Pymes Digitales (demo) is running at http://localhost:${port}/`,
      '',
      `  Demo accounts (password for all: ${password}):`,
      ...accounts.map((account) => `    ${account.role.padEnd(width)}  ${account.email}`),
      '',
      '  The demo data lives in your browser; "Restablecer datos de demostración" resets it.',
      '  Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill(signal);
  });
}
server.on('exit', (code) => process.exit(code ?? 0));
