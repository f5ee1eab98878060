import { http } from 'msw';
import { api } from '../http';
import { readEvaluationAnswers } from './admin-pyme-handlers';
import { fileFormDelivery } from './entrepreneur-handlers';

/**
 * `POST api/evaluations/evaluated-result/`: spec §7 gives this one endpoint
 * two uses, so it has one handler that tells them apart by who calls, not by
 * guessing from the body: an admin's read of a pyme's answers comes with the
 * admin's access token (`Authorization`); the form provider's webhook comes
 * without one (and must be signed: an unsigned delivery is 401).
 */
export const evaluatedResultHandler = http.post(
  api('api/evaluations/evaluated-result/'),
  ({ request }) =>
    request.headers.has('Authorization')
      ? readEvaluationAnswers(request)
      : fileFormDelivery(request),
);
