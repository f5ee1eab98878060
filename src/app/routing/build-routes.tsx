import type { RouteObject } from 'react-router-dom';
import { LoadingState } from '@/components/loading-state';
import { site } from '@/config/site';
import type { Access } from '../access';
import { BareLayout } from '../layouts/bare-layout';
import { SiteLayout } from '../layouts/site-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { AccessGuard } from './access-guard';
import { RootLayout } from './root-layout';
import type { AppStore } from '../store';
import { screenDataLoader, sessionLoader } from './route-data';
import { RouteErrorPage } from './route-error-page';
import { RouteScreen } from './route-screen';
import { routeTable, type AppRoute, type LayoutName, type ScreenHandle } from './route-table';
import { ScreenLoadError } from './screen-load-error';

/** A layout's code as React Router loads it; a chunk gone after a deploy offers a reload. */
function lazyLayout(name: string, load: () => Promise<React.ComponentType>): RouteObject['lazy'] {
  return async () => {
    try {
      return { Component: await load() };
    } catch (error) {
      throw new ScreenLoadError(name, error);
    }
  };
}

/**
 * The layouts. The public ones are in the entry chunk; the entrepreneur's and
 * the admin's load with their first screen, so public pages never download
 * the company bar, the sidebar or the admin bar.
 */
const layouts: Record<LayoutName, Pick<RouteObject, 'element' | 'lazy'> | null> = {
  site: { element: <SiteLayout /> },
  entrepreneur: {
    lazy: lazyLayout('entrepreneur layout', () =>
      import('../layouts/entrepreneur-layout').then((module) => module.EntrepreneurLayout),
    ),
  },
  bare: { element: <BareLayout /> },
  admin: {
    lazy: lazyLayout('admin layout', () =>
      import('../layouts/admin-layout').then((module) => module.AdminLayout),
    ),
  },
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

/**
 * The loaders only start calls as a route is entered (route-data.ts): a
 * change of the address's search on the same route (a page, a filter) does
 * not run them again, nor hold the navigation for them.
 */
const startOnly = () => false;

function screenRoute(route: AppRoute, store: AppStore): RouteObject {
  const { screen } = route;
  const handle: ScreenHandle = { route };
  // Spec §2: exact matches, so /DASHBOARD is not /dashboard.
  const loader = screenDataLoader(store, route);
  const common = {
    path: route.path,
    caseSensitive: true,
    handle,
    ...(loader ? { loader, shouldRevalidate: startOnly } : {}),
  };
  if (!screen) return { ...common, element: <RouteScreen route={route} /> };
  return {
    ...common,
    // React Router downloads the screen's chunk when the route is matched,
    // before rendering (no render-then-fetch waterfall).
    lazy: async () => {
      let Screen;
      try {
        Screen = await screen();
      } catch (error) {
        throw new ScreenLoadError(route.path, error);
      }
      return { element: <RouteScreen route={route} Screen={Screen} /> };
    },
  };
}

/**
 * The screens of one layout, under a pathless route that catches what goes
 * wrong in them: the error screen then shows inside the layout, so the
 * navigation stays. It also draws the wait for a screen's first chunk.
 */
function areaRoute(layout: LayoutName, children: RouteObject[]): RouteObject[] {
  const layoutRoute = layouts[layout];
  if (!layoutRoute) return children;
  return [
    {
      ...layoutRoute,
      children: [
        {
          errorElement: <RouteErrorPage />,
          hydrateFallbackElement: <LoadingState />,
          children,
        },
      ],
    },
  ];
}

/**
 * Turns the route table into React Router objects: one guard route per access
 * flag, under it one layout route per layout, holding the screens. The guard
 * runs before any layout is drawn. What fails outside an area (a layout, a
 * guard) reaches the root's full-page error screen. The store is the one the
 * app renders with: the loaders start the session's and the screens' calls in
 * it (route-data.ts).
 */
export function buildRoutes(
  store: AppStore,
  table: readonly AppRoute[] = routeTable,
): RouteObject[] {
  const guarded = accesses
    .map((access): RouteObject => {
      const entries = table.filter((route) => route.access === access);
      const byLayout = (Object.keys(layouts) as LayoutName[]).flatMap((layout) => {
        const screens = entries
          .filter((route) => route.layout === layout)
          .map((route) => screenRoute(route, store));
        return screens.length === 0 ? [] : areaRoute(layout, screens);
      });
      return { element: <AccessGuard access={access} />, children: byLayout };
    })
    .filter((route) => (route.children?.length ?? 0) > 0);

  return [
    {
      element: <RootLayout />,
      loader: sessionLoader(store),
      shouldRevalidate: startOnly,
      errorElement: <RouteErrorPage fullPage />,
      hydrateFallbackElement: <LoadingState fullPage />,
      children: [
        ...guarded,
        ...areaRoute('site', [
          {
            path: '*',
            element: (
              <>
                <title>{`Página no encontrada | ${site.name}`}</title>
                <NotFoundPage />
              </>
            ),
          },
        ]),
      ],
    },
  ];
}
