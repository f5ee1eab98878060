import { roleOf, selectProfile } from '@/api/session-slice';
import { focusTable } from '@/components/data-table';
import { useAppSelector } from '@/lib/store-hooks';
import {
  useGetAdminAssignmentsQuery,
  useGetAssignableAdminsQuery,
  useGetLineOptionsQuery,
} from '../pymes-api';
import { pymeColumns } from './pyme-columns';
import { usePymeRowActions } from './pyme-row-actions';

/**
 * The pymes table's columns and row dialogs, with the lists its cells read:
 * the training lines, and for super admins the administrators and their
 * assignments (spec §2).
 */
export function usePymeTable(listId: string) {
  const isSuper = roleOf(useAppSelector(selectProfile)) === 'superadmin';
  const lines = useGetLineOptionsQuery(undefined);
  const assignments = useGetAdminAssignmentsQuery(undefined, { skip: !isSuper });
  const accounts = useGetAssignableAdminsQuery(undefined, { skip: !isSuper });
  const { actions, dialogs } = usePymeRowActions({
    lines: lines.data,
    assignments: assignments.data,
    accounts: accounts.data,
    // The save refetches the list; the table stays, so the focus can go there now.
    onPymeLeftTheView: () => {
      focusTable(listId);
    },
  });
  const admins = { accounts: accounts.data ?? [], assignments: assignments.data ?? [] };
  const columns = pymeColumns({
    lines: lines.data ?? [],
    admins: isSuper ? admins : undefined,
    actions,
  });
  return { lines: lines.data, columns, dialogs };
}
