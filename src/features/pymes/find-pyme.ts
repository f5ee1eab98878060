import type { ApiError } from '@/api/api-error';
import type { BaseQueryCall } from '@/api/edge/answers';
import { detectAddition } from '@/api/edge/detections';
import { PYME_DETAIL, PYME_LIST, pymeRequest } from '@/api/edge/pymes';
import { isFields } from '@/api/edge/read';
import { walkPages } from '@/api/walk-pages';

/** Rows asked a request when a pyme is looked for in the list (the backend may grant fewer). */
const LIST_WALK_PAGE_SIZE = 1000;

/**
 * One pyme as the backend answers it, unread. `GET api/pymes/pyme/{uuid}/`
 * is ours (DRF's retrieve; the spec lists only PATCH there): when the
 * backend answers it 404 or 405, the pyme is looked for in the list, page
 * after page (as large as the backend grants), stopping at the page that has
 * it; not there is 404. A pyme's page reads it so, and so does a save that
 * must see what the backend kept (src/api/edge/write.ts).
 */
export async function findPymeRecord(
  baseQuery: BaseQueryCall,
  uuid: string,
): Promise<{ data: unknown } | { error: ApiError }> {
  const direct = await baseQuery(pymeRequest(uuid));
  if (!direct.error) {
    detectAddition('pymes', PYME_DETAIL, 'honoured');
    return { data: direct.data };
  }
  if (direct.error.status !== 404 && direct.error.status !== 405) return { error: direct.error };
  // 405: the URL has no GET. 404 proves it only once the list shows the pyme (below).
  if (direct.error.status === 405) detectAddition('pymes', PYME_DETAIL, 'ignored');
  const isIt = (row: unknown) => isFields(row) && row.uuid === uuid;
  const walked = await walkPages(
    async (params) => {
      const page = await baseQuery({ url: PYME_LIST, params });
      return page.error ? { error: page.error } : { data: page.data };
    },
    { limit: LIST_WALK_PAGE_SIZE, offset: 0 },
    (rows) => rows.some(isIt),
  );
  if ('error' in walked) return walked;
  const rows = Array.isArray(walked.data) ? (walked.data as unknown[]) : [];
  const pyme = rows.find(isIt);
  const notFound: ApiError = { status: 404, data: { detail: 'Not found.' } };
  if (pyme === undefined) return { error: notFound };
  detectAddition('pymes', PYME_DETAIL, 'ignored');
  return { data: pyme };
}
