import { useId } from 'react';
import type { LineOption } from '../pymes-api';

/**
 * The list's "Línea de formación" filter. A line chosen in the address that
 * is not in the options any more still reads as chosen ("Línea no disponible").
 */
export function LineFilter({
  value,
  lines,
  onChange,
}: {
  value: string;
  lines: readonly LineOption[] | undefined;
  onChange: (line: string) => void;
}) {
  const id = useId();
  const unknownLine =
    value !== '' && lines !== undefined && !lines.some((line) => line.uuid === value);
  return (
    <div className="col-md-5 col-lg-4">
      <label htmlFor={id} className="form-label">
        Línea de formación
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        <option value="">Todas las líneas</option>
        {lines?.map((line) => (
          <option key={line.uuid} value={line.uuid}>
            {line.name}
          </option>
        ))}
        {unknownLine && <option value={value}>Línea no disponible</option>}
      </select>
    </div>
  );
}
