import { Navigate, Outlet } from 'react-router-dom';
import { selectAccessRole } from '@/api/session-slice';
import { LoadingState } from '@/components/loading-state';
import { redirectFor, type Access } from '../access';
import { useAppSelector } from '../hooks';

/**
 * Layout route that lets through only the roles allowed by `access` and
 * redirects the others as spec §2 says. While a stored session is being
 * restored it waits instead of guessing.
 */
export function AccessGuard({ access }: { access: Access }) {
  const role = useAppSelector(selectAccessRole);
  if (role === 'pending') {
    return access === 'public' ? <Outlet /> : <LoadingState fullPage label="Cargando tu sesión…" />;
  }
  const redirect = redirectFor(access, role);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
