import { useState } from 'react';
import { Spinner } from 'reactstrap';

export interface SavingSelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SavingSelectProps {
  /** The control's name for screen readers, e.g. "Línea de formación de Miel Nativa". */
  label: string;
  /** The value the server has now. */
  value: string;
  /**
   * The row the value comes from. A choice being saved is shown until the row
   * is replaced by the refetched one, so the select does not flick back to the
   * old value in between.
   */
  row: object;
  options: readonly SavingSelectOption[];
  disabled?: boolean;
  /** The id of what says why it is disabled (a related list that failed). */
  describedBy?: string;
  /** Saves a choice; resolves true once saved, false when it was not (refused, cancelled). */
  onChoose: (value: string) => Promise<boolean>;
}

/**
 * A select in a table row that saves as soon as something is chosen (the
 * pymes table's line, status and admin). While saving it shows the choice,
 * a spinner and is disabled; when the save fails or is cancelled it goes back
 * to the server's value.
 */
export function SavingSelect({
  label,
  value,
  row,
  options,
  disabled,
  describedBy,
  onChoose,
}: SavingSelectProps) {
  const [choice, setChoice] = useState<{ value: string; row: object } | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = choice?.row === row ? choice.value : value;

  const choose = async (next: string) => {
    setChoice({ value: next, row });
    setSaving(true);
    const saved = await onChoose(next);
    setSaving(false);
    if (!saved) setChoice(null);
  };

  return (
    <div className="d-flex align-items-center gap-2">
      <select
        className="form-select form-select-sm saving-select"
        aria-label={label}
        aria-describedby={describedBy}
        value={shown}
        disabled={disabled || saving}
        aria-busy={saving || undefined}
        onChange={(event) => void choose(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {saving && <Spinner size="sm" color="primary" aria-hidden="true" />}
    </div>
  );
}
