/**
 * Running one action over many rows (issue 29): the same per-row call the
 * single action makes, at most `concurrency` in flight, stoppable. Pure: no
 * React, no HTTP of its own; `useBulkRun` (bulk-actions.tsx) drives it.
 */

/** What a row's task tells: done, or nothing to do (the row was already so). */
export type BulkTaskResult = 'done' | { skipped: string };

/** How one row ended. `reason`: why it was skipped or failed, in Spanish. */
export type BulkOutcome<Row> =
  | { row: Row; status: 'done' }
  | { row: Row; status: 'skipped'; reason: string }
  | { row: Row; status: 'failed'; reason: string; error: unknown }
  /** Never sent: the run was cancelled before its turn. */
  | { row: Row; status: 'unsent' };

export interface BulkProgress {
  total: number;
  done: number;
  skipped: number;
  failed: number;
  /** Calls on their way now. */
  inFlight: number;
}

export interface BulkRunOptions {
  /** Calls in flight at once at most (issue 29: 4). */
  concurrency: number;
  /** Aborting stops starting new rows; the ones on their way finish and are counted. */
  signal?: AbortSignal;
  /** After every row that ends, and when one starts. */
  onProgress?: (progress: BulkProgress) => void;
  /** A failed task's reason for the screen (the server's answer in Spanish). */
  describeFailure: (error: unknown) => string;
}

/** The largest number of calls in flight at once the issue allows. */
export const BULK_CONCURRENCY = 4;

/**
 * Runs `task` for every row, in order, `concurrency` at a time. Never rejects:
 * each row's outcome is in the result, in the rows' order; a task that throws
 * is a failed row with its reason, the others go on.
 */
export async function runBulk<Row>(
  rows: readonly Row[],
  task: (row: Row) => Promise<BulkTaskResult>,
  { concurrency, signal, onProgress, describeFailure }: BulkRunOptions,
): Promise<BulkOutcome<Row>[]> {
  const outcomes: (BulkOutcome<Row> | undefined)[] = rows.map(() => undefined);
  const progress: BulkProgress = {
    total: rows.length,
    done: 0,
    skipped: 0,
    failed: 0,
    inFlight: 0,
  };
  const report = () => onProgress?.({ ...progress });
  let next = 0;

  const worker = async () => {
    while (next < rows.length && !signal?.aborted) {
      const index = next;
      next += 1;
      const row = rows[index] as Row;
      progress.inFlight += 1;
      report();
      try {
        const result = await task(row);
        if (result === 'done') {
          outcomes[index] = { row, status: 'done' };
          progress.done += 1;
        } else {
          outcomes[index] = { row, status: 'skipped', reason: result.skipped };
          progress.skipped += 1;
        }
      } catch (error) {
        outcomes[index] = { row, status: 'failed', reason: describeFailure(error), error };
        progress.failed += 1;
      }
      progress.inFlight -= 1;
      report();
    }
  };

  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return outcomes.map((outcome, index) => outcome ?? { row: rows[index] as Row, status: 'unsent' });
}
