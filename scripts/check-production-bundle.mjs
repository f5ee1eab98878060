// Builds the app as production would (VITE_API_URL set, no demo mode) into a
// temporary folder and fails if any demo-backend code or MSW made it into it.
// `npm test` runs the same check inside check:size, on its one build.
import { findDemoCode, reportDemoCode } from './lib/demo-markers.mjs';
import { buildProduction } from './lib/route-bundles.mjs';

const build = buildProduction();
const found = findDemoCode(build.outDir);
build.remove();
reportDemoCode(found);
