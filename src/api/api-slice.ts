import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './base-query';

/**
 * The empty RTK Query API. Each feature injects its endpoints
 * (`api.injectEndpoints`) next to its screens.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: ['Profile'],
  endpoints: () => ({}),
});
