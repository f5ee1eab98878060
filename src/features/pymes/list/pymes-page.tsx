import { useState } from 'react';
import { roleOf, selectProfile } from '@/api/session-slice';
import { FilterPanel } from '@/components/list-page/filter-panel';
import { ListPage } from '@/components/list-page/list-page';
import { pagedResult } from '@/components/list-page/list-result';
import { useAppSelector } from '@/lib/store-hooks';
import { useListState } from '@/lib/use-list-state';
import { ExportPymesButton } from '../export/export-pymes-button';
import { FollowUpButton } from '../follow-up/follow-up-button';
import { NO_LINE } from '../pyme-filters';
import { DISABLED_VIEW, pymeFiltersOf, pymeListFilters, type PymeListParams } from '../pymes-links';
import { FacetStatus } from './facet-status';
import { panelParams, pymeFilterFields } from './pyme-filter-fields';
import { pymeReadyViews, pymeViewsKey } from '../pyme-views';
import { useDisabledView } from './disabled-view';
import { FilteredHereNotice } from './filtered-here-notice';
import { LineFilter } from './line-filter';
import { usePymeBulkActions } from './pyme-bulk-actions';
import { usePymeTable } from './use-pyme-table';
import { usePymesList } from './use-pymes-list';
import { WalkProgressNotice } from './walk-progress-notice';

const LIST_ID = 'lista-pymes';

/** What the table says with no pyme to show, by the filters chosen. */
function emptyText(params: PymeListParams): string {
  const chosen = Object.entries(params).filter(([, value]) => value !== '');
  if (chosen.length === 0) return 'Aún no hay pymes registradas.';
  if (chosen.length > 1) return 'No hay pymes que cumplan estos filtros.';
  if (params.vista === DISABLED_VIEW) return 'No hay pymes deshabilitadas.';
  if (params.linea === NO_LINE) return 'No hay pymes sin línea de formación.';
  if (params.linea) return 'No hay pymes en esta línea de formación.';
  return 'No hay pymes que cumplan este filtro.';
}

/**
 * Whether the filter panel is open: at first, when the address chose one of
 * its filters (a shared link or a saved view shows what filters the list),
 * but the view, which the header's trash button toggles too (an open panel
 * reads the whole list to count, which the spec's view does not need).
 */
function usePanelOpen(params: PymeListParams) {
  const [open, setOpen] = useState(() =>
    panelParams.some((name) => name !== 'vista' && params[name] !== ''),
  );
  return {
    open,
    toggle: () => {
      setOpen((was) => !was);
    },
  };
}

/**
 * `/admin/pymes`, the admins' landing (spec §2): every pyme (a disabled one
 * marked, spec §4), searched and filtered by line, the disabled pymes' view
 * (only when the backend honours our `enabled` filter), the export, each
 * row's line, status, admin (super admins) and actions, and the same changes
 * over many selected pymes at once (issue 29).
 */
export function PymesPage() {
  const list = useListState({ filters: pymeListFilters });
  const disabledView = useDisabledView(list);
  const filters = pymeFiltersOf(list.search, list.filters);
  const isSuper = roleOf(useAppSelector(selectProfile)) === 'superadmin';
  const panel = usePanelOpen(list.filters);
  const pymes = usePymesList({
    page: list.page,
    ...filters,
    ...(panel.open ? { counts: true, withAdmins: isSuper } : {}),
  });
  const facets = pymes.currentData?.facets;

  const table = usePymeTable(LIST_ID, pymes.data?.results);
  const bulk = usePymeBulkActions({ filters, lines: table.lines.data, admins: table.admins });
  const title = disabledView.active ? 'Pymes deshabilitadas' : 'Pymes';
  // Each admin's saved views are her own, in this browser (issue 38).
  const userUuid = useAppSelector(selectProfile)?.user.uuid;

  return (
    <ListPage
      id={LIST_ID}
      title={title}
      views={userUuid ? { storageKey: pymeViewsKey(userUuid), ready: pymeReadyViews } : undefined}
      actions={
        <>
          {disabledView.toggle}
          <ExportPymesButton filters={filters} />
          <FollowUpButton filters={filters} />
        </>
      }
      list={list}
      search={{ label: 'Buscar pyme' }}
      filters={
        <LineFilter
          value={list.filters.linea}
          lines={table.lines}
          counts={facets?.training}
          onChange={(line) => {
            list.setFilter('linea', line);
          }}
        />
      }
      filterPanel={
        <FilterPanel
          id={`${LIST_ID}-filtros`}
          fields={pymeFilterFields({
            params: list.filters,
            facets,
            ...(table.admins ? { admins: { data: table.admins.accounts } } : {}),
          })}
          values={list.filters}
          onChange={(name, value) => {
            list.setFilter(name as keyof PymeListParams, value);
          }}
          onClear={() => {
            list.setFilters(Object.fromEntries(panelParams.map((name) => [name, ''])));
          }}
          open={panel.open}
          onToggle={panel.toggle}
          status={<FacetStatus page={pymes.currentData} fetching={pymes.isFetching} />}
        />
      }
      notice={
        <>
          <WalkProgressNotice reading={pymes.isFetching} />
          <FilteredHereNotice page={pymes.data} />
        </>
      }
      tableClassName="pymes-table"
      result={pagedResult(pymes)}
      related={table.related}
      columns={table.columns}
      rowKey={(pyme) => pyme.uuid}
      bulk={bulk}
      texts={{
        plural: 'pymes',
        article: 'las',
        caption: title,
        countInCaption: true,
        empty: emptyText(list.filters),
      }}
    >
      {table.dialogs}
    </ListPage>
  );
}
