import { Alert, Button } from 'reactstrap';
import { selectAccessRole } from '@/api/session-slice';
import { useAppSelector } from '@/lib/store-hooks';
import { LineAssignmentCard, LineAssignmentCardSkeleton } from '../components/line-assignment-card';
import { useGetMyLineAssignmentsQuery } from '../training-lines-api';

const loadingLabel = 'Cargando tus líneas de formación…';

/**
 * `/formation` "Líneas de Formación": the training lines assigned to the
 * user. Its heading and the cards' skeleton are its frame: drawn at once,
 * also while a stored session's profile is on its way (issue 46); the lines
 * and their links wait for the profile.
 */
export function MyTrainingLinesPage() {
  // While the role is 'pending' this is the frame of a stored session (issue 46).
  const roleKnown = useAppSelector(selectAccessRole) !== 'pending';
  return (
    <div className="container-lg py-4">
      <h1 className="h2 mb-3">Líneas de Formación</h1>
      {roleKnown ? <MyTrainingLines /> : <LineAssignmentCardSkeleton label={loadingLabel} />}
    </div>
  );
}

/** What the page shows under its heading once the profile has answered. */
function MyTrainingLines() {
  const { data: lines, isLoading, isError, refetch } = useGetMyLineAssignmentsQuery(undefined);
  return (
    <>
      {isLoading && <LineAssignmentCardSkeleton label={loadingLabel} />}
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
    </>
  );
}
