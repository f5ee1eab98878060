import { Navigate, Outlet } from 'react-router-dom';
import { Alert, Button } from 'reactstrap';
import { sessionApi } from '@/api/session-api';
import { selectAccessRole, selectProfileFailed } from '@/api/session-slice';
import { LoadingState } from '@/components/loading-state';
import { redirectFor, type Access } from '../access';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';

/** Shown when a stored session's profile could not be loaded (server down, no network). */
function ProfileLoadFailed() {
  const dispatch = useAppDispatch();
  // While the retry runs the guard shows the spinner again.
  const retry = () => {
    void dispatch(
      sessionApi.endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
  };
  return (
    <div className="container-lg py-5" style={{ maxWidth: '36rem' }}>
      <Alert color="danger">
        <h1 className="h5">No pudimos cargar tu sesión</h1>
        <p>Revisa tu conexión a internet y vuelve a intentarlo.</p>
        <Button color="danger" onClick={retry}>
          Reintentar
        </Button>
      </Alert>
    </div>
  );
}

/**
 * Layout route that lets through only the roles allowed by `access` and
 * redirects the others as spec §2 says. While a stored session is being
 * restored it waits instead of guessing.
 */
export function AccessGuard({ access }: { access: Access }) {
  const role = useAppSelector(selectAccessRole);
  const profileFailed = useAppSelector(selectProfileFailed);
  if (role === 'pending') {
    if (access === 'public') return <Outlet />;
    if (profileFailed) return <ProfileLoadFailed />;
    return <LoadingState fullPage label="Cargando tu sesión…" />;
  }
  const redirect = redirectFor(access, role);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
