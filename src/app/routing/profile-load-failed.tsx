import { Alert, Button } from 'reactstrap';
import { logout, sessionApi } from '@/api/session-api';
import { useAppDispatch } from '@/lib/store-hooks';
import { SiteNavbar } from '../layouts/site-navbar';
import { MAIN_CONTENT_ID } from '../layouts/skip-link';

/**
 * Shown when a stored session's profile could not be loaded (server down, no
 * network, an answer of the wrong shape), under the site's bar so the way
 * around the site stays; the user may retry or log out.
 */
export function ProfileLoadFailed() {
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
