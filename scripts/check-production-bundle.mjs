// Builds the app as production would (VITE_API_URL set, no demo mode) into a
// temporary folder and fails if any demo-backend code or MSW made it into it.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildProduction } from './lib/route-bundles.mjs';

const { outDir } = buildProduction();

/** Strings that only the demo backend or MSW contain. */
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

const found = [];
for (const file of files(outDir)) {
  if (file.endsWith('mockServiceWorker.js')) found.push(`${file}: the MSW worker file`);
  const text = readFileSync(file, 'latin1');
  for (const marker of markers) {
    if (text.includes(marker)) found.push(`${file}: contains "${marker}"`);
  }
}
rmSync(outDir, { recursive: true, force: true });

if (found.length > 0) {
  console.error('The production build contains demo-backend code:\n' + found.join('\n'));
  process.exit(1);
}
console.log('Production build checked: no demo-backend or MSW code.');
