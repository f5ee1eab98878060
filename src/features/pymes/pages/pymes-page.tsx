import { useId, useState } from 'react';
import { Button } from 'reactstrap';
import { pageCount } from '@/api/pagination';
import { roleOf, selectProfile } from '@/api/session-slice';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { useNotify } from '@/components/notifications';
import { Pagination } from '@/components/pagination';
import { SearchBox } from '@/components/search-box';
import { useAppSelector } from '@/lib/store-hooks';
import { useClampedPage, useListState } from '@/lib/use-list-state';
import { lineStatusLabel } from '@/validation';
import { ExportPymesButton } from '../components/export-pymes-button';
import { fullNameOf, pymeColumns, type PymeRowActions } from '../components/pyme-columns';
import { EditPymeDialog, EditUserDialog } from '../components/pyme-dialogs';
import {
  useAssignAdminMutation,
  useAssignLineMutation,
  useGetAdminAssignmentsQuery,
  useGetAssignableAdminsQuery,
  useGetLineOptionsQuery,
  useGetPymesQuery,
  useRemoveLineAssignmentMutation,
  useUpdateLineAssignmentMutation,
  useUpdatePymeMutation,
  type AdminPyme,
} from '../pymes-api';
import { DISABLED_VIEW, pymeListFilters } from '../pymes-links';

/** Spec §8's prompts, and ours for taking a pyme out of its line (§4 gives none). */
const prompts = {
  disable: '¿Estas seguro que deseas eliminar esta pyme?',
  enable: '¿Estas seguro que deseas habilitar esta pyme?',
  removeLine: '¿Estás seguro que deseas quitar la línea de formación de esta pyme?',
} as const;

interface PendingConfirmation {
  kind: keyof typeof prompts;
  pyme: AdminPyme;
  /** Does the change; resolves whether it was saved. */
  run: () => Promise<boolean>;
  /** Tells whoever asked (a select waiting for the answer) how it ended. */
  settle: (saved: boolean) => void;
}

const LIST_ID = 'lista-pymes';

function TrashIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <path d="M5.5 5.5A.5.5 0 0 1 6 6v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m2.5 0a.5.5 0 0 1 .5.5v6a.5.5 0 0 1-1 0V6a.5.5 0 0 1 .5-.5m3 .5a.5.5 0 0 0-1 0v6a.5.5 0 0 0 1 0z" />
      <path d="M14.5 3a1 1 0 0 1-1 1H13v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4h-.5a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1H6a1 1 0 0 1 1-1h2a1 1 0 0 1 1 1h3.5a1 1 0 0 1 1 1zM4.118 4 4 4.059V13a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1V4.059L11.882 4zM2.5 3h11V2h-11z" />
    </svg>
  );
}

/**
 * `/admin/pymes`, the admins' landing (spec §2): the pymes table with its
 * search, the line filter, the disabled pymes' view (the header's trash
 * button), the export, and each row's line, status, admin (super admins)
 * and actions. Page, search, filter and view live in the URL.
 */
export function PymesPage() {
  const list = useListState({ filters: pymeListFilters });
  const disabledView = list.filters.vista === DISABLED_VIEW;
  const filters = { search: list.search, training: list.filters.linea, enabled: !disabledView };
  const pymes = useGetPymesQuery({ page: list.page, ...filters });
  const pages = pymes.data ? pageCount(pymes.data.count) : undefined;
  useClampedPage(list, pages);

  const isSuper = roleOf(useAppSelector(selectProfile)) === 'superadmin';
  const lines = useGetLineOptionsQuery(undefined);
  const assignments = useGetAdminAssignmentsQuery(undefined, { skip: !isSuper });
  const accounts = useGetAssignableAdminsQuery(undefined, { skip: !isSuper });

  const [updatePyme] = useUpdatePymeMutation();
  const [assignLine] = useAssignLineMutation();
  const [updateLine] = useUpdateLineAssignmentMutation();
  const [removeLine] = useRemoveLineAssignmentMutation();
  const [assignAdmin] = useAssignAdminMutation();
  const notify = useNotify();

  const [editingPyme, setEditingPyme] = useState<AdminPyme | null>(null);
  const [editingUser, setEditingUser] = useState<AdminPyme | null>(null);
  // The last question asked stays while the dialog fades out, so its text does not blink.
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const lineFilterId = useId();

  // A pyme disabled or enabled leaves this view, and the menu or button that had
  // the focus goes with it: once the question has gone and the list has the new
  // rows, the focus goes to the table.
  const [pymeLeftTheView, setPymeLeftTheView] = useState(false);
  const focusTheTable = async () => {
    setPymeLeftTheView(false);
    await pymes.refetch();
    document.querySelector<HTMLElement>(`#${LIST_ID} table`)?.focus();
  };

  /** Runs a save; says how it went; a failure is logged and the row keeps its value. */
  const save = async (pyme: AdminPyme, change: () => Promise<unknown>, done: string) => {
    try {
      await change();
      notify({ tone: 'success', text: done });
      return true;
    } catch (error) {
      console.error(`The change to ${pyme.business_name} was not saved:`, error);
      notify({
        tone: 'danger',
        text: `No pudimos guardar el cambio de ${pyme.business_name}. Vuelve a intentarlo.`,
      });
      return false;
    }
  };

  /** Asks first; resolves whether the change was made. */
  const confirmThen = (
    kind: PendingConfirmation['kind'],
    pyme: AdminPyme,
    run: () => Promise<boolean>,
  ) =>
    new Promise<boolean>((settle) => {
      setConfirmation({ kind, pyme, run, settle });
      setConfirmOpen(true);
    });

  const lineName = (uuid: string) => lines.data?.find((line) => line.uuid === uuid)?.name ?? '';

  const actions: PymeRowActions = {
    chooseLine: (pyme, line) => {
      const current = pyme.formation_line;
      if (!line) {
        if (!current) return Promise.resolve(false);
        return confirmThen('removeLine', pyme, () =>
          save(
            pyme,
            () => removeLine(current.uuid).unwrap(),
            `Quitamos la línea de formación de ${pyme.business_name}.`,
          ),
        );
      }
      const done = `${pyme.business_name} quedó en la línea «${lineName(line)}».`;
      return current
        ? save(
            pyme,
            () => updateLine({ uuid: current.uuid, body: { training: line } }).unwrap(),
            done,
          )
        : save(pyme, () => assignLine({ pyme: pyme.uuid, training: line }).unwrap(), done);
    },
    chooseStatus: (pyme, status) => {
      const current = pyme.formation_line;
      if (!current) return Promise.resolve(false);
      return save(
        pyme,
        () => updateLine({ uuid: current.uuid, body: { status } }).unwrap(),
        `Estado LDF de ${pyme.business_name}: ${lineStatusLabel(status)}.`,
      );
    },
    chooseAdmin: (pyme, admin) => {
      const current = assignments.data?.find((assignment) => assignment.pyme === pyme.uuid);
      const account = accounts.data?.find((candidate) => candidate.uuid === admin);
      if (!admin) {
        if (!current) return Promise.resolve(false);
        return save(
          pyme,
          () =>
            assignAdmin({
              pyme: pyme.uuid,
              admin: current.admin.uuid,
              operation: 'delete',
            }).unwrap(),
          `${pyme.business_name} quedó sin administrador.`,
        );
      }
      return save(
        pyme,
        () =>
          assignAdmin({
            pyme: pyme.uuid,
            admin,
            operation: current ? 'update' : 'create',
          }).unwrap(),
        `${pyme.business_name} quedó a cargo de ${account ? fullNameOf(account.user) : 'su nuevo administrador'}.`,
      );
    },
    editPyme: setEditingPyme,
    editUser: setEditingUser,
    disable: (pyme) =>
      void confirmThen('disable', pyme, () =>
        save(
          pyme,
          () => updatePyme({ uuid: pyme.uuid, body: { enabled: false } }).unwrap(),
          `${pyme.business_name} quedó deshabilitada.`,
        ),
      ).then(setPymeLeftTheView),
    enable: (pyme) =>
      void confirmThen('enable', pyme, () =>
        save(
          pyme,
          () => updatePyme({ uuid: pyme.uuid, body: { enabled: true } }).unwrap(),
          `${pyme.business_name} quedó habilitada.`,
        ),
      ).then(setPymeLeftTheView),
  };

  const columns = pymeColumns({
    lines: lines.data ?? [],
    admins: isSuper
      ? { accounts: accounts.data ?? [], assignments: assignments.data ?? [] }
      : undefined,
    actions,
  });

  // A line chosen in the address that is not in the list any more still reads as chosen.
  const unknownLine =
    list.filters.linea !== '' &&
    lines.data !== undefined &&
    !lines.data.some((line) => line.uuid === list.filters.linea);

  const noRowsMessage = list.search
    ? `No hay pymes que coincidan con «${list.search}».`
    : list.filters.linea
      ? 'No hay pymes en esta línea de formación.'
      : disabledView
        ? 'No hay pymes deshabilitadas.'
        : 'Aún no hay pymes registradas.';

  const closeConfirmation = (saved: boolean) => {
    confirmation?.settle(saved);
    setConfirmOpen(false);
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h2 mb-0">{disabledView ? 'Pymes deshabilitadas' : 'Pymes'}</h1>
        <div className="d-flex flex-wrap gap-2">
          <Button
            color="secondary"
            outline
            aria-pressed={disabledView}
            active={disabledView}
            className="d-inline-flex align-items-center gap-2"
            onClick={() => {
              list.setFilter('vista', disabledView ? '' : DISABLED_VIEW);
            }}
          >
            <TrashIcon />
            Deshabilitadas
          </Button>
          <ExportPymesButton filters={filters} />
        </div>
      </div>

      <div className="row g-3 align-items-end mb-3">
        <div className="col-md-7 col-lg-6">
          <SearchBox
            label="Buscar pyme"
            placeholder="Nombre, RUT, emprendedora, correo o comuna"
            value={list.search}
            onSearch={list.setSearch}
          />
        </div>
        <div className="col-md-5 col-lg-4">
          <label htmlFor={lineFilterId} className="form-label">
            Línea de formación
          </label>
          <select
            id={lineFilterId}
            className="form-select"
            value={list.filters.linea}
            onChange={(event) => {
              list.setFilter('linea', event.target.value);
            }}
          >
            <option value="">Todas las líneas</option>
            {lines.data?.map((line) => (
              <option key={line.uuid} value={line.uuid}>
                {line.name}
              </option>
            ))}
            {unknownLine && <option value={list.filters.linea}>Línea no disponible</option>}
          </select>
        </div>
      </div>

      <div className="pymes-table">
        <DataTable
          id={LIST_ID}
          caption={`${disabledView ? 'Pymes deshabilitadas' : 'Pymes activas'}${
            pymes.data ? ` · ${String(pymes.data.count)}` : ''
          }`}
          columns={columns}
          rows={pymes.data?.results}
          rowKey={(pyme) => pyme.uuid}
          isLoading={pymes.isFetching}
          isError={pymes.isError}
          onRetry={() => void pymes.refetch()}
          emptyMessage={noRowsMessage}
          errorMessage="No pudimos cargar las pymes."
        />
      </div>
      <Pagination
        page={list.page}
        pageCount={pages ?? 0}
        pageHref={list.pageHref}
        label="Páginas de pymes"
        listId={LIST_ID}
      />

      <EditPymeDialog
        pyme={editingPyme}
        onClose={() => {
          setEditingPyme(null);
        }}
        onSaved={(text) => {
          setEditingPyme(null);
          notify({ tone: 'success', text });
        }}
      />
      <EditUserDialog
        pyme={editingUser}
        onClose={() => {
          setEditingUser(null);
        }}
        onSaved={(text) => {
          setEditingUser(null);
          notify({ tone: 'success', text });
        }}
      />
      <ConfirmDialog
        isOpen={confirmOpen}
        message={confirmation ? prompts[confirmation.kind] : ''}
        confirmLabel={
          confirmation?.kind === 'enable'
            ? 'Habilitar'
            : confirmation?.kind === 'removeLine'
              ? 'Quitar'
              : 'Eliminar'
        }
        tone={confirmation?.kind === 'enable' ? 'primary' : 'danger'}
        onConfirm={async () => {
          if (!confirmation) return;
          closeConfirmation(await confirmation.run());
        }}
        onCancel={() => {
          closeConfirmation(false);
        }}
        onClosed={() => {
          if (pymeLeftTheView) void focusTheTable();
        }}
      >
        {confirmation?.pyme.business_name}
      </ConfirmDialog>
    </>
  );
}
