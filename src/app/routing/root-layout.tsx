import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useGetProfileQuery } from '@/api/session-api';
import { selectSessionExpired, selectWantsProfile } from '@/api/session-slice';
import { paths } from '@/config/paths';
import { useAppSelector } from '../hooks';

/**
 * Top of the tree. Scrolls to the top on every route change (spec §2), keeps
 * the profile loaded whenever there is a session (spec §7), and sends the
 * user to /login when the session ends because it could not be refreshed.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const wantsProfile = useAppSelector(selectWantsProfile);
  const expired = useAppSelector(selectSessionExpired);

  useGetProfileQuery(undefined, { skip: !wantsProfile });

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    if (expired && pathname !== paths.login) void navigate(paths.login, { replace: true });
  }, [expired, pathname, navigate]);

  return <Outlet />;
}
