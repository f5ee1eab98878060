import { FormField } from '@/components/form/form-field';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import { samplePhone } from '@/validation/messages';
import { trainingLineWeightingFields } from '@/validation/training-line-rules';
import { trainingLineWeightingLabels } from '@/validation/data/training-line-weightings';
import { ImageField } from './image-field';
import { WeightingSlider } from './weighting-slider';

/** The names of the form's three steps (docs/decisions.md: how the fields are split). */
export const trainingLineSteps = ['Datos generales', 'Proveedor y contenido', 'Ponderaciones'];

/** What the form says, above the steps and under the type select, while the types are missing. */
export const TYPES_FAILED_MESSAGE =
  'No pudimos cargar los tipos de línea de formación. Sin ellos no se puede guardar la línea.';

/** Why Guardar cambios is disabled while the types are missing (next to it). */
export const TYPES_FAILED_SAVE_REASON =
  'Sin los tipos de línea de formación no se puede guardar la línea.';

/** Suggested image sizes (spec §9). */
const LOGO_SIZE = { width: 200, height: 200 };
const BANNER_SIZE = { width: 1220, height: 460 };

interface GeneralStepProps {
  /** The line types to choose from (type-training). */
  typeOptions: readonly SelectOption[];
  /** The type list is still on its way. */
  typesLoading: boolean;
  /** The types could not be loaded: the select is disabled, with the reason as its description. */
  typesFailed: boolean;
}

/** Step 1: general data and images. */
export function GeneralStep({ typeOptions, typesLoading, typesFailed }: GeneralStepProps) {
  return (
    <>
      <FormField name="name" label="Nombre" required autoComplete="off" />
      <div className="row g-sm-3">
        <div className="col-sm-6">
          <FormField
            name="content_id"
            label="ID del contenido"
            required
            autoComplete="off"
            spellCheck={false}
            hint="Letras sin tildes, números, guiones y guiones bajos. Ej: finanzas_simples"
          />
        </div>
        <div className="col-sm-6">
          <SelectField
            name="type"
            label="Tipo"
            required
            options={typeOptions}
            placeholder={typesLoading ? 'Cargando tipos…' : undefined}
            disabled={typesLoading || typesFailed}
            hint={typesFailed ? TYPES_FAILED_MESSAGE : undefined}
          />
        </div>
      </div>
      <FormField
        name="description"
        label="Descripción"
        type="textarea"
        rows={4}
        required
        hint="Entre 3 y 2000 caracteres. Es lo que lee la emprendedora en su tarjeta."
      />
      <div className="row g-sm-3">
        <div className="col-lg-5">
          <ImageField
            name="image_logo"
            label="Logo"
            subject="el logo"
            suggested={LOGO_SIZE}
            shape="logo"
          />
        </div>
        <div className="col-lg-7">
          <ImageField
            name="image_banner"
            label="Banner"
            subject="el banner"
            suggested={BANNER_SIZE}
            shape="banner"
          />
        </div>
      </div>
    </>
  );
}

const yesNo = [
  { value: 'true', label: 'Sí' },
  { value: 'false', label: 'No' },
];

const modality = [
  { value: 'true', label: 'En línea' },
  { value: 'false', label: 'Presencial' },
];

/** Step 2: modality, assignment, provider and content. */
export function ContentStep() {
  return (
    <>
      <div className="row g-sm-3">
        <div className="col-sm-6">
          <SelectField
            name="is_online"
            label="Modalidad"
            required
            options={modality}
            hint="En línea o presencial."
          />
        </div>
        <div className="col-sm-6">
          <SelectField
            name="is_automatic_asignation"
            label="Asignación automática"
            required
            options={yesNo}
            hint="Sí: el sistema puede asignarla a las pymes según sus diagnósticos."
          />
        </div>
      </div>
      <fieldset className="training-line-fieldset">
        <legend className="h6 fw-semibold mb-2">Proveedor</legend>
        <FormField
          name="provider_name"
          label="Nombre del proveedor"
          required
          autoComplete="organization"
          hint="Solo letras y espacios."
        />
        <div className="row g-sm-3">
          <div className="col-sm-5">
            <FormField
              name="provider_phone"
              label="Teléfono del proveedor"
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              hint={`9 dígitos, Ej: ${samplePhone}`}
            />
          </div>
          <div className="col-sm-7">
            <FormField
              name="provider_url"
              label="Sitio web del proveedor"
              type="url"
              autoComplete="off"
              hint="Ej: https://www.ejemplo.cl"
            />
          </div>
        </div>
      </fieldset>
      <fieldset className="training-line-fieldset">
        <legend className="h6 fw-semibold mb-2">Contenido</legend>
        <FormField
          name="content_url"
          label="URL del contenido"
          type="url"
          required
          autoComplete="off"
          hint="La dirección del curso que abre «Ir a capacitación». Ej: https://cursos.ejemplo.cl/mi-curso"
        />
        <FormField
          name="content_code"
          label="Código del contenido"
          autoComplete="off"
          spellCheck={false}
          hint="Letras y números, sin espacios. Ej: LDF007"
        />
        <div className="row g-sm-3">
          <div className="col-sm-6">
            <FormField
              name="content_1"
              label="Contenido 1"
              autoComplete="off"
              hint="Texto breve: letras, números y espacios. Ej: Seis clases en línea"
            />
          </div>
          <div className="col-sm-6">
            <FormField
              name="content_2"
              label="Contenido 2"
              autoComplete="off"
              hint="Texto breve: letras, números y espacios. Ej: Material descargable"
            />
          </div>
        </div>
      </fieldset>
    </>
  );
}

/** Step 3: the ten weightings, 0 to 10. */
export function WeightingsStep() {
  return (
    <fieldset className="training-line-fieldset">
      <legend className="h6 fw-semibold mb-2">Ponderaciones</legend>
      <p className="small text-body-secondary">
        Cuánto trabaja esta línea cada aspecto, de 0 (nada) a 10 (es su foco). Las usa el modelo que
        recomienda líneas a las pymes. Se mueven con el mouse o con las flechas del teclado.
      </p>
      <div className="row row-cols-1 row-cols-md-2 gx-5 gy-3">
        {trainingLineWeightingFields.map((field) => (
          <div key={field} className="col">
            <WeightingSlider name={field} label={trainingLineWeightingLabels[field]} />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
