import { accountHandlers } from './account-handlers';
import { authHandlers } from './auth-handlers';
import { userHandlers } from './user-handlers';

/** Every endpoint of the demo backend (docs/api-contract.md). */
export const handlers = [...authHandlers, ...accountHandlers, ...userHandlers];
