import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap';
import { logout, type UserProfile } from '@/api/session-slice';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { useAppDispatch } from '@/lib/store-hooks';

// The profile form (Formik, Yup, the validation rules) loads only when it is opened.
const ProfileModal = lazy(() =>
  import('@/features/profile/components/profile-modal').then((module) => ({
    default: module.ProfileModal,
  })),
);

/** The avatar menu of a logged-in user: greeting, profile, password, logout. */
export function UserMenu({ profile }: { profile: UserProfile }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [profileOpen, setProfileOpen] = useState(false);
  const { first_name, last_name } = profile.user;

  const endSession = () => {
    dispatch(logout());
    void navigate(paths.login);
  };

  return (
    <>
      <UncontrolledDropdown nav inNavbar>
        <DropdownToggle
          nav
          caret
          tag="button"
          type="button"
          className="d-flex align-items-center gap-2 border-0 bg-transparent"
        >
          <UserAvatar firstName={first_name} lastName={last_name} />
          <span className="user-menu-greeting">Hola, {first_name}</span>
        </DropdownToggle>
        <DropdownMenu end>
          <DropdownItem
            onClick={() => {
              setProfileOpen(true);
            }}
          >
            Editar perfil
          </DropdownItem>
          <DropdownItem
            onClick={() => {
              void navigate(paths.changePassword);
            }}
          >
            Cambiar contraseña
          </DropdownItem>
          <DropdownItem divider />
          <DropdownItem onClick={endSession}>Cerrar sesión</DropdownItem>
        </DropdownMenu>
      </UncontrolledDropdown>
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
