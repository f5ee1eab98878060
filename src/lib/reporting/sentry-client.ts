import {
  addEventProcessor,
  captureException,
  captureFeedback,
  dedupeIntegration,
  eventFiltersIntegration,
  functionToStringIntegration,
  getClient,
  init,
  linkedErrorsIntegration,
  withScope,
} from '@sentry/react';
import type { PendingReport, ReportClient, ReportScope } from './report-types';
import { scrubEvent, scrubText } from './scrub';

/** How long "Reportar un problema" waits for Sentry's answer before saying it failed. */
const FEEDBACK_TIMEOUT_MS = 10_000;

/** Release and environment of the build (docs/error-reporting.md). */
const release =
  (import.meta.env.VITE_SENTRY_RELEASE as string | undefined) || 'pymes-digitales@unversioned';
const environment =
  (import.meta.env.VITE_SENTRY_ENVIRONMENT as string | undefined) || import.meta.env.MODE;

/**
 * Sentry's browser SDK, set up to send as little as possible (issue 30):
 * no default integrations (so no breadcrumbs of the console, clicks, calls or
 * addresses, no request URL, no user, no IP), only those that shape an
 * exception (the error's cause, the function names, duplicates and the
 * browser extensions' noise filtered). Every event, feedback included, goes
 * through the scrubber (scrub.ts) with the route's pattern as its only
 * address. Loaded by report.ts after the first paint.
 */
export function startSentry(dsn: string): ReportClient {
  init({
    dsn,
    release,
    environment,
    // Nothing about the user, no cookies, headers, bodies or query parameters.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    defaultIntegrations: false,
    integrations: [
      eventFiltersIntegration(),
      functionToStringIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
    ],
    maxBreadcrumbs: 0,
    beforeBreadcrumb: () => null,
    beforeSend: (event) => scrubEvent(event, event.tags?.route?.toString() ?? 'unknown'),
  });
  // Feedback events do not pass through beforeSend: the same scrubber, as an event processor.
  addEventProcessor((event) =>
    event.type === 'feedback'
      ? scrubEvent(event, event.tags?.route?.toString() ?? 'unknown')
      : event,
  );

  const tagged = (reportScope: ReportScope, kind: string) => ({
    route: reportScope.route,
    role: reportScope.role,
    kind,
  });

  return {
    capture: ({ error, kind, scope, eventId, detail }: PendingReport) => {
      withScope((sentryScope) => {
        sentryScope.setTags(tagged(scope, kind));
        if (detail) sentryScope.setTag('detail', scrubText(detail));
        captureException(error instanceof Error ? error : new Error(scrubText(String(error))), {
          event_id: eventId,
        });
      });
    },
    // Resolves whether Sentry accepted the comment (its answer's 2xx), false on
    // no answer or none within FEEDBACK_TIMEOUT_MS: the screen thanks the user
    // only for a report that arrived.
    feedback: (message, eventId, scope) =>
      new Promise<boolean>((resolve) => {
        let sentId: string | undefined;
        const settle = (accepted: boolean) => {
          stopListening?.();
          clearTimeout(timer);
          resolve(accepted);
        };
        const stopListening = getClient()?.on('afterSendEvent', (event, response) => {
          if (event.event_id !== sentId) return;
          const status = response.statusCode ?? 0;
          settle(status >= 200 && status < 300);
        });
        const timer = setTimeout(() => {
          settle(false);
        }, FEEDBACK_TIMEOUT_MS);
        withScope((sentryScope) => {
          sentryScope.setTags(tagged(scope, 'feedback'));
          sentId = captureFeedback({ message: scrubText(message), associatedEventId: eventId });
        });
      }),
  };
}
