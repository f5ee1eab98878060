import { useEffect, useState } from 'react';

/** True while the window is scrolled more than `offset` pixels down. */
export function useScrolledPast(offset: number): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > offset);

  useEffect(() => {
    const onScroll = () => {
      setScrolled(window.scrollY > offset);
    };
    // A scroll between the render and now is read once the next frame has
    // been painted, when the page's layout is up to date. Read here, in the
    // middle of the page's first renders, it forced the browser to lay the
    // whole page out once more (issue 39); read in the next frame's
    // animation callbacks, before that frame's own layout, it still did
    // whenever a render had just changed the page (issue 46: 20–45 ms at 4×
    // CPU slowdown on /dashboard and /formation).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(onScroll, 0);
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [offset]);

  return scrolled;
}
