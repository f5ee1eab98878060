import { useEffect } from 'react';
import { selectAccessRole } from '@/api/session-slice';
import { setReportScope, type ReportScope } from '@/lib/reporting/report';
import { useAppSelector } from '@/lib/store-hooks';
import { useScreenRoute } from './use-screen-route';

/**
 * Where the user is, for error reporting (issue 30): the screen's path
 * pattern from the route table (`/admin/pymes/:uuid`, never the address with
 * its ids or tokens) and the role.
 */
export function useReportWhere(): ReportScope {
  const screen = useScreenRoute();
  const role = useAppSelector(selectAccessRole);
  return { route: screen?.path ?? 'sin-ruta', role };
}

/**
 * Keeps error reporting told where the user is (for the errors nothing
 * handled). A component of its own under the root layout, which draws
 * nothing: when the role or the screen changes only it renders again, not the
 * root layout and the providers around every page (issue 46: a signed-in
 * page's whole tree rendered again when its profile answered).
 */
export function ReportScope(): null {
  const { route, role } = useReportWhere();
  useEffect(() => {
    setReportScope({ route, role });
  }, [route, role]);
  return null;
}
