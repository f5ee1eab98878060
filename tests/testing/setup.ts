import '@testing-library/jest-dom/vitest';
// eslint-disable-next-line testing-library/no-manual-cleanup
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { removeTokens } from '@/api/token-cookies';
import { resetDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { resetAccessTokenLifetime } from '@/mocks/tokens';

// Screens are lazy chunks: the first render of one in a run can take a moment.
configure({ asyncUtilTimeout: 3000 });

// Every test talks to the demo backend; a call it does not know fails the test.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

beforeEach(() => {
  resetDb();
  resetAccessTokenLifetime();
  removeTokens();
  sessionStorage.clear();
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  server.resetHandlers();
});

afterAll(() => {
  server.close();
});
