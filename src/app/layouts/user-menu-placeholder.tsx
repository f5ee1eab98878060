import type { UserProfile } from '@/api/session-slice';
import { UserAvatar } from '@/components/user-avatar';

/**
 * What the avatar menu looks like while its code loads: the same avatar and
 * greeting in the same place, so nothing moves when the menu arrives.
 */
export function UserMenuPlaceholder({ profile }: { profile: UserProfile }) {
  const { first_name, last_name } = profile.user;
  return (
    <li className="nav-item">
      <span className="nav-link dropdown-toggle d-flex align-items-center gap-2" aria-busy="true">
        <UserAvatar firstName={first_name} lastName={last_name} />
        <span className="user-menu-greeting">Hola, {first_name}</span>
      </span>
    </li>
  );
}
