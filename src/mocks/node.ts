import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo backend for Vitest (tests/testing/setup.ts starts it). */
export const server = setupServer(...handlers);
