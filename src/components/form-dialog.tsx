import { Form, Formik, type FormikProps, type FormikValues } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import { Button, Modal, ModalBody, ModalFooter } from 'reactstrap';
import type { AnyObjectSchema } from 'yup';
import { DialogHeader } from './dialog-header';
import { NOT_KEPT_FIELD, notKeptMessage, type SaveOutcome } from './form/save-outcome';
import { ServerErrorAlert } from './server-error-alert';
import { SubmitButton } from './submit-button';

interface FormDialogProps<Values extends FormikValues> {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  initialValues: Values;
  /** The form's Yup schema: fields validate on change, and Guardar waits for all of them. */
  schema: AnyObjectSchema;
  /**
   * Saves. Resolves to null when it is over (the caller closes the dialog or
   * moves on), to the message to show in the dialog when the server refused,
   * or to the fields the server did not keep (`settleSave`): the dialog
   * names them by `fieldLabels`, marks them, and keeps what was typed.
   */
  onSubmit: (values: Values) => Promise<SaveOutcome>;
  /** Each field's label, for naming the fields a save did not keep. */
  fieldLabels?: Readonly<Partial<Record<keyof Values & string, string>>>;
  submitLabel?: string;
  busyLabel?: string;
  size?: 'lg' | 'xl';
  /** The fields, or a function of the form's state that draws them. */
  children: ReactNode | ((form: FormikProps<Values>) => ReactNode);
  /**
   * Called once the dialog has gone and given the focus back to the button
   * that opened it: a screen whose save disabled or removed that button moves
   * the focus somewhere useful here.
   */
  onClosed?: () => void;
  /** Called once the dialog is in view, e.g. to put the focus on its only field. */
  onOpened?: () => void;
}

/**
 * A form in a dialog (edit profile, edit pyme, edit user, the admin and
 * diagnostic forms): its title, the fields, the server's refusal in a red
 * alert, Cancelar and Guardar. Guardar stays disabled while a required field
 * is empty or a field is wrong (spec §2, §5), and shows a spinner while saving.
 * The focus is trapped, Escape and × cancel, and the values start afresh each
 * time it opens.
 */
export function FormDialog<Values extends FormikValues>({
  title,
  isOpen,
  onClose,
  initialValues,
  schema,
  onSubmit,
  fieldLabels,
  submitLabel = 'Guardar',
  busyLabel = 'Guardando…',
  size,
  children,
  onClosed,
  onOpened,
}: FormDialogProps<Values>) {
  const titleId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const close = () => {
    setServerError(null);
    onClose();
  };

  return (
    <Modal
      isOpen={isOpen}
      toggle={close}
      trapFocus
      centered
      labelledBy={titleId}
      size={size}
      onOpened={onOpened}
      onClosed={() => {
        // reactstrap gives the focus back right after this call: run after it.
        if (onClosed) setTimeout(onClosed, 0);
      }}
    >
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        enableReinitialize
        onSubmit={async (values, { setFieldError, setFieldTouched }) => {
          setServerError(null);
          const outcome = await onSubmit(values);
          if (outcome === null || typeof outcome === 'string') {
            setServerError(outcome);
            return;
          }
          const fields = outcome.notKept as (keyof Values & string)[];
          setServerError(notKeptMessage(fields.map((field) => fieldLabels?.[field] ?? field)));
          for (const field of fields) {
            void setFieldTouched(field, true, false);
            setFieldError(field, NOT_KEPT_FIELD);
          }
        }}
      >
        {(form) => (
          <Form noValidate>
            <DialogHeader id={titleId} onClose={close}>
              {title}
            </DialogHeader>
            <ModalBody>
              {typeof children === 'function' ? children(form) : children}
              <ServerErrorAlert messages={serverError} />
            </ModalBody>
            <ModalFooter>
              <Button type="button" color="secondary" outline onClick={close}>
                Cancelar
              </Button>
              <SubmitButton
                busy={form.isSubmitting}
                busyLabel={busyLabel}
                disabled={!schema.isValidSync(form.values)}
              >
                {submitLabel}
              </SubmitButton>
            </ModalFooter>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
