import type { Method } from 'axios';

/** One call, as RTK Query endpoints describe it. Paths are relative to the API base URL. */
export interface ApiRequest {
  url: string;
  method?: Method;
  /** JSON body, or FormData for multipart calls. */
  data?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  /** False for the calls made without a session (login, register, reset…). */
  auth?: boolean;
  /**
   * A list the screen needs whole. A DRF backend may page any list, even one
   * asked without `limit` (a default page size) or cap the `limit` asked
   * (`max_limit`): when the answer is a page with a `next`, its pages are
   * walked (see `walkPages`) and the answer is the array of every row.
   */
  allPages?: boolean;
}
