import { useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { Collapse, Nav, Navbar, NavbarToggler } from 'reactstrap';
import { roleOf, selectProfile } from '@/api/session-slice';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useAppSelector } from '@/lib/store-hooks';
import { AdminSidebar } from './admin-sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { UserMenu } from './user-menu';

/** The admin area: a top bar with the avatar menu and the sidebar (a menu on phones). */
export function AdminLayout() {
  const profile = useAppSelector(selectProfile);
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
  };

  return (
    <div className="d-flex flex-column min-vh-100">
      <SkipLink />
      <Navbar
        light
        className="admin-navbar bg-white border-bottom sticky-top px-3 flex-nowrap"
        container={false}
      >
        <Link to={paths.adminPymes} className="navbar-brand fw-bold text-primary me-2">
          {site.name}{' '}
          <span className="d-none d-sm-inline fw-normal text-body-secondary">· Administración</span>
        </Link>
        <div className="d-flex align-items-center gap-2 ms-auto">
          {profile && (
            <Nav navbar>
              <UserMenu profile={profile} />
            </Nav>
          )}
          <NavbarToggler
            className="d-md-none"
            onClick={() => {
              setOpen((value) => !value);
            }}
            aria-label={open ? 'Cerrar menú de administración' : 'Abrir menú de administración'}
            aria-expanded={open}
            aria-controls="admin-sidebar"
          />
        </div>
      </Navbar>
      <div className="d-md-flex flex-grow-1">
        <Collapse
          isOpen={open}
          id="admin-sidebar"
          className="admin-sidebar d-md-block border-end bg-body-tertiary p-3"
        >
          <AdminSidebar role={roleOf(profile)} onNavigate={close} />
        </Collapse>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-grow-1 p-3 p-md-4 min-w-0">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
