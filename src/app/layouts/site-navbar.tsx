import { lazy, Suspense, useState } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router-dom';
import { Collapse, Nav, Navbar, NavbarToggler, NavItem, NavLink } from 'reactstrap';
import { roleOf, selectAccessRole, selectProfile } from '@/api/session-slice';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import { useAppSelector } from '@/lib/store-hooks';
import { UserMenuPlaceholder } from './user-menu-placeholder';

// The avatar menu (reactstrap's Dropdown and Popper) loads only for a logged-in user.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/** Scroll offset after which the bar gains its shadow (spec §9). */
export const NAVBAR_SHADOW_OFFSET = 50;

/**
 * The top bar of the site. Guests see the public bar (Inicio, Nosotros,
 * Biblioteca, Beneficios, Iniciar Sesión); logged-in users see the user bar
 * (Diagnóstico, Líneas de Formación, avatar menu); admins get a link to their
 * panel instead of the entrepreneur links.
 */
export function SiteNavbar() {
  const profile = useAppSelector(selectProfile);
  const role = roleOf(profile);
  // A stored session whose profile is still loading (or failed) is no guest:
  // no "Iniciar Sesión" flashes before the user bar.
  const isGuest = useAppSelector(selectAccessRole) === 'guest';
  const scrolled = useScrolledPast(NAVBAR_SHADOW_OFFSET);
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
  };

  return (
    <Navbar
      expand="lg"
      container="lg"
      light
      className={`site-navbar bg-white sticky-top ${scrolled ? 'shadow' : ''}`}
      data-scrolled={scrolled}
      aria-label="Principal"
    >
      <Link to={paths.home} className="navbar-brand fw-bold text-primary" onClick={close}>
        {site.name}
      </Link>
      {/* No menu button while a stored session is still unknown: there is nothing to open. */}
      {(isGuest || profile) && (
        <NavbarToggler
          onClick={() => {
            setOpen((value) => !value);
          }}
          aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
          aria-expanded={open}
          aria-controls="site-navbar-menu"
        />
      )}
      <Collapse isOpen={open} navbar id="site-navbar-menu">
        {isGuest && (
          <Nav navbar className="ms-auto align-items-lg-center gap-lg-2">
            <NavItem>
              <NavLink tag={RouterNavLink} to={paths.home} end onClick={close}>
                Inicio
              </NavLink>
            </NavItem>
            <NavItem>
              <NavLink tag={RouterNavLink} to={paths.aboutUs} onClick={close}>
                Nosotros
              </NavLink>
            </NavItem>
            <NavItem>
              <NavLink tag={RouterNavLink} to={paths.library} onClick={close}>
                Biblioteca
              </NavLink>
            </NavItem>
            <NavItem>
              <NavLink href={env.benefitsUrl} target="_blank" rel="noopener noreferrer">
                Beneficios<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </NavLink>
            </NavItem>
            <NavItem className="mt-2 mt-lg-0">
              <Link to={paths.login} className="btn btn-primary" onClick={close}>
                Iniciar Sesión
              </Link>
            </NavItem>
          </Nav>
        )}
        {profile && (
          <Nav navbar className="ms-auto align-items-lg-center gap-lg-2">
            {role === 'user' ? (
              <>
                <NavItem>
                  <NavLink tag={RouterNavLink} to={paths.dashboard} onClick={close}>
                    Diagnóstico
                  </NavLink>
                </NavItem>
                <NavItem>
                  <NavLink tag={RouterNavLink} to={paths.formation} onClick={close}>
                    Líneas de Formación
                  </NavLink>
                </NavItem>
              </>
            ) : (
              <NavItem>
                <NavLink tag={RouterNavLink} to={paths.adminPymes} onClick={close}>
                  Panel de administración
                </NavLink>
              </NavItem>
            )}
            <Suspense fallback={<UserMenuPlaceholder profile={profile} />}>
              <UserMenu profile={profile} />
            </Suspense>
          </Nav>
        )}
      </Collapse>
    </Navbar>
  );
}
