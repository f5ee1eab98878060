import { useEffect } from 'react';

/**
 * Calls `onFocus` once, the first time a field of the page (an input, a
 * textarea or a select) gets the focus: the moment a visitor starts to fill a
 * form. The guest forms load what they need only to validate and send
 * (yup and the schema, the HTTP layer) then, not with the page (issue 27).
 * Not on idle: a page's first load would count it for every visitor, also
 * those who only read. `onFocus` must keep its identity across renders.
 */
export function useFirstFieldFocus(onFocus: () => void): void {
  useEffect(() => {
    const listener = (event: FocusEvent) => {
      const field = event.target;
      if (
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
      ) {
        document.removeEventListener('focusin', listener);
        onFocus();
      }
    };
    document.addEventListener('focusin', listener);
    return () => {
      document.removeEventListener('focusin', listener);
    };
  }, [onFocus]);
}
