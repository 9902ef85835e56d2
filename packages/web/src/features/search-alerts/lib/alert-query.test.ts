import { GESTION } from '@inmo/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER, presetFilter } from '~/lib/search-filter';
import { alertQuery } from './alert-query';

describe('alertQuery', () => {
  it('keeps the filter as the search address writes it, without the page and the order', () => {
    const query = alertQuery({
      ...DEFAULT_FILTER,
      ciudad: 25974,
      habitaciones: 2,
      orden: 'menor-precio',
      page: 3,
      bbox: { south: 6.2, west: -75.62, north: 6.28, east: -75.55 },
    });
    expect(query).toBe('gestion=1&ciudad=25974&habitaciones=2&bbox=6.2%2C-75.62%2C6.28%2C-75.55');
  });

  it('names the gestion even when it is the default, and the values a preset page has in its path', () => {
    expect(alertQuery(DEFAULT_FILTER)).toBe('gestion=1');
    const preset = presetFilter({ gestion: 'venta', ubicacion: 'medellin', tipoPropiedad: 'apartamento' });
    expect(preset.ciudad).toBeGreaterThan(0);
    expect(preset.tipo).toBeGreaterThan(0);
    const params = new URLSearchParams(alertQuery(preset));
    expect(params.get('gestion')).toBe(String(GESTION.VENTA));
    expect(Number(params.get('ciudad'))).toBe(preset.ciudad);
    expect(Number(params.get('tipo'))).toBe(preset.tipo);
  });
});
