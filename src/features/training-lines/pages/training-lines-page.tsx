import { Link } from 'react-router-dom';
import { IgnoredFilterNotice } from '@/components/list-page/ignored-filter-notice';
import { ListPage } from '@/components/list-page/list-page';
import { pagedResult } from '@/components/list-page/list-result';
import { relatedData } from '@/components/list-page/related-lists';
import { trainingLineFormPath } from '@/config/paths';
import { useListState } from '@/lib/use-list-state';
import { trainingLineColumns, trainingLineRowDelete } from '../components/training-line-columns';
import { useGetTrainingLinesQuery } from '../training-line-list-api';
import {
  useDeactivateTrainingLineMutation,
  useGetTrainingLineTypesQuery,
} from '../training-lines-api';

const LIST_ID = 'lineas';

const lineNames = {
  singular: 'línea de formación',
  plural: 'líneas de formación',
  article: 'las',
} as const;

/**
 * `/admin/training-line` (spec §2): the active training lines, 10 a page,
 * newest first, with the search (search endpoint), "Crear línea de formación"
 * and each line's Editar and Eliminar (a soft delete, spec §4). A line whose
 * row says it is not active is never listed, whatever the server applied
 * (issue 45): where it did not apply `is_active`, the list says so once and
 * counts the lines it shows ("—" when it could not read them all).
 */
export function TrainingLinesPage() {
  const list = useListState();
  const lines = useGetTrainingLinesQuery({ page: list.page, search: list.search });
  const types = useGetTrainingLineTypesQuery(undefined);
  const [deactivate] = useDeactivateTrainingLineMutation();
  const readHere = lines.data?.filteredHere;
  const result = pagedResult(lines);
  const typeList = {
    key: 'tipos',
    name: 'los tipos de línea de formación',
    effect: 'la columna Tipo muestra «—» hasta que carguen',
    query: types,
  };

  return (
    <ListPage
      id={LIST_ID}
      title="Líneas de formación"
      actions={
        <Link to={trainingLineFormPath('Crear', null)} className="btn btn-primary">
          <span aria-hidden="true">+ </span>Crear línea de formación
        </Link>
      }
      list={list}
      search={{
        label: 'Buscar línea de formación',
        placeholder: 'Nombre, ID, proveedor o descripción',
      }}
      notice={
        <IgnoredFilterNotice
          read={readHere}
          filter="el filtro de líneas activas"
          kept="solo las activas"
          names={lineNames}
        />
      }
      // Read short, the active lines counted are only those read: the count is not known.
      result={readHere?.stoppedEarly ? { ...result, count: null } : result}
      related={[typeList]}
      columns={({ askDelete }) =>
        trainingLineColumns({
          types: relatedData(LIST_ID, typeList),
          onDelete: askDelete,
        })
      }
      rowKey={(line) => line.uuid}
      texts={{
        plural: 'líneas de formación',
        article: 'las',
        caption: 'Líneas de formación activas',
        countInCaption: true,
        empty: 'Aún no hay líneas de formación. Crea la primera con «Crear línea de formación».',
      }}
      deleteRow={trainingLineRowDelete((line) => deactivate(line.uuid).unwrap())}
    />
  );
}
