import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface UnsavedChangesGuardProps {
  /** There are changes that would be lost. */
  when: boolean;
  /** Set to true just before leaving on purpose (after a save): nothing is asked then. */
  leaving: RefObject<boolean>;
}

/** The question before unsaved changes are lost (ours; spec §8 has none for it). */
const unsavedChangesPrompt = '¿Salir sin guardar los cambios?';

/**
 * Asks before unsaved changes are lost: leaving for another screen of the app
 * (a link, the sidebar, the browser's Back) opens a dialog, through React
 * Router's `useBlocker`; closing or reloading the tab gets the browser's own
 * question (`beforeunload`), which is all a page may do there.
 */
export function UnsavedChangesGuard({ when, leaving }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!leaving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, leaving]);

  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      message={unsavedChangesPrompt}
      confirmLabel="Salir sin guardar"
      cancelLabel="Seguir editando"
      onConfirm={() => {
        blocker.proceed?.();
      }}
      onCancel={() => {
        blocker.reset?.();
      }}
    >
      Los cambios que hiciste en esta línea de formación se perderán.
    </ConfirmDialog>
  );
}
