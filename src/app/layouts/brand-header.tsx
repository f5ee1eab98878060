import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

/** The brand alone, linking home: the top of the screens without navigation. */
export function BrandHeader() {
  return (
    <header className="container-lg py-3">
      <Link to={paths.home} className="fw-bold text-primary text-decoration-none fs-5">
        {site.name}
      </Link>
    </header>
  );
}
