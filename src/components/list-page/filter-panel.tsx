import './filter-panel.css';
import { useId, useRef, type ReactNode } from 'react';
import { Button } from 'reactstrap';
import { formatNumber } from '@/lib/numbers';

/** One option of a filter's select; `count` once known (the rows it would show). */
export interface FilterOption {
  value: string;
  label: string;
  count?: number;
}

/** One filter of the panel: a select of options, or a date. */
export type FilterField =
  | {
      kind: 'select';
      /** The URL parameter (`useListState`'s filter name). */
      name: string;
      label: string;
      /** The "no filter" option's label ("Todas las regiones"). */
      allLabel: string;
      options: readonly FilterOption[];
      /** Says why the select is disabled (the field's description). */
      unavailable?: string;
    }
  | { kind: 'date'; name: string; label: string; max?: string; min?: string };

interface FilterPanelProps {
  /** The panel's id (the toggle's `aria-controls`). */
  id: string;
  fields: readonly FilterField[];
  /** Each filter's value by name ('' = no filter). */
  values: Readonly<Record<string, string>>;
  onChange: (name: string, value: string) => void;
  /** Clears every field of the panel in one step. */
  onClear: () => void;
  open: boolean;
  onToggle: () => void;
  /** Said at the panel's foot: where the counts come from, or why there are none. */
  status?: ReactNode;
}

/** An option as the select shows it: "Los Lagos (12)". */
function optionText(option: FilterOption): string {
  return option.count === undefined
    ? option.label
    : `${option.label} (${formatNumber(option.count)})`;
}

/** What a chosen filter reads as in its chip: "Región: Los Lagos". */
function chosenText(field: FilterField, value: string): string {
  if (field.kind === 'date') return `${field.label}: ${value.split('-').reverse().join('-')}`;
  const option = field.options.find((one) => one.value === value);
  return `${field.label}: ${option?.label ?? value}`;
}

/**
 * A list's filter panel (issue 38; react-admin's filter sidebar, as a
 * collapsible row): "Filtros (n)" opens it; each filter is a labelled select
 * whose options carry their counts, or a date; the chosen filters stay in
 * view as chips, each with its own "Quitar" button, and "Quitar filtros"
 * clears them in one step. The values live in the URL (the caller's
 * `useListState`), so Back, reload and a shared link keep them.
 */
export function FilterPanel({
  id,
  fields,
  values,
  onChange,
  onClear,
  open,
  onToggle,
  status,
}: FilterPanelProps) {
  const chosen = fields.filter((field) => (values[field.name] ?? '') !== '');
  const baseId = useId();
  // A removed chip's button goes away: the focus goes to the panel's toggle, not to the page's start.
  const toggleRef = useRef<HTMLButtonElement>(null);
  const refocus = () => {
    toggleRef.current?.focus();
  };
  return (
    <section className="filter-panel mb-3" aria-label="Filtros">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button
          color="secondary"
          outline
          aria-expanded={open}
          aria-controls={id}
          innerRef={toggleRef}
          onClick={onToggle}
        >
          {chosen.length > 0 ? `Filtros (${String(chosen.length)})` : 'Filtros'}
        </Button>
        {chosen.length > 0 && (
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" aria-label="Filtros aplicados">
            {chosen.map((field) => {
              const text = chosenText(field, values[field.name] ?? '');
              return (
                <li key={field.name} className="filter-chip">
                  <span>{text}</span>
                  <button
                    type="button"
                    className="btn-close filter-chip-remove"
                    aria-label={`Quitar el filtro ${text}`}
                    onClick={() => {
                      onChange(field.name, '');
                      refocus();
                    }}
                  />
                </li>
              );
            })}
            <li>
              <Button
                color="link"
                size="sm"
                className="p-0 align-baseline"
                onClick={() => {
                  onClear();
                  refocus();
                }}
              >
                Quitar filtros
              </Button>
            </li>
          </ul>
        )}
      </div>
      <div id={id} hidden={!open} className="border rounded p-3 mt-2">
        <div className="row g-3">
          {fields.map((field) => {
            const fieldId = `${baseId}-${field.name}`;
            const value = values[field.name] ?? '';
            if (field.kind === 'date') {
              return (
                <div key={field.name} className="col-sm-6 col-lg-3">
                  <label htmlFor={fieldId} className="form-label">
                    {field.label}
                  </label>
                  <input
                    id={fieldId}
                    type="date"
                    className="form-control"
                    value={value}
                    min={field.min}
                    max={field.max}
                    onChange={(event) => {
                      onChange(field.name, event.target.value);
                    }}
                  />
                </div>
              );
            }
            const known = field.options.some((option) => option.value === value);
            return (
              <div key={field.name} className="col-sm-6 col-lg-3">
                <label htmlFor={fieldId} className="form-label">
                  {field.label}
                </label>
                <select
                  id={fieldId}
                  className="form-select"
                  value={value}
                  disabled={field.unavailable !== undefined}
                  aria-describedby={field.unavailable ? `${fieldId}-why` : undefined}
                  onChange={(event) => {
                    onChange(field.name, event.target.value);
                  }}
                >
                  <option value="">{field.allLabel}</option>
                  {field.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {optionText(option)}
                    </option>
                  ))}
                  {value !== '' && !known && <option value={value}>{value}</option>}
                </select>
                {field.unavailable && (
                  <div id={`${fieldId}-why`} className="form-text">
                    {field.unavailable}
                  </div>
                )}
              </div>
            );
          })}
        </div>
        {status && (
          <div className="small text-body-secondary mt-3" role="status">
            {status}
          </div>
        )}
      </div>
    </section>
  );
}
