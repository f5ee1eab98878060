// What tells demo-backend code in a production build: the strings that only
// the demo backend or MSW contain. Shared by check:bundle and check:size, so
// that `npm test` checks both on one production build.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const markers = [
  'mockServiceWorker',
  '[MSW]',
  'msw/browser',
  'setupWorker',
  'pymes-digitales-demo-db',
  'Restablecer datos de demostración',
  'Cuentas de demostración',
  'Formulario de demostración',
  'demo-backend-signing-key',
  // The demo's webhook and response-token secrets (src/mocks/webhook-signing.ts).
  'demo-only-typeform-webhook-secret',
  'demo-only-response-token-secret',
];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/**
 * Each file of the build in `outDir` that carries demo-backend code, and why.
 * Source maps are left out: they are not served (and quote the sources).
 */
export function findDemoCode(outDir) {
  const found = [];
  for (const file of files(outDir).filter((path) => !path.endsWith('.map'))) {
    if (file.endsWith('mockServiceWorker.js')) found.push(`${file}: the MSW worker file`);
    const text = readFileSync(file, 'latin1');
    for (const marker of markers) {
      if (text.includes(marker)) found.push(`${file}: contains "${marker}"`);
    }
  }
  return found;
}

/** Prints what was found and exits 1, or says the build is clean. */
export function reportDemoCode(found) {
  if (found.length > 0) {
    console.error('The production build contains demo-backend code:\n' + found.join('\n'));
    process.exit(1);
  }
  console.log('Production build checked: no demo-backend or MSW code.');
}
