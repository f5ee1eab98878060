import { Suspense, useState } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { useNavigate } from 'react-router-dom';
import { logout } from '@/api/session-api';
import { roleOf, type UserProfile } from '@/api/session-slice';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { useAppDispatch } from '@/lib/store-hooks';
import { useMenuButton } from './use-menu-button';

// The profile form (Formik, Yup, the validation rules) loads only when it is opened.
const ProfileModal = lazyNamed(
  () => import('@/features/profile/components/profile-modal'),
  'ProfileModal',
);

/**
 * The avatar menu of a logged-in user: greeting, profile, password, logout;
 * for super admins also "Conexión con el servidor" (issue 45).
 */
export function UserMenu({ profile }: { profile: UserProfile }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [profileOpen, setProfileOpen] = useState(false);
  const menu = useMenuButton();
  const { first_name, last_name } = profile.user;

  const endSession = () => {
    dispatch(logout());
    void navigate(paths.login);
  };

  return (
    <>
      {/* Bootstrap's dropdown markup as reactstrap's Dropdown renders it in a navbar
          (static: data-bs-popper lets .dropdown-menu-end align it), without Popper. */}
      <li className={`nav-item dropdown${menu.open ? ' show' : ''}`}>
        <button
          {...menu.toggleProps}
          className="nav-link dropdown-toggle d-flex align-items-center gap-2 border-0 bg-transparent"
        >
          <UserAvatar firstName={first_name} lastName={last_name} />
          <span className="user-menu-greeting">Hola, {first_name}</span>
        </button>
        <ul
          {...menu.menuProps}
          className={`dropdown-menu dropdown-menu-end${menu.open ? ' show' : ''}`}
          data-bs-popper="static"
        >
          <li role="none">
            <button
              {...menu.itemProps(() => {
                setProfileOpen(true);
              })}
              className="dropdown-item"
            >
              Editar perfil
            </button>
          </li>
          <li role="none">
            <button
              {...menu.itemProps(() => {
                void navigate(paths.changePassword);
              })}
              className="dropdown-item"
            >
              Cambiar contraseña
            </button>
          </li>
          {roleOf(profile) === 'superadmin' && (
            <li role="none">
              <button
                {...menu.itemProps(() => {
                  void navigate(paths.adminConnection);
                })}
                className="dropdown-item"
              >
                Conexión con el servidor
              </button>
            </li>
          )}
          <li role="none">
            <hr className="dropdown-divider" />
          </li>
          <li role="none">
            <button {...menu.itemProps(endSession)} className="dropdown-item">
              Cerrar sesión
            </button>
          </li>
        </ul>
      </li>
      {profileOpen && (
        <Suspense fallback={null}>
          <ProfileModal
            profile={profile}
            isOpen={profileOpen}
            onClose={() => {
              setProfileOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
