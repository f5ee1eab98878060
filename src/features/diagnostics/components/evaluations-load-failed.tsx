import { Alert, Button } from 'reactstrap';

/** The user's diagnostics could not be loaded: said, with Reintentar (/dashboard, /form). */
export function EvaluationsLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="danger">
      No pudimos cargar tus diagnósticos.{' '}
      <Button color="danger" size="sm" className="ms-2" onClick={onRetry}>
        Reintentar
      </Button>
    </Alert>
  );
}
