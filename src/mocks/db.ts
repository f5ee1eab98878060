import type { DemoData, DemoPyme, DemoUser } from './records';
import { buildSeed } from './seed';

// The records' types, for the modules and tests that use the data.
export type * from './records';

/** Bump when the shape or the seed changes: stored data of an older version is replaced. */
const DATA_VERSION = 6;

export const DEMO_STORAGE_KEY = 'pymes-digitales-demo-db';

interface Stored {
  version: number;
  data: DemoData;
}

let persist = false;
/** The number of pymes of a big seed (`setSeedSize`), or the normal seed. */
let seedSize: number | null = null;
let memory: DemoData = buildSeed();

function seed(): DemoData {
  return seedSize === null ? buildSeed() : buildSeed({ pymes: seedSize });
}

/**
 * In the browser the demo data lives in localStorage, so that it survives a
 * reload and is shared by every tab; in Vitest it lives in memory.
 */
export function persistInLocalStorage(): void {
  persist = true;
}

/**
 * Seeds `pymes` pymes (the benchmark's big seed, `buildSeed({ pymes })`; null:
 * the normal seed) and keeps the data in memory only, also in the browser:
 * thousands of rows do not fit localStorage's quota. A reset goes back to the
 * same seed.
 */
export function setSeedSize(pymes: number | null): void {
  seedSize = pymes;
  persist = false;
  save(seed());
}

function load(): DemoData {
  if (!persist) return memory;
  const raw = localStorage.getItem(DEMO_STORAGE_KEY);
  if (raw) {
    try {
      const stored = JSON.parse(raw) as Stored;
      if (stored.version === DATA_VERSION) return stored.data;
    } catch {
      // Unreadable data is replaced by the seed below.
    }
  }
  const seeded = seed();
  save(seeded);
  return seeded;
}

const listeners = new Set<() => void>();

/** Calls `listener` after every change (in this tab or, in the browser, another one). */
export function subscribeDb(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DEMO_STORAGE_KEY) listener();
  };
  if (persist) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (persist) window.removeEventListener('storage', onStorage);
  };
}

function save(data: DemoData): void {
  memory = data;
  if (persist) {
    const stored: Stored = { version: DATA_VERSION, data };
    localStorage.setItem(DEMO_STORAGE_KEY, JSON.stringify(stored));
  }
  listeners.forEach((listener) => {
    listener();
  });
}

/** The current data, read afresh (another tab may have changed it). */
export function readDb(): DemoData {
  return load();
}

/** Changes the data and stores the result; returns what `change` returns. */
export function updateDb<T>(change: (data: DemoData) => T): T {
  const data = load();
  const result = change(data);
  save(data);
  return result;
}

/** The pyme of the entrepreneur `user` (none for an admin). */
export function pymeOf(data: DemoData, user: DemoUser): DemoPyme | undefined {
  return data.pymes.find((pyme) => pyme.user_uuid === user.uuid);
}

/** Back to the seed ("Restablecer datos de demostración", and before each test). */
export function resetDb(): void {
  save(seed());
}
