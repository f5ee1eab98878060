import type { ReactNode } from 'react';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/** True only for absolute http(s) URLs; anything else (javascript:, data:, relative) is refused. */
export function isSafeHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A link that leaves the site: opens in a new tab without giving it access to
 * this window, and tells screen-reader users so. Non-http(s) URLs render as
 * plain text.
 */
export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  if (!isSafeHttpUrl(href)) {
    return <span className={className}>{children}</span>;
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
    </a>
  );
}
