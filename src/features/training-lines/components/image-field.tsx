import { useRef } from 'react';
import { Button, FormGroup } from 'reactstrap';
import { FieldLabel, FieldMessages } from '@/components/form/field-label';
import { useFieldFeedback } from '@/components/form/use-field-feedback';
import {
  isTrainingLineImageType,
  TRAINING_LINE_IMAGE_TYPES,
} from '@/validation/training-line-rules';
import { useObjectUrl } from '../use-object-url';

interface ImageFieldProps {
  name: 'image_logo' | 'image_banner';
  /** The visible label, e.g. 'Logo'. */
  label: string;
  /** What the preview shows, for its text alternative: 'el logo', 'el banner'. */
  subject: string;
  /** The suggested size in pixels (spec §9). */
  suggested: { width: number; height: number };
  /** The preview's shape: a square logo or a wide banner. */
  shape: 'logo' | 'banner';
}

const ACCEPT = TRAINING_LINE_IMAGE_TYPES.join(',');

/**
 * One image of a training line (spec §2): a file input with a visible label,
 * the suggested size and the accepted files as hint, a preview of the chosen
 * file (or of the stored image when editing) and "Quitar". The value is the
 * chosen File, the stored image's URL as the edge read it (unchanged) or
 * null; the schema checks type and size, and the error is tied to the input.
 */
export function ImageField({ name, label, subject, suggested, shape }: ImageFieldProps) {
  const { field, helpers, inputId, hintId, errorId, error, describedBy } = useFieldFeedback(name, {
    hasHint: true,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const value = field.value;
  const file = value instanceof File ? value : null;
  const stored = typeof value === 'string' && value !== '' ? value : null;
  const objectUrl = useObjectUrl(file && isTrainingLineImageType(file.type) ? file : null);
  // A stored image's value is the URL the edge read for it (http(s) only).
  const preview = file ? objectUrl : stored;

  const remove = () => {
    void helpers.setValue(null);
    void helpers.setTouched(true, false);
    if (inputRef.current) {
      // The same file can be chosen again, and the focus does not fall to the page.
      inputRef.current.value = '';
      inputRef.current.focus();
    }
  };

  return (
    <FormGroup className="training-line-image">
      <FieldLabel htmlFor={inputId} required>
        {label}
      </FieldLabel>
      {(preview ?? file) && (
        <div className={`training-line-image-preview is-${shape}`}>
          {preview ? (
            <img
              src={preview}
              alt={`Vista previa de ${subject}`}
              width={suggested.width}
              height={suggested.height}
            />
          ) : (
            <span className="training-line-image-placeholder" aria-hidden="true">
              ?
            </span>
          )}
          <div className="training-line-image-meta">
            <p className="small text-body-secondary mb-2 text-break">
              {file ? `Archivo elegido: ${file.name}` : 'Imagen guardada'}
            </p>
            <Button type="button" color="danger" outline size="sm" onClick={remove}>
              Quitar <span className="visually-hidden">{subject}</span>
            </Button>
          </div>
        </div>
      )}
      <input
        ref={inputRef}
        type="file"
        id={inputId}
        name={field.name}
        accept={ACCEPT}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={Boolean(error)}
        // The form is noValidate: this only tells assistive technology (a file input takes no aria-required).
        required
        aria-describedby={describedBy}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // A closed picker keeps what was there.
          if (chosen) void helpers.setValue(chosen);
        }}
        onBlur={field.onBlur}
      />
      <FieldMessages
        hint={`${stored || file ? 'Elige otro archivo para reemplazarla. ' : ''}PNG, JPG, WebP o SVG de hasta 1 MB. Tamaño sugerido: ${String(suggested.width)} × ${String(suggested.height)} px.`}
        hintId={hintId}
        error={error}
        errorId={errorId}
      />
    </FormGroup>
  );
}
