import { useId, useRef } from 'react';
import { Button, Input, Label, Modal, ModalBody, ModalFooter } from 'reactstrap';
import { object, string } from 'yup';
import { DialogHeader } from '@/components/dialog-header';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form/form-field';
import { cleanName, nameTaken, VIEW_NAME_MAX } from './saved-views-store';

/** The save dialog's messages (not in the spec). */
export const viewNameMessages = {
  required: 'Escribe un nombre para la vista.',
  tooLong: `El nombre puede tener hasta ${String(VIEW_NAME_MAX)} caracteres.`,
  taken: 'Ya hay una vista con ese nombre.',
};

/** A field's value as text (yup runs every test, also on an empty field). */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The rules of a view's name: required, up to 60 characters, not one of `takenNames`. */
export function viewNameSchema(takenNames: readonly string[]) {
  return object({
    name: string()
      .required(viewNameMessages.required)
      .test(
        'filled',
        viewNameMessages.required,
        (value: unknown) => cleanName(textOf(value)) !== '',
      )
      .test(
        'short',
        viewNameMessages.tooLong,
        (value: unknown) => cleanName(textOf(value)).length <= VIEW_NAME_MAX,
      )
      .test(
        'unique',
        viewNameMessages.taken,
        (value: unknown) => !nameTaken(textOf(value), takenNames),
      ),
  });
}

interface SaveViewDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onClosed: () => void;
  /** The names of the views the user has already (saved and ready ones). */
  takenNames: readonly string[];
  /** Saves; resolves to null when it did, or to the message to show. */
  onSave: (name: string) => string | null;
}

/** "Guardar vista": names the list's current search and filters. */
export function SaveViewDialog({
  isOpen,
  onClose,
  onClosed,
  takenNames,
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
      schema={viewNameSchema(takenNames)}
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
