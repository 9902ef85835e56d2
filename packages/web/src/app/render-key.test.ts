import { describe, expect, it } from 'vitest';
import { renderKey } from './render-key';

const key = (address: string) => renderKey(new URL(address, 'http://localhost'));

describe('renderKey', () => {
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
