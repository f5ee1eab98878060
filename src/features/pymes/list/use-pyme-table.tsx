import { roleOf, selectProfile } from '@/api/session-slice';
import { focusTable } from '@/components/data-table';
import { relatedData } from '@/components/list-page/related-lists';
import { useAppSelector } from '@/lib/store-hooks';
import type { Pyme } from '@/api/edge/pymes';
import {
  useGetAdminAssignmentsQuery,
  useGetAssignableAdminsQuery,
  useGetDiagnosticProgressQuery,
  useGetLineOptionsQuery,
} from '../pymes-api';
import { pymeColumns } from './pyme-columns';
import { usePymeRowActions } from './pyme-row-actions';

/**
 * The pymes table's columns and row dialogs, with the lists its cells read:
 * the training lines, and for super admins the administrators and their
 * assignments (spec §2). Each is a related list of the list page: one that
 * fails is said above the table, its cells show "—" and the selects that need
 * it are disabled until it loads (docs/decisions.md, "One rule when one call
 * fails").
 */
export function usePymeTable(listId: string, rows: readonly Pyme[] | undefined) {
  const isSuper = roleOf(useAppSelector(selectProfile)) === 'superadmin';
  // Only the shown pymes that have answers have diagnostics to count (issue 37).
  const withAnswers = (rows ?? []).filter((pyme) => pyme.has_evaluation).map((pyme) => pyme.uuid);
  const progressQuery = useGetDiagnosticProgressQuery(withAnswers, {
    skip: withAnswers.length === 0,
  });
  const linesQuery = useGetLineOptionsQuery(undefined);
  const assignmentsQuery = useGetAdminAssignmentsQuery(undefined, { skip: !isSuper });
  const accountsQuery = useGetAssignableAdminsQuery(undefined, { skip: !isSuper });

  const progressList = {
    key: 'diagnosticos',
    name: 'los diagnósticos de las pymes',
    effect: 'la columna Estado Diagnóstico no dice cuántos respondió cada pyme hasta que carguen',
    query: progressQuery,
  };
  const lineList = {
    key: 'lineas',
    name: 'las líneas de formación',
    effect: 'no se puede cambiar la línea de una pyme ni filtrar por línea hasta que carguen',
    query: linesQuery,
  };
  const assignmentList = {
    key: 'asignaciones',
    name: 'las asignaciones de administradores',
    effect: 'la columna Administrador muestra «—» hasta que carguen',
    query: assignmentsQuery,
  };
  const accountList = {
    key: 'administradores',
    name: 'los administradores',
    effect: 'no se puede cambiar el administrador de una pyme hasta que carguen',
    query: accountsQuery,
  };

  const lines = relatedData(listId, lineList);
  const diagnostics = relatedData(listId, progressList);
  const assignments = relatedData(listId, assignmentList);
  const accounts = relatedData(listId, accountList);

  const { actions, dialogs } = usePymeRowActions({
    lines: lines.data,
    assignments: assignments.data,
    accounts: accounts.data,
    // The save refetches the list; the table stays, so the focus can go there now.
    onPymeLeftTheView: () => {
      focusTable(listId);
    },
  });
  const columns = pymeColumns({
    lines,
    diagnostics,
    admins: isSuper ? { accounts, assignments } : undefined,
    actions,
  });
  return {
    lines,
    /** Super admins: the administrators and their assignments (undefined for admins). */
    admins: isSuper ? { accounts: accounts.data, assignments: assignments.data } : undefined,
    columns,
    dialogs,
    related: isSuper
      ? [progressList, lineList, assignmentList, accountList]
      : [progressList, lineList],
  };
}
