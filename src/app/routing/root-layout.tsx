import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useGetProfileQuery } from '@/api/session-api';
import { selectWantsProfile } from '@/api/session-slice';
import { useAppSelector } from '@/lib/store-hooks';

/**
 * Top of the tree. Scrolls to the top on every route change (spec §2), keeps
 * the profile loaded whenever there is a session (spec §7). When a session
 * ends because it could not be refreshed, the guards send whoever is on a
 * private page to /login; public pages stay where they are.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const wantsProfile = useAppSelector(selectWantsProfile);

  useGetProfileQuery(undefined, { skip: !wantsProfile });

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return <Outlet />;
}
