import { useState } from 'react';
import { Button, Spinner } from 'reactstrap';
import { useNotify } from '@/components/notifications';
import type { PymeListFilters } from '../pyme-filters';

/**
 * The dialog, the whole-list walk and the links' code load on the first
 * click, not with the list: most visits to /admin/pymes never write.
 */
const loadDialog = () => import('./follow-up-dialog');

type Dialog = Awaited<ReturnType<typeof loadDialog>>['FollowUpDialog'];

/** The props of the follow-up button: the list's filters (what /admin/pymes shows). */
interface FollowUpButtonProps {
  filters: PymeListFilters;
}

/**
 * "Seguimiento por correo" (issue 38): opens the dialog that reads every pyme
 * of the current view (search and filters) and offers their entrepreneurs'
 * e-mails to copy, or to write to them from the admin's own mail program
 * (`mailto:` links in groups, addresses in BCC). The app sends nothing.
 */
export function FollowUpButton({ filters }: FollowUpButtonProps) {
  const notify = useNotify();
  const [dialog, setDialog] = useState<{ Dialog: Dialog } | null>(null);
  const [loading, setLoading] = useState(false);
  const [isOpen, setOpen] = useState(false);

  const open = async () => {
    if (dialog) {
      setOpen(true);
      return;
    }
    if (loading) return;
    setLoading(true);
    try {
      const { FollowUpDialog } = await loadDialog();
      setDialog({ Dialog: FollowUpDialog });
      setOpen(true);
    } catch (error) {
      console.error('No pudimos abrir el seguimiento por correo', error);
      notify({
        tone: 'danger',
        text: 'No pudimos abrir el seguimiento por correo. Vuelve a intentarlo.',
      });
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      {/* Not disabled while its code arrives: the focus stays here, and the dialog gives it back here. */}
      <Button
        color="primary"
        outline
        aria-busy={loading || undefined}
        onClick={() => {
          void open();
        }}
      >
        {loading && <Spinner size="sm" aria-hidden="true" className="me-2" />}
        Seguimiento por correo
      </Button>
      {dialog && (
        <dialog.Dialog
          isOpen={isOpen}
          filters={filters}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
