/**
 * A list's saved views, kept in the browser (issue 38): what a view is, how
 * it is compared with the address, and how the views of one user are read
 * from and written to `localStorage`. Pure functions over a `Storage`-like
 * object, so they are tested without a page; the control is saved-views.tsx.
 *
 * Stored as versioned JSON under the caller's key (one key per user):
 *
 *     {"version":1,"views":[{"id":"…","name":"Los Lagos sin 2.º","params":{"region":"Los Lagos"}}]}
 *
 * Whatever else is found there (not JSON, another version, a view without a
 * name, a value that is not text) is left out, never thrown: the list shows
 * the views it can read, and the next save writes the key afresh.
 */

/** The storage format's version; another one is not read. */
export const SAVED_VIEWS_VERSION = 1;

/** The longest name of a view. */
export const VIEW_NAME_MAX = 60;

/** URL parameters that are never part of a view: where the list is, not what it shows. */
export const NOT_A_VIEW_PARAM = ['pagina'] as const;

/** A view's URL parameters: name → value, in the order they are written. */
export type ViewParams = Readonly<Record<string, string>>;

/** A view the user saved. */
export interface SavedView {
  id: string;
  name: string;
  params: ViewParams;
}

/** A view the list offers to everybody; its parameters may depend on the day. */
export interface ReadyView {
  id: string;
  name: string;
  params: (today: Date) => ViewParams;
}

/** What `localStorage` offers that the store uses. */
export type ViewStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Why a write did not happen: the browser's space is full, or it keeps nothing. */
export type WriteProblem = 'quota' | 'unavailable';

export type WriteResult = { ok: true } | { ok: false; problem: WriteProblem };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A view's parameters from a query or a record: `pagina` and empty values
 * dropped (an empty value is no filter), the first of repeated names kept.
 */
export function viewParamsOf(
  query: URLSearchParams | Readonly<Record<string, unknown>>,
): ViewParams {
  const entries = query instanceof URLSearchParams ? [...query.entries()] : Object.entries(query);
  const params: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (typeof value !== 'string' || value === '' || name === '') continue;
    if ((NOT_A_VIEW_PARAM as readonly string[]).includes(name)) continue;
    if (Object.hasOwn(params, name)) continue;
    params[name] = value;
  }
  return params;
}

/** Whether a view has anything to show: a search or a filter. */
export function hasViewParams(params: ViewParams): boolean {
  return Object.keys(params).length > 0;
}

/** The query string of a view, without `?`, in its own order: `estado=DESERTER`. */
export function viewQuery(params: ViewParams): string {
  return new URLSearchParams(Object.entries(params)).toString();
}

/** A view's parameters in one comparable form: sorted by name. */
function canonical(params: ViewParams): string {
  return JSON.stringify(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Whether two views show the same list (same parameters, in any order). */
export function sameParams(a: ViewParams, b: ViewParams): boolean {
  return canonical(a) === canonical(b);
}

/** A name as it is compared: trimmed, spaces collapsed, case and accents ignored. */
export function nameKey(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');
}

/** A name as it is kept: trimmed, inner spaces collapsed. */
export function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Whether `name` is already used by one of `names` (see `nameKey`). */
export function nameTaken(name: string, names: readonly string[]): boolean {
  const key = nameKey(name);
  return names.some((other) => nameKey(other) === key);
}

/** What is wrong with a new view's name, or null when it can be used. */
export type ViewNameProblem = 'required' | 'tooLong' | 'taken';

/**
 * Checks a new view's name: not blank, at most `VIEW_NAME_MAX` characters
 * once cleaned, and not one of `takenNames` (see `nameTaken`).
 */
export function viewNameProblem(
  name: string,
  takenNames: readonly string[],
): ViewNameProblem | null {
  const cleaned = cleanName(name);
  if (cleaned === '') return 'required';
  if (cleaned.length > VIEW_NAME_MAX) return 'tooLong';
  if (nameTaken(cleaned, takenNames)) return 'taken';
  return null;
}

/** One stored view, or null when it is not one. */
function readView(value: unknown): SavedView | null {
  if (!isRecord(value)) return null;
  const { id, name, params } = value;
  if (typeof id !== 'string' || id === '') return null;
  if (typeof name !== 'string') return null;
  const cleaned = cleanName(name);
  if (cleaned === '' || cleaned.length > VIEW_NAME_MAX) return null;
  if (!isRecord(params)) return null;
  const read = viewParamsOf(params);
  if (!hasViewParams(read)) return null;
  return { id, name: cleaned, params: read };
}

/**
 * The views in a stored text, or none when it is missing, not JSON or not
 * ours. Views that cannot be read, and repeats of an id or a name, are left out.
 */
export function parseSavedViews(text: string | null): SavedView[] {
  if (text === null) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isRecord(data) || data.version !== SAVED_VIEWS_VERSION || !Array.isArray(data.views)) {
    return [];
  }
  const views: SavedView[] = [];
  for (const value of data.views as unknown[]) {
    const view = readView(value);
    if (!view) continue;
    if (views.some((other) => other.id === view.id || nameKey(other.name) === nameKey(view.name))) {
      continue;
    }
    views.push(view);
  }
  return views;
}

/** The text a list of views is stored as. */
export function serializeSavedViews(views: readonly SavedView[]): string {
  return JSON.stringify({
    version: SAVED_VIEWS_VERSION,
    views: views.map(({ id, name, params }) => ({ id, name, params })),
  });
}

/** The stored text under `key`, or null when there is none or the storage cannot be read. */
export function readStoredText(storage: ViewStorage | null, key: string): string | null {
  if (!storage) return null;
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** The views stored under `key` (none when the storage is missing, refuses, or holds something else). */
export function readSavedViews(storage: ViewStorage | null, key: string): SavedView[] {
  return parseSavedViews(readStoredText(storage, key));
}

function isQuotaError(error: unknown): boolean {
  // Chromium and WebKit name it QuotaExceededError; old Firefox NS_ERROR_DOM_QUOTA_REACHED.
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}

/** Stores `views` under `key`; says why when the browser refused. */
export function writeSavedViews(
  storage: ViewStorage | null,
  key: string,
  views: readonly SavedView[],
): WriteResult {
  if (!storage) return { ok: false, problem: 'unavailable' };
  try {
    storage.setItem(key, serializeSavedViews(views));
    return { ok: true };
  } catch (error) {
    return { ok: false, problem: isQuotaError(error) ? 'quota' : 'unavailable' };
  }
}

/** A new view's id: unique among `views`, readable in the stored JSON. */
export function newViewId(views: readonly SavedView[], random: () => number = Math.random): string {
  const base = `v${Date.now().toString(36)}${Math.floor(random() * 36 ** 6).toString(36)}`;
  let id = base;
  for (let repeat = 2; views.some((view) => view.id === id); repeat += 1) {
    id = `${base}-${String(repeat)}`;
  }
  return id;
}

/** `views` with a new one added; its name cleaned, its parameters without `pagina` or empty values. */
export function addView(
  views: readonly SavedView[],
  view: { name: string; params: ViewParams },
  id: string = newViewId(views),
): SavedView[] {
  return [...views, { id, name: cleanName(view.name), params: viewParamsOf(view.params) }];
}

/** `views` without the one of `id`. */
export function removeView(views: readonly SavedView[], id: string): SavedView[] {
  return views.filter((view) => view.id !== id);
}

/** The views in the order the menu shows them: by name, as Spanish sorts. */
export function sortedViews<View extends { name: string }>(views: readonly View[]): View[] {
  return [...views].sort((a, b) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }));
}
