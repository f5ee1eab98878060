import { Navigate, Outlet } from 'react-router-dom';
import { Alert, Button } from 'reactstrap';
import { sessionApi } from '@/api/session-api';
import { logout, selectAccessRole, selectProfileFailed } from '@/api/session-slice';
import { LoadingState } from '@/components/loading-state';
import { useAppDispatch, useAppSelector } from '@/lib/store-hooks';
import { redirectFor, type Access } from '../access';
import { SiteNavbar } from '../layouts/site-navbar';
import { MAIN_CONTENT_ID } from '../layouts/skip-link';

/**
 * Shown when a stored session's profile could not be loaded (server down, no
 * network, an answer of the wrong shape), under the site's bar so the way
 * around the site stays; the user may retry or log out.
 */
function ProfileLoadFailed() {
  const dispatch = useAppDispatch();
  // While the retry runs the guard shows the spinner again.
  const retry = () => {
    void dispatch(
      sessionApi.endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
  };
  return (
    <>
      <SiteNavbar />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="container-lg py-5"
        style={{ maxWidth: '36rem' }}
      >
        <Alert color="danger">
          <h1 className="h5">No pudimos cargar tu sesión</h1>
          <p>Revisa tu conexión a internet y vuelve a intentarlo.</p>
          <div className="d-flex flex-wrap gap-2">
            <Button color="danger" onClick={retry}>
              Reintentar
            </Button>
            <Button
              color="danger"
              outline
              onClick={() => {
                dispatch(logout());
              }}
            >
              Cerrar sesión
            </Button>
          </div>
        </Alert>
      </main>
    </>
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
