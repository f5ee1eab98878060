import { selectProfile } from '@/api/session-slice';
import { useAppSelector } from '@/lib/store-hooks';
import { FrameFirstGate } from '../routing/frame-first-gate';
import { CompanyBar, CompanyBarPlaceholder } from './company-bar';
import { SiteLayout } from './site-layout';

/**
 * The strip under the bar: the company's, its placeholder while the profile
 * is on its way, nothing for an admin who opens these pages. It follows the
 * profile itself, so that when the profile answers only the strip renders
 * again, not the layout with the page and the footer (issue 46).
 */
function CompanyStrip() {
  const profile = useAppSelector(selectProfile);
  if (profile === null) return <CompanyBarPlaceholder />;
  return profile.type_user.admin ? null : <CompanyBar profile={profile} />;
}

/**
 * /dashboard and /formation: the site layout with the entrepreneur's company
 * strip under the bar (not for an admin who opens them). A lazy route of its
 * own, so the company bar and its date formatting never load on public pages.
 * Its screens draw their frame first (issue 46): before the profile has
 * answered it is drawn only for a stored session whose last known role may
 * open the screen (`FrameFirstGate`), with a placeholder of the strip's size.
 */
export function EntrepreneurLayout() {
  return (
    <FrameFirstGate>
      <SiteLayout subBar={<CompanyStrip />} />
    </FrameFirstGate>
  );
}
