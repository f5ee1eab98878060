import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Button } from 'reactstrap';

interface SearchBoxProps {
  /** The visible label of the box, also the name of the search landmark. */
  label: string;
  /** The search in force (usually the URL's `?buscar=`); the box follows it when it changes. */
  value: string;
  /** Called with the trimmed text after a pause in typing, on Enter, and with '' on "Limpiar". */
  onSearch: (text: string) => void;
  placeholder?: string;
  /** Milliseconds of pause after the last keystroke before searching. */
  delay?: number;
}

/**
 * The search box of a list: searches as the user types (after a pause), at once
 * on Enter, and has a button to clear it. It follows `value` when the search
 * changes from outside (Back button, a link) without overwriting what is being typed.
 */
export function SearchBox({ label, value, onSearch, placeholder, delay = 300 }: SearchBoxProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  // The `value` the box last took into account, and the search it asked for and is
  // waiting to see come back as `value` (so that its return does not overwrite the
  // letters typed meanwhile).
  const [seenValue, setSeenValue] = useState(value);
  const [requested, setRequested] = useState<string | null>(null);

  if (value !== seenValue) {
    setSeenValue(value);
    if (value === requested) setRequested(null);
    else setText(value);
  }

  const search = (next: string) => {
    if (next === value || next === requested) return;
    setRequested(next);
    onSearch(next);
  };

  const searchAfterPause = useEffectEvent(() => {
    if (text !== value) search(text.trim());
  });

  useEffect(() => {
    const timer = setTimeout(() => {
      searchAfterPause();
    }, delay);
    return () => {
      clearTimeout(timer);
    };
  }, [text, delay]);

  return (
    <form
      role="search"
      aria-label={label}
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        search(text.trim());
      }}
    >
      {/* Plain elements, not reactstrap's Label and Input: those come with the forms' code. */}
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <div className="input-group">
        <input
          ref={inputRef}
          className="form-control"
          id={inputId}
          type="search"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        {text !== '' && (
          <Button
            type="button"
            color="secondary"
            outline
            aria-label="Limpiar búsqueda"
            onClick={() => {
              setText('');
              search('');
              inputRef.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span> Limpiar
          </Button>
        )}
      </div>
    </form>
  );
}
