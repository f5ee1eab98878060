import type { Middleware, Reducer } from '@reduxjs/toolkit';

/**
 * A part of the store that arrives with a lazy chunk: a reducer under its own
 * key and the middleware it needs. RTK Query's API slice (axios, RTK Query,
 * the answer schemas) and the entrepreneur's diagnostics slice are such
 * parts, so that a guest's first page downloads neither.
 *
 * The module that owns the part calls `extendStore` when it is evaluated,
 * which is before any screen that reads it can render; src/app/store.ts adds
 * it to every store (`onStoreExtension`) and dispatches at once, so the part's
 * state exists as soon as its module has loaded. The store is told this way
 * round because shared code and features may not import src/app.
 */
export interface StoreExtension {
  reducerPath: string;
  reducer: Reducer;
  middleware?: readonly Middleware[];
}

const loaded: StoreExtension[] = [];
const listeners = new Set<(extension: StoreExtension) => void>();

/** Called once by the module that owns the part, when it is evaluated. */
export function extendStore(extension: StoreExtension): void {
  loaded.push(extension);
  for (const listener of listeners) listener(extension);
}

/**
 * Called by each store as it is made: `listener` runs for each part loaded so
 * far, then for each one that loads later. The app makes one store; tests make
 * one per test, in a module graph of their own per file.
 */
export function onStoreExtension(listener: (extension: StoreExtension) => void): void {
  for (const extension of loaded) listener(extension);
  listeners.add(listener);
}
