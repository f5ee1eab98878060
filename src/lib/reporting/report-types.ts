/** The shapes report.ts and sentry-client.ts share (issue 30). */

/** What kind of failure a report is (a tag on the event). */
export type ReportKind =
  /** A screen threw while rendering (the router's error screen). */
  | 'render'
  /** A screen's or a dialog's code could not be loaded. */
  | 'chunk'
  /** An error or a rejected promise nothing handled. */
  | 'unhandled'
  /** An answer of the API the app could not understand (wrong shape, not JSON). */
  | 'bad-response'
  /** Renewing the session failed for a reason other than its end. */
  | 'refresh-failed';

/** Where the user was: the route's pattern (`/admin/pymes/:uuid`, never the real address) and the role. */
export interface ReportScope {
  route: string;
  role: string;
}

/** One report, as the client sends it. `eventId` is chosen here, so a screen can refer to it at once. */
export interface PendingReport {
  error: unknown;
  kind: ReportKind;
  scope: ReportScope;
  eventId: string;
  /** A short label of where (the endpoint's path pattern), never data. */
  detail?: string;
}

/** What sentry-client.ts gives back once loaded. */
export interface ReportClient {
  capture: (report: PendingReport) => void;
  /** Resolves whether the comment was accepted by the reporting service. */
  feedback: (message: string, eventId: string | undefined, scope: ReportScope) => Promise<boolean>;
}
