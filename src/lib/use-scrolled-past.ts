import { useEffect, useState } from 'react';

/** True while the window is scrolled more than `offset` pixels down. */
export function useScrolledPast(offset: number): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > offset);

  useEffect(() => {
    const onScroll = () => {
      setScrolled(window.scrollY > offset);
    };
    // A scroll between the render and now is read at the next frame, not
    // here: reading the position in the middle of the page's first renders
    // forced the browser to lay the whole page out once more (issue 39).
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [offset]);

  return scrolled;
}
