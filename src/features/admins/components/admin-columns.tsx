import { Button } from 'reactstrap';
import type { DataTableColumn } from '@/components/data-table';
import type { ListRowDelete } from '@/components/list-page/list-page';
import { adminRoleOf } from '@/validation/data/admin-roles';
import type { Admin } from '@/api/edge/admins';

/** The explanation on the logged-in super admin's own row. */
const selfDeleteHint = 'No puedes eliminar tu propia cuenta.';

interface AdminColumnsOptions {
  /** Whether a row is the logged-in super admin's own: it cannot be deleted. */
  isSelf: (admin: Admin) => boolean;
  onEdit: (admin: Admin) => void;
  onDelete: (admin: Admin) => void;
}

/**
 * Whether `admin` is the signed-in user. An admin's uuid is its own record's,
 * not necessarily its user's (docs/decisions.md, "Who the signed-in admin
 * is"): the user's uuid inside the admin, or the e-mail, tells.
 */
export function isSignedInAdmin(
  admin: Admin,
  profile: { user: { uuid: string; email: string } } | null,
): boolean {
  if (!profile) return false;
  if (admin.user.uuid === profile.user.uuid) return true;
  // E-mails are unique per user (case-insensitive, as login reads them).
  const email = profile.user.email.trim().toLowerCase();
  return email !== '' && admin.user.email.trim().toLowerCase() === email;
}

export function adminFullName(admin: Admin): string {
  return `${admin.user.first_name} ${admin.user.last_name}`;
}

/**
 * The admins table (spec §2): Nombre, Apellido, Rut ('-' without a profile),
 * Rol (Super admin, Admin or Deshabilitado from the two flags), Mail, and the
 * row's Editar and Eliminar, named with the admin for screen readers.
 */
export function adminColumns({
  isSelf: isOwnRow,
  onEdit,
  onDelete,
}: AdminColumnsOptions): DataTableColumn<Admin>[] {
  return [
    {
      key: 'first-name',
      header: 'Nombre',
      rowHeader: true,
      text: true,
      cell: (admin) => admin.user.first_name,
    },
    {
      key: 'last-name',
      header: 'Apellido',
      text: true,
      cell: (admin) => admin.user.last_name,
    },
    {
      key: 'rut',
      header: 'Rut',
      className: 'text-nowrap',
      cell: (admin) => admin.profile?.rut_user ?? '-',
    },
    {
      key: 'role',
      header: 'Rol',
      className: 'text-nowrap',
      cell: (admin) => {
        const role = adminRoleOf(admin);
        return (
          <span className={role === 'Deshabilitado' ? 'text-body-secondary' : undefined}>
            {role}
          </span>
        );
      },
    },
    {
      key: 'email',
      header: 'Mail',
      text: true,
      cell: (admin) => admin.user.email,
    },
    {
      key: 'actions',
      header: 'Acciones',
      hideHeader: true,
      cell: (admin) => {
        const isSelf = isOwnRow(admin);
        const hintId = `admin-${admin.uuid}-self`;
        return (
          <>
            <div className="d-flex flex-wrap gap-2">
              <Button
                size="sm"
                color="primary"
                outline
                onClick={() => {
                  onEdit(admin);
                }}
              >
                Editar <span className="visually-hidden">{adminFullName(admin)}</span>
              </Button>
              <Button
                size="sm"
                color="danger"
                outline
                disabled={isSelf}
                aria-describedby={isSelf ? hintId : undefined}
                onClick={() => {
                  onDelete(admin);
                }}
              >
                Eliminar <span className="visually-hidden">{adminFullName(admin)}</span>
              </Button>
            </div>
            {isSelf && (
              <p id={hintId} className="small text-body-secondary mb-0 mt-1">
                {selfDeleteHint}
              </p>
            )}
          </>
        );
      },
    },
  ];
}

/** Deleting an administrator from its list: spec §8's question, what it shows and what is said after. */
export function adminRowDelete(remove: (admin: Admin) => Promise<unknown>): ListRowDelete<Admin> {
  return {
    prompt: '¿Estas seguro que deseas eliminar este administrador?',
    confirmLabel: 'Eliminar',
    texts: (admin) => ({
      done: `Eliminamos la cuenta de ${adminFullName(admin)}.`,
      failed: `No pudimos eliminar la cuenta de ${adminFullName(admin)}. Vuelve a intentarlo.`,
      log: `The administrator ${adminFullName(admin)} was not deleted:`,
    }),
    details: (admin) => (
      <>
        <p className="fw-semibold mb-1">{adminFullName(admin)}</p>
        <p className="mb-2 text-break">
          {admin.user.email} · {adminRoleOf(admin)}
        </p>
        <p className="mb-0 small text-body-secondary">
          Ya no podrá iniciar sesión, y las pymes a su cargo quedan sin administrador.
        </p>
      </>
    ),
    remove,
  };
}
