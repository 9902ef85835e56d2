import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ComponentType, ContextType } from 'react';
import { Meta, Outlet, UNSAFE_FrameworkContext, type MetaFunction, type RouteObject } from 'react-router';
import routeConfig from '~/app/routes';
import { meta as rootMeta } from '~/app/root';

interface RouteModule {
  default: ComponentType;
  clientLoader?: RouteObject['loader'];
  ErrorBoundary?: ComponentType;
  meta?: MetaFunction;
}

const modules = import.meta.glob<RouteModule>('../app/routes/*.tsx');

/** The loaded route modules by route id, as the framework keeps them for `<Meta>`. */
const routeModules: Record<string, { default: ComponentType; meta?: MetaFunction }> = {
  root: { default: Outlet, meta: rootMeta as MetaFunction },
};

// `<Meta>` reads only the route modules from the framework's context (the title, as in the document's head).
const frameworkContext = { isSpaMode: false, routeModules } as unknown as ContextType<
  typeof UNSAFE_FrameworkContext
>;

/** The document's head as far as pages set it: the routes' `meta`, the title among it. */
function TestRoot() {
  return (
    <>
      <UNSAFE_FrameworkContext.Provider value={frameworkContext}>
        <Meta />
      </UNSAFE_FrameworkContext.Provider>
      <Outlet />
    </>
  );
}

/** The app's routes (src/app/routes.ts) as the browser runs them: each module's page, client loader and meta. */
function toRouteObject(entry: RouteConfigEntry): RouteObject {
  const load = modules[`../app/${entry.file}`];
  if (!load) throw new Error(`No route module ${entry.file}`);
  const id = entry.id ?? entry.file;
  const lazy = async () => {
    const module = await load();
    routeModules[id] = module;
    return { Component: module.default, loader: module.clientLoader, ErrorBoundary: module.ErrorBoundary };
  };
  return entry.index
    ? { id, index: true, lazy }
    : { id, path: entry.path, lazy, children: entry.children?.map(toRouteObject) };
}

export const appRoutes: RouteObject[] = [
  { id: 'root', Component: TestRoot, children: routeConfig.map(toRouteObject) },
];
