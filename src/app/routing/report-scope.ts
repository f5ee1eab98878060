import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { selectAccessRole } from '@/api/session-slice';
import { setReportScope, type ReportScope } from '@/lib/reporting/report';
import { useAppSelector } from '@/lib/store-hooks';
import { isScreenHandle } from './route-table';

/**
 * Where the user is, for error reporting (issue 30): the screen's path
 * pattern from the route table (`/admin/pymes/:uuid`, never the address with
 * its ids or tokens) and the role.
 */
export function useReportWhere(): ReportScope {
  const matches = useMatches();
  const screen = matches.map((match) => match.handle).find(isScreenHandle);
  const role = useAppSelector(selectAccessRole);
  return { route: screen?.route.path ?? 'sin-ruta', role };
}

/** The root layout keeps error reporting told where the user is (for the errors nothing handled). */
export function useReportScope(): void {
  const { route, role } = useReportWhere();
  useEffect(() => {
    setReportScope({ route, role });
  }, [route, role]);
}
