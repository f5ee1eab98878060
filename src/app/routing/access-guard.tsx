import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { Navigate, Outlet } from 'react-router-dom';
import { selectAccessRole, selectProfileFailed } from '@/api/session-slice';
import { LoadingState } from '@/components/loading-state';
import { useAppSelector } from '@/lib/store-hooks';
import { redirectFor, type Access } from '../access';

// Shown only after the profile call failed, so the server code is loaded by then.
const ProfileLoadFailed = lazyNamed(() => import('./session-profile'), 'ProfileLoadFailed');

interface AccessGuardProps {
  access: Access;
  /**
   * Its screens draw their frame first (issue 46): while a stored session is
   * being restored it lets their layout through, whose `FrameFirstGate`
   * draws the frame only for a last known role that may open the screen.
   */
  frameFirst?: boolean;
}

/**
 * Layout route that lets through only the roles allowed by `access` and
 * redirects the others as spec §2 says. While a stored session is being
 * restored it waits instead of guessing (or, for screens that draw their
 * frame first, leaves the wait to their gate).
 */
export function AccessGuard({ access, frameFirst = false }: AccessGuardProps) {
  const role = useAppSelector(selectAccessRole);
  const profileFailed = useAppSelector(selectProfileFailed);
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
