import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/confirm-dialog';

const question = '¿Estas seguro que deseas eliminar esta pyme?';

/** A row's "Eliminar" button that asks first, as the admin lists will. */
function DeleteButton({
  onConfirm,
  onCancel,
}: {
  onConfirm: ConfirmDialogProps['onConfirm'];
  onCancel: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Eliminar
      </button>
      <ConfirmDialog
        isOpen={open}
        message={question}
        confirmLabel="Seguro"
        onConfirm={async () => {
          await onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      >
        Miel del Sur
      </ConfirmDialog>
    </>
  );
}

async function openDialog(onConfirm: ConfirmDialogProps['onConfirm'] = vi.fn()) {
  const onCancel = vi.fn();
  const user = userEvent.setup();
  render(<DeleteButton onConfirm={onConfirm} onCancel={onCancel} />);
  await user.click(screen.getByRole('button', { name: 'Eliminar' }));
  const dialog = await screen.findByRole('alertdialog', { name: question });
  const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
  // The focus moves to Cancelar once the dialog has faded in.
  await waitFor(() => {
    expect(cancel).toHaveFocus();
  });
  return { dialog, cancel, user, onCancel };
}

describe('ConfirmDialog', () => {
  it('asks the question as its title, with the detail and both buttons', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('heading', { level: 2, name: question })).toBeInTheDocument();
    expect(within(dialog).getByText('Miel del Sur')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Seguro' })).toHaveClass('btn-danger');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('starts on Cancelar and keeps the focus inside while tabbing', async () => {
    const { dialog, cancel, user } = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Seguro' });
    const close = within(dialog).getByRole('button', { name: 'Cerrar' });
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('cancels on Escape and gives the focus back to the button that opened it', async () => {
    const { user, onCancel } = await openDialog();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Eliminar' })).toHaveFocus();
  });

  it('cancels with Cancelar and with ×', async () => {
    const opened = await openDialog();
    await opened.user.click(opened.cancel);
    expect(opened.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    await opened.user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: question });
    await opened.user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(opened.onCancel).toHaveBeenCalledTimes(2);
  });

  it('is busy while a slow confirm is on its way: nothing can be pressed, Escape does nothing', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { dialog, cancel, user, onCancel } = await openDialog(onConfirm);
    const confirm = within(dialog).getByRole('button', { name: 'Seguro' });

    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    expect(confirm).toHaveClass('disabled');
    expect(within(confirm).getByRole('status', { hidden: true })).toHaveClass('spinner-border');
    expect(confirm).toHaveAccessibleName('Seguro');

    await user.click(confirm);
    await user.click(cancel);
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();

    finish();
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
