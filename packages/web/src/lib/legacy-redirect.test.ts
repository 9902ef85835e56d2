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

  it('maps every page the old search app had, and only those (spec §2)', () => {
    expect(legacyHashTarget('/busqueda/', '#/')).toBe('/busqueda/');
    expect(legacyHashTarget('/busqueda/', '#/busqueda')).toBe('/busqueda/');
    expect(legacyHashTarget('/busqueda/', '#/busqueda/inmueble/')).toBe('/busqueda/inmueble/');
    expect(legacyHashTarget('/busqueda/', '#/busqueda/VENTA/Medell%C3%ADn/apartamento')).toBe(
      '/busqueda/VENTA/Medell%C3%ADn/apartamento',
    );
    expect(legacyHashTarget('/busqueda/', '#/rentalsimulator/')).toBe('/rentalsimulator/');
    expect(legacyHashTarget('/busqueda/', '#/Forms/formPromoteProperty/')).toBe(
      '/Forms/formPromoteProperty/',
    );
    // Pages of the other apps, or of ours only, were never hash routes.
    expect(legacyHashTarget('/busqueda/', '#/contacto/')).toBe('/');
    expect(legacyHashTarget('/busqueda/', '#/pqrs/crear/')).toBe('/');
  });

  it.each([
    '#//evil.test/x',
    '#/\\evil.test/y',
    '#/\\/evil.test',
    '#///evil.test',
    '#/%2F%2Fevil.test/x',
    '#/%2f/evil.test',
    '#/%5Cevil.test',
    '#/%5C%5Cevil.test',
    '#/\t/evil.test',
    '#/\n/evil.test',
    '#/%09/evil.test',
    '#/%0A%2F%2Fevil.test',
    '#/https://evil.test/',
    '#/javascript:alert(1)',
    '#/%E0%A4%A',
    '#/inmueble',
    '#/inmueble/919-1/extra',
  ])('sends %j home, never off the site', (hash) => {
    expect(legacyHashTarget('/busqueda/', hash)).toBe('/');
    expect(legacyHashTarget('/', hash)).toBe('/');
  });

  it('keeps a property code inside its path segment, encoded', () => {
    expect(legacyHashTarget('/busqueda/', '#/inmueble/%2F%2Fevil.test')).toBe('/inmueble/%2F%2Fevil.test');
    expect(legacyHashTarget('/busqueda/', '#/inmueble/..%5Cevil.test')).toBe('/inmueble/..%5Cevil.test');
  });

  it('leaves ordinary anchors and other pages alone', () => {
    expect(legacyHashTarget('/busqueda/', '')).toBeNull();
    expect(legacyHashTarget('/busqueda/', '#contenido')).toBeNull();
    expect(legacyHashTarget('/contacto/', '#/inmueble/919-1')).toBeNull();
    expect(legacyHashTarget('/contacto/', '#//evil.test')).toBeNull();
  });
});
