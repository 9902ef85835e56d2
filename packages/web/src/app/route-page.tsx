import { use, useState, type ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import type { RouteHandle } from './route-handle';

/** What every `routes/*.route.tsx` exports. */
export interface RouteModule {
  Component: ComponentType;
  handle?: RouteHandle;
}

export type RouteLoader = () => Promise<RouteModule>;

const loaded = new Map<RouteLoader, RouteModule>();
const loading = new Map<RouteLoader, Promise<RouteModule>>();

/** Fetches a route's code once; a failed fetch (a chunk gone after a release) may be tried again. */
export function loadRoute(load: RouteLoader): Promise<RouteModule> {
  let promise = loading.get(load);
  if (!promise) {
    promise = load().then((module) => {
      loaded.set(load, module);
      return module;
    });
    promise.catch(() => loading.delete(load));
    loading.set(load, promise);
  }
  return promise;
}

/**
 * A lazy page: renders at once when its code is already here (the server and the hydrating browser
 * load it first, so the first render matches the HTML), else suspends until it arrives.
 */
export function RoutePage({ load }: { load: RouteLoader }) {
  const { Component, handle } = loaded.get(load) ?? use(loadRoute(load));
  const params = useParams();
  const location = useLocation();
  // Decided when the page mounts (the layout re-creates it per path) and followed from that address
  // only: the page's own later changes to the address, e.g. "Limpiar filtros", must not send it away.
  const [mounted] = useState(() => ({
    key: location.key,
    target: handle?.redirect?.({
      params,
      url: new URL(`${location.pathname}${location.search}`, 'http://localhost'),
    }),
  }));
  return mounted.target && location.key === mounted.key ? (
    <Navigate to={mounted.target} replace />
  ) : (
    <Component />
  );
}
