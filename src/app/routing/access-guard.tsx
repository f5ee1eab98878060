import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { Navigate, Outlet } from 'react-router-dom';
import { selectAccessRole, selectProfileFailed } from '@/api/session-slice';
import { LoadingState } from '@/components/loading-state';
import { useAppSelector } from '@/lib/store-hooks';
import { redirectFor, type Access } from '../access';
import { useScreenRoute } from './use-screen-route';

// Shown only after the profile call failed, so the server code is loaded by then.
const ProfileLoadFailed = lazyNamed(() => import('./profile-load-failed'), 'ProfileLoadFailed');

/**
 * Layout route that lets through only the roles allowed by `access` and
 * redirects the others as spec §2 says. While a stored session is being
 * restored it waits instead of guessing, except for a screen that draws its
 * frame first (the route table's `frameFirst`, issue 46): its layout is let
 * through, and its `FrameFirstGate` draws the frame only for a last known
 * role that may open the screen.
 */
export function AccessGuard({ access }: { access: Access }) {
  const role = useAppSelector(selectAccessRole);
  const profileFailed = useAppSelector(selectProfileFailed);
  const frameFirst = Boolean(useScreenRoute()?.frameFirst);
  if (role === 'pending') {
    if (access === 'public') return <Outlet />;
    const waiting = <LoadingState fullPage label="Cargando tu sesión…" />;
    if (profileFailed) {
      return (
        <Suspense fallback={waiting}>
          <ProfileLoadFailed />
        </Suspense>
      );
    }
    return frameFirst ? <Outlet /> : waiting;
  }
  const redirect = redirectFor(access, role);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
