// `npm run demo`: builds the app in demo mode and serves it on this machine.
// Usage: npm run demo [-- --port 4173]
import { spawn, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4173' }, 'skip-build': { type: 'boolean' } },
});
const port = values.port;
const vite = ['node_modules/vite/bin/vite.js'];
const env = { ...process.env, VITE_API_URL: process.env.VITE_API_URL ?? '/' };

if (!values['skip-build']) {
  const build = spawnSync(process.execPath, [...vite, 'build', '--mode', 'demo'], {
    stdio: 'inherit',
    env,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  [...vite, 'preview', '--mode', 'demo', '--port', port, '--strictPort'],
  { stdio: ['ignore', 'pipe', 'inherit'], env },
);

let announced = false;
server.stdout.on('data', (chunk) => {
  if (announced) return;
  announced = true;
  process.stdout.write(
    [
      '',
      `  Pymes Digitales (demo) is running at http://localhost:${port}/`,
      '  Press Ctrl+C to stop.',
      '',
    ].join('\n') + '\n',
  );
  void chunk;
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.kill(signal);
  });
}
server.on('exit', (code) => process.exit(code ?? 0));
