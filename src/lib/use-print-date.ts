import { lightFormat } from 'date-fns';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** Today as `dd/MM/yyyy` (local time). */
function today(): string {
  return lightFormat(new Date(), 'dd/MM/yyyy');
}

/**
 * The date a printed page says it was printed on: today, brought up to date
 * as the page is printed (`beforeprint`), so a page left open since yesterday
 * prints today's date.
 */
export function usePrintDate(): string {
  const [date, setDate] = useState(today);
  useEffect(() => {
    const update = () => {
      flushSync(() => {
        setDate(today());
      });
    };
    window.addEventListener('beforeprint', update);
    return () => {
      window.removeEventListener('beforeprint', update);
    };
  }, []);
  return date;
}
