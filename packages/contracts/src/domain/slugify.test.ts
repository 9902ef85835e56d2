import { describe, expect, it } from 'vitest';
import { BRANCHES } from '../constants/branches';
import { sameName, slugifyName } from '../property/helpers';

// The slug helper lives in property/helpers (shared with search); these cover the uses of branch
// pages and search routes such as /busqueda/venta/medellin/apartamento.
describe('slugifyName for branches and route names', () => {
  it('gives the branch slugs from their names', () => {
    expect(BRANCHES.map((b) => slugifyName(b.nombre))).toEqual(BRANCHES.map((b) => b.slug));
    expect(slugifyName('NRT. DE BOGOTÁ')).toBe('nrt-de-bogota');
  });

  it('matches route segments without case or accents', () => {
    expect(sameName('medellin', 'Medellín')).toBe(true);
    expect(sameName('el-penol', 'El peñol')).toBe(true);
    expect(sameName('san-jeronimo', 'San Jerónimo')).toBe(true);
    expect(sameName('bello', 'Envigado')).toBe(false);
  });
});
