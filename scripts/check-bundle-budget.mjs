#!/usr/bin/env node
// The first-page JavaScript budget, read from the web build (sizes and counts, never a timing): the gzip size
// and the number of files the browser loads to start a page, as React Router's own manifest lists them (the
// entry, the matched route modules and every chunk they import, which the page preloads), plus the manifest.
//
//   node scripts/check-bundle-budget.mjs [--client-dir packages/web/dist/client]
//
// Exit 1 when a page is over its budget or the build is missing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

/**
 * KB gzip, each a little above the measured size, so a change that adds weight to a first page fails here. Files
 * count too: over HTTP/1.1 a browser fetches six at a time, so each further round of six costs a phone a round trip
 * (150 ms on Lighthouse's mobile network). Issue 50 asks for 150 KB: React, react-dom and the router alone are 104 KB
 * of every page, MUI's core and emotion some 50 (bench/first-page-treemap.mjs). How each budget came to be:
 * bench/results/bundle-budget-history.txt.
 */
export const BUDGETS = [
  { page: '/', routes: ['root', 'routes/shell', 'home'], kb: 210, files: 30 },
  {
    page: '/inmueble/:code',
    routes: ['root', 'routes/shell', 'routes/property.route'],
    kb: 203.5,
    files: 30,
  },
  {
    page: '/mantenimientos/crear/',
    routes: ['root', 'routes/shell', 'routes/maintenance-create.route'],
    kb: 222,
    files: 30,
  },
  { page: '/contacto/', routes: ['root', 'routes/shell', 'routes/contact.route'], kb: 217, files: 31 },
  {
    page: '/pqrs/crear/',
    routes: ['root', 'routes/shell', 'routes/pqrs-create.route'],
    kb: 219.5,
    files: 31,
  },
  {
    page: '/trabaja-con-nosotros/',
    routes: ['root', 'routes/shell', 'routes/work-with-us.route'],
    kb: 221.5,
    files: 31,
  },
  {
    page: '/Forms/formPromoteProperty/',
    routes: ['root', 'routes/shell', 'routes/promote-property.route'],
    kb: 228,
    files: 40,
  },
  {
    page: '/rentalsimulator/',
    routes: ['root', 'routes/shell', 'routes/simulator.route'],
    kb: 204,
    files: 19,
  },
  {
    page: '/simulador-credito/',
    routes: ['root', 'routes/shell', 'mortgage-simulator'],
    kb: 206,
    files: 21,
  },
  { page: '/favoritos', routes: ['root', 'routes/shell', 'favorites'], kb: 190, files: 22 },
];

/** @typedef {{ id?: string, parentId?: string, module: string, imports?: string[] }} ManifestEntry */
/** @typedef {{ file: string, manifest: { entry: ManifestEntry, routes: Record<string, ManifestEntry | undefined> } }} Manifest */

/**
 * The manifest the build wrote (`window.__reactRouterManifest={...}` in assets/manifest-<hash>.js).
 * @param {string} clientDir
 * @returns {Manifest}
 */
export function readManifest(clientDir) {
  const assets = path.join(clientDir, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: run "pnpm build" first`);
  const text = readFileSync(path.join(assets, file), 'utf8');
  /** @type {unknown} */
  const parsed = JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, ''));
  const manifest = /** @type {Manifest['manifest']} */ (parsed);
  return { file: `/assets/${file}`, manifest };
}

/**
 * The files a page starts with and their gzip bytes.
 * @param {string} clientDir
 * @param {Manifest} built
 * @param {string[]} routeIds
 */
export function firstPageFiles(clientDir, { file, manifest }, routeIds) {
  const files = new Set([file, manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`The manifest has no route "${id}"`);
    files.add(route.module);
    for (const imported of route.imports ?? []) files.add(imported);
  }
  return [...files].map((name) => {
    const content = readFileSync(path.join(clientDir, name));
    return { name, raw: content.length, gzip: gzipSync(content).length };
  });
}

/** zod's one chunk, named by its group in vite.config.ts. */
const ZOD_CHUNK = /^\/assets\/zod-core-[\w-]+\.js$/;

/**
 * The routes whose first scripts carry zod. None should: forms load it with their first check and api-client
 * with the first answer it checks (src/lib/response-schemas.ts), so a page that imports a constant or helper
 * from a `*.schema.ts` module of the contracts, and with it zod (24 KB gzip), is caught here.
 * @param {string} clientDir
 * @param {Manifest} built
 */
export function routesLoadingZod(clientDir, built) {
  if (!readdirSync(path.join(clientDir, 'assets')).some((name) => ZOD_CHUNK.test(`/assets/${name}`)))
    throw new Error('No zod chunk in the build: the check would pass without looking');
  const { routes } = built.manifest;
  return Object.keys(routes).filter((id) => {
    const chain = [];
    for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined)
      chain.unshift(route.id);
    return firstPageFiles(clientDir, built, chain).some((file) => ZOD_CHUNK.test(file.name));
  });
}

function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const { values } = parseArgs({
    options: { 'client-dir': { type: 'string', default: path.join(here, '..', 'packages/web/dist/client') } },
  });
  const clientDir = String(values['client-dir']);
  const manifest = readManifest(clientDir);
  let over = 0;
  for (const { page, routes, kb, files: maxFiles } of BUDGETS) {
    const files = firstPageFiles(clientDir, manifest, routes);
    const total = files.reduce((sum, f) => sum + f.gzip, 0) / 1024;
    const ok = total <= kb && files.length <= maxFiles;
    if (!ok) over += 1;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${page}: ${total.toFixed(1)} KB gzip in ${files.length} files ` +
        `(budget ${kb} KB in ${maxFiles} files)`,
    );
  }
  for (const id of routesLoadingZod(clientDir, manifest)) {
    over += 1;
    console.log(`OVER route ${id}: its first scripts carry zod`);
  }
  if (over > 0) {
    console.error(`${over} page(s) over the first-page JavaScript budget`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(1);
  }
}
