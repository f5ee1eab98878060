import { useField } from 'formik';
import { useId, useState } from 'react';
import { Button } from 'reactstrap';
import { passwordRules } from '@/validation/password-rules';
import { FormField, type FormFieldProps } from './form-field';

export interface PasswordFieldProps extends Omit<FormFieldProps, 'type' | 'append' | 'children'> {
  /** Show the password rules of spec §5 as a checklist that updates while typing. */
  showRules?: boolean;
  /**
   * What the show/hide button names, after "Mostrar" / "Ocultar": 'contraseña'
   * by default; give each field of a form its own ('confirmación de contraseña').
   */
  toggleName?: string;
}

/**
 * A password control with a show/hide button and, optionally, the live
 * checklist of the rules. The button's name says what it will do and to which
 * field ("Mostrar contraseña", "Ocultar confirmación de contraseña"); no
 * `aria-pressed`, since the name already changes.
 */
export function PasswordField({
  showRules = false,
  toggleName = 'contraseña',
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const [field] = useField<unknown>(props.name);
  const rulesId = useId();
  const value = typeof field.value === 'string' ? field.value : '';

  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      describedBy={showRules ? rulesId : undefined}
      append={
        <Button
          type="button"
          color="secondary"
          outline
          onClick={() => {
            setVisible((current) => !current);
          }}
        >
          {visible ? 'Ocultar' : 'Mostrar'} <span className="visually-hidden">{toggleName}</span>
        </Button>
      }
    >
      {showRules && (
        <ul id={rulesId} className="list-unstyled small mt-2 mb-0">
          {passwordRules.map((rule) => {
            const met = rule.test(value);
            return (
              <li key={rule.key} className={met ? 'text-success' : 'text-body-secondary'}>
                <span aria-hidden="true">{met ? '✓' : '○'} </span>
                <span className="visually-hidden">{met ? 'Cumple: ' : 'Falta: '}</span>
                {rule.label}
              </li>
            );
          })}
        </ul>
      )}
    </FormField>
  );
}
