import { describe, expect, it } from 'vitest';
import { CITIES, cityLabel, DEPARTMENTS } from './places';

describe('cityLabel', () => {
  it("tells the two spec cities named 'Caldas' apart by their department", () => {
    const caldas = CITIES.filter((c) => c.name === 'Caldas');
    expect(caldas).toHaveLength(2);
    const labels = caldas.map((c) => cityLabel(c, CITIES));
    expect(new Set(labels).size).toBe(2);
    expect(labels.sort()).toEqual(['Caldas (Antioquia)', 'Caldas (Boyacá)']);
  });

  it('leaves every other city of the list as its name, and every label of the list is unique', () => {
    expect(
      cityLabel(
        CITIES.find((c) => c.id === 25974)!,
        CITIES,
      ),
    ).toBe('Medellín');
    const labels = CITIES.map((c) => cityLabel(c, CITIES, DEPARTMENTS));
    expect(new Set(labels).size).toBe(CITIES.length);
  });

  it('matches names regardless of accents and case (SIMI writes them without)', () => {
    const cities = [
      { id: 1, name: 'Itagüí', departmentId: 5 },
      { id: 2, name: 'ITAGUI', departmentId: 25 },
    ];
    expect(cities.map((c) => cityLabel(c, cities))).toEqual(['Itagüí (Antioquia)', 'ITAGUI (Cundinamarca)']);
  });
});
