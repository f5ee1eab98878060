import { paths } from '@/config/paths';

/**
 * What /form puts in the navigation state when it returns to /dashboard:
 * the form the user just submitted (the backend learns the answers from the
 * provider's webhook, so the list may not show it as done at once), or why
 * the diagnostic the address named could not be opened.
 */
export type DashboardPageState = { submittedFormId: string } | { formNotice: string };

/** The notice /form left for the dashboard, if any. */
export function formNoticeOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { formNotice } = state as Record<string, unknown>;
  return typeof formNotice === 'string' && formNotice !== '' ? formNotice : undefined;
}

/**
 * The address parameter naming the diagnostic /form shows
 * (`/form?diagnostico=<form id>`): the navigation state of spec §2 is lost on
 * a shared link, and /form then finds the diagnostic in the user's list.
 */
export const FORM_ID_PARAM = 'diagnostico';

/** The address of /form for a diagnostic: its form id in the address, the rest in the state. */
export function formPagePath(formId: string): string {
  return `${paths.form}?${new URLSearchParams({ [FORM_ID_PARAM]: formId }).toString()}`;
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
