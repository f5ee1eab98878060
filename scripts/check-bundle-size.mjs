// `npm run check:size`: fails when a route's first load grows past its budget
// (issue 18). Sizes only, no timing, so the result is the same on every
// machine: one production build (VITE_API_URL set, with source maps, in a
// temporary folder), then, per route, the gzipped JS and CSS of its first load
// (scripts/lib/route-bundles.mjs) against the budgets below, and the source
// modules of every first-load chunk of a public route (from the source maps)
// against the admin and entrepreneur code. The same build is also checked for
// demo-backend code (check:bundle's check), so `npm test` builds production once.
//
// The budgets are here rather than in a JSON file: each override says why it
// is there in a comment (JSON has none), and a budget change is one diff in
// the file that applies it.
import { findDemoCode } from './lib/demo-markers.mjs';
import {
  buildProduction,
  kB,
  markdownTable,
  readRoutes,
  routeBundles,
  sourceModules,
} from './lib/route-bundles.mjs';

const KB = 1000;

/** Issue 18: every public route's first load, gzipped. */
const publicJsBudget = 125 * KB;
const publicCssBudget = 25 * KB;

/** Issue 27: the public routes with a form, and /accountConfirm/:token. */
const formRouteJsBudget = 160 * KB;

/**
 * Public routes allowed more JavaScript than `publicJsBudget`: the routes
 * with forms show Formik and the form fields (the `forms` chunk) and
 * reactstrap's basic parts (`ui`) before anyone types, about 27 kB of gzip on
 * top of the entry's 121 kB; /register also its privacy dialog (`dialogs`). Their rules (yup and the schemas, `rules`) and the HTTP layer
 * (`http`) load when a field first gets the focus (issue 27).
 * /accountConfirm/:token calls the server as it opens, so it loads the HTTP
 * layer at once: 187.9 kB when the answers' checks needed yup; 174.0 kB once
 * the edge read them without it; 171.9 kB since issue 39 left the forms'
 * words out of `ui`. Issue 39's budget: 175 kB. Issue 46: 174.5 kB (its
 * waiting state; the token cookies' writes, out of the entry, now come with
 * the HTTP layer it loads); 172.4 kB once reactstrap's form controls went
 * from `ui` to `forms` (it has no field).
 */
const publicJsOverrides = {
  '/login': formRouteJsBudget, // 148.5 kB measured (209.2 kB before issue 27)
  '/register': formRouteJsBudget, // 156.6 kB measured (218.5 kB before)
  '/resetPassword': formRouteJsBudget, // 148.0 kB measured (208.9 kB before)
  '/resetPassword/:token': formRouteJsBudget, // 147.9 kB measured (209.6 kB before)
  '/sendEmailToken': formRouteJsBudget, // 147.9 kB measured (208.8 kB before)
  '/accountConfirm/:token': 175 * KB,
};

/**
 * Logged-in routes with a budget of their own (issue 18: 200 kB for
 * /admin/pymes). Issue 24 added reading the spec's backend (the bounded page
 * walk in the base query, the assignments' readings, the disabled view's
 * check): 201.6 kB; the export's walk and CSV writer and a pyme's record now
 * load when used, which brought it back to 200.2 kB. Issue 26's rule for a
 * failed side list (the notice, "—" with its reason, the disabled controls'
 * reasons) and the path helper added 0.9 kB: 201.9 kB. Issue 27's chunks by
 * purpose (one `ui`, one `rules` chunk instead of a dozen small ones) bring
 * it parts of them it did not use: 205.7 kB in 18 files. React Router's
 * production build brought it to 205.0 kB, and the form controls, messages
 * and RUT helpers now in `ui` (so that a form shows without yup) to 207.3 kB.
 * Issue 28's `signed-in` group (the logged-in screens' small shared pieces in
 * one file, so /dashboard loads 9 files instead of 16) brings it the
 * entrepreneur's endpoints too: 208.6 kB in 11 files; budget 211 kB. Issue
 * 29's bulk actions (the checkbox column, the selection and the bar; the
 * runner and its dialog load with the first run): 211.8 kB; budget 214 kB.
 */
const privateJsBudgets = {
  '/admin/pymes': 214 * KB,
  // Issue 38's overview by segment: 208.1 kB before it (the page, the pymes'
  // walk, and the `rules` chunk that the regions' order brought), 210.3 kB with
  // the segment counts, tables, selector and report (the chart code is not in
  // the first load: see `lazyOnlyPackages`). Issue 39 put the regions in a
  // chunk of their own, without yup and the forms' words: 196.6 kB; budget
  // 200 kB, about 2 % over. Issue 45 brought the pymes' rows checked against
  // their filters, the save checks and the RUT and e-mail comparisons:
  // 202.8 kB; budget 204 kB.
  '/admin/resumen': 204 * KB,
  // ISSUE 39'S 160 kB NOT MET for the entrepreneur's pages: 187.0 kB each
  // before it; without the recommendation's dialog, date-fns' formatter and
  // locale, and the forms' words, /dashboard 180.2 kB and /formation 178.8 kB.
  // What the rest is (React DOM, React Router, RTK Query, axios…):
  // docs/decisions.md, "Issue 39". Budgets about 1 % over, to stop growth.
  // Issue 45 added to every read the edge's detections (what the app learns
  // of the backend), moments read in the user's time and the media reader:
  // /dashboard 182.7 kB, /formation 181.3 kB; budgets 1 kB up. Issue 46's
  // frame first (+0.4 kB) took /dashboard to 183.2 kB; the short date written
  // without date-fns (the company strip's, -1.6 kB) brought it back: /dashboard
  // 181.5 kB, /formation 180.1 kB. Issue 46's budget is the floor's + 10 kB
  // (170.1 + 10 kB): reactstrap's form controls out of `ui` (into `forms`;
  // these pages have no field) took them to 179.5 and 178.1 kB, and the
  // budgets to 180 kB (docs/performance.md, "Signed-in pages").
  '/dashboard': 180 * KB,
  '/formation': 180 * KB,
};

/**
 * Issue 39: at most this many JS and CSS files in the first load (each one a
 * request on a phone's network before the page can show).
 */
const fileBudgets = {
  '/dashboard': 8,
  '/formation': 8,
  '/accountConfirm/:token': 8,
  '/register': 8,
};

/**
 * Packages that must be in no route's first load: they are imported with
 * `import()` where used (issue 38: Chart.js, about 47 kB of gzip, when the
 * overview draws its first chart).
 */
const lazyOnlyPackages = ['node_modules/chart.js/', 'node_modules/@kurkle/color/'];

/**
 * Code only admins or entrepreneurs run: none of it may be in a public
 * route's first load (issue 18: "admin and entrepreneur code on public
 * routes: 0 bytes"). Decided per source module, from the source maps: a
 * module is theirs when its path (from the project root) starts with one of
 * these folders or is one of these files.
 */
const adminAndEntrepreneurCode = {
  folders: [
    'src/features/admins/',
    'src/features/diagnostics/',
    'src/features/profile/',
    'src/features/pymes/',
    'src/features/training-lines/',
  ],
  files: [
    'src/app/layouts/admin-layout.tsx',
    'src/app/layouts/admin-sidebar.tsx',
    'src/app/layouts/company-bar.tsx',
    'src/app/layouts/entrepreneur-layout.tsx',
    'src/app/layouts/user-menu.tsx',
  ],
};

const isAdminOrEntrepreneurCode = (module) =>
  adminAndEntrepreneurCode.folders.some((folder) => module.startsWith(folder)) ||
  adminAndEntrepreneurCode.files.includes(module);

const started = Date.now();
const routes = readRoutes();

// A budget for a route that is not (or no longer) in the table is a mistake to fix.
const publicPaths = routes.filter((route) => route.isPublic).map((route) => route.path);
const staleBudgets = [
  ...Object.keys(publicJsOverrides).filter((path) => !publicPaths.includes(path)),
  ...Object.keys(fileBudgets).filter((path) => !routes.some((route) => route.path === path)),
  ...Object.keys(privateJsBudgets).filter(
    (path) => !routes.some((route) => route.path === path && !route.isPublic),
  ),
];
if (publicPaths.length === 0 || staleBudgets.length > 0) {
  console.error(
    publicPaths.length === 0
      ? 'check:size: no public route found in the route table.'
      : `check:size: budgets for routes that are not in the route table (or changed access): ${staleBudgets.join(', ')}. Update scripts/check-bundle-size.mjs.`,
  );
  process.exit(1);
}

const build = buildProduction({ sourcemap: true });
// The same build answers check:bundle's question too (one production build per `npm test`).
const demoCode = findDemoCode(build.outDir);
const failures = [];
const checked = [];
/** Module → the chunk it was found in and the public routes that load it. */
const offending = new Map();
try {
  const modulesOf = new Map();
  for (const { route, files, js, css } of routeBundles(build, routes)) {
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      if (!modulesOf.has(file)) modulesOf.set(file, sourceModules(build, file));
      const eager = modulesOf
        .get(file)
        .filter((module) => lazyOnlyPackages.some((folder) => module.startsWith(folder)));
      if (eager.length > 0) {
        failures.push(
          `${route.path}: ${eager[0]} (a package loaded only when used) is in its first load, in ${file}.`,
        );
      }
    }
    const fileBudget = fileBudgets[route.path];
    if (fileBudget !== undefined && files.length > fileBudget) {
      failures.push(
        `${route.path}: its first load is ${String(files.length)} JS and CSS files, over its budget of ${String(fileBudget)}.`,
      );
    }
    const jsBudget = route.isPublic
      ? (publicJsOverrides[route.path] ?? publicJsBudget)
      : privateJsBudgets[route.path];
    if (jsBudget === undefined) continue;
    const note = route.isPublic && route.path in publicJsOverrides ? ' (override)' : '';
    checked.push([
      route.path,
      kB(js.gzip),
      `${kB(jsBudget)}${note}`,
      route.isPublic ? kB(css.gzip) : '—',
      route.isPublic ? kB(publicCssBudget) : '—',
    ]);
    if (js.gzip > jsBudget) {
      failures.push(
        `${route.path}: first-load JS is ${kB(js.gzip)} gzip, over its budget of ${kB(jsBudget)}${note} by ${kB(js.gzip - jsBudget)}.`,
      );
    }
    if (!route.isPublic) continue;
    if (css.gzip > publicCssBudget) {
      failures.push(
        `${route.path}: first-load CSS is ${kB(css.gzip)} gzip, over its budget of ${kB(publicCssBudget)} by ${kB(css.gzip - publicCssBudget)}.`,
      );
    }
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      for (const module of modulesOf.get(file).filter(isAdminOrEntrepreneurCode)) {
        if (!offending.has(module)) offending.set(module, { file, routes: new Set() });
        offending.get(module).routes.add(route.path);
      }
    }
  }
} finally {
  build.remove();
}

const allPublic = publicPaths.length;
for (const [module, { file, routes: where }] of [...offending].sort()) {
  const on = where.size === allPublic ? 'every public route' : [...where].join(', ');
  failures.push(
    `${module} (admin or entrepreneur code, in ${file}) is in the first load of ${on}.`,
  );
}

console.log(
  markdownTable(['route', 'JS gzip', 'JS budget', 'CSS gzip', 'CSS budget'], checked, [
    'left',
    'right',
    'right',
    'right',
    'right',
  ]),
);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
for (const line of demoCode) failures.push(`demo-backend code in the production build: ${line}`);
if (failures.length > 0) {
  console.error(
    `\ncheck:size failed (${String(failures.length)} problem${failures.length === 1 ? '' : 's'}; sizes are the first load, gzipped, kB of 1000):\n` +
      failures.map((line) => `- ${line}`).join('\n') +
      `\n\nBudgets: scripts/check-bundle-size.mjs. Details per route: npm run bench -- --sizes-only. (${seconds} s)`,
  );
  process.exit(1);
}
console.log(
  `\ncheck:size passed: ${String(checked.length)} routes within their budgets, no admin or entrepreneur module in a public route's first load, no lazy-only package in a first load (${lazyOnlyPackages.join(', ')}), no demo-backend code. (${seconds} s)`,
);
