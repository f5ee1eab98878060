import { Link } from 'react-router-dom';
import { ListPage } from '@/components/list-page/list-page';
import { pagedResult } from '@/components/list-page/list-result';
import { relatedData } from '@/components/list-page/related-lists';
import { trainingLineFormPath } from '@/config/paths';
import { useListState } from '@/lib/use-list-state';
import { trainingLineColumns, trainingLineRowDelete } from '../components/training-line-columns';
import {
  useDeactivateTrainingLineMutation,
  useGetTrainingLinesQuery,
  useGetTrainingLineTypesQuery,
} from '../training-lines-api';

const LIST_ID = 'lineas';

/**
 * `/admin/training-line` (spec §2): the active training lines, 10 a page,
 * newest first, with the search (search endpoint), "Crear línea de formación"
 * and each line's Editar and Eliminar (a soft delete, spec §4).
 */
export function TrainingLinesPage() {
  const list = useListState();
  const lines = useGetTrainingLinesQuery({ page: list.page, search: list.search });
  const types = useGetTrainingLineTypesQuery(undefined);
  const [deactivate] = useDeactivateTrainingLineMutation();
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
      result={pagedResult(lines)}
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
