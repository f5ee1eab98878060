import { Button } from 'reactstrap';
import type { QueryState } from './list-result';

/**
 * A list the table's cells read besides its own rows (the pymes' training
 * lines, administrators and their assignments; the training lines' types).
 * One rule for all of them (issue 26, docs/decisions.md): what failed is said
 * above the table with "Reintentar"; the rows stay; a cell that depends on it
 * shows "—" (`UnknownValue`), and a control that needs it is disabled, its
 * reason tied to it, until it loads.
 */
export interface RelatedList<Data = unknown> {
  /** Unique in the list page; names the notice's id. */
  key: string;
  /** What it is, with its article: "las líneas de formación". */
  name: string;
  /** What the user cannot do or see without it: "la columna Tipo muestra «—» hasta que carguen". */
  effect: string;
  query: QueryState<Data>;
}

/** A related list's rows as a cell reads them, or why they are missing. */
export type Related<Data> =
  | { data: Data; missing?: undefined }
  | {
      data: undefined;
      missing: {
        /** For screen readers, beside the "—". */
        reason: string;
        /** The id of the notice that says the load failed (for aria-describedby); unset while loading. */
        noticeId?: string;
      };
    };

/** True once the load failed and no retry is on its way. */
function failed(query: QueryState<unknown>): boolean {
  return query.isError && !query.isFetching;
}

function noticeId(listId: string, key: string): string {
  return `${listId}-${key}-no-cargo`;
}

/**
 * `data` of a related list for the cells: itself once loaded, else why it is
 * missing ("Cargando …" or "No pudimos cargar …", with the notice's id).
 */
export function relatedData<Data>(listId: string, list: RelatedList<Data>): Related<Data> {
  const { data } = list.query;
  // Rows loaded before a later refetch failed are still shown (the notice says it failed).
  if (data !== undefined) return { data };
  return failed(list.query)
    ? {
        data: undefined,
        missing: {
          reason: `No pudimos cargar ${list.name}.`,
          noticeId: noticeId(listId, list.key),
        },
      }
    : { data: undefined, missing: { reason: `Cargando ${list.name}…` } };
}

/**
 * What failed among a list page's related lists, above its table: one line
 * each ("No pudimos cargar los administradores: …"), and one "Reintentar" that
 * asks again for every one that failed.
 */
export function RelatedListsNotice({
  listId,
  related,
}: {
  listId: string;
  related: readonly RelatedList[];
}) {
  const failedLists = related.filter((list) => failed(list.query));
  if (failedLists.length === 0) return null;
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2">
      <div className="me-auto" role="alert">
        {failedLists.map((list) => (
          <p key={list.key} id={noticeId(listId, list.key)} className="mb-1">
            No pudimos cargar {list.name}: {list.effect}.
          </p>
        ))}
      </div>
      <Button
        color="danger"
        outline
        size="sm"
        onClick={() => {
          for (const list of failedLists) void list.query.refetch();
        }}
      >
        Reintentar
      </Button>
    </div>
  );
}
