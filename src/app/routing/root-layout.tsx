import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

/** Top of the tree: scrolls to the top on every route change (spec §2). */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return <Outlet />;
}
