import { describe, expect, it } from 'vitest';
import { ANTIOQUIA_BRANCHES, BRANCHES, findBranchBySlug } from './branches';

describe('BRANCHES', () => {
  it('lists the 12 offices of the spec in order', () => {
    expect(BRANCHES.map((b) => b.nombre)).toEqual([
      'LAURELES',
      'POBLADO',
      'SABANETA',
      'ENVIGADO',
      'LA ESTRELLA',
      'LOS COLORES',
      'BELLO',
      'RIONEGRO',
      'GUARNE',
      'FONTIBÓN',
      'MOSQUERA',
      'NRT. DE BOGOTÁ',
    ]);
    expect(ANTIOQUIA_BRANCHES).toHaveLength(9);
    expect(ANTIOQUIA_BRANCHES.every((b) => b.region === 'antioquia')).toBe(true);
  });

  it('has unique ids and url-safe unique slugs', () => {
    expect(new Set(BRANCHES.map((b) => b.id)).size).toBe(12);
    expect(new Set(BRANCHES.map((b) => b.slug)).size).toBe(12);
    for (const b of BRANCHES) expect(b.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(findBranchBySlug('nrt-de-bogota')?.nombre).toBe('NRT. DE BOGOTÁ');
    expect(findBranchBySlug('nope')).toBeUndefined();
  });

  it('uses Colombian fixed-line numbers (601 Bogotá region, 604 Antioquia)', () => {
    for (const b of BRANCHES) {
      expect(b.telefonoTel).toMatch(b.region === 'bogota' ? /^\+57601\d{7}$/ : /^\+57604\d{7}$/);
    }
  });
});
