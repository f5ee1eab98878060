import { readingNamed, type ReadingName } from '@/mocks/readings';

/**
 * The reading of the spec the demo backend serves in this Vitest project
 * (src/mocks/readings.ts): `DEMO_READING` (vite.config.ts's projects), or the
 * older `DEMO_API=spec` for `spec-only`; `full` when neither is set. An unknown
 * name stops the run rather than testing another reading unnoticed.
 */
function readingOfEnv(): ReadingName {
  const { DEMO_READING, DEMO_API } = process.env;
  if (DEMO_READING !== undefined) {
    const named = readingNamed(DEMO_READING);
    if (!named) {
      throw new Error(`DEMO_READING must be full, spec-only, other or drf, not "${DEMO_READING}".`);
    }
    return named;
  }
  return DEMO_API === 'spec' ? 'spec-only' : 'full';
}

/** The reading of this project, for tests that hold in some readings only. */
export const reading: ReadingName = readingOfEnv();

/** True in the `spec-only` project: `it.skipIf(specOnly)` / `it.runIf(specOnly)`. */
export const specOnly = reading === 'spec-only';

/** True where the demo backend serves the spec's API without additions of ours (`spec-only`, `other`). */
export const specApi = reading !== 'full';

/**
 * True in every project but `full`. A test whose screen reads and writes
 * nothing the readings answer differently (the client's own field rules,
 * focus, steps, leaving with changes) runs once, in `full`:
 * `it.skipIf(onAnotherReading)` (issue 47: the reading projects run what
 * differs between readings, not the whole file again).
 */
export const onAnotherReading = reading !== 'full';
