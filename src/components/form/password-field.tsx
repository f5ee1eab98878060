import { useField } from 'formik';
import { useId, useState } from 'react';
import { Button } from 'reactstrap';
import { passwordRules } from '@/validation';
import { FormField, type FormFieldProps } from './form-field';

export interface PasswordFieldProps extends Omit<FormFieldProps, 'type' | 'append' | 'children'> {
  /** Show the password rules of spec §5 as a checklist that updates while typing. */
  showRules?: boolean;
}

/**
 * A password control with a show/hide button (its label says what it will do,
 * "Mostrar contraseña" or "Ocultar contraseña") and, optionally, the live
 * checklist of the rules.
 */
export function PasswordField({
  showRules = false,
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
          {visible ? 'Ocultar' : 'Mostrar'} <span className="visually-hidden">contraseña</span>
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
