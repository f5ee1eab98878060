import { useId, useRef } from 'react';
import { Button, Input, Label, Modal, ModalBody, ModalFooter } from 'reactstrap';
import { object, string } from 'yup';
import { DialogHeader } from '@/components/dialog-header';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form/form-field';
// Types only: a value imported from the store would put the store into the
// chunk of Formik and the fields (vite.config.ts, `forms`), which the menu
// would then download before anyone saves.
import type { ViewNameProblem } from './saved-views-store';

/** The save dialog's messages (not in the spec). */
export const viewNameMessages: Record<ViewNameProblem, string> = {
  required: 'Escribe un nombre para la vista.',
  // The store's VIEW_NAME_MAX, written out (see the import above).
  tooLong: 'El nombre puede tener hasta 60 caracteres.',
  taken: 'Ya hay una vista con ese nombre.',
};

/** A field's value as text (yup runs every test, also on an empty field). */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The rules of a view's name, one message at a time (`problemOf` is the store's `viewNameProblem`). */
function viewNameSchema(problemOf: (name: string) => ViewNameProblem | null) {
  return object({
    name: string().test('name', (value: unknown, context) => {
      const problem = problemOf(textOf(value));
      return problem === null || context.createError({ message: viewNameMessages[problem] });
    }),
  });
}

interface SaveViewDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onClosed: () => void;
  /** What is wrong with a name (empty, too long, taken), or null. */
  nameProblem: (name: string) => ViewNameProblem | null;
  /** Saves; resolves to null when it did, or to the message to show. */
  onSave: (name: string) => string | null;
}

/** "Guardar vista": names the list's current search and filters. */
export function SaveViewDialog({
  isOpen,
  onClose,
  onClosed,
  nameProblem,
  onSave,
}: SaveViewDialogProps) {
  const hintId = useId();
  const nameId = useId();
  return (
    <FormDialog
      title="Guardar vista"
      isOpen={isOpen}
      onClose={onClose}
      onClosed={onClosed}
      onOpened={() => {
        // The dialog's only field: where the user types as it opens.
        document.getElementById(nameId)?.focus();
      }}
      initialValues={{ name: '' }}
      schema={viewNameSchema(nameProblem)}
      onSubmit={(values) => Promise.resolve(onSave(values.name))}
      submitLabel="Guardar vista"
    >
      <FormField
        name="name"
        id={nameId}
        label="Nombre de la vista"
        required
        autoComplete="off"
        describedBy={hintId}
      />
      <p id={hintId} className="small text-body-secondary mb-0">
        Guarda la búsqueda y los filtros de ahora. La vista queda en este navegador, solo para tu
        cuenta.
      </p>
    </FormDialog>
  );
}

interface ViewLinkDialogProps {
  isOpen: boolean;
  /** The view whose link is shown (kept while the dialog fades out). */
  link: { name: string; url: string } | null;
  onClose: () => void;
  onClosed: () => void;
}

/**
 * The link of a view, shown when the browser did not let the app copy it:
 * selected, ready to copy by hand.
 */
export function ViewLinkDialog({ isOpen, link, onClose, onClosed }: ViewLinkDialogProps) {
  const titleId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Modal
      isOpen={isOpen}
      toggle={onClose}
      trapFocus
      centered
      labelledBy={titleId}
      onOpened={() => {
        input.current?.focus();
        input.current?.select();
      }}
      onClosed={() => {
        setTimeout(onClosed, 0);
      }}
    >
      <DialogHeader id={titleId} onClose={onClose}>
        Enlace de «{link?.name}»
      </DialogHeader>
      <ModalBody>
        <p>El navegador no dejó copiar el enlace. Cópialo desde aquí (Ctrl+C o mantén pulsado):</p>
        <Label for={inputId} className="visually-hidden">
          Enlace de la vista
        </Label>
        <Input
          id={inputId}
          innerRef={input}
          type="text"
          readOnly
          value={link?.url ?? ''}
          onFocus={(event) => {
            event.currentTarget.select();
          }}
        />
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={onClose}>
          Cerrar
        </Button>
      </ModalFooter>
    </Modal>
  );
}
