import { useId } from 'react';
import { Button } from 'reactstrap';
import { pageCount } from '@/api/pagination';
import { roleOf, selectProfile } from '@/api/session-slice';
import { DataTable, focusTable } from '@/components/data-table';
import { LoadingState } from '@/components/loading-state';
import { Pagination } from '@/components/pagination';
import { SearchBox } from '@/components/search-box';
import { useAppSelector } from '@/lib/store-hooks';
import { useClampedPage, useListState } from '@/lib/use-list-state';
import { ExportPymesButton } from '../export/export-pymes-button';
import { pymeColumns } from './pyme-columns';
import { usePymeRowActions } from './pyme-row-actions';
import {
  useGetAdminAssignmentsQuery,
  useGetAssignableAdminsQuery,
  useGetEnabledFilterSupportQuery,
  useGetLineOptionsQuery,
  useGetPymesQuery,
} from '../pymes-api';
import { DISABLED_VIEW, pymeListFilters } from '../pymes-links';

const LIST_ID = 'lista-pymes';

function TrashIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <path d="M5.5 5.5A.5.5 0 0 1 6 6v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m2.5 0a.5.5 0 0 1 .5.5v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m3 .5a.5.5 0 0 0-1 0v6a.5.5 0 0 0 1 0z" />
      <path d="M14.5 3a1 1 0 0 1-1 1H13v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4h-.5a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1H6a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1h3.5a1 1 0 0 1 1 1zM4.118 4 4 4.059V13a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1V4.059L11.882 4zM2.5 3h11V2h-11z" />
    </svg>
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
 * `/admin/pymes`, the admins' landing (spec §2): the pymes table with its
 * search, the line filter, the disabled pymes' view (the header's trash
 * button), the export, and each row's line, status, admin (super admins)
 * and actions. Page, search, filter and view live in the URL.
 */
export function PymesPage() {
  const list = useListState({ filters: pymeListFilters });
  const disabledView = list.filters.vista === DISABLED_VIEW;
  // The disabled pymes' view needs our `enabled` filter: checked once, used only when honoured.
  const filterSupport = useGetEnabledFilterSupportQuery(undefined, { skip: !disabledView });
  const viewUnavailable = disabledView && filterSupport.data !== true;
  // Spec §4: the list shows every pyme, a disabled one with "Deshabilitado" and "Habilitar".
  const filters = {
    search: list.search,
    training: list.filters.linea,
    ...(disabledView ? { enabled: false } : {}),
  };
  const pymes = useGetPymesQuery({ page: list.page, ...filters }, { skip: viewUnavailable });
  const pages = pymes.data ? pageCount(pymes.data.count) : undefined;
  useClampedPage(list, pages);

  const isSuper = roleOf(useAppSelector(selectProfile)) === 'superadmin';
  const lines = useGetLineOptionsQuery(undefined);
  const assignments = useGetAdminAssignmentsQuery(undefined, { skip: !isSuper });
  const accounts = useGetAssignableAdminsQuery(undefined, { skip: !isSuper });

  const lineFilterId = useId();
  const { actions, dialogs } = usePymeRowActions({
    lines: lines.data,
    assignments: assignments.data,
    accounts: accounts.data,
    // The save refetches the list (its tag); the table stays, so the focus can go there now.
    onPymeLeftTheView: () => {
      focusTable(LIST_ID);
    },
  });

  const columns = pymeColumns({
    lines: lines.data ?? [],
    admins: isSuper
      ? { accounts: accounts.data ?? [], assignments: assignments.data ?? [] }
      : undefined,
    actions,
  });

  // A line chosen in the address that is not in the list any more still reads as chosen.
  const unknownLine =
    list.filters.linea !== '' &&
    lines.data !== undefined &&
    !lines.data.some((line) => line.uuid === list.filters.linea);

  const noRowsMessage = list.search
    ? `No hay pymes que coincidan con «${list.search}».`
    : list.filters.linea
      ? 'No hay pymes en esta línea de formación.'
      : disabledView
        ? 'No hay pymes deshabilitadas.'
        : 'Aún no hay pymes registradas.';
  const caption = disabledView ? 'Pymes deshabilitadas' : 'Pymes';

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">{disabledView ? 'Pymes deshabilitadas' : 'Pymes'}</h1>
        <div className="d-flex flex-wrap gap-2">
          <Button
            color="secondary"
            outline
            aria-pressed={disabledView}
            active={disabledView}
            className="d-inline-flex align-items-center gap-2"
            onClick={() => {
              list.setFilter('vista', disabledView ? '' : DISABLED_VIEW);
            }}
          >
            <TrashIcon />
            Deshabilitadas
          </Button>
          <ExportPymesButton filters={filters} disabled={viewUnavailable} />
        </div>
      </div>

      <div className="row g-3 align-items-end mb-3">
        <div className="col-md-7 col-lg-6">
          <SearchBox label="Buscar pyme" value={list.search} onSearch={list.setSearch} />
        </div>
        <div className="col-md-5 col-lg-4">
          <label htmlFor={lineFilterId} className="form-label">
            Línea de formación
          </label>
          <select
            id={lineFilterId}
            className="form-select"
            value={list.filters.linea}
            onChange={(event) => {
              list.setFilter('linea', event.target.value);
            }}
          >
            <option value="">Todas las líneas</option>
            {lines.data?.map((line) => (
              <option key={line.uuid} value={line.uuid}>
                {line.name}
              </option>
            ))}
            {unknownLine && <option value={list.filters.linea}>Línea no disponible</option>}
          </select>
        </div>
      </div>

      {disabledView && (
        <DisabledViewNotice
          support={filterSupport}
          onBack={() => {
            list.setFilter('vista', '');
          }}
        />
      )}
      <div className="pymes-table" hidden={viewUnavailable}>
        <DataTable
          id={LIST_ID}
          caption={`${caption}${pymes.data ? ` · ${String(pymes.data.count)}` : ''}`}
          columns={columns}
          rows={pymes.data?.results}
          rowKey={(pyme) => pyme.uuid}
          isLoading={pymes.isFetching}
          isError={pymes.isError}
          onRetry={() => void pymes.refetch()}
          emptyMessage={noRowsMessage}
          errorMessage="No pudimos cargar las pymes."
        />
      </div>
      <Pagination
        page={viewUnavailable ? 1 : list.page}
        pageCount={viewUnavailable ? 0 : (pages ?? 0)}
        pageHref={list.pageHref}
        label="Páginas de pymes"
        listId={LIST_ID}
      />

      {dialogs}
    </>
  );
}
