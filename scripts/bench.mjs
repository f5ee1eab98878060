// `npm run bench`: what each route downloads in a production build.
// Builds with a Vite manifest into a temporary folder, then, for every route
// of src/app/routing/route-table.ts, adds up the entry chunk, the route's lazy
// screen and everything they import statically (JS and CSS), raw and gzipped.
// Budgets live in the issue tracker, not here: this only reports.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');

const outDir = mkdtempSync(join(tmpdir(), 'pymes-bench-'));
const build = spawnSync(
  process.execPath,
  [
    'node_modules/vite/bin/vite.js',
    'build',
    '--manifest',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'error',
  ],
  { stdio: 'inherit', env: { ...process.env, VITE_API_URL: 'https://api.pymesdigitales.cl/' } },
);
if (build.status !== 0) process.exit(build.status ?? 1);
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));

// Route path → the source module of its screen, read from the route table.
const pathsSource = read('src/config/paths.ts');
const pathOf = Object.fromEntries(
  [...pathsSource.matchAll(/^\s+(\w+): '([^']+)',$/gm)].map((match) => [match[1], match[2]]),
);
const tableSource = read('src/app/routing/route-table.ts');
/** The layouts that load lazily (src/app/routing/build-routes.tsx). */
const layoutModules = {
  entrepreneur: 'src/app/layouts/entrepreneur-layout.tsx',
  admin: 'src/app/layouts/admin-layout.tsx',
};
// Each entry runs from its `path: paths.x` to the next one; its screen is the
// module its `screen: () => import('@/…')` loads.
const entries = [...tableSource.matchAll(/path: paths\.(\w+),/g)];
const routes = entries.map((match, index) => {
  const entry = tableSource.slice(match.index, entries[index + 1]?.index ?? tableSource.length);
  const screen = /screen: \(\) =>\s*import\('(@\/|\.\.\/)([^']+)'\)/.exec(entry);
  const module = screen ? `src/${screen[1] === '@/' ? '' : 'app/'}${screen[2]}.tsx` : undefined;
  const layout = /layout: '(\w+)'/.exec(entry)?.[1];
  const access = /access: '(\w+)'/.exec(entry)?.[1];
  // What else a route needs before it shows: its lazy layout, and for a
  // logged-in user the avatar menu (lazy too).
  const extra = [
    ...(layoutModules[layout] ? [layoutModules[layout]] : []),
    ...(access !== 'public' && access !== 'guest' ? ['src/app/layouts/user-menu.tsx'] : []),
  ];
  return { path: pathOf[match[1]] ?? match[1], module, extra };
});

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** Every file a chunk needs before it runs: itself, its static imports, their CSS. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const content = readFileSync(join(outDir, file));
    sizeCache.set(file, { raw: content.length, gzip: gzipSync(content).length });
  }
  return sizeCache.get(file);
}

// kB of 1000 bytes, as Vite reports sizes.
const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(7);
function total(files, extension) {
  return [...files]
    .filter((file) => file.endsWith(extension))
    .reduce(
      (sum, file) => ({ raw: sum.raw + sizes(file).raw, gzip: sum.gzip + sizes(file).gzip }),
      {
        raw: 0,
        gzip: 0,
      },
    );
}

const entryFiles = closure(entryKey);
const rows = routes.map(({ path, module, extra }) => {
  const files = new Set(entryFiles);
  for (const key of [module, ...extra]) if (key && manifest[key]) closure(key, files);
  const js = total(files, '.js');
  const css = total(files, '.css');
  return { path, js, css, chunks: files.size };
});

const width = Math.max(...rows.map((row) => row.path.length), 5);
console.log(`\nWhat each route downloads (production build, before images and API calls), kB:\n`);
console.log(`${'route'.padEnd(width)}   JS raw  JS gzip  CSS raw CSS gzip  files`);
for (const row of rows) {
  console.log(
    `${row.path.padEnd(width)} ${kb(row.js.raw)}  ${kb(row.js.gzip)}  ${kb(row.css.raw)}  ${kb(row.css.gzip)}  ${String(row.chunks).padStart(5)}`,
  );
}
const entry = total(entryFiles, '.js');
console.log(
  `\nShared by every route (entry chunk and its imports): ${kb(entry.gzip).trim()} kB JS gzip.`,
);
rmSync(outDir, { recursive: true, force: true });
