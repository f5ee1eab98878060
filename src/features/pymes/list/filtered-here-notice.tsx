import { IgnoredFilterNotice } from '@/components/list-page/ignored-filter-notice';
import { countOf, formatNumber } from '@/lib/numbers';
import { pymeNames, walkStopReason } from '../fetch-all-pymes';
import type { PymePage } from '../workspace-query';

/** What each filter keeps, in the notice's words. */
const keptBy: Readonly<Record<string, string>> = {
  training: 'las de la línea elegida',
  enabled: 'las deshabilitadas',
};

/**
 * Above the list when the server did not apply a filter and the app did
 * (`filteredHere`): says that the app read the list itself and how much of
 * it, so the count is never taken for the server's. A read cut short says so
 * ("Leímos N de M…"). The server's case is the list block's notice
 * (`IgnoredFilterNotice`, the training lines' too).
 */
export function FilteredHereNotice({ page }: { page: PymePage | undefined }) {
  const here = page?.filteredHere;
  if (!here || here.filters.length === 0) return null;
  if (here.reason === 'workspace') {
    const read = here.stoppedEarly
      ? `leyó ${formatNumber(here.read)} de ${formatNumber(here.total)} pymes de la lista (${walkStopReason(here)}) y muestra las que cumplen los filtros entre ellas: puede haber más.`
      : `leyó ${countOf(here.read, 'pyme', 'pymes')} de la lista y muestra las que cumplen los filtros.`;
    return (
      <div
        className={`alert ${here.stoppedEarly ? 'alert-warning' : 'alert-info'} small`}
        role="status"
      >
        {`Ninguna API filtra por estos campos: la app ${read}`}
      </div>
    );
  }
  return (
    <IgnoredFilterNotice
      read={here}
      filter="este filtro"
      kept={here.filters.map((filter) => keptBy[filter] ?? filter).join(' y ')}
      names={pymeNames}
    />
  );
}
