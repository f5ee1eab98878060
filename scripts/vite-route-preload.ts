/**
 * Production builds only (issue 39): the entrepreneur's pages that read data
 * as they open, /dashboard and /formation, get an HTML file of their own,
 * `dashboard/index.html` and `formation/index.html`: the built index.html with
 * the route's chunks named as `<link rel="modulepreload">` in its <head>.
 *
 * Without them, the browser learns of the route's code (its screen, its
 * layout, the avatar menu and the HTTP layer they import) only once the entry
 * has downloaded and run, and the page's API calls wait for the HTTP layer:
 * two waits in a row on a phone's network. With them, everything downloads
 * at once, and the calls start as soon as the entry runs. nginx serves
 * `<path>/index.html` when it exists (deploy/nginx/default.conf.template);
 * every other route keeps index.html. Nothing inline is added: the CSP is
 * `script-src 'self'`.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { builtIndexHtml } from './vite-page-html.js';

/** What this plugin reads of the bundle's outputs (a chunk's; an asset has none of the optional ones). */
interface Output {
  type: string;
  fileName: string;
  isEntry?: boolean;
  imports?: readonly string[];
  moduleIds?: readonly string[];
}
type Bundle = Readonly<Record<string, Output>>;

/** The routes that get their own HTML, and the modules each shows before its first paint. */
export const preloadedRoutes = [
  {
    path: '/dashboard',
    modules: [
      'src/features/diagnostics/pages/dashboard-page.tsx',
      'src/app/layouts/entrepreneur-layout.tsx',
      'src/app/layouts/user-menu.tsx',
    ],
  },
  {
    path: '/formation',
    modules: [
      'src/features/training-lines/pages/my-training-lines-page.tsx',
      'src/app/layouts/entrepreneur-layout.tsx',
      'src/app/layouts/user-menu.tsx',
    ],
  },
] as const;

/** A chunk and every chunk it imports statically (file names). */
function closure(bundle: Bundle, fileName: string, files: Set<string>): void {
  if (files.has(fileName)) return;
  files.add(fileName);
  for (const imported of bundle[fileName]?.imports ?? []) closure(bundle, imported, files);
}

/**
 * The JS files a route needs beyond what index.html already loads (the entry
 * and its static imports), in a stable order.
 */
export function routeChunks(bundle: Bundle, root: string, modules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry === true);
  if (!entry) throw new Error('route-preload: the build has no entry chunk.');
  const entryFiles = new Set<string>();
  closure(bundle, entry.fileName, entryFiles);
  const files = new Set<string>();
  for (const module of modules) {
    const id = join(root, module);
    const chunk = chunks.find((candidate) => candidate.moduleIds?.includes(id));
    if (!chunk) {
      throw new Error(
        `route-preload: ${module} is in no chunk of the build (renamed?): update scripts/vite-route-preload.ts.`,
      );
    }
    closure(bundle, chunk.fileName, files);
  }
  return [...files].filter((file) => !entryFiles.has(file)).sort();
}

/** index.html with a modulepreload link per file, at the end of its <head>. */
export function withModulePreloads(
  indexHtml: string,
  files: readonly string[],
  base = '/',
): string {
  const head = /\n([ \t]*)<\/head>/.exec(indexHtml);
  if (!head) throw new Error('route-preload: index.html has no </head>.');
  const indent = `${head[1] ?? ''}  `;
  const links = files
    .map((file) => `\n${indent}<link rel="modulepreload" crossorigin href="${base}${file}">`)
    .join('');
  return `${indexHtml.slice(0, head.index)}${links}${indexHtml.slice(head.index)}`;
}

/** The Vite plugin: emits `<path>/index.html` for each route of `preloadedRoutes`. */
export function routePreloadPlugin(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'route-preload',
    apply: 'build',
    // After Vite's own HTML plugin has written the final index.html into the bundle.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const indexHtml = builtIndexHtml(bundle);
      if (indexHtml === null) {
        this.error('route-preload: the build has no index.html to copy for its routes.');
      }
      for (const route of preloadedRoutes) {
        const files = routeChunks(bundle, root, route.modules);
        this.emitFile({
          type: 'asset',
          fileName: `${route.path.slice(1)}/index.html`,
          source: withModulePreloads(indexHtml, files, base),
        });
      }
    },
  };
}

/**
 * `vite preview` (the bench, the e2e runs) serves a page's own HTML as nginx
 * does (`try_files $uri $uri/index.html /index.html`, and `/` its home file): `/dashboard` gets
 * `dashboard/index.html` when the build has one, `/compite` its page's file;
 * without this, preview answered index.html, and the bench measured a page
 * without its preloads.
 */
export function previewLikeNginxPlugin(): Plugin {
  return {
    name: 'preview-like-nginx',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        const [path = '/', query] = (request.url ?? '/').split('?');
        const search = query === undefined ? '' : `?${query}`;
        // nginx's `location = /`: the home page's own file.
        if (
          request.method === 'GET' &&
          path === '/' &&
          existsSync(join(outDir, 'index.home.html'))
        ) {
          request.url = `/index.home.html${search}`;
        } else if (
          request.method === 'GET' &&
          /^\/[\w-]+(\/[\w-]+)*$/.test(path) &&
          existsSync(join(outDir, path, 'index.html'))
        ) {
          request.url = `${path}/index.html${search}`;
        }
        next();
      });
    },
  };
}
