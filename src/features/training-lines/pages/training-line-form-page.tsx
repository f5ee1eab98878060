import { Link, useParams } from 'react-router-dom';
import { Alert, Button, Card, CardBody } from 'reactstrap';
import { isNotFound } from '@/api/api-error';
import { isUuid } from '@/api/api-path';
import type { SelectOption } from '@/components/form/select-field';
import { LoadingState } from '@/components/loading-state';
import { paths } from '@/config/paths';
import { emptyTrainingLineValues } from '../training-line-schema';
import { TrainingLineForm } from '../components/training-line-form';
import { lineToFormValues } from '../training-line-form-data';
import type { Choice } from '@/api/edge/read';
import { typeNameOf, typeUuidOf, type TrainingLineType } from '@/api/edge/training-lines';
import { useGetTrainingLineQuery, useGetTrainingLineTypesQuery } from '../training-lines-api';

function BackToList() {
  return (
    <Link to={paths.adminTrainingLine} className="d-inline-block mb-2">
      <span aria-hidden="true">← </span>Volver a líneas de formación
    </Link>
  );
}

/** The type select's options; a line's type missing from the list still shows as chosen. */
function typeOptionsOf(
  types: readonly TrainingLineType[] | undefined,
  current: Choice | undefined,
): SelectOption[] {
  const options = (types ?? []).map((type) => ({ value: type.uuid, label: type.name }));
  const uuid = current && typeUuidOf(current, types);
  if (types && current && uuid && !options.some((option) => option.value === uuid)) {
    options.push({ value: uuid, label: typeNameOf(current, types) ?? 'Tipo no disponible' });
  }
  return options;
}

/**
 * `/admin/training-line-form/Crear/null` and `/admin/training-line-form/Editar/{uuid}`
 * (spec §2): the three-step form, empty (every weighting at 0) or with the
 * line loaded by `GET {uuid}/` (a spinner meanwhile; a line that does not
 * exist or was deleted says so, with the way back to the list).
 */
export function TrainingLineFormPage() {
  const params = useParams();
  const editing = params.type === 'Editar';
  const uuid = editing ? (params.uuid ?? '') : null;
  // An address whose id cannot be a uuid names no line: not found, without asking.
  const askable = isUuid(uuid);
  const line = useGetTrainingLineQuery(uuid ?? '', { skip: !askable });
  // Not asked either when the address names no line: the page only says so.
  const types = useGetTrainingLineTypesQuery(undefined, { skip: uuid !== null && !askable });
  const title = editing ? 'Editar línea de formación' : 'Crear línea de formación';

  const header = (
    <>
      <BackToList />
      <h1 className="h2 mb-1">{title}</h1>
    </>
  );

  if (uuid !== null) {
    const notFound = !askable || isNotFound(line.error) || line.data?.is_active === false;
    if (notFound) {
      return (
        <div className="training-line-form-page">
          {header}
          <Card className="shadow-sm mt-3">
            <CardBody className="p-4">
              <h2 className="h4">No encontramos esta línea de formación</h2>
              <p className="text-body-secondary">
                Puede que la dirección esté incompleta o que la línea haya sido eliminada.
              </p>
              <Link to={paths.adminTrainingLine} className="btn btn-primary">
                Ir a líneas de formación
              </Link>
            </CardBody>
          </Card>
        </div>
      );
    }
    if (line.isError) {
      return (
        <div className="training-line-form-page">
          {header}
          <Alert color="danger" className="mt-3">
            No pudimos cargar la línea de formación.{' '}
            <Button color="danger" size="sm" className="ms-2" onClick={() => void line.refetch()}>
              Reintentar
            </Button>
          </Alert>
        </div>
      );
    }
    // A type the answer names without its uuid is found in the types' list first.
    const typeByName = line.data?.type.value === null && types.isLoading;
    if (!line.data || typeByName) {
      return (
        <div className="training-line-form-page">
          {header}
          <LoadingState label="Cargando la línea de formación…" />
        </div>
      );
    }
  }

  const loaded = line.data;

  return (
    <div className="training-line-form-page">
      {header}
      <p className="text-body-secondary">
        {loaded
          ? loaded.name
          : 'Completa los tres pasos. Puedes volver a un paso anterior sin perder lo escrito.'}
      </p>
      <Card className="shadow-sm">
        <CardBody className="p-3 p-sm-4">
          <TrainingLineForm
            key={uuid ?? 'new'}
            uuid={uuid}
            initialValues={
              loaded ? lineToFormValues(loaded, types.data) : emptyTrainingLineValues()
            }
            typeOptions={typeOptionsOf(types.data, loaded?.type)}
            typesLoading={types.isLoading}
            typesFailed={types.isError}
            onRetryTypes={() => void types.refetch()}
          />
        </CardBody>
      </Card>
    </div>
  );
}
