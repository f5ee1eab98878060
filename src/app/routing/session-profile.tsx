import { useGetProfileQuery } from '@/api/session-api';
import { selectProfileFailed } from '@/api/session-slice';
import { useAppSelector } from '@/lib/store-hooks';

/**
 * Keeps the profile loaded while there is a session (spec §7). The root
 * layout draws it only then, lazily: a guest never downloads the server code
 * (axios, RTK Query, the answer schemas) for a page that calls no server.
 * It is bundled with that code (the `http` chunk, vite.config.ts), so a
 * signed-in page asks for no file of its own for it (issue 46: it was one
 * more script before the page's data). The root route's loader has usually
 * asked for the profile already (route-data.ts). After a failure it lets go
 * until the user retries: RTK Query asks a failed query again for a new
 * subscriber, so subscribing then would send a second call behind the user's
 * back instead of showing "No pudimos cargar tu sesión"
 * (profile-load-failed.tsx).
 */
export function SessionProfile() {
  const failed = useAppSelector(selectProfileFailed);
  useGetProfileQuery(undefined, { skip: failed });
  return null;
}
