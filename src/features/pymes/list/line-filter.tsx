import { useId } from 'react';
import type { Related } from '@/components/list-page/related-lists';
import type { LineOption } from '@/api/edge/training-lines';
import { formatNumber } from '@/lib/numbers';
import { NO_LINE } from '../pyme-filters';

/**
 * The list's "Línea de formación" filter. A line chosen in the address that
 * is not in the options any more still reads as chosen ("Línea no disponible").
 * Without the lines' list it is disabled (the notice above the table says
 * why), still showing that a line is chosen. "Sin línea" keeps the pymes
 * without one (issue 38: applied by the app, no API has it).
 */
export function LineFilter({
  value,
  lines,
  counts,
  onChange,
}: {
  value: string;
  lines: Related<readonly LineOption[]>;
  /** Each line's pymes (and `sin-linea`'s), once the list was read whole (issue 38). */
  counts?: Readonly<Record<string, number>> | undefined;
  onChange: (line: string) => void;
}) {
  const withCount = (label: string, key: string) =>
    counts ? `${label} (${formatNumber(counts[key] ?? 0)})` : label;
  const id = useId();
  const options = lines.data;
  const unknownLine =
    value !== '' &&
    value !== NO_LINE &&
    (options === undefined || !options.some((line) => line.uuid === value));
  return (
    <div className="col-md-5 col-lg-4">
      <label htmlFor={id} className="form-label">
        Línea de formación
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        disabled={lines.missing !== undefined}
        aria-describedby={lines.missing?.noticeId}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        <option value="">Todas las líneas</option>
        {options?.map((line) => (
          <option key={line.uuid} value={line.uuid}>
            {withCount(line.name, line.uuid)}
          </option>
        ))}
        <option value={NO_LINE}>{withCount('Sin línea', NO_LINE)}</option>
        {unknownLine && (
          <option value={value}>{options ? 'Línea no disponible' : 'Línea elegida'}</option>
        )}
      </select>
    </div>
  );
}
