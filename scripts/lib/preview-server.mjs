// `vite preview` of a build on a free port, for the bench (scripts/bench.mjs)
// and the first-load profile (scripts/profile-first-load.mjs).
//
//   const preview = await startPreview(outDir);                       // the build alone
//   const preview = await startPreview(outDir, { apiOrigin: backend.origin });
//   …  preview.origin  …  preview.stop();
//
// With `apiOrigin` the preview also passes /api/ and /media/ to that origin as
// they are: the same-origin deployment of docs/deployment.md (nginx's
// `API_UPSTREAM`) for a build made with `VITE_API_URL=/`. Vite preview's own
// `preview.proxy`, given inline to its JS API in a child process, so the
// project's vite.config.ts (its plugins: each page's own HTML) applies as with
// `vite preview` on the command line, and the server does not share the
// measuring process's thread.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { projectRoot } from './route-bundles.mjs';

/** A TCP port nobody listens on now. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => {
        resolvePort(port);
      });
    });
  });
}

/** Starts the preview; resolves once it answers, with its origin and a stop. */
export async function startPreview(outDir, { apiOrigin } = {}) {
  const port = await freePort();
  const proxy = apiOrigin
    ? Object.fromEntries(['/api/', '/media/'].map((path) => [path, { target: apiOrigin }]))
    : undefined;
  const inline = {
    root: projectRoot,
    logLevel: 'warn',
    build: { outDir },
    preview: { port, strictPort: true, ...(proxy ? { proxy } : {}) },
  };
  const code = `const { preview } = await import('vite');
await preview(${JSON.stringify(inline)});`;
  const server = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://localhost:${String(port)}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`vite preview exited (${server.exitCode}).`);
    try {
      if ((await fetch(origin)).ok) return { origin, stop: () => server.kill() };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      server.kill();
      throw new Error(`vite preview did not answer on ${origin} within 30 s.`);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
}
