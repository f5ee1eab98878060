import type { UserProfile } from '@/api/session-slice';
import { formatShortDate } from '@/lib/dates';

/** The strip's box, shared by the bar and its placeholder so that one takes the other's place. */
const stripClass = 'company-bar border-bottom bg-body-tertiary';
const rowClass = 'container-lg d-flex flex-column flex-md-row gap-1 gap-md-4 py-2 small';

/** The entrepreneur's company strip on /dashboard and /formation (spec §2). */
export function CompanyBar({ profile }: { profile: UserProfile }) {
  const lastLogin = profile.user.last_login;
  return (
    <section className={stripClass} aria-label="Datos de tu empresa">
      <div className={rowClass}>
        <strong className="text-primary">{profile.pyme?.business_name || 'Tu empresa'}</strong>
        <span className="text-break">{profile.user.email}</span>
        <span className="ms-md-auto text-body-secondary">
          {lastLogin
            ? `Última visita: ${formatShortDate(lastLogin.date)} a las ${lastLogin.hour}`
            : 'Primera visita'}
        </span>
      </div>
    </section>
  );
}

/**
 * The strip while the profile is on its way (issue 46, the frame first): its
 * three lines (one on a wide screen) at their size, with no figure of the
 * company before the profile says whose it is. Hidden from screen readers:
 * the page's own wait is announced by its skeleton. The bar above keeps the
 * signed-in bar's height while it is there (app.css).
 */
export function CompanyBarPlaceholder() {
  return (
    <div className={`${stripClass} company-bar-placeholder placeholder-glow`} aria-hidden="true">
      <div className={rowClass}>
        <span>
          <span className="placeholder" style={{ width: '9rem' }} />
        </span>
        <span>
          <span className="placeholder" style={{ width: '14rem' }} />
        </span>
        <span className="ms-md-auto">
          <span className="placeholder" style={{ width: '13rem' }} />
        </span>
      </div>
    </div>
  );
}
