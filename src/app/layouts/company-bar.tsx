import type { UserProfile } from '@/api/session-slice';
import { formatShortDate } from '@/lib/dates';

/** The entrepreneur's company strip on /dashboard and /formation (spec §2). */
export function CompanyBar({ profile }: { profile: UserProfile }) {
  const lastLogin = profile.user.last_login;
  return (
    <section
      className="company-bar border-bottom bg-body-tertiary"
      aria-label="Datos de tu empresa"
    >
      <div className="container-lg d-flex flex-column flex-md-row gap-1 gap-md-4 py-2 small">
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
