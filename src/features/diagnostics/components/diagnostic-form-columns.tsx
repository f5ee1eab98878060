import { Button } from 'reactstrap';
import type { DataTableColumn } from '@/components/data-table';
import type { DiagnosticForm } from '../diagnostic-forms-api';

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
