import { Link } from 'react-router-dom';
import { call } from 'virtual:site-content';
import { paths } from '@/config/paths';
import type { ProgrammeCall } from '@/config/site-content';
import { callState } from '@/lib/programme-call';
import { ExternalLink } from './external-link';

type Applications = ProgrammeCall['applications'];

/**
 * The applications of the current call when they are open now, else null
 * (issue 37): only the content file opens them (docs/deployment.md), and
 * they close by themselves after their close date or the call's last date.
 */
export function openApplications(now: Date = new Date()): Applications | null {
  return call && callState(call, now) === 'open' ? call.applications : null;
}

interface ApplyLinkProps {
  /** The open call's applications (`openApplications()`). */
  applications: Applications;
  className?: string;
}

/** "Postula tu pyme": the site's registration, or the call's own form when it names one. */
export function ApplyLink({ applications, className }: ApplyLinkProps) {
  if (applications.url) {
    return (
      <ExternalLink href={applications.url} className={className}>
        Postula tu pyme
      </ExternalLink>
    );
  }
  return (
    <Link to={paths.register} className={className}>
      Postula tu pyme
    </Link>
  );
}
