import { Form, Formik } from 'formik';
import { Button } from 'reactstrap';
import { FormField } from '@/components/form/form-field';
import { useDeferredSchema } from '@/components/form/use-deferred-schema';
import { PhoneField } from '@/components/form/phone-field';
import { RutField } from '@/components/form/rut-field';
import { SelectField } from '@/components/form/select-field';
import { positionOptions } from '@/validation/data/positions';
import type { RegistrationPersonalValues } from '../registration-schema';
import { loadPersonalSchema } from '../registration-rules';
import { SaveOnUnmount } from '@/components/wizard/save-on-unmount';
import { WizardButtons } from '@/components/wizard/wizard-buttons';

interface PersonalStepProps {
  initialValues: RegistrationPersonalValues;
  /** The values as typed, whenever the step unmounts. */
  onUnmount: (values: RegistrationPersonalValues) => void;
  /** Atrás: the step saves what was typed as it unmounts. */
  onBack: () => void;
  onNext: (values: RegistrationPersonalValues) => void;
}

/** Step 2: the entrepreneur's own data. */
export function PersonalStep({ initialValues, onUnmount, onBack, onNext }: PersonalStepProps) {
  // Shown after step 1, whose rules loaded the module: at once.
  const rules = useDeferredSchema(loadPersonalSchema, { eager: true });
  return (
    <Formik
      initialValues={initialValues}
      validate={rules.validate}
      onSubmit={(values) => {
        onNext(rules.cast(values));
      }}
    >
      {({ values }) => (
        <Form noValidate aria-label="Paso 2: tus datos">
          <SaveOnUnmount onUnmount={onUnmount} />
          <div className="row g-sm-3">
            <div className="col-sm-6">
              <FormField name="first_name" label="Nombre" autoComplete="given-name" required />
            </div>
            <div className="col-sm-6">
              <FormField name="last_name" label="Apellido" autoComplete="family-name" required />
            </div>
          </div>
          <RutField name="rut_user" label="Tu RUT" required />
          <PhoneField />
          <SelectField
            name="position"
            label="Cargo en la empresa"
            options={positionOptions}
            required
          />
          <WizardButtons onBack={onBack}>
            <Button type="submit" color="primary" disabled={!rules.isValidSync(values)}>
              Siguiente
            </Button>
          </WizardButtons>
        </Form>
      )}
    </Formik>
  );
}
