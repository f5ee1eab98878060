import { countOf, formatNumber } from '@/lib/numbers';
import { walkStopReason } from '../fetch-all-pymes';
import type { PymePage } from '../workspace-query';

/**
 * The filter panel's foot (issue 38): where its counts come from. No API
 * counts pymes by region, commune or status, so the app reads the list whole
 * (bounded) and counts; this line says how many pymes it read, or that it is
 * reading, or that it could not. A count never stands without its source.
 */
export function FacetStatus({ page, fetching }: { page: PymePage | undefined; fetching: boolean }) {
  if (!page?.facets || !page.filteredHere) {
    return fetching
      ? 'Leyendo las pymes para contar cada opción…'
      : 'Las opciones no muestran cuántas pymes tienen: la app no pudo leer la lista.';
  }
  const here = page.filteredHere;
  const source = here.stoppedEarly
    ? `Leímos ${formatNumber(here.read)} de ${formatNumber(here.total)} pymes (${walkStopReason(here)}): las cifras entre paréntesis cuentan solo esas.`
    : `Las cifras entre paréntesis cuentan las ${countOf(here.read, 'pyme', 'pymes')} que la app leyó de la lista.`;
  const progress = page.progressRead;
  return (
    <>
      {source}
      {progress && progress.read < progress.total && (
        <>
          {' '}
          {`Los diagnósticos respondidos se leyeron de ${formatNumber(progress.read)} de ${formatNumber(progress.total)} pymes con respuestas: las demás no se muestran.`}
        </>
      )}
    </>
  );
}
