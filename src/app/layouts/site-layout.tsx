import { Outlet } from 'react-router-dom';
import { selectProfile } from '@/api/session-slice';
import { useAppSelector } from '@/lib/store-hooks';
import { CompanyBar } from './company-bar';
import { SiteFooter } from './site-footer';
import { SiteNavbar } from './site-navbar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

interface SiteLayoutProps {
  /** Show the entrepreneur's company strip under the bar (/dashboard, /formation). */
  withCompanyBar?: boolean;
}

/** Pages with the top bar and the footer: the public site and the entrepreneur's area. */
export function SiteLayout({ withCompanyBar = false }: SiteLayoutProps) {
  const profile = useAppSelector(selectProfile);
  const showCompanyBar = withCompanyBar && profile !== null && !profile.type_user.admin;
  return (
    <div className="d-flex flex-column min-vh-100">
      <SkipLink />
      <SiteNavbar />
      {showCompanyBar && <CompanyBar profile={profile} />}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-grow-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
