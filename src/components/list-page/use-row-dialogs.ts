import { useState } from 'react';
import type { ConfirmDialogProps } from '../confirm-dialog';
import { focusTable } from '../data-table';
import { useNotify } from '../notifications';

/**
 * A row's create-or-edit dialog in an admin list: which row it shows (null to
 * create) and whether it is open. The row stays while the dialog fades out,
 * so its title does not blink.
 */
export function useRowFormDialog<Row>() {
  const [row, setRow] = useState<Row | null>(null);
  const [isOpen, setOpen] = useState(false);
  return {
    row,
    isOpen,
    open: (target: Row | null) => {
      setRow(target);
      setOpen(true);
    },
    close: () => {
      setOpen(false);
    },
  };
}

/** What a row's delete says: after it worked, when it failed, and in the log. */
export interface RowDeleteTexts {
  done: string;
  failed: string;
  log: string;
}

interface RowDeleteOptions<Row> {
  /** The `id` of the list's DataTable: the focus goes to its table when the row is gone. */
  listId: string;
  /** Deletes the row; rejects when it did not (an RTK Query mutation's `unwrap()`). */
  remove: (row: Row) => Promise<unknown>;
  texts: (row: Row) => RowDeleteTexts;
}

/**
 * A row's delete in an admin list, behind the shared ConfirmDialog (spec §8's
 * question): ask, delete, say how it went (a notice; a failure is logged and
 * the row stays), and once the dialog has closed after a delete, move the
 * focus to the table, since the button that opened the question went with
 * its row. `asked` is the row the question is about (kept while it fades out).
 */
export function useRowDelete<Row>({ listId, remove, texts }: RowDeleteOptions<Row>) {
  const notify = useNotify();
  const [asked, setAsked] = useState<Row | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [rowLeft, setRowLeft] = useState(false);

  const dialog: Pick<ConfirmDialogProps, 'isOpen' | 'onConfirm' | 'onCancel' | 'onClosed'> = {
    isOpen,
    onConfirm: async () => {
      if (!asked) return;
      const said = texts(asked);
      try {
        await remove(asked);
        notify({ tone: 'success', text: said.done });
        setRowLeft(true);
      } catch (error) {
        console.error(said.log, error);
        notify({ tone: 'danger', text: said.failed });
      }
      setOpen(false);
    },
    onCancel: () => {
      setOpen(false);
    },
    onClosed: () => {
      if (!rowLeft) return;
      setRowLeft(false);
      focusTable(listId);
    },
  };

  return {
    asked,
    ask: (row: Row) => {
      setAsked(row);
      setRowLeft(false);
      setOpen(true);
    },
    dialog,
  };
}
