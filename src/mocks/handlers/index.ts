import { accountHandlers } from './account-handlers';
import { adminHandlers } from './admin-handlers';
import { adminPymeHandlers } from './admin-pyme-handlers';
import { authHandlers } from './auth-handlers';
import { diagnosticHandlers } from './diagnostic-handlers';
import { entrepreneurHandlers } from './entrepreneur-handlers';
import { evaluatedResultHandler } from './evaluated-result-handler';
import { mediaHandlers } from './media-handlers';
import { trainingLineHandlers } from './training-line-handlers';
import { userHandlers } from './user-handlers';

/** Every endpoint of the demo backend (docs/api-contract.md). */
export const handlers = [
  ...authHandlers,
  ...accountHandlers,
  ...userHandlers,
  ...adminPymeHandlers,
  ...trainingLineHandlers,
  ...diagnosticHandlers,
  ...adminHandlers,
  ...entrepreneurHandlers,
  evaluatedResultHandler,
  ...mediaHandlers,
];
