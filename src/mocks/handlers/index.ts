import { adminHandlers } from './admins';
import { assignmentHandlers } from './assignments';
import { authHandlers } from './auth';
import { diagnosticHandlers } from './diagnostics';
import { evaluationResultHandlers } from './evaluation-results';
import { formationLineHandlers } from './formation-lines';
import { mediaHandlers } from './media';
import { pymeHandlers } from './pymes';
import { trainingLineHandlers } from './training-lines';
import { userHandlers } from './users';

/**
 * Every endpoint of the demo backend (docs/api-contract.md), one module per
 * resource. One handler per method and path, so their order does not matter.
 */
export const handlers = [
  ...authHandlers,
  ...userHandlers,
  ...pymeHandlers,
  ...assignmentHandlers,
  ...adminHandlers,
  ...diagnosticHandlers,
  ...evaluationResultHandlers,
  ...trainingLineHandlers,
  ...formationLineHandlers,
  ...mediaHandlers,
];
