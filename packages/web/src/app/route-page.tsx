import { useEffect, useState, type ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import type { RouteHandle } from './route-handle';
import { PageLoader } from '../components/page-loader';

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
 * load it first, so the first render matches the HTML), else shows the loader until it arrives. Not
 * a Suspense boundary: React hydrates a boundary's content in a later, low-priority pass, which would
 * leave the page inert (and the hydration marker gone) after the header has hydrated.
 */
export function RoutePage({ load }: { load: RouteLoader }) {
  const [module, setModule] = useState(() => loaded.get(load));
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (module) return;
    let current = true;
    loadRoute(load).then(
      (loadedModule) => current && setModule(loadedModule),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [load, module]);
  // The layout's error boundary shows the reload offer inside the shell.
  if (failure) throw failure.error;
  return module ? <LoadedPage module={module} /> : <PageLoader />;
}

function LoadedPage({ module: { Component, handle } }: { module: RouteModule }) {
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
