import type { ReactNode } from 'react';

/**
 * A list's stand-in while it loads: `children` draws the list's own markup and
 * size with Bootstrap's placeholders, so the list takes its place without
 * moving the page (issue 28, CLS 0). Screen readers hear `label` from a
 * status line instead of the shapes. For a wait without a known shape, use
 * LoadingState.
 */
export function LoadingSkeleton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="placeholder-glow">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
