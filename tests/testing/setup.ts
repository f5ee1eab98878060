import '@testing-library/jest-dom/vitest';
// eslint-disable-next-line testing-library/no-manual-cleanup
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { removeTokens } from '@/api/token-cookies';
import { resetDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { resetAccessTokenLifetime } from '@/mocks/tokens';

// Every test talks to the demo backend; a call it does not know fails the test.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});

beforeEach(() => {
  resetDb();
  resetAccessTokenLifetime();
  removeTokens();
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  server.resetHandlers();
});

afterAll(() => {
  server.close();
});
