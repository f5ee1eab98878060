import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteNavbar } from './site-navbar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

interface SiteLayoutProps {
  /** A strip under the bar: the entrepreneur's company bar (entrepreneur-layout.tsx). */
  subBar?: ReactNode;
}

/** Pages with the top bar and the footer: the public site and the entrepreneur's area. */
export function SiteLayout({ subBar }: SiteLayoutProps) {
  return (
    <div className="d-flex flex-column min-vh-100">
      <SkipLink />
      <SiteNavbar />
      {subBar}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main flex-grow-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
