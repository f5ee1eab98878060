import { useEffect, useState } from 'react';

/** True while the window is scrolled more than `offset` pixels down. */
export function useScrolledPast(offset: number): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > offset);

  useEffect(() => {
    const onScroll = () => {
      setScrolled(window.scrollY > offset);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
    };
  }, [offset]);

  return scrolled;
}
