import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import type { ConfirmDialogProps } from './confirm-dialog-modal';

export type { ConfirmDialogProps };

/**
 * Its code (reactstrap's Modal and its transitions) is not part of a list's
 * first download: the dialog is drawn closed from the start, so the code
 * arrives right after the list, before anyone can press Eliminar.
 */
const ConfirmDialogModal = lazyNamed(() => import('./confirm-dialog-modal'), 'ConfirmDialogModal');

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
