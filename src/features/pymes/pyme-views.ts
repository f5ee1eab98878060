import { lightFormat, subDays } from 'date-fns';
import type { ReadyView } from '@/components/list-page/saved-views-store';
import { DISABLED_VIEW } from './pymes-links';

/** Days after registration a pyme without a diagnostic is followed up. */
export const FOLLOW_UP_DAYS = 14;

/**
 * /admin/pymes's ready views for the follow-up (issue 38), with the list's
 * URL parameters (docs/decisions.md, "Saved views, per user, in this browser"). "Sin
 * diagnóstico tras 14 días" counts from the day the list is opened: the
 * pymes registered on or before that day minus 14, without an answer.
 */
export const pymeReadyViews: readonly ReadyView[] = [
  {
    id: 'sin-diagnostico-14-dias',
    name: `Sin diagnóstico tras ${String(FOLLOW_UP_DAYS)} días`,
    params: (today) => ({
      diagnosticos: 'sin',
      hasta: lightFormat(subDays(today, FOLLOW_UP_DAYS), 'yyyy-MM-dd'),
    }),
  },
  {
    id: 'dos-diagnosticos-sin-linea',
    name: 'Dos diagnósticos y sin línea',
    params: () => ({ diagnosticos: '2', linea: 'sin-linea' }),
  },
  { id: 'desertoras', name: 'Desertoras', params: () => ({ estado: 'DESERTER' }) },
  { id: 'deshabilitadas', name: 'Deshabilitadas', params: () => ({ vista: DISABLED_VIEW }) },
];

/** The `localStorage` key of a user's saved views of /admin/pymes. */
export function pymeViewsKey(userUuid: string): string {
  return `pymes-views:${userUuid}`;
}
