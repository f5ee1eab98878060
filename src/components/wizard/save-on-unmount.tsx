import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

interface SaveOnUnmountProps<Values> {
  /** Receives the step's latest values, as typed, when the step unmounts. */
  onUnmount: (values: Values) => void;
}

/**
 * Inside a wizard step's Formik: keeps what was typed when the step goes away
 * by any route (Atrás, Siguiente, the browser's back and forward buttons, a
 * step address typed by hand), so that coming back shows it again.
 */
export function SaveOnUnmount<Values>({ onUnmount }: SaveOnUnmountProps<Values>) {
  const { values } = useFormikContext<Values>();
  const latest = useRef({ values, onUnmount });
  useEffect(() => {
    latest.current = { values, onUnmount };
  });
  useEffect(
    () => () => {
      latest.current.onUnmount(latest.current.values);
    },
    [],
  );
  return null;
}
