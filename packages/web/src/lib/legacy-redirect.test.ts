import { describe, expect, it } from 'vitest';
import { legacyHashTarget } from './legacy-redirect';

describe('legacyHashTarget', () => {
  it('maps the old hash links of the search app', () => {
    expect(legacyHashTarget('/busqueda/', '#/inmueble/919-1234')).toBe('/inmueble/919-1234');
    expect(legacyHashTarget('/busqueda', '#/inmueble/919-1234/')).toBe('/inmueble/919-1234');
    expect(legacyHashTarget('/', '#/inmueble/919-9')).toBe('/inmueble/919-9');
    expect(legacyHashTarget('/busqueda/', '#/favoritos/')).toBe('/favoritos/');
    expect(legacyHashTarget('/busqueda/', '#/?codigo=919-3')).toBe('/busqueda/?codigo=919-3');
  });

  it('leaves ordinary anchors and other pages alone', () => {
    expect(legacyHashTarget('/busqueda/', '')).toBeNull();
    expect(legacyHashTarget('/busqueda/', '#contenido')).toBeNull();
    expect(legacyHashTarget('/contacto/', '#/inmueble/919-1')).toBeNull();
  });
});
