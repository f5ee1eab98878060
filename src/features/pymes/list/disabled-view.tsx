import { Button } from 'reactstrap';
import { LoadingState } from '@/components/loading-state';
import type { ListState } from '@/lib/use-list-state';
import { useGetEnabledFilterSupportQuery } from '../pymes-api';
import { DISABLED_VIEW, type pymeListFilters } from '../pymes-links';

function TrashIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <path d="M5.5 5.5A.5.5 0 0 1 6 6v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m2.5 0a.5.5 0 0 1 .5.5v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m3 .5a.5.5 0 0 0-1 0v6a.5.5 0 0 0 1 0z" />
      <path d="M14.5 3a1 1 0 0 1-1 1H13v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4h-.5a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1H6a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1h3.5a1 1 0 0 1 1 1zM4.118 4 4 4.059V13a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1V4.059L11.882 4zM2.5 3h11V2h-11z" />
    </svg>
  );
}

/** The header's "Deshabilitadas" button: shows or leaves the disabled pymes' view. */
function DisabledViewToggle({ active, onToggle }: { active: boolean; onToggle: () => void }) {
  return (
    <Button
      color="secondary"
      outline
      aria-pressed={active}
      active={active}
      className="d-inline-flex align-items-center gap-2"
      onClick={onToggle}
    >
      <TrashIcon />
      Deshabilitadas
    </Button>
  );
}

/**
 * Above the disabled pymes' view: while the backend's filter is being
 * checked, a loading line; when it cannot filter, says so (with the way
 * back) instead of listing pymes that are not disabled.
 */
function DisabledViewNotice({
  support,
  onBack,
}: {
  support: { data?: boolean; isError: boolean; refetch: () => unknown };
  onBack: () => void;
}) {
  if (support.data === true) return null;
  if (support.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        No pudimos cargar las pymes deshabilitadas.{' '}
        <Button color="danger" size="sm" className="ms-2" onClick={() => void support.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }
  if (support.data === undefined) return <LoadingState label="Cargando pymes deshabilitadas…" />;
  return (
    <div className="alert alert-info" role="status">
      <p className="mb-2">
        Este servidor no permite listar solo las pymes deshabilitadas. Aparecen en la lista de todas
        las pymes con la marca «Deshabilitado» y el botón «Habilitar».
      </p>
      <Button color="primary" size="sm" onClick={onBack}>
        Ver todas las pymes
      </Button>
    </div>
  );
}

/**
 * The disabled pymes' view (`?vista=deshabilitadas`): it needs our `enabled`
 * filter, so the backend is checked once and the view is used only when the
 * filter is honoured (docs/api-contract.md). Gives the header's toggle, the
 * notice above the table, and the filter to send.
 */
export function useDisabledView(list: ListState<typeof pymeListFilters>) {
  const active = list.filters.vista === DISABLED_VIEW;
  const support = useGetEnabledFilterSupportQuery(undefined, { skip: !active });
  const setActive = (next: boolean) => {
    list.setFilter('vista', next ? DISABLED_VIEW : '');
  };
  return {
    active,
    /** The view is asked for but cannot be shown (yet, or on this backend). */
    unavailable: active && support.data !== true,
    filter: active ? { enabled: false } : {},
    toggle: (
      <DisabledViewToggle
        active={active}
        onToggle={() => {
          setActive(!active);
        }}
      />
    ),
    notice: active && (
      <DisabledViewNotice
        support={support}
        onBack={() => {
          setActive(false);
        }}
      />
    ),
  };
}
