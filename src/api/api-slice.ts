import type { Middleware, WithSlice } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { dynamicMiddleware, lazyPartLoaded, rootReducer } from '@/lib/root-reducer';
import { axiosBaseQuery } from './base-query';
import type { ApiError } from './api-error';
import { onSessionEnded } from './http-clients';
import { answerNotUnderstood } from './edge/answers';
import { isSessionEnd, sessionExpired } from './session-slice';

/**
 * Every cache tag of the app: one type per entity. A query provides
 * `{ type, id }` for each record it shows plus `{ type, id: LIST }` for a
 * list, and `{ type, id: FILTERED }` too when the list is a search or a
 * filter. A change invalidates the records it changed, `FILTERED` when it
 * changed fields a search or filter may select on, and `LIST` only when every
 * list's membership or order may change (docs/architecture.md, "Cache tags").
 */
export const tagTypes = [
  'Profile',
  'Pyme',
  'PymeRecord',
  'LineOption',
  'AdminAssignment',
  'Admin',
  'TrainingLine',
  'DiagnosticForm',
  'AvailableEvaluation',
] as const;

/** A tag type: a misspelt one fails `tsc` wherever a tag is written. */
export type TagType = (typeof tagTypes)[number];

/** The id of the tag every list provides (`{ type, id: LIST }`). */
export const LIST = 'LIST';

/**
 * The id of the tag a searched or filtered list also provides: which records
 * it holds depends on their fields, so an edit may bring a record into it (or
 * take one out) even when it does not show that record now.
 */
export const FILTERED = 'FILTERED';

/**
 * A list's tags: one per record shown, by its `uuid`, the list's own and,
 * for a search or a filter (`filtered`), `FILTERED`.
 */
export function listTags<Type extends TagType>(
  type: Type,
  records: readonly { uuid: string }[] | undefined,
  filtered = false,
) {
  return [
    ...(records ?? []).map((record) => ({ type, id: record.uuid })),
    { type, id: LIST },
    ...(filtered ? [{ type, id: FILTERED }] : []),
  ];
}

/**
 * The empty RTK Query API. Each feature injects its endpoints
 * (`api.injectEndpoints`) next to its screens.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  // An answer its endpoint's reader refuses (src/api/edge) becomes an
  // ordinary failed call, logged for whoever looks at the console (spec §8:
  // loading failures are only logged; the screen says it could not load).
  onSchemaFailure: (error, info) => {
    answerNotUnderstood(info.endpoint, error.issues);
  },
  catchSchemaFailure: (error): ApiError => ({
    status: 'BAD_RESPONSE',
    data: error.issues.map((issue) => issue.message),
  }),
  tagTypes,
  endpoints: () => ({}),
});

/**
 * Ties the HTTP layer's session to the store it joins: a refresh that fails
 * ends the session (spec §4), and every end of a session (that one, a logout,
 * a profile that still answers 401) clears the cached server answers, so no
 * one else's data outlives it.
 */
const sessionEndMiddleware: Middleware = (store) => {
  onSessionEnded(() => {
    store.dispatch(sessionExpired());
  });
  return (next) => (action) => {
    const result = next(action);
    if (isSessionEnd(action)) store.dispatch(api.util.resetApiState());
    return result;
  };
};

// This module loads with the first screen or session that calls the server;
// from then on the store holds its cache (src/lib/root-reducer.ts).
rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware, sessionEndMiddleware);
lazyPartLoaded(api.reducerPath);

declare module '@/lib/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's declaration merging for a lazy slice
  interface LazyLoadedSlices extends WithSlice<typeof api> {}
}
