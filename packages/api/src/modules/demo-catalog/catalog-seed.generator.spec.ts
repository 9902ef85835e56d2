import { KNOWN_FEATURES, PRICE_BOUNDS } from '@inmo/contracts';
import { generateCatalog } from './catalog-seed.generator';
import { SEED_CITIES } from './catalog-places';

describe('generateCatalog', () => {
  const catalog = generateCatalog(2400);

  it('is deterministic for a seed and differs across seeds', () => {
    expect(generateCatalog(50).properties).toEqual(generateCatalog(50).properties);
    expect(generateCatalog(50, 1).properties).not.toEqual(generateCatalog(50, 2).properties);
  });

  it('spreads listings over the 38 cities and all 10 types', () => {
    expect(new Set(catalog.properties.map((p) => p.cityId)).size).toBe(38);
    expect(new Set(catalog.properties.map((p) => p.typeId))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7, 8, 10, 11]),
    );
    const apartments = catalog.properties.filter((p) => p.typeId === 1).length;
    expect(apartments / catalog.properties.length).toBeGreaterThan(0.3);
  });

  it('keeps prices inside the bounds of their gestion', () => {
    for (const p of catalog.properties) {
      const bounds = p.gestionId === 5 ? PRICE_BOUNDS[5] : PRICE_BOUNDS[1];
      expect(p.price).toBeGreaterThanOrEqual(bounds.min);
      expect(p.price).toBeLessThanOrEqual(bounds.max);
    }
    expect(catalog.properties.filter((p) => p.gestionId === 1).length).toBeGreaterThan(800);
    expect(catalog.properties.filter((p) => p.gestionId === 5).length).toBeGreaterThan(800);
  });

  it('prices El Poblado above Aranjuez for comparable apartments', () => {
    const median = (barrio: string) => {
      const id = catalog.neighbourhoods.find((n) => n.cityId === 25974 && n.name === barrio)!.id;
      const perM2 = catalog.properties
        .filter((p) => p.neighbourhoodId === id && p.typeId === 1 && p.gestionId === 5 && p.builtArea)
        .map((p) => p.price / p.builtArea!)
        .sort((a, b) => a - b);
      return perM2[Math.floor(perM2.length / 2)]!;
    };
    expect(median('El Poblado')).toBeGreaterThan(median('Aranjuez') * 2);
  });

  it('gives every listing a code, an advisor, 4-8 photos and a long Spanish description', () => {
    const codes = new Set(catalog.properties.map((p) => p.code));
    expect(codes.size).toBe(catalog.properties.length);
    const photoCounts = new Map<number, number>();
    for (const ph of catalog.photos)
      photoCounts.set(ph.propertyId, (photoCounts.get(ph.propertyId) ?? 0) + 1);
    for (const p of catalog.properties) {
      expect(p.code).toMatch(/^919-\d+$/);
      expect(p.advisorId).toBeGreaterThan(0);
      expect(photoCounts.get(p.id)).toBeGreaterThanOrEqual(4);
      expect(photoCounts.get(p.id)).toBeLessThanOrEqual(8);
      expect(p.description.length).toBeGreaterThan(250);
    }
    expect(catalog.advisors.every((a) => /^3\d{9}$/.test(a.cellphone))).toBe(true);
  });

  it('uses real neighbourhood names and the known features of the spec', () => {
    const names = (cityId: number) =>
      catalog.neighbourhoods.filter((n) => n.cityId === cityId).map((n) => n.name);
    expect(names(25974)).toEqual(expect.arrayContaining(['El Poblado', 'Laureles', 'Belén']));
    expect(names(25999)).toEqual(expect.arrayContaining(['Zuñiga', 'El Portal']));
    expect(names(11001)).toEqual(expect.arrayContaining(['Chapinero', 'Usaquén', 'Cedritos']));
    const icons = new Set(catalog.features.map((f) => f.iconKey).filter(Boolean));
    expect(icons).toEqual(new Set(KNOWN_FEATURES.map((f) => f.key)));
  });

  it("places every listing near its own neighbourhood's centroid, inside its city", () => {
    const hood = new Map(catalog.neighbourhoods.map((n) => [n.id, n]));
    for (const p of catalog.properties) {
      const { name, cityId } = hood.get(p.neighbourhoodId)!;
      const [, , lat, lng] = SEED_CITIES[cityId]!.neighbourhoods.find(([n]) => n === name)!;
      // 0.004° (about 450 m at these latitudes), and the rounding to 6 decimals.
      expect(Math.abs(p.latitude - lat)).toBeLessThanOrEqual(0.0041);
      expect(Math.abs(p.longitude - lng)).toBeLessThanOrEqual(0.0041);
      expect(p.cityId).toBe(cityId);
    }
    // El Poblado lies south-east of Laureles, across the river: the map must show it so.
    const at = (name: string) => catalog.properties.find((p) => hood.get(p.neighbourhoodId)!.name === name)!;
    expect(at('El Poblado').latitude).toBeLessThan(at('Laureles').latitude);
    expect(at('El Poblado').longitude).toBeGreaterThan(at('Laureles').longitude);
  });
});
