import { lazy, Suspense, type ReactNode } from 'react';

/** What a ConfirmDialog asks and what its buttons do. */
export interface ConfirmDialogProps {
  isOpen: boolean;
  /** The question (the spec's prompt): the dialog's title and accessible name. */
  message: string;
  /** Detail shown under the question, e.g. the name of the pyme to delete. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirm button's colour. */
  tone?: 'danger' | 'primary';
  /**
   * Called on confirm. While a promise it returns is pending the dialog is busy:
   * its buttons do nothing and the confirm button shows a spinner. The caller
   * closes the dialog (`isOpen={false}`) when it is done.
   */
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- a plain callback, or one whose promise the dialog waits for
  onConfirm: () => void | Promise<unknown>;
  /** Called on Cancelar, ×, Escape and a click on the backdrop (never while busy). */
  onCancel: () => void;
  /**
   * Called once the dialog has gone and given the focus back to the button
   * that opened it: a screen whose action removed that button moves the focus
   * somewhere useful here.
   */
  onClosed?: () => void;
}

/**
 * Its code (reactstrap's Modal and its transitions) is not part of a list's
 * first download: the dialog is drawn closed from the start, so the code
 * arrives right after the list, before anyone can press Eliminar.
 */
const ConfirmDialogModal = lazy(() =>
  import('./confirm-dialog-modal').then((module) => ({ default: module.ConfirmDialogModal })),
);

/**
 * The "are you sure?" dialog before a destructive or important action. It opens
 * with the focus on Cancelar (the safe choice), keeps the focus inside, and gives
 * it back to the button that opened it when it closes.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialogModal {...props} />
    </Suspense>
  );
}
