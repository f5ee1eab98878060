/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { previewLikeNginxPlugin, routePreloadPlugin } from './scripts/vite-route-preload';
import { pageHtmlPlugin } from './scripts/vite-page-html.js';
import { siteContentPlugin } from './scripts/vite-site-content.js';

/**
 * Demo mode only: serves and emits MSW's service worker, taken from the
 * installed msw package, so that it always matches the library version and
 * never lands in public/ (and so never in a production build).
 */
function demoServiceWorker(): Plugin {
  const workerPath = fileURLToPath(
    new URL('./node_modules/msw/lib/mockServiceWorker.js', import.meta.url),
  );
  const fileName = 'mockServiceWorker.js';
  return {
    name: 'demo-service-worker',
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(workerPath));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: readFileSync(workerPath, 'utf8') });
    },
  };
}

/** What rolldown tells a chunk-name function about the module graph. */
interface ChunkingContext {
  getModuleInfo(moduleId: string): {
    isEntry: boolean;
    importers: readonly string[];
    importedIds: readonly string[];
  } | null;
}

/**
 * Names the one chunk of everything the entry imports statically: React,
 * React Router, Redux Toolkit, the store, the public layouts. Left alone, the
 * bundler splits that graph into a dozen small chunks (each piece that a lazy
 * screen also imports gets its own), and a public page needed 20 requests
 * before it showed. With this group it needs the HTML, the CSS, this chunk
 * and its screen's chunk. Code only lazy screens import stays in their chunks.
 */
function entryGraphChunk(): (moduleId: string, context: ChunkingContext) => string | null {
  let entryGraph: Set<string> | null = null;
  const collect = (id: string, context: ChunkingContext, into: Set<string>) => {
    const pending = [id];
    while (pending.length > 0) {
      const next = pending.pop() as string;
      if (into.has(next)) continue;
      into.add(next);
      pending.push(...(context.getModuleInfo(next)?.importedIds ?? []));
    }
  };
  const findEntries = (id: string, context: ChunkingContext): string[] => {
    const seen = new Set<string>();
    const entries: string[] = [];
    const pending = [id];
    while (pending.length > 0) {
      const next = pending.pop() as string;
      if (seen.has(next)) continue;
      seen.add(next);
      const info = context.getModuleInfo(next);
      if (info?.isEntry) entries.push(next);
      pending.push(...(info?.importers ?? []));
    }
    return entries;
  };
  return (moduleId, context) => {
    // Rolldown's own runtime helpers are used by every chunk.
    if (moduleId.includes('rolldown/runtime')) return 'index';
    // Issue 37: whether the call's applications are open and the "Postula tu
    // pyme" link, read by the home page, the programme pages and /login: under
    // 1 kB, which alone would be one more request for each of them.
    if (/\/src\/(components\/apply-link|lib\/programme-call)\.tsx?$/.test(moduleId)) {
      return 'index';
    }
    if (!entryGraph) {
      const entries = findEntries(moduleId, context);
      if (entries.length === 0) return null;
      entryGraph = new Set();
      for (const entry of entries) collect(entry, context, entryGraph);
    }
    return entryGraph.has(moduleId) ? 'index' : null;
  };
}

/**
 * React Router 7's package exports point every condition at its development
 * build (remix-run/react-router#12532, #14753): the same code with its
 * development warnings switched on. A build takes the production files
 * instead; the dev server and the tests keep the warnings.
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
    ),
  },
];

/**
 * The screen tests the spec's readings do not run: screens that call nothing
 * whose reading differs between the backends (the token calls, the route
 * table, the bars, the error screens, the public pages, the multipart line
 * form), and the spec-backend tests, which set their reading themselves:
 * once is enough.
 */
/**
 * The screens whose behaviour differs between the demo backend's readings
 * (src/mocks/readings.ts): lists paged or not, filters honoured or not,
 * relations nested or uuid-only, ids absent, writes answering the record, a
 * message or nothing. They run in every reading; the rest (guards, layouts,
 * the public site, the refresh queue, the forms' own rules, the account
 * pages, whose writes' answers are never read; the walks' bounds, which
 * their unit tests hold against any page size) once, in `full`.
 * `spec-backend.test.tsx` and `other-backend.test.tsx` set their reading
 * themselves, so they run once too.
 */
const readingScreens = [
  'tests/integration/pymes/{pymes-page,pyme-filters,bulk-actions,export-pymes,export-xlsx,programme-overview,pyme-page,pyme-evaluations,pyme-answers,pyme-timeline}.test.tsx',
  'tests/integration/training-lines/training-lines-page.test.tsx',
  'tests/integration/entrepreneur/{dashboard,my-training-lines,profile}.test.tsx',
  'tests/integration/admins/admins-page.test.tsx',
  'tests/integration/connection/connection-page.test.tsx',
];

/**
 * The screens a DRF project left at its defaults shows differently (the
 * `drf` reading, issue 45): the registration and the pyme under the spec's
 * other names, absolute file URLs, moments in UTC and lists that ignore
 * `is_active`. Run with the browser in Chile's time zone, so that a moment
 * shown as written instead of as the user's time fails.
 */
/**
 * The test files that replace a module with `vi.mock`: a mock applies to a
 * module not yet imported, so these run with modules of their own (the
 * `full-isolated` project), not sharing a worker's (`isolate: false`).
 */
const mockingFiles = [
  'tests/integration/site-content.test.tsx',
  'tests/integration/public-site.test.tsx',
  'tests/unit/diagnostics/typeform-widget.test.tsx',
];

const drfScreens = [
  'tests/integration/account/registration.test.tsx',
  'tests/integration/pymes/{pymes-page,pyme-filters,pyme-page}.test.tsx',
  'tests/integration/training-lines/{training-lines-page,training-line-form}.test.tsx',
  'tests/integration/entrepreneur/{dashboard,my-training-lines,profile}.test.tsx',
  'tests/integration/connection/*.test.tsx',
];

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    mode === 'demo' ? demoServiceWorker() : null,
    pageHtmlPlugin(),
    // /dashboard and /formation name their chunks in their own HTML (issue 39).
    routePreloadPlugin(),
    previewLikeNginxPlugin(),
    // The organisation's content file, checked (docs/deployment.md).
    siteContentPlugin(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@tests', replacement: fileURLToPath(new URL('./tests', import.meta.url)) },
      ...(command === 'build' && mode !== 'development' ? reactRouterProduction : []),
    ],
  },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3's Sass (src/styles/bootstrap.scss) uses @import, global
        // functions (map-get…), red()/green()/blue() and the old if(): Dart
        // Sass prints a deprecation warning for each use on every build.
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    sourcemap: false,
    rolldownOptions: {
      // Sass takes a few seconds per build; the timing notice that prints is noise.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          // Chunks by purpose, not by component (issue 27): left alone, every
          // piece two lazy screens share becomes a file of its own (reactstrap's
          // Label, Button, Alert… each one request of under 3 kB). Groups take
          // their modules, and the modules those import, by priority: a module
          // two groups need goes in the higher one, and a group's chunk then
          // imports it from there. So what both a form's fields and its rules
          // read sits in `ui`, above both: in either, the other would download
          // the whole chunk.
          groups: [
            { name: entryGraphChunk(), debugName: 'entry graph', priority: 100 },
            // The public pages' small shared pieces (hero, figures, back link)
            // in one chunk rather than one request each.
            {
              name: 'public-site',
              test: /\/src\/features\/public-site\/components\/(?!programme-page)/,
              priority: 90,
            },
            // What every screen with a card or a message uses: reactstrap's
            // alerts, badges, buttons, cards and spinners (with their fade;
            // the demo's panel its badge and button); the
            // API's error helpers and the account pages' reading of server
            // errors with their words (spec §8), which screens read without
            // calling or without a form (/accountConfirm/:token); the
            // leaves of the rules that the edge reads too (the line
            // statuses' list, the training line's weightings and image
            // formats); the lists' loading skeleton. Not the forms' own
            // words (issue 39): /dashboard and /formation have no form.
            {
              name: 'ui',
              test: /\/node_modules\/(react-transition-group|dom-helpers|classnames)\/|\/node_modules\/reactstrap\/esm\/(Alert|Badge|Button|Card|CardBody|Fade|Spinner|utils)\.js|\/src\/api\/api-error\.ts|\/src\/components\/loading-skeleton|\/src\/features\/account\/server-errors\.ts|\/src\/validation\/(server-messages|data\/line-status|training-line-rules)\.ts/,
              priority: 88,
            },
            // What a form route shows before anyone types: Formik,
            // reactstrap's form controls (issue 46: in `ui` they were 2 kB of
            // /dashboard's and /formation's first load, which have no field;
            // the lists' search box draws plain elements), the form
            // fields, what forms share (card, submit button, server errors,
            // the step wizard, the deferred call and schema), the guest
            // forms' small parts, and the words and leaves of the rules that
            // fields and schemas both read (the Spanish messages, the
            // password rules, the RUT helpers, the positions' list).
            {
              name: 'forms',
              test: /\/node_modules\/(formik|tiny-warning|react-fast-compare|hoist-non-react-statics|deepmerge|lodash(-es)?)\/|\/node_modules\/reactstrap\/esm\/(Form|FormFeedback|FormGroup|FormText|Input|Label)\.js|\/src\/validation\/(messages|password-rules|rut|data\/positions)\.ts|\/src\/components\/form\/(?!region-commune)|\/src\/components\/(form-card|submit-button|server-error-alert|wizard\/)|\/src\/api\/use-deferred-mutation|\/src\/features\/account\/components\/(email-request-form|new-password-form)|\/src\/features\/auth\/(?!pages\/|login-schema)/,
              priority: 87,
            },
            // Dialogs: reactstrap's modal and the dialog header. /register
            // opens on its privacy dialog, /dashboard on its recommendation,
            // and the admin screens use them, without Formik.
            {
              name: 'dialogs',
              test: /\/node_modules\/reactstrap\/esm\/(Modal|ModalHeader|ModalBody|ModalFooter|Portal)\.js|\/src\/components\/dialog-header/,
              priority: 86,
            },
            // Chile's regions and communes: what the address fields and their
            // rules read, and the programme's overview orders its regions by
            // (issue 39: in `rules`, it brought the overview yup, and the
            // forms' words with it).
            {
              name: 'regions',
              test: /\/src\/validation\/data\/regions\.ts/,
              priority: 85,
            },
            // The comparisons of a RUT and an e-mail (issue 45): the edge checks
            // a save's values with them, so they go with the admin's lists, not
            // with the forms' code they are also part of.
            {
              name: 'same-values',
              test: /\/src\/validation\/same-(rut|email)\.ts/,
              priority: 89,
            },
            // What forms validate with: yup, the field rules (with the regions
            // and communes) and the guest forms' schemas. The guest forms load
            // it when a field first gets the focus (`useDeferredSchema`). The
            // answers are read by the edge's plain functions, without yup.
            {
              name: 'rules',
              test: /\/node_modules\/(yup|property-expr|tiny-case|toposort)\/|\/src\/features\/(auth|account)\/[\w-]+-schema\.ts|\/src\/validation\/(fields|region-rules)\.ts/,
              priority: 84,
            },
            // Pieces of a kB or less that several guest pages share (the
            // message card of the confirmation pages, the registration wizard's
            // state, the privacy policy's text): one file rather than three.
            {
              name: 'guest-pages',
              test: /\/src\/components\/message-card|\/src\/features\/account\/registration-slice|\/src\/config\/privacy-policy/,
              priority: 78,
            },
            // The HTTP layer: RTK Query, axios, the token cookies and the API
            // modules (not the session slice, which the entry has, nor the
            // error helpers pages read without calling), with the edge's
            // reading primitives, the session's own resource (users) and what
            // the base query learns of the backend (detections, resources);
            // the other resources of the edge go with the screens that read them.
            // Also the root layout's `SessionProfile`, which keeps a session's
            // profile subscribed (issue 46: in a chunk of its own it was one more
            // request before a signed-in page's data).
            {
              name: 'http',
              test: /\/node_modules\/(axios|js-cookie|@reduxjs\/toolkit\/dist\/query)\/|\/src\/api\/(?!session-slice|api-error|use-deferred-mutation|walk-list|filter-support|edge\/(?!read|answers|users|detections|resources))|\/src\/features\/account\/account-api|\/src\/app\/routing\/session-profile\.tsx/,
              priority: 60,
            },
            // What the logged-in screens share besides the HTTP layer: the
            // stored images, the short and long dates (written by hand, without
            // date-fns since issue 46: its numeric formatter stays with the
            // admin screens that use it), the entrepreneur's endpoints with
            // the edge's resources they read, and their load error (issue 28: one file instead of eight of under
            // 2 kB each). Below `http`: above, it would take the HTTP
            // layer in as its endpoints' dependency. Nothing the demo backend
            // imports at boot may sit here: this chunk imports `http`.
            {
              name: 'signed-in',
              test: /\/src\/components\/media-image|\/src\/lib\/(media-url|dates)\.ts|\/src\/features\/diagnostics\/(navigation-state\.ts|diagnostics-api\.ts|components\/evaluations-load-failed)|\/src\/features\/training-lines\/training-lines-api\.ts|\/src\/api\/edge\/(diagnostics|training-lines|associations|line-status-choice|media)\.ts/,
              priority: 55,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./tests/testing/setup.ts'],
    css: false,
    restoreMocks: true,
    // Only stops a test that hangs: a screen test waits for conditions, and a
    // long one (cache-tags.test.tsx walks the workspace's pages, 7 s on an idle
    // machine) took over 30 s on the same 2 cores under load. As in
    // Playwright, a test must not fail for being slow (docs/testing.md).
    testTimeout: 120_000,
    env: {
      VITE_API_URL: 'http://api.test',
    },
    // The test files of a worker share their modules (issue 47): each file
    // still gets a fresh jsdom, a fresh store per test (renderApp) and the
    // demo backend reset before each test (tests/testing/setup.ts), but the
    // app's modules are imported once per worker instead of once per file,
    // which halved the Vitest stage. A file that replaces a module with
    // `vi.mock` needs its own modules: it goes in `mockingFiles`.
    isolate: false,
    // Two workers on two cores: about a fifth less time than one (measured on
    // two of the slowest files, 81 s → 63 s); no test depends on speed.
    maxWorkers: 2,
    // Every project takes every option above (`extends: true`); each has its own
    // `include` (an inherited array would be joined to it, not replaced).
    projects: [
      // The demo backend serves the full API (docs/api-contract.md). DEMO_READING is
      // set so that one in the shell cannot switch these tests to another reading.
      {
        extends: true,
        test: {
          name: 'full',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
          exclude: mockingFiles,
          env: { DEMO_READING: 'full' },
        },
      },
      // The files that replace a module with `vi.mock`, each with modules of its own.
      {
        extends: true,
        test: {
          name: 'full-isolated',
          include: mockingFiles,
          isolate: true,
          env: { DEMO_READING: 'full' },
        },
      },
      // The screens against a demo backend that serves only the spec's API
      // (src/mocks/readings.ts), to show where the app depends on our readings.
      {
        extends: true,
        test: {
          name: 'spec-only',
          include: readingScreens,
          env: { DEMO_READING: 'spec-only' },
        },
      },
      // The same screens against the other plausible DRF reading of the spec's gaps.
      {
        extends: true,
        test: {
          name: 'other',
          include: readingScreens,
          env: { DEMO_READING: 'other' },
        },
      },
      // A DRF project at its defaults (issue 45), with the browser in Chile.
      {
        extends: true,
        test: {
          name: 'drf',
          include: drfScreens,
          env: { DEMO_READING: 'drf', TZ: 'America/Santiago' },
        },
      },
    ],
  },
}));
