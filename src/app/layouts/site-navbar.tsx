import { Suspense, useState } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { Link, NavLink as RouterNavLink } from 'react-router-dom';
import { roleOf, selectAccessRole, selectProfile } from '@/api/session-slice';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import { useAppSelector } from '@/lib/store-hooks';
import { UserMenuPlaceholder } from './user-menu-placeholder';

// The avatar menu (its menu-button code and the profile form behind it) loads only for a logged-in user.
const UserMenu = lazyNamed(() => import('./user-menu'), 'UserMenu');

/** Scroll offset after which the bar gains its shadow (spec §9). */
export const NAVBAR_SHADOW_OFFSET = 50;

/**
 * The top bar of the site. Guests see the public bar (Inicio, Nosotros,
 * Biblioteca, Beneficios, Iniciar Sesión); logged-in users see the user bar
 * (Diagnóstico, Líneas de Formación, avatar menu); admins get a link to their
 * panel instead of the entrepreneur links.
 *
 * It is on every public page, so it is Bootstrap's markup on plain elements
 * (the same classes reactstrap's Navbar, NavbarToggler, Collapse and Nav
 * give): reactstrap and its transition code load only with the screens that
 * use them. The phone menu opens without Collapse's height animation.
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
    <nav
      className={`site-navbar bg-white sticky-top ${scrolled ? 'shadow' : ''} navbar navbar-expand-lg navbar-light`}
      data-scrolled={scrolled}
      aria-label="Principal"
    >
      <div className="container-lg">
        <Link to={paths.home} className="navbar-brand fw-bold text-primary" onClick={close}>
          {site.name}
        </Link>
        {/* No menu button while a stored session is still unknown: there is nothing to open. */}
        {(isGuest || profile) && (
          <button
            type="button"
            className="navbar-toggler"
            onClick={() => {
              setOpen((value) => !value);
            }}
            aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
            aria-expanded={open}
            aria-controls="site-navbar-menu"
          >
            <span className="navbar-toggler-icon" />
          </button>
        )}
        <div className={`collapse navbar-collapse${open ? ' show' : ''}`} id="site-navbar-menu">
          {isGuest && (
            <ul className="ms-auto align-items-lg-center gap-lg-2 navbar-nav">
              <li className="nav-item">
                <RouterNavLink className="nav-link" to={paths.home} end onClick={close}>
                  Inicio
                </RouterNavLink>
              </li>
              <li className="nav-item">
                <RouterNavLink className="nav-link" to={paths.aboutUs} onClick={close}>
                  Nosotros
                </RouterNavLink>
              </li>
              <li className="nav-item">
                <RouterNavLink className="nav-link" to={paths.library} onClick={close}>
                  Biblioteca
                </RouterNavLink>
              </li>
              <li className="nav-item">
                <a
                  className="nav-link"
                  href={env.benefitsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Beneficios<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
                </a>
              </li>
              <li className="mt-2 mt-lg-0 nav-item">
                <Link to={paths.login} className="btn btn-primary" onClick={close}>
                  Iniciar Sesión
                </Link>
              </li>
            </ul>
          )}
          {profile && (
            <ul className="ms-auto align-items-lg-center gap-lg-2 navbar-nav">
              {role === 'user' ? (
                <>
                  <li className="nav-item">
                    <RouterNavLink className="nav-link" to={paths.dashboard} onClick={close}>
                      Diagnóstico
                    </RouterNavLink>
                  </li>
                  <li className="nav-item">
                    <RouterNavLink className="nav-link" to={paths.formation} onClick={close}>
                      Líneas de Formación
                    </RouterNavLink>
                  </li>
                </>
              ) : (
                <li className="nav-item">
                  <RouterNavLink className="nav-link" to={paths.adminPymes} onClick={close}>
                    Panel de administración
                  </RouterNavLink>
                </li>
              )}
              <Suspense fallback={<UserMenuPlaceholder profile={profile} />}>
                <UserMenu profile={profile} />
              </Suspense>
            </ul>
          )}
        </div>
      </div>
    </nav>
  );
}
