import type { ReactNode } from 'react';
import { ModalHeader } from 'reactstrap';

interface DialogHeaderProps {
  /** The id the Modal's `labelledBy` points at. */
  id: string;
  /** Shows the × button; without it the dialog is closed only by its own buttons. */
  onClose?: () => void;
  children: ReactNode;
}

/**
 * A dialog's title as an h2, with reactstrap's × button named in Spanish
 * ("Cerrar"; reactstrap's own default is the English "Close").
 */
export function DialogHeader({ id, onClose, children }: DialogHeaderProps) {
  return (
    <ModalHeader tag="h2" id={id} toggle={onClose} closeAriaLabel="Cerrar">
      {children}
    </ModalHeader>
  );
}
