// What each route of the app downloads before it shows, read off a production
// build: shared by `npm run bench` (reports) and `npm run check:size` (budgets).
//
//   const build = buildProduction({ sourcemap: true });
//   const rows = routeBundles(build, readRoutes());   // files, JS and CSS raw/gzip
//   build.remove();
//
// A route's first load is the entry chunk, the route's lazy screen, its lazy
// layout and, for a logged-in route, the lazy avatar menu, each with every
// chunk it imports statically and their CSS (the Vite manifest's closure).
// Images, fonts and API calls are not in it: the bench counts those in the
// browser.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The project's root folder (absolute, no trailing separator). */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '');

/** The API origin a production build talks to (as in scripts/check-production-bundle.mjs). */
export const apiUrl = 'https://api.pymesdigitales.cl/';

/** Routes a visitor without a session can open: the performance budgets are about these. */
export const isPublicAccess = (access) => access === 'public' || access === 'guest';

/** The lazy layouts (src/app/routing/build-routes.tsx); the others are in the entry chunk. */
const lazyLayoutModules = {
  entrepreneur: 'src/app/layouts/entrepreneur-layout.tsx',
  admin: 'src/app/layouts/admin-layout.tsx',
};

/** The avatar menu, loaded lazily by the top bar once a user is logged in. */
const userMenuModule = 'src/app/layouts/user-menu.tsx';

/** Values put in a path's parameters to open it (`/accountConfirm/:token`). */
const sampleParams = { token: 'bench-sample-token' };

/** `/resetPassword/:token` → `/resetPassword/bench-sample-token`. */
export function samplePath(path) {
  return path.replace(/:(\w+)/g, (_match, name) => sampleParams[name] ?? `sample-${name}`);
}

/**
 * Builds the app as production does (VITE_API_URL set, no demo mode) into a new
 * temporary folder, with a Vite manifest, and with source maps when asked
 * (`vite build --sourcemap`, so the config is untouched). `api`: the
 * VITE_API_URL to build with (the bench's logged-in mode uses a stand-in);
 * `minify: false` keeps the names (the first-load profile's --unminified). Stops the process
 * with the build's exit code when the build fails.
 */
export function buildProduction({ sourcemap = false, api = apiUrl, minify = true } = {}) {
  const outDir = mkdtempSync(join(tmpdir(), 'pymes-route-bundles-'));
  const build = spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--manifest',
      ...(sourcemap ? ['--sourcemap'] : []),
      ...(minify ? [] : ['--minify', 'false']),
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    {
      cwd: projectRoot,
      stdio: 'inherit',
      env: { ...process.env, VITE_API_URL: api },
    },
  );
  if (build.status !== 0) {
    rmSync(outDir, { recursive: true, force: true });
    console.error(`\nThe production build failed (exit code ${String(build.status)}).`);
    process.exit(build.status ?? 1);
  }
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  return {
    outDir,
    manifest,
    sourcemap,
    remove: () => {
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** A source file's text, by its path from the project root. */
const readSource = (path) => readFileSync(join(projectRoot, path), 'utf8');

/** The manifest key of a source module written without its extension. */
function moduleKey(withoutExtension) {
  const candidates = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map(
    (extension) => `${withoutExtension}${extension}`,
  );
  return candidates.find((candidate) => existsSync(join(projectRoot, candidate))) ?? candidates[0];
}

/**
 * The routes of src/app/routing/route-table.ts, in its order: path, access,
 * layout, the source module of the screen, and the other lazy modules the
 * route needs before it shows (its layout, the avatar menu). Read from the
 * source text, so it fails loudly when the table's shape changes.
 */
export function readRoutes() {
  const pathOf = Object.fromEntries(
    [...readSource('src/config/paths.ts').matchAll(/^\s+(\w+): '([^']+)',$/gm)].map((match) => [
      match[1],
      match[2],
    ]),
  );
  const table = readSource('src/app/routing/route-table.ts');
  // Each entry runs from its `path: paths.x` to the next one.
  const starts = [...table.matchAll(/path: paths\.(\w+),/g)];
  if (starts.length === 0) {
    throw new Error(
      'No `path: paths.x` entry found in src/app/routing/route-table.ts: update scripts/lib/route-bundles.mjs.',
    );
  }
  return starts.map((match, index) => {
    const entry = table.slice(match.index, starts[index + 1]?.index ?? table.length);
    const path = pathOf[match[1]];
    const access = /access: '(\w+)'/.exec(entry)?.[1];
    const layout = /layout: '(\w+)'/.exec(entry)?.[1];
    if (!path || !access || !layout) {
      throw new Error(
        `Could not read the route table entry for paths.${match[1]} (path, access or layout): update scripts/lib/route-bundles.mjs.`,
      );
    }
    // `screen: () => import('@/features/…')` or `import('../pages/…')` (from src/app/routing).
    const screen = /screen: \(\) =>\s*import\('(@\/|\.\.\/)([^']+)'\)/.exec(entry);
    if (!screen && entry.includes('screen:')) {
      throw new Error(
        `Could not read the screen module of ${path} in the route table: update scripts/lib/route-bundles.mjs.`,
      );
    }
    const module = screen
      ? moduleKey(`src/${screen[1] === '@/' ? '' : 'app/'}${screen[2]}`)
      : undefined;
    const needs = [
      ...(lazyLayoutModules[layout] ? [lazyLayoutModules[layout]] : []),
      ...(isPublicAccess(access) ? [] : [userMenuModule]),
    ];
    return { path, access, layout, module, needs, isPublic: isPublicAccess(access) };
  });
}

/** Every file a manifest chunk needs before it runs: itself, its static imports, their CSS. */
function closure(manifest, key, files) {
  const chunk = manifest[key];
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
}

/**
 * A built file's bytes as production serves them: without the trailing
 * source-map comment that `--sourcemap` adds, so that a build with source
 * maps measures the same as one without.
 */
function servedContent(outDir, file) {
  const content = readFileSync(join(outDir, file));
  const text = content.toString('latin1');
  const comment = /\n?(?:\/\/# sourceMappingURL=[^\n]*|\/\*# sourceMappingURL=[^\n]*\*\/)\s*$/.exec(
    text,
  );
  return comment ? content.subarray(0, comment.index) : content;
}

/**
 * Per route: the files of its first load (entry first), and their JS and CSS
 * sizes, raw and gzipped (gzip level 6, each file on its own, as Vite reports).
 */
export function routeBundles(build, routes) {
  const { outDir, manifest } = build;
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entryKeys.length !== 1) {
    throw new Error(`Expected one entry chunk in the manifest, found ${String(entryKeys.length)}.`);
  }
  const sizeCache = new Map();
  const sizes = (file) => {
    if (!sizeCache.has(file)) {
      const content = servedContent(outDir, file);
      sizeCache.set(file, { raw: content.length, gzip: gzipSync(content).length });
    }
    return sizeCache.get(file);
  };
  const total = (files, extension) =>
    files
      .filter((file) => file.endsWith(extension))
      .reduce(
        (sum, file) => ({ raw: sum.raw + sizes(file).raw, gzip: sum.gzip + sizes(file).gzip }),
        { raw: 0, gzip: 0 },
      );

  const entryFiles = new Set();
  closure(manifest, entryKeys[0], entryFiles);
  return routes.map((route) => {
    const files = new Set(entryFiles);
    for (const key of [route.module, ...route.needs].filter(Boolean)) {
      if (!manifest[key]) {
        throw new Error(
          `${route.path}: ${key} is not a chunk of the build (renamed or no longer lazy?): update scripts/lib/route-bundles.mjs.`,
        );
      }
      closure(manifest, key, files);
    }
    const list = [...files];
    return { route, files: list, js: total(list, '.js'), css: total(list, '.css') };
  });
}

/** The JS and CSS gzip of the entry chunk and its static imports, which every route loads. */
export function sharedBundle(build) {
  return routeBundles(build, [{ path: '(entry)', needs: [] }])[0];
}

/**
 * The source modules bundled in a built JS file, from its source map (build
 * with `sourcemap: true`): paths from the project root with `/` separators
 * (`src/features/auth/login-form.tsx`, `node_modules/axios/lib/axios.js`).
 * A chunk of bundler code only (rolldown's runtime) has no map and no module.
 */
export function sourceModules(build, file) {
  if (!build.sourcemap) {
    throw new Error('No source maps in this build: use buildProduction({ sourcemap: true }).');
  }
  const mapFile = join(build.outDir, `${file}.map`);
  if (!existsSync(mapFile)) {
    if (readFileSync(join(build.outDir, file), 'latin1').includes('sourceMappingURL=')) {
      throw new Error(`${file} names a source map that is not in the build.`);
    }
    return [];
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const base = resolve(dirname(mapFile), map.sourceRoot ?? '');
  return map.sources.map((source) =>
    relative(projectRoot, resolve(base, source)).split(sep).join('/'),
  );
}

/** Bytes as kB of 1000 bytes, one decimal (as Vite reports sizes). */
export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** A Markdown table, columns padded so it reads as well in a terminal as in the README. */
export function markdownTable(header, rows, align = []) {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_cell, column) =>
    Math.max(3, ...cells.map((row) => row[column].length)),
  );
  const pad = (cell, column) =>
    align[column] === 'right' ? cell.padStart(widths[column]) : cell.padEnd(widths[column]);
  const line = (row) => `| ${row.map(pad).join(' | ')} |`;
  const rule = widths.map((width, column) =>
    align[column] === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width),
  );
  return [line(cells[0]), `| ${rule.join(' | ')} |`, ...cells.slice(1).map(line)].join('\n');
}
