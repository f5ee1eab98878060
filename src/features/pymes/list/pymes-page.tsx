import { selectProfile } from '@/api/session-slice';
import { ListPage } from '@/components/list-page/list-page';
import { pagedResult } from '@/components/list-page/list-result';
import { useAppSelector } from '@/lib/store-hooks';
import { useListState } from '@/lib/use-list-state';
import { ExportPymesButton } from '../export/export-pymes-button';
import { useGetPymesQuery } from '../pymes-api';
import { pymeListFilters } from '../pymes-links';
import { pymeReadyViews, pymeViewsKey } from '../pyme-views';
import { useDisabledView } from './disabled-view';
import { FilteredHereNotice } from './filtered-here-notice';
import { LineFilter } from './line-filter';
import { usePymeBulkActions } from './pyme-bulk-actions';
import { usePymeTable } from './use-pyme-table';

const LIST_ID = 'lista-pymes';

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
  const filters = {
    search: list.search,
    training: list.filters.linea,
    ...disabledView.filter,
  };
  const pymes = useGetPymesQuery({ page: list.page, ...filters });

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
        </>
      }
      list={list}
      search={{ label: 'Buscar pyme' }}
      filters={
        <LineFilter
          value={list.filters.linea}
          lines={table.lines}
          onChange={(line) => {
            list.setFilter('linea', line);
          }}
        />
      }
      notice={<FilteredHereNotice page={pymes.data} />}
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
        empty: list.filters.linea
          ? 'No hay pymes en esta línea de formación.'
          : disabledView.active
            ? 'No hay pymes deshabilitadas.'
            : 'Aún no hay pymes registradas.',
      }}
    >
      {table.dialogs}
    </ListPage>
  );
}
