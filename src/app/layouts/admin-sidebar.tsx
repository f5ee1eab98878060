import { Link } from 'react-router-dom';
import type { Role } from '@/api/session-slice';
import { redirectFor } from '../access';
import { routeTable } from '../routing/route-table';
import { useScreenRoute } from '../routing/use-screen-route';

/**
 * The admin area's sections: the routes of the table that have a sidebar
 * label, in table order, that `role` may open (spec §2: Pymes always;
 * Formularios, Administradores and Línea de formación only for super admins;
 * admins may still open the training lines by address). Access is stated
 * once, in the route table.
 */
export function adminSections(role: Role) {
  return routeTable.flatMap((route) =>
    route.nav && redirectFor(route.navAccess ?? route.access, role) === null
      ? [{ path: route.path, label: route.nav }]
      : [],
  );
}

export function AdminSidebar({ role, onNavigate }: { role: Role; onNavigate: () => void }) {
  // The open screen's section: its own path, or the section it belongs to.
  const screen = useScreenRoute();
  const currentSection = screen?.navSection ?? screen?.path;

  return (
    <nav aria-label="Administración">
      <ul className="nav nav-pills flex-column gap-1">
        {adminSections(role).map((section) => {
          const current = section.path === currentSection;
          return (
            <li key={section.path} className="nav-item">
              <Link
                to={section.path}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                className={`nav-link ${current ? 'active' : 'link-body-emphasis'}`}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
