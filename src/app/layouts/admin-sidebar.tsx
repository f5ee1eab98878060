import { NavLink } from 'react-router-dom';
import type { Role } from '@/api/session-slice';
import { paths } from '@/config/paths';

interface SidebarLink {
  to: string;
  label: string;
  superOnly: boolean;
}

/** Spec §2: Pymes always; Formularios, Administradores and Línea de formación for super admins. */
const links: readonly SidebarLink[] = [
  { to: paths.adminPymes, label: 'Pymes', superOnly: false },
  { to: paths.adminForms, label: 'Formularios', superOnly: true },
  { to: paths.adminAdmins, label: 'Administradores', superOnly: true },
  { to: paths.adminTrainingLine, label: 'Línea de formación', superOnly: true },
];

export function AdminSidebar({ role, onNavigate }: { role: Role; onNavigate: () => void }) {
  const visible = links.filter((link) => !link.superOnly || role === 'superadmin');
  return (
    <nav aria-label="Administración">
      <ul className="nav nav-pills flex-column gap-1">
        {visible.map((link) => (
          <li key={link.to} className="nav-item">
            <NavLink
              to={link.to}
              onClick={onNavigate}
              className={({ isActive }) => `nav-link ${isActive ? 'active' : 'link-body-emphasis'}`}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
