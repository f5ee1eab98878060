import { useState, type ReactNode } from 'react';
import { readLastRole } from '@/api/last-role';
import { selectAccessRole } from '@/api/session-slice';
import { LoadingState } from '@/components/loading-state';
import { useAppSelector } from '@/lib/store-hooks';
import { mayOpen } from '../access';
import { useScreenRoute } from './use-screen-route';

/**
 * The frame-first half of the guard (issue 46), in the layout of the screens
 * that draw their frame first (the route table's `frameFirst`), so that it
 * loads with them and not in the entry chunk. Their `AccessGuard` lets them
 * through while a stored session's profile is on its way (not once it has
 * failed); here the frame is drawn only if the session's last known role may
 * open the screen, otherwise the guard's own wait is shown, as on every other
 * page. Once the profile has answered the guard has decided: it redirects, or
 * lets the layout and the screen show their data and controls.
 */
export function FrameFirstGate({ children }: { children: ReactNode }) {
  const role = useAppSelector(selectAccessRole);
  // Read once, as the layout opens (the cookies and the storage, not at each render).
  const [lastRole] = useState(readLastRole);
  const screen = useScreenRoute();
  if (role !== 'pending') return children;
  if (screen && lastRole && mayOpen(screen.access, lastRole)) return children;
  return <LoadingState fullPage label="Cargando tu sesión…" />;
}
