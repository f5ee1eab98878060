import type { ReadHere } from '@/api/filter-support';
import { MAX_WALK_PAGES } from '@/api/walk-pages';
import type { WalkStop } from '@/api/walk-list';
import { countOf, formatNumber } from '@/lib/numbers';

/** How a list names its rows: "pyme"/"pymes", "línea de formación"/"líneas de formación". */
export interface RowNames {
  singular: string;
  plural: string;
  article: 'los' | 'las';
}

/**
 * Why a bounded read of a list stopped before its end, in a clause for the
 * screen ("…: el servidor repitió una página de la lista"); '' when it did not.
 */
export function walkStopClause(
  stoppedEarly: WalkStop | undefined,
  pageSize: number,
  { plural, article }: RowNames,
): string {
  switch (stoppedEarly) {
    case 'ceiling':
      return `la app lee como máximo ${formatNumber(MAX_WALK_PAGES)} páginas de ${formatNumber(pageSize)} ${plural}`;
    case 'empty-page':
      return 'el servidor entregó una página vacía antes del final de la lista';
    case 'repeated-page':
      return 'el servidor repitió una página de la lista';
    case 'ended-short':
      return `el servidor terminó la lista antes de entregar ${article === 'las' ? 'todas' : 'todos'} ${article} ${plural} que anunció`;
    default:
      return '';
  }
}

/**
 * Above a list whose server did not apply a filter it was asked (its rows
 * contradicted it), so the app read the list itself (bounded) and shows the
 * rows that pass: said once, in the list block's notice slot, so that neither
 * the rows nor the count are taken for the server's (issue 45). A read cut
 * short says so ("Leímos N de M…": there may be more).
 */
export function IgnoredFilterNotice({
  read,
  filter,
  kept,
  names,
}: {
  /** How the app read the list; nothing is shown without it. */
  read: ReadHere | undefined;
  /** The filter, as the sentence names it: "este filtro", "el filtro de líneas activas". */
  filter: string;
  /** What the list shows, with its article: "las deshabilitadas", "solo las activas". */
  kept: string;
  names: RowNames;
}) {
  if (!read || read.filters.length === 0) return null;
  const among = names.article === 'las' ? 'entre ellas' : 'entre ellos';
  return (
    <div
      className={`alert ${read.stoppedEarly ? 'alert-warning' : 'alert-info'} small`}
      role="status"
    >
      {read.stoppedEarly
        ? `Leímos ${formatNumber(read.read)} de ${formatNumber(read.total)} ${names.plural} de la lista (${walkStopClause(read.stoppedEarly, read.pageSize, names)}): se muestran ${kept} ${among}, y puede haber más.`
        : `Este servidor no aplica ${filter}: la app leyó ${countOf(read.read, names.singular, names.plural)} de la lista y muestra ${kept}.`}
    </div>
  );
}
