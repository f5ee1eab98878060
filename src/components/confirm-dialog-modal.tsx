import { useId, useRef, useState } from 'react';
import { Button, Modal, ModalBody, ModalFooter, Spinner } from 'reactstrap';
import { DialogHeader } from '@/components/dialog-header';
import type { ConfirmDialogProps } from './confirm-dialog';

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
