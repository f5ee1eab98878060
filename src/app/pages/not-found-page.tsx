import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Any path the route table does not know, or a known path with a parameter it does not accept. */
export function NotFoundPage() {
  return (
    <div className="container-lg py-5 text-center">
      <p className="display-4 fw-bold text-primary mb-2" aria-hidden="true">
        404
      </p>
      <h1 className="h2">Página no encontrada</h1>
      <p className="text-body-secondary">
        La dirección que abriste no existe o cambió de lugar. Revisa que esté bien escrita o vuelve
        al inicio.
      </p>
      <Link to={paths.home} className="btn btn-primary">
        Volver al inicio
      </Link>
    </div>
  );
}
