import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { site } from '@/config/site';
import { NotFoundPage } from '../pages/not-found-page';
import type { AppRoute } from './route-table';

function paramsAccepted(route: AppRoute, params: Record<string, string | undefined>): boolean {
  return Object.entries(route.params ?? {}).every(([name, accepted]) =>
    accepted.includes(params[name] ?? ''),
  );
}

interface RouteScreenProps {
  route: AppRoute;
  /** The screen, once its chunk has loaded; absent for a route whose screen is not built. */
  Screen?: ComponentType;
}

/** Renders one entry of the route table: its document title and its screen. */
export function RouteScreen({ route, Screen }: RouteScreenProps) {
  const params = useParams();
  if (!paramsAccepted(route, params)) {
    return (
      <>
        <title>{`Página no encontrada | ${site.name}`}</title>
        <NotFoundPage />
      </>
    );
  }
  return (
    <>
      <title>{`${route.title} | ${site.name}`}</title>
      {Screen ? (
        <Screen />
      ) : (
        <div className="container-lg py-4">
          <h1>{route.title}</h1>
        </div>
      )}
    </>
  );
}
