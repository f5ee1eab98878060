import { Button } from 'reactstrap';
import { selectProfile } from '@/api/session-slice';
import { ListPage } from '@/components/list-page/list-page';
import { pagedResult, wholeResult } from '@/components/list-page/list-result';
import { useRowFormDialog } from '@/components/list-page/use-row-dialogs';
import { useNotify } from '@/components/notifications';
import { useAppSelector } from '@/lib/store-hooks';
import { useListState } from '@/lib/use-list-state';
import type { Admin } from '@/api/edge/admins';
import { useDeleteAdminMutation, useGetAdminsQuery, useSearchAdminsQuery } from '../admins-api';
import { adminColumns, adminRowDelete, isSignedInAdmin } from '../components/admin-columns';
import { AdminFormDialog } from '../components/admin-form-dialog';

/**
 * `/admin/admins` (super admins, spec §2): the administrators, 10 a page, or
 * every match of a search (the search call is not paged, spec §7); created and
 * edited in a modal, deleted after spec §8's question. The logged-in super
 * admin cannot delete herself nor take away her own role.
 */
export function AdminsPage() {
  const list = useListState();
  const searching = list.search !== '';
  const paged = useGetAdminsQuery(list.page, { skip: searching });
  const found = useSearchAdminsQuery(list.search, { skip: !searching });
  const profile = useAppSelector(selectProfile);
  const isSelf = (admin: Admin) => isSignedInAdmin(admin, profile);
  const [deleteAdmin] = useDeleteAdminMutation();
  const form = useRowFormDialog<Admin>();
  const notify = useNotify();

  return (
    <ListPage
      id="lista-administradores"
      title="Administradores"
      actions={
        <Button
          color="primary"
          onClick={() => {
            form.open(null);
          }}
        >
          Crear Admin
        </Button>
      }
      list={list}
      search={{ label: 'Buscar administrador', placeholder: 'Nombre, apellido, correo o RUT' }}
      result={searching ? wholeResult(found) : pagedResult(paged)}
      columns={({ askDelete }) => adminColumns({ isSelf, onEdit: form.open, onDelete: askDelete })}
      rowKey={(admin) => admin.uuid}
      texts={{
        plural: 'administradores',
        article: 'los',
        caption: 'Administradores',
        empty: 'Aún no hay administradores.',
      }}
      deleteRow={adminRowDelete((admin) => deleteAdmin(admin.uuid).unwrap())}
    >
      <AdminFormDialog
        isOpen={form.isOpen}
        admin={form.row}
        isSelf={form.row !== null && isSelf(form.row)}
        onClose={form.close}
        onSaved={(notice) => {
          form.close();
          notify(notice);
        }}
      />
    </ListPage>
  );
}
