import { Button } from 'reactstrap';
import type { DataTableColumn } from '@/components/data-table';
import type { ListRowDelete } from '@/components/list-page/list-page';
import type { DiagnosticForm } from '@/api/edge/diagnostics';

interface DiagnosticFormColumnsOptions {
  onEdit: (diagnostic: DiagnosticForm) => void;
  onDelete: (diagnostic: DiagnosticForm) => void;
}

/**
 * The diagnostics table (spec §2): Nombre, Orden (the order number, with the
 * stage's order name under it), ID (the form id) and the row's actions, each
 * named with the diagnostic for screen readers.
 */
export function diagnosticFormColumns({
  onEdit,
  onDelete,
}: DiagnosticFormColumnsOptions): DataTableColumn<DiagnosticForm>[] {
  return [
    {
      key: 'name',
      header: 'Nombre',
      rowHeader: true,
      text: true,
      cell: (diagnostic) => diagnostic.name,
    },
    {
      key: 'order',
      header: 'Orden',
      cell: (diagnostic) => (
        <>
          {diagnostic.order_number}{' '}
          <span className="d-block small text-body-secondary">{diagnostic.order_name}</span>
        </>
      ),
    },
    {
      key: 'form-id',
      header: 'ID',
      cell: (diagnostic) => <code className="text-break">{diagnostic.form_id}</code>,
    },
    {
      key: 'actions',
      header: 'Acciones',
      hideHeader: true,
      cell: (diagnostic) => (
        <div className="d-flex flex-wrap gap-2">
          <Button
            size="sm"
            color="primary"
            outline
            onClick={() => {
              onEdit(diagnostic);
            }}
          >
            Editar <span className="visually-hidden">{diagnostic.name}</span>
          </Button>
          <Button
            size="sm"
            color="danger"
            outline
            onClick={() => {
              onDelete(diagnostic);
            }}
          >
            Eliminar <span className="visually-hidden">{diagnostic.name}</span>
          </Button>
        </div>
      ),
    },
  ];
}

/** Deleting a diagnostic from its list: spec §8's question, what it shows and what is said after. */
export function diagnosticRowDelete(
  remove: (diagnostic: DiagnosticForm) => Promise<unknown>,
): ListRowDelete<DiagnosticForm> {
  return {
    prompt: '¿Estas seguro que deseas eliminar este diagnóstico?',
    confirmLabel: 'Eliminar',
    texts: (diagnostic) => ({
      done: `Eliminamos el diagnóstico «${diagnostic.name}».`,
      failed: `No pudimos eliminar el diagnóstico «${diagnostic.name}». Vuelve a intentarlo.`,
      log: `The diagnostic ${diagnostic.name} was not deleted:`,
    }),
    details: (diagnostic) => (
      <>
        <p className="fw-semibold mb-2">{diagnostic.name}</p>
        <p className="mb-0 small text-body-secondary">
          Deja de aparecer a las pymes, y las respuestas que hayan enviado en este diagnóstico se
          eliminan con él.
        </p>
      </>
    ),
    remove,
  };
}
