#!/usr/bin/env node
// `npm run sentry:sourcemaps` (issue 30): the production build with source
// maps for error reporting, not for the public. Builds into dist/ (or
// --out-dir) with hidden source maps (no sourceMappingURL comment, so no
// browser asks for them), uploads them to Sentry for the build's release
// with sentry-cli, then deletes them from the build: the image never holds
// one, and nginx answers 404 to any *.map anyway (deploy/nginx).
//
// Runs only with a token: SENTRY_AUTH_TOKEN (a secret: never a VITE_
// variable, never in the bundle), SENTRY_ORG and SENTRY_PROJECT, plus the
// build's own VITE_API_URL, VITE_SENTRY_DSN and VITE_SENTRY_RELEASE (the
// release the reports carry, which the maps are uploaded for).
// docs/error-reporting.md explains the whole set-up.
//
//   SENTRY_AUTH_TOKEN=… SENTRY_ORG=… SENTRY_PROJECT=… VITE_SENTRY_RELEASE=… \
//     VITE_SENTRY_DSN=… VITE_API_URL=… npm run sentry:sourcemaps [-- --out-dir dist]
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { 'out-dir': { type: 'string', default: 'dist' } } });
const outDir = values['out-dir'];

/** sentry-cli's version: fetched by npx when the script runs, not a dependency of the app. */
const SENTRY_CLI = '@sentry/cli@3';

const required = [
  'SENTRY_AUTH_TOKEN',
  'SENTRY_ORG',
  'SENTRY_PROJECT',
  'VITE_API_URL',
  'VITE_SENTRY_DSN',
  'VITE_SENTRY_RELEASE',
];
const missing = required.filter((name) => !process.env[name]?.trim());
if (missing.length > 0) {
  console.error(
    `sentry:sourcemaps needs ${missing.join(', ')} (docs/error-reporting.md). Nothing was built or uploaded.`,
  );
  process.exit(1);
}
if (
  Object.keys(process.env).some((name) => name.startsWith('VITE_') && /TOKEN|SECRET/i.test(name))
) {
  console.error(
    'A VITE_ variable looks like a secret: VITE_ variables end up in the public bundle.',
  );
  process.exit(1);
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit code ${String(result.status)}).`);
    process.exit(result.status ?? 1);
  }
}

const release = process.env.VITE_SENTRY_RELEASE.trim();
run(process.execPath, [
  'node_modules/vite/bin/vite.js',
  'build',
  '--sourcemap',
  'hidden',
  '--outDir',
  outDir,
  '--emptyOutDir',
]);
const assets = join(outDir, 'assets');
run('npx', [
  '--yes',
  SENTRY_CLI,
  'sourcemaps',
  'upload',
  '--release',
  release,
  '--url-prefix',
  '~/assets',
  assets,
]);

const maps = readdirSync(assets).filter((file) => file.endsWith('.map'));
for (const file of maps) rmSync(join(assets, file));
console.log(
  `Uploaded ${String(maps.length)} source maps for ${release} and removed them from ${outDir}.`,
);
