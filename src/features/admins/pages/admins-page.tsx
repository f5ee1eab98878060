import { Button } from 'reactstrap';
import { pageCount } from '@/api/pagination';
import { selectProfile } from '@/api/session-slice';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { useNotify } from '@/components/notifications';
import { Pagination } from '@/components/pagination';
import { SearchBox } from '@/components/search-box';
import { useRowDelete, useRowFormDialog } from '@/components/use-row-dialogs';
import { useAppSelector } from '@/lib/store-hooks';
import { useClampedPage, useListState } from '@/lib/use-list-state';
import { adminRoleOf } from '@/validation/data/admin-roles';
import {
  useDeleteAdminMutation,
  useGetAdminsQuery,
  useSearchAdminsQuery,
  type Admin,
} from '../admins-api';
import { adminColumns, adminFullName, isSignedInAdmin } from '../components/admin-columns';
import { AdminFormDialog } from '../components/admin-form-dialog';

const LIST_ID = 'lista-administradores';

/** Spec §8's question before deleting an administrator. */
const deleteAdminPrompt = '¿Estas seguro que deseas eliminar este administrador?';

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
  const current = searching ? found : paged;
  const rows = searching ? found.data : paged.data?.results;
  // A search shows everything on one page: a page in the address goes back to 1.
  const pages = searching ? found.data && 1 : paged.data && pageCount(paged.data.count);
  useClampedPage(list, pages);

  const profile = useAppSelector(selectProfile);
  const isSelf = (admin: Admin) => isSignedInAdmin(admin, profile);
  const notify = useNotify();
  const [deleteAdmin] = useDeleteAdminMutation();

  const form = useRowFormDialog<Admin>();
  const deletion = useRowDelete<Admin>({
    listId: LIST_ID,
    remove: (admin) => deleteAdmin(admin.uuid).unwrap(),
    texts: (admin) => ({
      done: `Eliminamos la cuenta de ${adminFullName(admin)}.`,
      failed: `No pudimos eliminar la cuenta de ${adminFullName(admin)}. Vuelve a intentarlo.`,
      log: `The administrator ${adminFullName(admin)} was not deleted:`,
    }),
  });
  const deleting = deletion.asked;

  const columns = adminColumns({ isSelf, onEdit: form.open, onDelete: deletion.ask });

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Administradores</h1>
        <Button
          color="primary"
          onClick={() => {
            form.open(null);
          }}
        >
          Crear Admin
        </Button>
      </div>

      <div className="row mb-3">
        <div className="col-md-7 col-lg-6">
          <SearchBox
            label="Buscar administrador"
            placeholder="Nombre, apellido, correo o RUT"
            value={list.search}
            onSearch={list.setSearch}
          />
        </div>
      </div>

      <DataTable
        id={LIST_ID}
        caption="Administradores"
        columns={columns}
        rows={rows}
        rowKey={(admin) => admin.uuid}
        isLoading={current.isFetching}
        isError={current.isError}
        onRetry={() => void current.refetch()}
        emptyMessage={
          searching
            ? `No hay administradores que coincidan con «${list.search}».`
            : 'Aún no hay administradores.'
        }
        errorMessage="No pudimos cargar los administradores."
      />
      {!searching && (
        <Pagination
          page={list.page}
          pageCount={pages ?? 0}
          pageHref={list.pageHref}
          label="Páginas de administradores"
          listId={LIST_ID}
        />
      )}

      <AdminFormDialog
        isOpen={form.isOpen}
        admin={form.row}
        isSelf={form.row !== null && isSelf(form.row)}
        onClose={form.close}
        onSaved={(message) => {
          form.close();
          notify({ tone: 'success', text: message });
        }}
      />
      <ConfirmDialog {...deletion.dialog} message={deleteAdminPrompt} confirmLabel="Eliminar">
        {deleting && (
          <>
            <p className="fw-semibold mb-1">{adminFullName(deleting)}</p>
            <p className="mb-2 text-break">
              {deleting.user.email} · {adminRoleOf(deleting)}
            </p>
            <p className="mb-0 small text-body-secondary">
              Ya no podrá iniciar sesión, y las pymes a su cargo quedan sin administrador.
            </p>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
