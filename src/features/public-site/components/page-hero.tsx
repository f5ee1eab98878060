import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  /** Shown before the title, e.g. a back link. */
  above?: ReactNode;
  children?: ReactNode;
}

/** The coloured band at the top of the public pages, with the page's h1. */
export function PageHero({ eyebrow, title, above, children }: PageHeroProps) {
  return (
    <section className="page-hero text-white">
      <div className="container-lg py-5">
        {above}
        {eyebrow && <p className="text-uppercase fw-semibold small mb-2">{eyebrow}</p>}
        <h1 className="display-6 fw-bold mb-3">{title}</h1>
        {children}
      </div>
    </section>
  );
}
