import { Suspense, useState, type ReactNode } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useNotify } from '@/components/notifications';
import { lineStatusLabel } from '@/validation/data/line-status';
import type { Admin } from '@/api/edge/admins';
import { adminAssignmentCall, type AdminAssignment } from '@/api/edge/assignments';
import type { Pyme } from '@/api/edge/pymes';
import type { LineOption } from '@/api/edge/training-lines';
import {
  useAssignAdminMutation,
  useAssignLineMutation,
  useRemoveLineAssignmentMutation,
  useUpdateLineAssignmentMutation,
  useUpdatePymeMutation,
} from '../pymes-api';
import { fullNameOf } from '../pyme-labels';
import type { PymeRowActions } from './pyme-actions-menu';

/**
 * The edit dialogs (Formik, the form fields, the validation schemas) are not
 * part of the list's first download: they are drawn closed from the start, so
 * their code arrives right after the list, before anyone can press Editar.
 */
const loadDialogs = () => import('./pyme-dialogs');
const EditPymeDialog = lazyNamed(loadDialogs, 'EditPymeDialog');
const EditUserDialog = lazyNamed(loadDialogs, 'EditUserDialog');

/** Spec §8's prompts, and ours for taking a pyme out of its line (§4 gives none). */
const prompts = {
  disable: '¿Estas seguro que deseas eliminar esta pyme?',
  enable: '¿Estas seguro que deseas habilitar esta pyme?',
  removeLine: '¿Estás seguro que deseas quitar la línea de formación de esta pyme?',
} as const;

interface PendingConfirmation {
  kind: keyof typeof prompts;
  pyme: Pyme;
  /** Does the change; resolves whether it was saved. */
  run: () => Promise<boolean>;
  /** Tells whoever asked (a select waiting for the answer) how it ended. */
  settle: (saved: boolean) => void;
}

interface PymeRowActionsOptions {
  lines: readonly LineOption[] | undefined;
  /** Super admins: who looks after which pyme, and the admins to choose from. */
  assignments: readonly AdminAssignment[] | undefined;
  accounts: readonly Admin[] | undefined;
  /**
   * A pyme was disabled or enabled and leaves the list on screen, with the menu
   * or button that had the focus: called once the question has gone.
   */
  onPymeLeftTheView: () => void;
}

/**
 * What the pymes table's rows do (spec §2, §3, §4): each change is saved, a
 * notice says how it went, a failure is logged and the row keeps its value;
 * disabling, enabling and taking a pyme out of its line ask first (spec §8).
 * Returns the rows' actions and the dialogs they open, for the page to draw.
 */
export function usePymeRowActions({
  lines,
  assignments,
  accounts,
  onPymeLeftTheView,
}: PymeRowActionsOptions): { actions: PymeRowActions; dialogs: ReactNode } {
  const [updatePyme] = useUpdatePymeMutation();
  const [assignLine] = useAssignLineMutation();
  const [updateLine] = useUpdateLineAssignmentMutation();
  const [removeLine] = useRemoveLineAssignmentMutation();
  const [assignAdmin] = useAssignAdminMutation();
  const notify = useNotify();

  const [editingPyme, setEditingPyme] = useState<Pyme | null>(null);
  const [editingUser, setEditingUser] = useState<Pyme | null>(null);
  // The last question asked stays while the dialog fades out, so its text does not blink.
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  // A pyme disabled or enabled leaves the view: the page is told once the question has gone.
  const [pymeLeftTheView, setPymeLeftTheView] = useState(false);

  /** Runs a save; says how it went; a failure is logged and the row keeps its value. */
  const save = async (pyme: Pyme, change: () => Promise<unknown>, done: string) => {
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
    pyme: Pyme,
    run: () => Promise<boolean>,
  ) =>
    new Promise<boolean>((settle) => {
      setConfirmation({ kind, pyme, run, settle });
      setConfirmOpen(true);
    });

  const lineName = (uuid: string) => lines?.find((line) => line.uuid === uuid)?.name ?? '';

  const actions: PymeRowActions = {
    chooseLine: (pyme, line) => {
      const current = pyme.formation_line;
      // The select is disabled without the lines' list; nothing is saved without it either.
      if (lines === undefined) return Promise.resolve(false);
      // An association the answer gives no uuid of cannot be changed (the cell offers no select).
      const association = current?.uuid ?? null;
      if (current && association === null) return Promise.resolve(false);
      if (!line) {
        if (association === null) return Promise.resolve(false);
        return confirmThen('removeLine', pyme, () =>
          save(
            pyme,
            () => removeLine({ uuid: association, pyme: pyme.uuid }).unwrap(),
            `Quitamos la línea de formación de ${pyme.business_name}.`,
          ),
        );
      }
      const done = `${pyme.business_name} quedó en la línea «${lineName(line)}».`;
      return association !== null
        ? save(
            pyme,
            () =>
              updateLine({
                uuid: association,
                pyme: pyme.uuid,
                body: { training: line },
              }).unwrap(),
            done,
          )
        : save(pyme, () => assignLine({ pyme: pyme.uuid, training: line }).unwrap(), done);
    },
    chooseStatus: (pyme, status) => {
      const association = pyme.formation_line?.uuid ?? null;
      if (association === null) return Promise.resolve(false);
      return save(
        pyme,
        () => updateLine({ uuid: association, pyme: pyme.uuid, body: { status } }).unwrap(),
        `Estado LDF de ${pyme.business_name}: ${lineStatusLabel(status)}.`,
      );
    },
    chooseAdmin: (pyme, admin) => {
      // Whether to create, update or delete depends on the assignments: without
      // them (or the admins' list) no write is guessed.
      if (assignments === undefined || accounts === undefined) return Promise.resolve(false);
      const call = adminAssignmentCall(pyme.uuid, admin, assignments);
      if (!call) return Promise.resolve(false);
      const account = accounts.find((candidate) => candidate.uuid === admin);
      return save(
        pyme,
        () => assignAdmin(call).unwrap(),
        call.operation === 'delete'
          ? `${pyme.business_name} quedó sin administrador.`
          : `${pyme.business_name} quedó a cargo de ${account ? fullNameOf(account.user) : 'su nuevo administrador'}.`,
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

  const closeConfirmation = (saved: boolean) => {
    confirmation?.settle(saved);
    setConfirmOpen(false);
  };

  const dialogs = (
    <>
      <Suspense fallback={null}>
        <EditPymeDialog
          pyme={editingPyme}
          onClose={() => {
            setEditingPyme(null);
          }}
          onSaved={(notice) => {
            setEditingPyme(null);
            notify(notice);
          }}
        />
        <EditUserDialog
          pyme={editingUser}
          onClose={() => {
            setEditingUser(null);
          }}
          onSaved={(notice) => {
            setEditingUser(null);
            notify(notice);
          }}
        />
      </Suspense>
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
          if (!pymeLeftTheView) return;
          setPymeLeftTheView(false);
          onPymeLeftTheView();
        }}
      >
        {confirmation?.pyme.business_name}
      </ConfirmDialog>
    </>
  );

  return { actions, dialogs };
}
