import { useId, useRef, useState, type ReactNode } from 'react';
import { Button, Modal, ModalBody, ModalFooter, Spinner } from 'reactstrap';
import { DialogHeader } from '@/components/dialog-header';

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
 * ConfirmDialog's modal (see confirm-dialog.tsx, which loads this lazily).
 * While busy its buttons are marked `aria-disabled` rather than `disabled`, so
 * that the focus stays on them instead of falling behind the dialog.
 */
export function ConfirmDialogModal({
  isOpen,
  message,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
  tone = 'danger',
  onConfirm,
  onCancel,
  onClosed,
}: ConfirmDialogProps) {
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  const cancel = () => {
    if (!busy) onCancel();
  };

  const confirm = () => {
    if (busy) return;
    const result = onConfirm();
    if (result instanceof Promise) {
      setBusy(true);
      const done = () => {
        setBusy(false);
      };
      result.then(done, done);
    }
  };

  return (
    <Modal
      isOpen={isOpen}
      toggle={cancel}
      role="alertdialog"
      labelledBy={titleId}
      trapFocus
      returnFocusAfterClose
      centered
      backdrop={busy ? 'static' : true}
      onOpened={() => {
        cancelRef.current?.focus();
      }}
      onClosed={() => {
        // reactstrap gives the focus back right after this call: run after it.
        if (onClosed) setTimeout(onClosed, 0);
      }}
    >
      <DialogHeader id={titleId} onClose={cancel}>
        {message}
      </DialogHeader>
      {children !== undefined && <ModalBody>{children}</ModalBody>}
      <ModalFooter>
        <Button
          innerRef={cancelRef}
          color="secondary"
          outline
          className={busy ? 'disabled' : undefined}
          aria-disabled={busy || undefined}
          onClick={cancel}
        >
          {cancelLabel}
        </Button>
        <Button
          color={tone}
          className={busy ? 'disabled' : undefined}
          aria-disabled={busy || undefined}
          onClick={confirm}
        >
          {busy && <Spinner size="sm" aria-hidden="true" className="me-2" />}
          {confirmLabel}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
