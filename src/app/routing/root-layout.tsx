import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { selectWantsProfile } from '@/api/session-slice';
import { NotificationsProvider } from '@/components/notifications';
import { useAppSelector } from '@/lib/store-hooks';
import { NavigationProgress } from '../layouts/navigation-progress';
import { ReportScope } from './report-scope';

const SessionProfile = lazyNamed(() => import('./session-profile'), 'SessionProfile');

/**
 * Top of the tree. Keeps the profile loaded whenever there is a session
 * (spec §7), with code that loads only then, and gives every screen the
 * notices shown after a save (`useNotify`). React Router's scroll restoration
 * puts a new page at the top (spec §2) and Back where the user left it. When
 * a session ends because it could not be refreshed, the guards send whoever
 * is on a private page to /login; public pages stay where they are. Error
 * reporting, when the build has it, is told the screen's pattern and the role.
 */
export function RootLayout() {
  const wantsProfile = useAppSelector(selectWantsProfile);

  return (
    <NotificationsProvider>
      <ReportScope />
      {wantsProfile && (
        <Suspense fallback={null}>
          <SessionProfile />
        </Suspense>
      )}
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </NotificationsProvider>
  );
}
