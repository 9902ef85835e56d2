import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_KEY } from '@inmo/contracts';
import { renderKeyFor } from './render-key';
import routes from './routes';

/** The app's routes as the server build lists them: flat, each naming its parent (root's path is ''). */
function serverManifest(entries: readonly RouteConfigEntry[]): ServerBuild['routes'] {
  const module = { default: () => null };
  const manifest: ServerBuild['routes'] = {};
  const add = (list: readonly RouteConfigEntry[], parentId: string) =>
    list.forEach((entry, i) => {
      const id = entry.id ?? `${parentId}/${entry.file}#${i}`;
      manifest[id] = { id, parentId, path: entry.path, index: entry.index, module };
      add(entry.children ?? [], id);
    });
  manifest.root = { id: 'root', path: '', module };
  add(entries, 'root');
  return manifest;
}

const appKey = renderKeyFor(serverManifest(routes));
const key = (address: string) => appKey(new URL(address, 'http://localhost'));

describe('the render key of a page', () => {
  it('ignores query parameters the page does not read', () => {
    expect(key('/contacto/?utm_source=x&fbclid=1')).toBe('/contacto/');
    expect(key('/inmueble/919-1?v=123')).toBe('/inmueble/919-1');
    expect(key('/busqueda/?gclid=1&nocache=77')).toBe('/busqueda/');
  });

  it('keeps the search filter, normalised the way the page writes it', () => {
    expect(key('/busqueda/?page=2&habitaciones=2&zzz=1')).toBe(key('/busqueda/?habitaciones=2&page=2'));
    // The defaults (Arriendo, page 1) are the page without a filter.
    expect(key('/?gestion=1&page=1')).toBe('/');
    // A value the page ignores (out of range, not a number) is no filter.
    expect(key('/busqueda/?habitaciones=99&banos=x')).toBe('/busqueda/');
    expect(key('/busqueda/?codigo=%20919-4%20')).toBe('/busqueda/?codigo=919-4');
  });

  it("keeps the map's area and view on the search pages", () => {
    expect(key('/busqueda/?vista=mapa&bbox=6.2,-75.62,6.28,-75.55&utm=1')).toBe(
      '/busqueda/?bbox=6.2%2C-75.62%2C6.28%2C-75.55&vista=mapa',
    );
    expect(key('/busqueda/?vista=lista')).toBe('/busqueda/');
  });

  it('reads a preset landing page from its path', () => {
    expect(key('/busqueda/venta/medellin/apartamento?gestion=5&x=1')).toBe(
      '/busqueda/venta/medellin/apartamento',
    );
  });

  it("keeps the mortgage simulator's numbers, and nothing else", () => {
    expect(key('/simulador-credito/?precio=350000000&utm_source=x')).toBe(
      '/simulador-credito/?precio=350000000',
    );
    expect(key('/simulador-credito/?tasa=12,5&plazo=20&cuota=1&precio=2')).toBe(
      '/simulador-credito/?precio=2&cuota=1&plazo=20&tasa=12.5',
    );
    expect(key('/simulador-credito/?precio=abc&tasa=1e3')).toBe('/simulador-credito/');
  });

  it("never keeps an alert link's token: those pages read it in the browser only", () => {
    expect(key('/alertas/?token=secreto&baja=a1')).toBe('/alertas/');
    expect(key('/alertas/confirmar/?token=secreto')).toBe('/alertas/confirmar/');
  });

  it('keeps the shared favorites list', () => {
    expect(key('/favoritos/?inmuebles=919-1,919-2&utm=3')).toBe('/favoritos/?inmuebles=919-1%2C919-2');
  });
});

describe('the render key of an address no page claims', () => {
  it('gives every address no page claims one key: made-up paths never add a render', () => {
    for (const path of [
      '/x123',
      '/x456/',
      '/inmueble/919-1/extra',
      '/busqueda/arriendo',
      '/wp-login.php.bak',
    ])
      expect(key(path)).toBe(NOT_FOUND_KEY);
  });

  it("keeps every page's own key, whatever its case and trailing slash", () => {
    for (const path of ['/', '/busqueda/', '/inmueble/919-1', '/contacto/', '/Forms/formPromoteProperty/'])
      expect(key(`${path}?utm_source=x`)).toBe(path);
    expect(key('/forms/formpromoteproperty')).toBe('/forms/formpromoteproperty');
    expect(key('/inmobiliaria/pqrs/abc')).toBe('/inmobiliaria/pqrs/abc');
    expect(key('/busqueda/venta/medellin/apartamento?x=1')).toBe('/busqueda/venta/medellin/apartamento');
  });
});
