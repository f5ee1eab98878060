import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery, type ApiError } from './base-query';

/**
 * The empty RTK Query API. Each feature injects its endpoints
 * (`api.injectEndpoints`) next to its screens.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  // An answer its endpoint's schema refuses (`response-schemas.ts`) becomes an
  // ordinary failed call, logged for whoever looks at the console (spec §8:
  // loading failures are only logged; the screen says it could not load).
  onSchemaFailure: (error, info) => {
    console.error(`The answer of ${info.endpoint} has an unexpected shape:`, error.issues);
  },
  catchSchemaFailure: (error): ApiError => ({
    status: 'BAD_RESPONSE',
    data: error.issues.map((issue) => issue.message),
  }),
  tagTypes: ['Profile'],
  endpoints: () => ({}),
});
