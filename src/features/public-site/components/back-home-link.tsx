import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** "Volver al inicio" on the programme and terms pages (spec §2). */
export function BackHomeLink({ light = false }: { light?: boolean }) {
  return (
    <Link to={paths.home} className={`d-inline-block mb-3 ${light ? 'link-light' : ''}`}>
      <span aria-hidden="true">← </span>Volver al inicio
    </Link>
  );
}
