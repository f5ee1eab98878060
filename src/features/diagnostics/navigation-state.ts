/**
 * What /form puts in the navigation state when it returns to /dashboard:
 * the form the user just submitted. The backend learns the answers from the
 * provider's webhook, so the list may not show it as done at once.
 */
export interface DashboardPageState {
  submittedFormId: string;
}

export function submittedFormIdOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { submittedFormId } = state as Record<string, unknown>;
  return typeof submittedFormId === 'string' && submittedFormId !== ''
    ? submittedFormId
    : undefined;
}

/** How often the dashboard asks again while it waits for the webhook, and for how long. */
export const SUBMISSION_POLL_INTERVAL_MS = 2000;
export const SUBMISSION_POLL_LIMIT_MS = 30_000;
