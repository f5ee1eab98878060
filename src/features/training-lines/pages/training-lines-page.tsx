import { Link } from 'react-router-dom';
import { pageCount } from '@/api/pagination';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { Pagination } from '@/components/pagination';
import { SearchBox } from '@/components/search-box';
import { useRowDelete } from '@/components/use-row-dialogs';
import { trainingLineFormPath } from '@/config/paths';
import { useClampedPage, useListState } from '@/lib/use-list-state';
import { trainingLineColumns } from '../components/training-line-columns';
import {
  useDeactivateTrainingLineMutation,
  useGetTrainingLinesQuery,
  useGetTrainingLineTypesQuery,
  type TrainingLine,
} from '../training-lines-api';

const LIST_ID = 'lineas';

/** Spec §8's question before a line is deleted (a soft delete, spec §4). */
const deleteLinePrompt = '¿Estas seguro que deseas eliminar esta línea de formación?';

/**
 * `/admin/training-line` (spec §2): the active training lines, 10 a page,
 * newest first, with the search (search endpoint), "Crear línea de formación"
 * and each line's Editar and Eliminar. Page and search live in the URL.
 */
export function TrainingLinesPage() {
  const list = useListState();
  const lines = useGetTrainingLinesQuery({ page: list.page, search: list.search });
  const pages = lines.data ? pageCount(lines.data.count) : undefined;
  useClampedPage(list, pages);
  const types = useGetTrainingLineTypesQuery(undefined);
  const [deactivate] = useDeactivateTrainingLineMutation();
  const deletion = useRowDelete<TrainingLine>({
    listId: LIST_ID,
    remove: (line) => deactivate(line.uuid).unwrap(),
    texts: (line) => ({
      done: `Eliminamos la línea de formación «${line.name}».`,
      failed: `No pudimos eliminar «${line.name}». Vuelve a intentarlo.`,
      log: `The training line ${line.name} was not deleted:`,
    }),
  });
  const asked = deletion.asked;

  const columns = trainingLineColumns({ types: types.data ?? [], onDelete: deletion.ask });

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">Líneas de formación</h1>
        <Link to={trainingLineFormPath('Crear', null)} className="btn btn-primary">
          <span aria-hidden="true">+ </span>Crear línea de formación
        </Link>
      </div>

      <div className="row mb-3">
        <div className="col-md-8 col-lg-6">
          <SearchBox
            label="Buscar línea de formación"
            placeholder="Nombre, ID, proveedor o descripción"
            value={list.search}
            onSearch={list.setSearch}
          />
        </div>
      </div>

      <DataTable
        id={LIST_ID}
        caption={`Líneas de formación activas${lines.data ? ` · ${String(lines.data.count)}` : ''}`}
        columns={columns}
        rows={lines.data?.results}
        rowKey={(line) => line.uuid}
        isLoading={lines.isFetching}
        isError={lines.isError}
        onRetry={() => void lines.refetch()}
        emptyMessage={
          list.search
            ? `No hay líneas de formación que coincidan con «${list.search}».`
            : 'Aún no hay líneas de formación. Crea la primera con «Crear línea de formación».'
        }
        errorMessage="No pudimos cargar las líneas de formación."
      />
      <Pagination
        page={list.page}
        pageCount={pages ?? 0}
        pageHref={list.pageHref}
        label="Páginas de líneas de formación"
        listId={LIST_ID}
      />

      <ConfirmDialog {...deletion.dialog} message={deleteLinePrompt} confirmLabel="Seguro">
        {asked && (
          <>
            <p className="fw-semibold mb-2">{asked.name}</p>
            <p className="mb-0 small text-body-secondary">
              Dejará de aparecer en la lista y no se podrá asignar a más pymes. Las pymes que ya la
              tienen la conservan.
            </p>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
