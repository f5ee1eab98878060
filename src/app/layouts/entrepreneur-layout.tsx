import { selectProfile } from '@/api/session-slice';
import { useAppSelector } from '@/lib/store-hooks';
import { CompanyBar } from './company-bar';
import { SiteLayout } from './site-layout';

/**
 * /dashboard and /formation: the site layout with the entrepreneur's company
 * strip under the bar (not for an admin who opens them). A lazy route of its
 * own, so the company bar and its date formatting never load on public pages.
 */
export function EntrepreneurLayout() {
  const profile = useAppSelector(selectProfile);
  const showCompanyBar = profile !== null && !profile.type_user.admin;
  return <SiteLayout subBar={showCompanyBar && <CompanyBar profile={profile} />} />;
}
