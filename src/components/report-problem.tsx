import { Suspense, useState } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { reportingOn } from '@/lib/reporting/report';

const ReportProblemForm = lazyNamed(() => import('./report-problem-form'), 'ReportProblemForm');

interface ReportProblemProps {
  /** The error's report (`reportError`'s id), read when the comment is sent. */
  reportId: () => string | undefined;
}

/**
 * The error screens' "Reportar un problema" (issue 30): a button that opens a
 * short form (its code loads then). Absent when the build does not report
 * errors.
 */
export function ReportProblem({ reportId }: ReportProblemProps) {
  const [open, setOpen] = useState(false);
  if (!reportingOn) return null;
  if (!open) {
    return (
      // A plain button: this file is in the first load, which must not pull in reactstrap's index.
      <button
        type="button"
        className="btn btn-link mt-3"
        onClick={() => {
          setOpen(true);
        }}
      >
        Reportar un problema
      </button>
    );
  }
  return (
    <section
      aria-label="Reportar un problema"
      className="mt-4 mx-auto"
      style={{ maxWidth: '32rem' }}
    >
      <Suspense fallback={null}>
        <ReportProblemForm reportId={reportId} />
      </Suspense>
    </section>
  );
}
