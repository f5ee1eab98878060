import { Button } from 'reactstrap';
import { ListPage } from '@/components/list-page/list-page';
import { pagedResult } from '@/components/list-page/list-result';
import { useRowFormDialog } from '@/components/list-page/use-row-dialogs';
import { useNotify } from '@/components/notifications';
import { useListState } from '@/lib/use-list-state';
import { diagnosticFormColumns, diagnosticRowDelete } from '../components/diagnostic-form-columns';
import { DiagnosticFormDialog } from '../components/diagnostic-form-dialog';
import type { DiagnosticForm } from '@/api/edge/diagnostics';
import {
  useDeleteDiagnosticFormMutation,
  useGetDiagnosticFormsQuery,
} from '../diagnostic-forms-api';

/**
 * `/admin/forms` (super admins, spec §2): the diagnostics in order, searched
 * and paged through the URL, created and edited in a dialog, deleted after
 * spec §8's question. Each change reaches the entrepreneurs' dashboards.
 */
export function DiagnosticFormsPage() {
  const list = useListState();
  const diagnostics = useGetDiagnosticFormsQuery({ page: list.page, search: list.search });
  const [deleteDiagnostic] = useDeleteDiagnosticFormMutation();
  const form = useRowFormDialog<DiagnosticForm>();
  const notify = useNotify();

  return (
    <ListPage
      id="lista-diagnosticos"
      title="Formularios"
      intro="Los diagnósticos que las pymes responden, en el orden en que se habilitan."
      actions={
        <Button
          color="primary"
          onClick={() => {
            form.open(null);
          }}
        >
          Crear diagnóstico
        </Button>
      }
      list={list}
      search={{ label: 'Buscar diagnóstico', placeholder: 'Nombre, ID del formulario o etapa' }}
      result={pagedResult(diagnostics)}
      columns={({ askDelete }) => diagnosticFormColumns({ onEdit: form.open, onDelete: askDelete })}
      rowKey={(diagnostic) => diagnostic.uuid}
      texts={{
        plural: 'diagnósticos',
        article: 'los',
        caption: 'Diagnósticos',
        empty: 'Aún no hay diagnósticos. Crea el primero con «Crear diagnóstico».',
      }}
      deleteRow={diagnosticRowDelete((diagnostic) => deleteDiagnostic(diagnostic.uuid).unwrap())}
    >
      <DiagnosticFormDialog
        isOpen={form.isOpen}
        diagnostic={form.row}
        onClose={form.close}
        onSaved={(notice) => {
          form.close();
          if (notice) notify(notice);
        }}
      />
    </ListPage>
  );
}
