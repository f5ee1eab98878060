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
 * ("Cerrar"; reactstrap's own default is the English "Close"). The id that
 * names the dialog is on the title's text, not on ModalHeader: reactstrap puts
 * its props on the wrapper that also holds the × button, and Chromium then
 * named every dialog "<title> Cerrar".
 */
export function DialogHeader({ id, onClose, children }: DialogHeaderProps) {
  return (
    <ModalHeader tag="h2" toggle={onClose} closeAriaLabel="Cerrar">
      <span id={id}>{children}</span>
    </ModalHeader>
  );
}
