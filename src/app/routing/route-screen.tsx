import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingState } from '@/components/loading-state';
import { site } from '@/config/site';
import { NotFoundPage } from '../pages/not-found-page';
import type { AppRoute } from './route-table';

function paramsAccepted(route: AppRoute, params: Record<string, string | undefined>): boolean {
  return Object.entries(route.params ?? {}).every(([name, accepted]) =>
    accepted.includes(params[name] ?? ''),
  );
}

/** Renders one entry of the route table: its document title and its screen. */
export function RouteScreen({ route }: { route: AppRoute }) {
  const params = useParams();
  if (!paramsAccepted(route, params)) {
    return (
      <>
        <title>{`Página no encontrada | ${site.name}`}</title>
        <NotFoundPage />
      </>
    );
  }
  const Page = route.page;
  return (
    <>
      <title>{`${route.title} | ${site.name}`}</title>
      <Suspense fallback={<LoadingState />}>
        {Page ? (
          <Page />
        ) : (
          <div className="container-lg py-4">
            <h1>{route.title}</h1>
          </div>
        )}
      </Suspense>
    </>
  );
}
