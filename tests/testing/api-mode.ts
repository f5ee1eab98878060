/**
 * True in the `spec-only` Vitest project (vite.config.ts), where the demo
 * backend serves only the spec's API (src/mocks/api-mode.ts): for tests that
 * hold in one mode only, `it.skipIf(specOnly)` / `it.runIf(specOnly)`.
 */
export const specOnly = process.env.DEMO_API === 'spec';

/** True on a demo backend that serves only the spec's API, whichever way it reads its gaps. */
export const specApi = specOnly;
