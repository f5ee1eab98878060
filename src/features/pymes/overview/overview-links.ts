import { paths } from '@/config/paths';
import type { PymeListQuery } from './programme-overview';

/** The order the filters are written in (the filter contract's names). */
const order = ['linea', 'region', 'estado', 'diagnosticos', 'desde', 'hasta'] as const;

/**
 * /admin/pymes showing the pymes a count of the overview counted: the
 * segment's and the step's filters, and `vista=habilitadas`, since the
 * overview counts the enabled pymes only.
 */
export function overviewListPath(...queries: PymeListQuery[]): string {
  const merged = queries.reduce<PymeListQuery>((all, query) => ({ ...all, ...query }), {});
  const search = new URLSearchParams();
  for (const name of order) {
    const value = merged[name];
    if (value) search.set(name, value);
  }
  search.set('vista', 'habilitadas');
  return `${paths.adminPymes}?${search.toString()}`;
}
