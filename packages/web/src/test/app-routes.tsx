import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import routeConfig from '~/app/routes';

interface RouteModule {
  default: ComponentType;
  clientLoader?: RouteObject['loader'];
  ErrorBoundary?: ComponentType;
}

const modules = import.meta.glob<RouteModule>('../app/routes/*.tsx');

/** The app's routes (src/app/routes.ts) as the browser runs them: each module's page and client loader. */
function toRouteObject(entry: RouteConfigEntry): RouteObject {
  const load = modules[`../app/${entry.file}`];
  if (!load) throw new Error(`No route module ${entry.file}`);
  const lazy = async () => {
    const module = await load();
    return { Component: module.default, loader: module.clientLoader, ErrorBoundary: module.ErrorBoundary };
  };
  return entry.index
    ? { id: entry.id, index: true, lazy }
    : { id: entry.id, path: entry.path, lazy, children: entry.children?.map(toRouteObject) };
}

export const appRoutes: RouteObject[] = routeConfig.map(toRouteObject);
