/**
 * Error reporting for the people who run the platform (issue 30), off unless
 * the build has `VITE_SENTRY_DSN`. This file is in the first load and stays
 * small: it keeps what went wrong (with the route's pattern and the role at
 * that moment) in a short queue, and loads the Sentry client
 * (sentry-client.ts) once there is a report, after the page has loaded and
 * when the browser is idle; the queue is sent then. Without a DSN every call
 * here does nothing, nothing is loaded and no request goes out.
 */

import type { PendingReport, ReportClient, ReportKind, ReportScope } from './report-types';

/** The DSN the build was made with (public by design: it only lets a browser send events). */
const dsn: string = (import.meta.env.VITE_SENTRY_DSN as string | undefined) ?? '';

/** Whether this build reports errors. */
export const reportingOn = dsn !== '';

export type { ReportKind, ReportScope } from './report-types';

/** Reports kept before the client arrives: a page that fails in a loop does not fill the memory. */
const MAX_QUEUED = 20;

let scope: ReportScope = { route: 'unknown', role: 'guest' };
let queue: PendingReport[] = [];
let client: ReportClient | null = null;
let loading: Promise<ReportClient | null> | null = null;

/** 32 hex digits, Sentry's event id (getRandomValues works on http too; randomUUID needs https). */
function newEventId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The root layout tells where the user is, whenever it changes. */
export function setReportScope(next: ReportScope): void {
  scope = next;
}

/**
 * Reports a failure; returns the report's id (for "Reportar un problema"), or
 * undefined when reporting is off.
 */
export function reportError(
  error: unknown,
  kind: ReportKind,
  { detail, where }: { detail?: string; where?: ReportScope } = {},
): string | undefined {
  if (!reportingOn) return undefined;
  const report: PendingReport = {
    error,
    kind,
    // A screen's error screen knows where it is before the layout's effect has told.
    scope: { ...(where ?? scope) },
    eventId: newEventId(),
    detail,
  };
  if (client) {
    client.capture(report);
  } else {
    if (queue.length < MAX_QUEUED) queue.push(report);
    loadWhenIdle();
  }
  return report.eventId;
}

let scheduled = false;

/**
 * Loads the client at the first idle moment after the page's `load` event (at
 * the latest 5 s after): a report waits that long in the queue, and the page's
 * own first paint and code go first.
 */
function loadWhenIdle(): void {
  if (scheduled) return;
  scheduled = true;
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => void loadClient(), { timeout: 5000 });
    } else {
      setTimeout(() => void loadClient(), 1000);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

function loadClient(): Promise<ReportClient | null> {
  loading ??= import('./sentry-client')
    .then(({ startSentry }) => {
      const started = startSentry(dsn);
      client = started;
      const waiting = queue;
      queue = [];
      for (const report of waiting) started.capture(report);
      return started;
    })
    .catch((error: unknown) => {
      console.error('Error reporting could not start:', error);
      return null;
    });
  return loading;
}

/**
 * Sends the user's own words about a failure ("Reportar un problema"), tied to
 * its report when there is one. Resolves whether the service accepted it.
 */
export async function sendFeedback(message: string, eventId: string | undefined): Promise<boolean> {
  if (!reportingOn) return false;
  const started = await loadClient();
  if (!started) return false;
  return started.feedback(message, eventId, { ...scope });
}

/**
 * The boot file calls this before the first render: from then on, errors
 * nothing handled are reported. The client itself loads only once there is
 * something to send (`loadWhenIdle`): a visit without errors never downloads
 * it, so the pages load exactly as in a build without reporting.
 */
export function startReporting(): void {
  if (!reportingOn) return;
  window.addEventListener('error', (event) => {
    // "Script error." without an error: another origin's script, which tells nothing.
    if (event.error === null && event.message === 'Script error.') return;
    reportError(event.error ?? event.message, 'unhandled');
  });
  window.addEventListener('unhandledrejection', (event) => {
    reportError(event.reason, 'unhandled');
  });
}
