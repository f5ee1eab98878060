import { FieldMessages } from '@/components/form/field-label';
import { useFieldFeedback } from '@/components/form/use-field-feedback';
import {
  WEIGHTING_MAX,
  WEIGHTING_MIN,
  type TrainingLineWeightingField,
} from '@/validation/training-line-rules';

interface WeightingSliderProps {
  name: TrainingLineWeightingField;
  /** The weighting's human name (`trainingLineWeightingLabels`). */
  label: string;
}

/**
 * One weighting of a training line (spec §2, §3): a native range input from 0
 * to 10 in whole steps, so arrows, Page Up/Down, Home and End work as in any
 * slider; the value is shown beside the label and announced as "N de 10".
 * The code the backend knows it by is shown under it.
 */
export function WeightingSlider({ name, label }: WeightingSliderProps) {
  const { field, helpers, inputId, hintId, errorId, error, describedBy } = useFieldFeedback(name);
  const value = typeof field.value === 'number' ? field.value : Number(field.value) || 0;

  return (
    <div className="training-line-weighting">
      <div className="d-flex justify-content-between align-items-baseline gap-3">
        <label htmlFor={inputId} className="form-label mb-1">
          {label}
        </label>
        <span className="training-line-weighting-value" aria-hidden="true">
          {value}
        </span>
      </div>
      <input
        type="range"
        id={inputId}
        name={field.name}
        className="form-range"
        min={WEIGHTING_MIN}
        max={WEIGHTING_MAX}
        step={1}
        value={value}
        aria-valuetext={`${String(value)} de ${String(WEIGHTING_MAX)}`}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onChange={(event) => {
          void helpers.setValue(Number(event.target.value));
        }}
        onBlur={field.onBlur}
      />
      {/* The backend's code, for whoever maps it; a screen reader has the name. */}
      <code className="training-line-weighting-code" aria-hidden="true">
        {name}
      </code>
      <FieldMessages hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
