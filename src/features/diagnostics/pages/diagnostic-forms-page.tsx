import { Button } from 'reactstrap';
import { pageCount } from '@/api/pagination';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { useNotify } from '@/components/notifications';
import { Pagination } from '@/components/pagination';
import { SearchBox } from '@/components/search-box';
import { useRowDelete, useRowFormDialog } from '@/components/use-row-dialogs';
import { useClampedPage, useListState } from '@/lib/use-list-state';
import { diagnosticFormColumns } from '../components/diagnostic-form-columns';
import { DiagnosticFormDialog } from '../components/diagnostic-form-dialog';
import {
  useDeleteDiagnosticFormMutation,
  useGetDiagnosticFormsQuery,
  type DiagnosticForm,
} from '../diagnostic-forms-api';

const LIST_ID = 'lista-diagnosticos';

/** Spec §8's question before deleting a diagnostic. */
const deleteDiagnosticPrompt = '¿Estas seguro que deseas eliminar este diagnóstico?';

/**
 * `/admin/forms` (super admins, spec §2): the diagnostics in order, searched
 * and paged through the URL, created and edited in a dialog, deleted after
 * spec §8's question. Each change reaches the entrepreneurs' dashboards.
 */
export function DiagnosticFormsPage() {
  const list = useListState();
  const { data, isFetching, isError, refetch } = useGetDiagnosticFormsQuery({
    page: list.page,
    search: list.search,
  });
  const pages = data ? pageCount(data.count) : undefined;
  useClampedPage(list, pages);

  const notify = useNotify();
  const [deleteDiagnostic] = useDeleteDiagnosticFormMutation();
  const form = useRowFormDialog<DiagnosticForm>();
  const deletion = useRowDelete<DiagnosticForm>({
    listId: LIST_ID,
    remove: (diagnostic) => deleteDiagnostic(diagnostic.uuid).unwrap(),
    texts: (diagnostic) => ({
      done: `Eliminamos el diagnóstico «${diagnostic.name}».`,
      failed: `No pudimos eliminar el diagnóstico «${diagnostic.name}». Vuelve a intentarlo.`,
      log: `The diagnostic ${diagnostic.name} was not deleted:`,
    }),
  });

  const columns = diagnosticFormColumns({ onEdit: form.open, onDelete: deletion.ask });

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Formularios</h1>
        <Button
          color="primary"
          onClick={() => {
            form.open(null);
          }}
        >
          Crear diagnóstico
        </Button>
      </div>
      <p className="text-body-secondary">
        Los diagnósticos que las pymes responden, en el orden en que se habilitan.
      </p>

      <div className="row mb-3">
        <div className="col-md-7 col-lg-6">
          <SearchBox
            label="Buscar diagnóstico"
            placeholder="Nombre, ID del formulario o etapa"
            value={list.search}
            onSearch={list.setSearch}
          />
        </div>
      </div>

      <DataTable
        id={LIST_ID}
        caption="Diagnósticos"
        columns={columns}
        rows={data?.results}
        rowKey={(diagnostic) => diagnostic.uuid}
        isLoading={isFetching}
        isError={isError}
        onRetry={() => void refetch()}
        emptyMessage={
          list.search
            ? `No hay diagnósticos que coincidan con «${list.search}».`
            : 'Aún no hay diagnósticos. Crea el primero con «Crear diagnóstico».'
        }
        errorMessage="No pudimos cargar los diagnósticos."
      />
      <Pagination
        page={list.page}
        pageCount={pages ?? 0}
        pageHref={list.pageHref}
        label="Páginas de diagnósticos"
        listId={LIST_ID}
      />

      <DiagnosticFormDialog
        isOpen={form.isOpen}
        diagnostic={form.row}
        onClose={form.close}
        onSaved={(message) => {
          form.close();
          if (message) notify({ tone: 'success', text: message });
        }}
      />
      <ConfirmDialog {...deletion.dialog} message={deleteDiagnosticPrompt} confirmLabel="Eliminar">
        <p className="fw-semibold mb-2">{deletion.asked?.name}</p>
        <p className="mb-0 small text-body-secondary">
          Deja de aparecer a las pymes, y las respuestas que hayan enviado en este diagnóstico se
          eliminan con él.
        </p>
      </ConfirmDialog>
    </>
  );
}
