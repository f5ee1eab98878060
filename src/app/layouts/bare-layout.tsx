import { Outlet } from 'react-router-dom';
import { BrandHeader } from './brand-header';
import { MAIN_CONTENT_ID } from './skip-link';

/** The no-nav screens (login, register, confirmations): the brand and the content only. */
export function BareLayout() {
  return (
    <div className="bare-layout d-flex flex-column min-vh-100 bg-body-tertiary">
      <BrandHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-grow-1 container-lg pb-5">
        <Outlet />
      </main>
    </div>
  );
}
