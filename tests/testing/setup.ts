import '@testing-library/jest-dom/vitest';
// eslint-disable-next-line testing-library/no-manual-cleanup
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { forgetDetections } from '@/api/edge/detections';
import { removeTokens } from '@/api/token-cookies';
import { resetDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { setReading } from '@/mocks/readings';
import { resetAccessTokenLifetime } from '@/mocks/tokens';
import { reading } from './api-mode';

// jsdom has no scrolling; React Router's scroll restoration calls this on every navigation.
window.scrollTo = () => undefined;

// reactstrap's Modal (Escape closes, Tab stays inside) reads the legacy
// `keyCode` of those keys, which every browser still sets but user-event does
// not: add it, as a browser would, before React sees the event.
const legacyKeyCodes: Partial<Record<string, number>> = { Tab: 9, Escape: 27 };
function addLegacyKeyCode(event: KeyboardEvent) {
  const keyCode = legacyKeyCodes[event.key];
  if (keyCode !== undefined) Object.defineProperty(event, 'keyCode', { value: keyCode });
}
document.addEventListener('keydown', addLegacyKeyCode, true);
document.addEventListener('keyup', addLegacyKeyCode, true);

// Screens are lazy chunks and the demo backend answers in the same process: on a
// loaded 2-core machine a screen can take seconds to appear. Waiting longer costs
// nothing when it appears sooner.
configure({ asyncUtilTimeout: 10_000 });

// The reading of the spec the demo backend serves (src/mocks/readings.ts): the
// project's DEMO_READING (vite.config.ts), `full` by default.
setReading(reading);

// Every test talks to the demo backend; a call it does not know fails the test.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

beforeEach(() => {
  resetDb();
  resetAccessTokenLifetime();
  removeTokens();
  sessionStorage.clear();
  // What the edge learned of the backend is kept for the page's life: a test starts knowing nothing.
  forgetDetections();
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Tests that switched to fake timers (tests/testing/fake-timers.ts) get the real ones back.
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

afterAll(() => {
  server.close();
});
