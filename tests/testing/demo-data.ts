import { readDb } from '@/mocks/db';
import { reading } from '@/mocks/readings';

/** The demo backend's record of a pyme, by its business name. */
export function pymeNamed(name: string) {
  const pyme = readDb().pymes.find((candidate) => candidate.business_name === name);
  if (!pyme) throw new Error(`No demo pyme ${name}`);
  return pyme;
}

/** The demo backend's record of a training line, by its name. */
export function lineNamed(name: string) {
  const line = readDb().trainingLines.find((candidate) => candidate.name === name);
  if (!line) throw new Error(`No demo training line ${name}`);
  return line;
}

/** The demo backend's record of an admin, by first name. */
export function adminNamed(firstName: string) {
  const admin = readDb().users.find((user) => user.is_admin && user.first_name === firstName);
  if (!admin) throw new Error(`No demo admin ${firstName}`);
  return admin;
}

/**
 * A pyme's diagnostics in order, as the demo backend lists them in the reading
 * it serves (every enabled one, or only the answered ones): each with the
 * pyme's stored result (undefined when not answered).
 */
export function diagnosticsOf(pymeUuid: string) {
  const data = readDb();
  const answered = new Set(
    data.evaluationResults
      .filter((result) => result.pyme_uuid === pymeUuid)
      .map((result) => result.evaluation_uuid),
  );
  const enabled = data.evaluations
    .filter((evaluation) => evaluation.enabled)
    .sort((a, b) => a.order_number - b.order_number);
  return reading()
    .readyEvaluations(enabled, answered)
    .map((evaluation) => ({
      ...evaluation,
      result: data.evaluationResults.find(
        (result) => result.pyme_uuid === pymeUuid && result.evaluation_uuid === evaluation.uuid,
      ),
    }));
}
