import { describe, expect, it } from 'vitest';
import { formatCop } from '../money';
import {
  advisorWhatsappText,
  propertyAgeText,
  propertyDocumentTitle,
  propertyGestionLabel,
  propertySummary,
} from './property-page';

const place = {
  gestion: 'Arriendo',
  type: 'Apartamento',
  department: 'Antioquia',
  neighbourhood: 'Laureles',
  city: 'Medellín',
};

describe('propertyDocumentTitle', () => {
  it('reads gestion, type, en, department, neighbourhood, city', () => {
    expect(propertyDocumentTitle(place)).toBe('Arriendo Apartamento en Antioquia, Laureles, Medellín');
  });

  it('skips an empty place', () => {
    expect(propertyDocumentTitle({ ...place, gestion: 'Venta', type: 'Lote', neighbourhood: ' ' })).toBe(
      'Venta Lote en Antioquia, Medellín',
    );
  });
});

describe('propertyGestionLabel', () => {
  it('5 is VENTA, anything else ARRIENDO', () => {
    expect(propertyGestionLabel(5)).toBe('VENTA');
    expect(propertyGestionLabel(1)).toBe('ARRIENDO');
    expect(propertyGestionLabel(0)).toBe('ARRIENDO');
  });
});

describe('propertyAgeText', () => {
  it('0 reads menos de un año', () => {
    expect(propertyAgeText(0)).toBe('Edad Inmueble: menos de un año');
  });
  it('singular and plural years; unknown is null', () => {
    expect(propertyAgeText(1)).toBe('Edad Inmueble: 1 año');
    expect(propertyAgeText(12)).toBe('Edad Inmueble: 12 años');
    expect(propertyAgeText(null)).toBeNull();
  });
});

describe('advisorWhatsappText', () => {
  it('names the property code', () => {
    expect(advisorWhatsappText('919-42')).toContain('919-42');
  });
});

describe('propertySummary', () => {
  const base = {
    ...place,
    gestionId: 1 as const,
    price: 2_500_000,
    bedrooms: 3,
    bathrooms: 1,
    builtArea: 82,
    description: 'Lindo   apartamento\ncon balcón.',
  };

  it('leads with what, where, price and rooms, then the description on one line', () => {
    expect(propertySummary(base)).toBe(
      `Apartamento en arriendo en Laureles, Medellín: ${formatCop(2_500_000)}, 3 alcobas, 1 baño, 82 m². Lindo apartamento con balcón.`,
    );
  });

  it('writes a decimal area the es-CO way, as the page does (65,5 m², not 65.5 m²)', () => {
    expect(propertySummary({ ...base, builtArea: 65.5 })).toContain('1 baño, 65,5 m².');
  });

  it('cuts long text at a word with an ellipsis within the limit', () => {
    const summary = propertySummary(
      { ...base, gestionId: 5 as const, description: 'palabra '.repeat(100) },
      120,
    );
    expect(summary.length).toBeLessThanOrEqual(120);
    expect(summary.endsWith('palabra…')).toBe(true);
    expect(summary.startsWith('Apartamento en venta')).toBe(true);
  });
});
