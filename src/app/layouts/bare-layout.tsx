import { Link, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { MAIN_CONTENT_ID } from './skip-link';

/** The no-nav screens (login, register, confirmations): the brand and the content only. */
export function BareLayout() {
  return (
    <div className="bare-layout d-flex flex-column min-vh-100 bg-body-tertiary">
      <header className="container-lg py-3">
        <Link to={paths.home} className="fw-bold text-primary text-decoration-none fs-5">
          {site.name}
        </Link>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-grow-1 container-lg pb-5">
        <Outlet />
      </main>
    </div>
  );
}
