import type { ListBulk, ListBulkAction } from '@/components/list-page/bulk-types';
import { useAppDispatch } from '@/lib/store-hooks';
import { lineStatusLabel, lineStatusOptions } from '@/validation/data/line-status';
import type { Admin } from '@/api/edge/admins';
import { adminAssignmentCall, type AdminAssignment } from '@/api/edge/assignments';
import type { Pyme } from '@/api/edge/pymes';
import type { LineOption } from '@/api/edge/training-lines';
import { NO_ADMIN_LABEL, fullNameOf } from '../pyme-labels';
import {
  bulkChangeTags,
  pymesApi,
  useAssignAdminMutation,
  useAssignLineMutation,
  useUpdateLineAssignmentMutation,
  useUpdatePymeMutation,
} from '../pymes-api';
import type { PymeListFilters } from '../pyme-filters';
import { countOf } from '@/lib/numbers';

/** Rows a request when every pyme of the filter is selected (as the export). */
const SELECT_ALL_PAGE_SIZE = 100;

const pymesCount = (count: number) => countOf(count, 'pyme', 'pymes');

/** Why a pyme's line cannot be changed from here: the answer gave no uuid of its association. */
const NO_ASSOCIATION_ID = 'el servidor no da el identificador de su asignación a la línea';

interface PymeBulkOptions {
  /** The list's search and filters: "every pyme of the filter" reads these. */
  filters: PymeListFilters;
  /** Undefined while (or because) they did not load: the actions that need them wait. */
  lines: readonly LineOption[] | undefined;
  /** Super admins only (undefined for admins): the admin action. */
  admins?: {
    accounts: readonly Admin[] | undefined;
    assignments: readonly AdminAssignment[] | undefined;
  };
}

/**
 * The pymes list's bulk actions (issue 29): a training line with its status,
 * the Estado LDF, the administrator (super admins) and disable or enable,
 * each made with the single action's own calls (spec §4, §7), skipping the
 * pymes already so. The list is refreshed once, at the end of a run.
 */
export function usePymeBulkActions({ filters, lines, admins }: PymeBulkOptions): ListBulk<Pyme> {
  const dispatch = useAppDispatch();
  const [updatePyme] = useUpdatePymeMutation();
  const [assignLine] = useAssignLineMutation();
  const [updateLine] = useUpdateLineAssignmentMutation();
  const [assignAdmin] = useAssignAdminMutation();

  const statusField = { name: 'status', label: 'Estado LDF', options: lineStatusOptions };
  const lineName = (uuid: string | undefined) =>
    lines?.find((line) => line.uuid === uuid)?.name ?? '';

  const assignLineAction: ListBulkAction<Pyme> = {
    key: 'linea',
    label: 'Asignar línea',
    fields: [
      {
        name: 'training',
        label: 'Línea de formación',
        options: (lines ?? []).map((line) => ({ value: line.uuid, label: line.name })),
      },
      statusField,
    ],
    prompt: (count, { training, status }) =>
      `¿Asignar la línea «${lineName(training)}» (${lineStatusLabel(status)}) a ${pymesCount(count)}?`,
    confirmLabel: 'Asignar',
    unavailable:
      lines === undefined
        ? 'no disponible hasta que carguen las líneas de formación.'
        : lines.length === 0
          ? 'no hay líneas de formación activas.'
          : null,
    run: async (pyme, { training = '', status = 'NA' }) => {
      const current = pyme.formation_line;
      if (!current) {
        await assignLine({ pyme: pyme.uuid, training, status, refresh: false }).unwrap();
        return 'done';
      }
      const sameLine = current.training.uuid === training;
      if (sameLine && current.training.status === status) {
        return { skipped: 'ya estaba en esa línea con ese Estado LDF' };
      }
      if (current.uuid === null) return { skipped: NO_ASSOCIATION_ID };
      await updateLine({
        uuid: current.uuid,
        pyme: pyme.uuid,
        body: sameLine ? { status } : { training, status },
        refresh: false,
      }).unwrap();
      return 'done';
    },
  };

  const statusAction: ListBulkAction<Pyme> = {
    key: 'estado',
    label: 'Cambiar Estado LDF',
    fields: [statusField],
    prompt: (count, { status }) =>
      `¿Cambiar el Estado LDF de ${pymesCount(count)} a «${lineStatusLabel(status)}»?`,
    confirmLabel: 'Cambiar',
    run: async (pyme, { status = 'NA' }) => {
      const current = pyme.formation_line;
      if (!current) return { skipped: 'no tiene línea de formación' };
      if (current.training.status === status) return { skipped: 'ya tenía ese Estado LDF' };
      if (current.uuid === null) return { skipped: NO_ASSOCIATION_ID };
      await updateLine({
        uuid: current.uuid,
        pyme: pyme.uuid,
        body: { status },
        refresh: false,
      }).unwrap();
      return 'done';
    },
  };

  const accounts = admins?.accounts;
  const assignments = admins?.assignments;
  /** The assignments as the cache holds them now; `fresh`: asked again first. */
  const assignmentsNow = (fresh: boolean) =>
    dispatch(
      pymesApi.endpoints.getAdminAssignments.initiate(undefined, {
        subscribe: false,
        forceRefetch: fresh,
      }),
    ).unwrap();
  const adminName = (uuid: string | undefined) => {
    const account = accounts?.find((candidate) => candidate.uuid === uuid);
    return account ? fullNameOf(account.user) : '';
  };
  const adminAction: ListBulkAction<Pyme> = {
    key: 'administrador',
    label: 'Asignar administrador',
    fields: [
      {
        name: 'admin',
        label: 'Administrador',
        options: [
          ...(accounts ?? [])
            .filter((account) => account.enabled)
            .map((account) => ({ value: account.uuid, label: fullNameOf(account.user) })),
          { value: '', label: NO_ADMIN_LABEL },
        ],
      },
    ],
    prompt: (count, { admin }) =>
      admin
        ? `¿Dejar ${pymesCount(count)} a cargo de ${adminName(admin)}?`
        : `¿Dejar ${pymesCount(count)} sin administrador?`,
    confirmLabel: 'Asignar',
    // Whether to create, update or delete depends on the assignments: without them no write is guessed.
    unavailable:
      accounts === undefined || assignments === undefined
        ? 'no disponible hasta que carguen los administradores y sus asignaciones.'
        : null,
    run: async (pyme, { admin = '' }) => {
      // Read from the cache at each call, not from this render: a retry reads them again first.
      const current = await assignmentsNow(false);
      const call = adminAssignmentCall(pyme.uuid, admin, current);
      if (!call) {
        return {
          skipped: admin ? 'ya estaba a cargo de esa persona' : 'ya estaba sin administrador',
        };
      }
      await assignAdmin({ ...call, refresh: false }).unwrap();
      return 'done';
    },
  };

  const enabledAction = (enabled: boolean): ListBulkAction<Pyme> => ({
    key: enabled ? 'habilitar' : 'deshabilitar',
    label: enabled ? 'Habilitar' : 'Deshabilitar',
    prompt: (count) => `¿${enabled ? 'Habilitar' : 'Deshabilitar'} ${pymesCount(count)}?`,
    confirmLabel: enabled ? 'Habilitar' : 'Deshabilitar',
    tone: enabled ? 'primary' : 'danger',
    run: async (pyme) => {
      if (pyme.enabled === enabled) {
        return { skipped: enabled ? 'ya estaba habilitada' : 'ya estaba deshabilitada' };
      }
      await updatePyme({ uuid: pyme.uuid, body: { enabled }, refresh: false }).unwrap();
      return 'done';
    },
  });

  return {
    countLabel: pymesCount,
    selectedLabel: (count) => countOf(count, 'seleccionada', 'seleccionadas'),
    rowName: (pyme) => pyme.business_name,
    actions: [
      assignLineAction,
      statusAction,
      ...(admins ? [adminAction] : []),
      enabledAction(false),
      enabledAction(true),
    ],
    loadAll: async (signal) => {
      const { fetchAllPymes, walkStopReason } = await import('../fetch-all-pymes');
      const all = await fetchAllPymes(dispatch, filters, {
        pageSize: SELECT_ALL_PAGE_SIZE,
        signal,
      });
      return {
        rows: all.pymes,
        total: all.total,
        shortBecause: all.stoppedEarly ? walkStopReason(all) : undefined,
      };
    },
    beforeRetry: async (pymes, action) => {
      if (action.key === 'administrador') await assignmentsNow(true);
      const { pymeRecordApi } = await import('../record/pyme-record-api');
      return Promise.all(
        pymes.map((pyme) =>
          dispatch(
            pymeRecordApi.endpoints.getPyme.initiate(pyme.uuid, {
              subscribe: false,
              forceRefetch: true,
            }),
          )
            .unwrap()
            // Not read again: the retry decides from the row as it was, and says how it ends.
            .catch(() => pyme),
        ),
      );
    },
    onRunEnd: (changed, action) => {
      dispatch(
        pymesApi.util.invalidateTags(
          bulkChangeTags(
            changed.map((pyme) => pyme.uuid),
            action.key === 'administrador',
          ),
        ),
      );
    },
  };
}
