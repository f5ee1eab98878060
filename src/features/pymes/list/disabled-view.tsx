import { Button } from 'reactstrap';
import type { ListState } from '@/lib/use-list-state';
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
 * The disabled pymes' view (`?vista=deshabilitadas`, one of the filter
 * panel's values too): the list with our `enabled` filter, which goes to the server only where it is shown honoured
 * and is applied by the app otherwise (docs/decisions.md, "A filter is sent
 * where it is shown honoured"). Gives the header's toggle.
 */
export function useDisabledView(list: ListState<typeof pymeListFilters>) {
  const active = list.filters.vista === DISABLED_VIEW;
  return {
    active,
    toggle: (
      <DisabledViewToggle
        active={active}
        onToggle={() => {
          list.setFilter('vista', active ? '' : DISABLED_VIEW);
        }}
      />
    ),
  };
}
