import { selectProfile } from '@/api/session-slice';
import { useAppSelector } from '@/lib/store-hooks';
import { FrameFirstGate } from '../routing/frame-first-gate';
import { CompanyBar, CompanyBarPlaceholder } from './company-bar';
import { SiteLayout } from './site-layout';

/**
 * /dashboard and /formation: the site layout with the entrepreneur's company
 * strip under the bar (not for an admin who opens them). A lazy route of its
 * own, so the company bar and its date formatting never load on public pages.
 * Its screens draw their frame first (issue 46): before the profile has
 * answered it is drawn only for a stored session whose last known role may
 * open the screen (`FrameFirstGate`), with a placeholder of the strip's size.
 */
export function EntrepreneurLayout() {
  const profile = useAppSelector(selectProfile);
  const subBar =
    profile === null ? (
      <CompanyBarPlaceholder />
    ) : (
      !profile.type_user.admin && <CompanyBar profile={profile} />
    );
  return (
    <FrameFirstGate>
      <SiteLayout subBar={subBar} />
    </FrameFirstGate>
  );
}
