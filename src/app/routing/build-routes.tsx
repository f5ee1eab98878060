import type { RouteObject } from 'react-router-dom';
import type { Access } from '../access';
import { AdminLayout } from '../layouts/admin-layout';
import { BareLayout } from '../layouts/bare-layout';
import { SiteLayout } from '../layouts/site-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { site } from '@/config/site';
import { AccessGuard } from './access-guard';
import { RootLayout } from './root-layout';
import { RouteScreen } from './route-screen';
import { routeTable, type AppRoute, type LayoutName } from './route-table';

const layoutElements: Record<LayoutName, React.ReactElement | null> = {
  site: <SiteLayout />,
  entrepreneur: <SiteLayout withCompanyBar />,
  bare: <BareLayout />,
  admin: <AdminLayout />,
  none: null,
};

const accesses: readonly Access[] = [
  'public',
  'guest',
  'private',
  'normalUser',
  'admin',
  'superAdmin',
];

function screenRoute(route: AppRoute): RouteObject {
  // Spec §2: exact matches, so /DASHBOARD is not /dashboard.
  return { path: route.path, caseSensitive: true, element: <RouteScreen route={route} /> };
}

/**
 * Turns the route table into React Router objects: one guard route per access
 * flag, and under it one layout route per layout, holding the screens. The
 * guard runs before any layout is drawn.
 */
export function buildRoutes(table: readonly AppRoute[] = routeTable): RouteObject[] {
  const guarded = accesses
    .map((access): RouteObject => {
      const entries = table.filter((route) => route.access === access);
      const byLayout = (Object.keys(layoutElements) as LayoutName[])
        .map((layout): RouteObject[] => {
          const screens = entries.filter((route) => route.layout === layout).map(screenRoute);
          if (screens.length === 0) return [];
          const element = layoutElements[layout];
          return element ? [{ element, children: screens }] : screens;
        })
        .flat();
      return { element: <AccessGuard access={access} />, children: byLayout };
    })
    .filter((route) => (route.children?.length ?? 0) > 0);

  return [
    {
      element: <RootLayout />,
      children: [
        ...guarded,
        {
          element: <SiteLayout />,
          children: [
            {
              path: '*',
              element: (
                <>
                  <title>{`Página no encontrada | ${site.name}`}</title>
                  <NotFoundPage />
                </>
              ),
            },
          ],
        },
      ],
    },
  ];
}
