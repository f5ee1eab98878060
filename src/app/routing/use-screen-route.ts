import { useMatches } from 'react-router-dom';
import { isScreenHandle, type AppRoute } from './route-table';

/** The route-table entry of the screen the address matched; undefined on none (not found). */
export function useScreenRoute(): AppRoute | undefined {
  return useMatches()
    .map((match) => match.handle)
    .findLast(isScreenHandle)?.route;
}
