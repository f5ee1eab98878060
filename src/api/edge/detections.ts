/**
 * What the edge has learned of the connected backend in this page's session
 * (issue 45): the names it answers a field under, how it pages its lists,
 * how it writes moments and file URLs, which filters the app had to apply
 * itself and over how many rows, and the server's own headers.
 *
 * Readers and the base query write here as they read (`detect…`); the
 * writers read it back so that a field goes back under the name the backend
 * gave it (`nameRead`), and the "Conexión con el servidor" page shows it all
 * (`useDetections`). A plain module store, not a Redux slice: the readers are
 * pure functions called inside RTK Query's schema step, where nothing can be
 * dispatched. The backend does not change while the page runs, so what is
 * learned is kept until the page reloads (tests forget it before each test).
 */
import { useSyncExternalStore } from 'react';

/** The resources of the API, as the page lists them. */
export type ResourceName =
  | 'profile'
  | 'signup'
  | 'pymes'
  | 'pymeUsers'
  | 'trainingLines'
  | 'lineAssignments'
  | 'associations'
  | 'adminAssignments'
  | 'admins'
  | 'diagnostics'
  | 'answers';

/** How a list endpoint answered: a DRF page, or a plain array. */
export type ListShape = 'paged' | 'plain';

/**
 * How a moment was written: with an offset or `Z` (a moment, shown in the
 * user's time), without one (a wall-clock time, shown as written), or as
 * the spec's `{date, hour}`.
 */
export type MomentStyle = 'offset' | 'local' | 'parts';

/** How a stored file's URL was written: absolute (`http(s)://…`) or a path to join to the API's URL. */
export type MediaStyle = 'absolute' | 'path';

/** A filter the app applied to the rows itself, because the answer showed the server did not. */
export interface FilterHere {
  /** Rows the app read and filtered, the last time it did. */
  rows: number;
  /** Rows of those that passed. */
  kept: number;
}

/** Everything learned of one resource. */
export interface ResourceDetections {
  /** The wire name each field was read under (`address` → `direction`). */
  names: Readonly<Record<string, string>>;
  /** Endpoint (without ids) → how its list answered. */
  lists: Readonly<Record<string, ListShape>>;
  moments?: MomentStyle;
  media?: MediaStyle;
  /** `endpoint?filter` → what the app applied itself. */
  filtersHere: Readonly<Record<string, FilterHere>>;
  /** A call of ours (docs/api-contract.md, "ours") → whether the answers showed it honoured. */
  additions?: Readonly<Record<string, AdditionSupport>>;
}

/** What an answer showed of a call of ours: the server answers it, or does not have it. */
export type AdditionSupport = 'honoured' | 'ignored';

/** What the server says of itself in its answers' headers. */
export interface ServerFacts {
  /** The API's base URL as the app calls it. */
  url?: string;
  /** Headers that name the server or its version (`Server`, `X-API-Version`…), as sent. */
  headers: Readonly<Record<string, string>>;
}

export interface Detections {
  resources: Readonly<Partial<Record<ResourceName, ResourceDetections>>>;
  server: ServerFacts;
}

const empty: Detections = { resources: {}, server: { headers: {} } };

let current: Detections = empty;
const listeners = new Set<() => void>();

function change(next: Detections): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

function resourceOf(resource: ResourceName): ResourceDetections {
  return current.resources[resource] ?? { names: {}, lists: {}, filtersHere: {} };
}

function update(resource: ResourceName, next: ResourceDetections): void {
  change({ ...current, resources: { ...current.resources, [resource]: next } });
}

/** The field `field` of `resource` came under the wire name `wireName`. */
export function detectName(resource: ResourceName, field: string, wireName: string): void {
  const known = resourceOf(resource);
  if (known.names[field] === wireName) return;
  update(resource, { ...known, names: { ...known.names, [field]: wireName } });
}

/** The wire name `field` of `resource` was last read under, or undefined when never read. */
export function nameRead(resource: ResourceName, field: string): string | undefined {
  return current.resources[resource]?.names[field];
}

/** `endpoint` (a path without ids) answered its list as `shape`. */
export function detectList(resource: ResourceName, endpoint: string, shape: ListShape): void {
  const known = resourceOf(resource);
  if (known.lists[endpoint] === shape) return;
  update(resource, { ...known, lists: { ...known.lists, [endpoint]: shape } });
}

/** A moment of `resource` came written as `style`. */
export function detectMoment(resource: ResourceName, style: MomentStyle): void {
  const known = resourceOf(resource);
  if (known.moments === style) return;
  update(resource, { ...known, moments: style });
}

/** A stored file's URL of `resource` came written as `style`. */
export function detectMedia(resource: ResourceName, style: MediaStyle): void {
  const known = resourceOf(resource);
  if (known.media === style) return;
  update(resource, { ...known, media: style });
}

/** The app applied `filter` of `endpoint` to `rows` rows itself, and `kept` passed. */
export function detectFilterHere(
  resource: ResourceName,
  endpoint: string,
  filter: string,
  counts: FilterHere,
): void {
  const known = resourceOf(resource);
  const key = `${endpoint}?${filter}`;
  const before = known.filtersHere[key];
  if (before?.rows === counts.rows && before.kept === counts.kept) return;
  update(resource, { ...known, filtersHere: { ...known.filtersHere, [key]: counts } });
}

/** The call of ours `addition` (`GET api/pymes/pyme/{uuid}/`) of `resource` was shown `support`. */
export function detectAddition(
  resource: ResourceName,
  addition: string,
  support: AdditionSupport,
): void {
  const known = resourceOf(resource);
  if (known.additions?.[addition] === support) return;
  update(resource, { ...known, additions: { ...known.additions, [addition]: support } });
}

/** What the server's answers said of it (its URL, the headers that name it). */
export function detectServer(facts: ServerFacts): void {
  const before = current.server;
  const same =
    before.url === facts.url &&
    Object.keys(facts.headers).every((name) => before.headers[name] === facts.headers[name]);
  if (same) return;
  change({
    ...current,
    server: { url: facts.url ?? before.url, headers: { ...before.headers, ...facts.headers } },
  });
}

/** Everything learned so far. */
export function detections(): Detections {
  return current;
}

/** Forgets everything learned (a test's fresh start). */
export function forgetDetections(): void {
  change(empty);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Everything learned so far, redrawn as the app learns more. */
export function useDetections(): Detections {
  return useSyncExternalStore(subscribe, detections, detections);
}
