import { Alert, Button } from 'reactstrap';
import { LineAssignmentCard, LineAssignmentCardSkeleton } from '../components/line-assignment-card';
import { useGetMyLineAssignmentsQuery } from '../training-lines-api';

/** `/formation` "Líneas de Formación": the training lines assigned to the user. */
export function MyTrainingLinesPage() {
  const { data: lines, isLoading, isError, refetch } = useGetMyLineAssignmentsQuery(undefined);
  return (
    <div className="container-lg py-4">
      <h1 className="h2 mb-3">Líneas de Formación</h1>
      {isLoading && <LineAssignmentCardSkeleton label="Cargando tus líneas de formación…" />}
      {isError && (
        <Alert color="danger">
          No pudimos cargar tus líneas de formación.{' '}
          <Button color="danger" size="sm" className="ms-2" onClick={() => void refetch()}>
            Reintentar
          </Button>
        </Alert>
      )}
      {lines && lines.length === 0 && (
        <p className="text-body-secondary">No tienen ninguna línea de formación asignada</p>
      )}
      {lines && lines.length > 0 && (
        <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4">
          {lines.map((line, index) => (
            // The association's uuid may be absent (spec §3 lists none): the line's, then the place.
            <li key={line.uuid ?? `${line.training.uuid ?? ''}-${String(index)}`} className="col">
              <LineAssignmentCard line={line} first={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
