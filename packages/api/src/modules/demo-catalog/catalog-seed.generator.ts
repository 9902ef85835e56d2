import {
  CITIES,
  DEPARTMENTS,
  GESTION,
  PRICE_BOUNDS,
  PROPERTY_CODE_PREFIX,
  PROPERTY_TYPES,
  formatCop,
  knownFeatureKey,
} from '@inmo/contracts';
import { PHOTO_CATEGORIES, PHOTO_PLAN, PHOTO_SIZES, photoKey } from './photo-pool';
import {
  ADJECTIVES_F,
  ADJECTIVES_M,
  CLOSINGS,
  COMMERCIAL_PHRASES,
  EXTERNAL_FEATURES,
  FIRST_NAMES,
  INTERNAL_FEATURES,
  INTROS,
  LAND_PHRASES,
  LAST_NAMES,
  LIGHT_PHRASES,
  LOCATION_PHRASES,
  METRO_PHRASE,
  SECTOR_WORDS,
} from './catalog-phrases';
import { SEED_CITIES, type SeedCity } from './catalog-places';
import { SeededRandom } from './seeded-random';

export interface SeedProperty {
  id: number;
  code: string;
  gestionId: number;
  typeId: number;
  departmentId: number;
  cityId: number;
  neighbourhoodId: number;
  advisorId: number;
  price: number;
  adminFee: number | null;
  estrato: number | null;
  builtArea: number | null;
  lotArea: number | null;
  bedrooms: number;
  bathrooms: number;
  parking: number;
  age: number | null;
  description: string;
  address: string;
  latitude: number;
  longitude: number;
  branch: string;
  featured: boolean;
  listedAt: Date;
}

export interface SeedCatalog {
  departments: { id: number; name: string }[];
  cities: { id: number; departmentId: number; name: string }[];
  neighbourhoods: { id: number; cityId: number; name: string }[];
  advisors: { id: number; name: string; cedtercero: string; cellphone: string; email: string }[];
  features: { id: number; kind: 'internal' | 'external'; name: string; iconKey: string | null }[];
  properties: SeedProperty[];
  photos: { propertyId: number; position: number; fileKey: string; width: number; height: number }[];
  propertyFeatures: { propertyId: number; featureId: number }[];
}

export const DEFAULT_SEED = 919;
const ADVISOR_COUNT = 36;
const CODE_OFFSET = 1000;
/** Listings are dated back from this instant so the same seed always gives the same dates. */
const LISTED_UNTIL = Date.UTC(2025, 10, 15, 17, 0, 0);
const LISTED_SPAN_MINUTES = 730 * 24 * 60;

const TYPE = {
  APTO: 1,
  CASA: 2,
  CONSULTORIO: 3,
  OFICINA: 4,
  LOCAL: 5,
  BODEGA: 6,
  LOTE: 7,
  FINCA: 8,
  EDIFICIO: 10,
  APTAESTUDIO: 11,
} as const;
const FEMININE_TYPES = new Set<number>([TYPE.CASA, TYPE.OFICINA, TYPE.BODEGA, TYPE.FINCA]);
const RESIDENTIAL = new Set<number>([TYPE.APTO, TYPE.CASA, TYPE.APTAESTUDIO, TYPE.FINCA]);
const COMMERCIAL = new Set<number>([TYPE.CONSULTORIO, TYPE.OFICINA, TYPE.LOCAL, TYPE.BODEGA, TYPE.EDIFICIO]);
const METRO_CITIES = new Set([25974, 25999, 26020, 26019, 26001, 26021, 26035]);

/** Sale price per built m² by estrato (Medellín level, COP). */
const SALE_M2_BY_ESTRATO = [0, 1_900_000, 2_400_000, 3_000_000, 3_900_000, 5_000_000, 7_200_000] as const;
const TYPE_M2_FACTOR: Record<number, number> = {
  1: 1,
  2: 0.9,
  3: 1.1,
  4: 1,
  5: 1.2,
  6: 0.55,
  7: 0.2,
  8: 0.7,
  10: 0.75,
  11: 1.1,
};

const BRANCH_BY_CITY: Record<number, string> = {
  25999: 'ENVIGADO',
  26020: 'SABANETA',
  26021: 'LA ESTRELLA',
  26035: 'LA ESTRELLA',
  26019: 'BELLO',
  26018: 'BELLO',
  26017: 'BELLO',
  26148: 'BELLO',
  26010: 'GUARNE',
  25473: 'MOSQUERA',
  25945: 'MOSQUERA',
  25430: 'MOSQUERA',
  25269: 'MOSQUERA',
  25214: 'NRT. DE BOGOTÁ',
  25754: 'FONTIBÓN',
  25942: 'FONTIBÓN',
};

function round(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
}

function typeWeights(city: SeedCity): (readonly [number, number])[] {
  return [
    [TYPE.APTO, 46],
    [TYPE.CASA, 13 + city.rural * 20],
    [TYPE.APTAESTUDIO, 8 * (1 - city.rural)],
    [TYPE.LOCAL, 8],
    [TYPE.OFICINA, 7 * (1 - city.rural)],
    [TYPE.CONSULTORIO, 3 * (1 - city.rural)],
    [TYPE.BODEGA, 4],
    [TYPE.LOTE, 4 + city.rural * 25],
    [TYPE.FINCA, 1.5 + city.rural * 60],
    [TYPE.EDIFICIO, 1.5],
  ];
}

function rentShare(typeId: number): number {
  if (typeId === TYPE.LOTE) return 0.1;
  if (typeId === TYPE.EDIFICIO) return 0.2;
  if (typeId === TYPE.FINCA) return 0.35;
  if (typeId === TYPE.BODEGA) return 0.6;
  if (COMMERCIAL.has(typeId)) return 0.65;
  return 0.55;
}

/** Built and lot areas in m² for a type and estrato. */
function areas(
  r: SeededRandom,
  typeId: number,
  estrato: number,
  rural: number,
): { built: number | null; lot: number | null } {
  const e = estrato - 1;
  switch (typeId) {
    case TYPE.APTO:
      return {
        built: round(r.between([38, 45, 52, 62, 75, 95][e]!, [65, 78, 100, 140, 210, 320][e]!), 0.5),
        lot: null,
      };
    case TYPE.APTAESTUDIO:
      return { built: round(r.between(24, 48), 0.5), lot: null };
    case TYPE.CASA: {
      const built = round(r.between([60, 70, 85, 120, 160, 220][e]!, [110, 130, 180, 260, 340, 420][e]!), 1);
      return { built, lot: round(built * r.between(0.7, 1.6), 1) };
    }
    case TYPE.CONSULTORIO:
      return { built: round(r.between(18, 60), 0.5), lot: null };
    case TYPE.OFICINA:
      return { built: round(r.between(28, 260), 1), lot: null };
    case TYPE.LOCAL:
      return { built: round(r.between(18, 280), 1), lot: null };
    case TYPE.BODEGA: {
      const built = round(r.between(150, 800), 10);
      return { built, lot: round(built * r.between(1, 1.4), 10) };
    }
    case TYPE.LOTE:
      return { built: null, lot: round(rural > 0.2 ? r.between(1000, 12000) : r.between(150, 1800), 10) };
    case TYPE.FINCA:
      return { built: round(r.between(120, 420), 1), lot: round(r.between(2000, 25000), 50) };
    default:
      return { built: round(r.between(320, 900), 10), lot: round(r.between(200, 600), 10) };
  }
}

function rooms(
  r: SeededRandom,
  typeId: number,
  built: number,
): { bedrooms: number; bathrooms: number; parking: number } {
  switch (typeId) {
    case TYPE.APTAESTUDIO:
      return { bedrooms: 1, bathrooms: 1, parking: r.chance(0.3) ? 1 : 0 };
    case TYPE.APTO: {
      const bedrooms = built < 55 ? r.int(1, 2) : built < 90 ? r.int(2, 3) : built < 150 ? 3 : r.int(3, 4);
      return {
        bedrooms,
        bathrooms: Math.max(1, Math.min(bedrooms + r.int(-1, 1), 5)),
        parking: built < 60 ? r.int(0, 1) : r.int(1, 2) + (built > 180 ? 1 : 0),
      };
    }
    case TYPE.CASA:
    case TYPE.FINCA: {
      const bedrooms = Math.min(built < 100 ? r.int(2, 3) : r.int(3, 6), 7);
      return {
        bedrooms,
        bathrooms: Math.max(1, bedrooms + r.int(-2, 1)),
        parking: r.int(typeId === TYPE.FINCA ? 2 : 0, typeId === TYPE.FINCA ? 6 : 3),
      };
    }
    case TYPE.CONSULTORIO:
      return { bedrooms: 0, bathrooms: 1, parking: r.int(0, 1) };
    case TYPE.OFICINA:
    case TYPE.LOCAL:
      return { bedrooms: 0, bathrooms: built > 120 ? 2 : 1, parking: r.int(0, built > 120 ? 3 : 1) };
    case TYPE.BODEGA:
      return { bedrooms: 0, bathrooms: r.int(1, 3), parking: r.int(1, 5) };
    case TYPE.EDIFICIO:
      return { bedrooms: r.int(6, 14), bathrooms: r.int(6, 14), parking: r.int(2, 8) };
    default:
      return { bedrooms: 0, bathrooms: 0, parking: 0 };
  }
}

/** Sale value of the property (COP) from area, estrato, type and city level. */
function saleValue(
  r: SeededRandom,
  typeId: number,
  estrato: number,
  city: SeedCity,
  built: number | null,
  lot: number | null,
): number {
  const m2 =
    SALE_M2_BY_ESTRATO[estrato]! * (TYPE_M2_FACTOR[typeId] ?? 1) * city.priceFactor * r.between(0.85, 1.15);
  if (typeId === TYPE.LOTE) return (lot ?? 0) * m2 * (city.rural > 0.2 ? 0.15 : 1);
  if (typeId === TYPE.FINCA) return (built ?? 0) * m2 + (lot ?? 0) * r.between(15_000, 60_000);
  return (built ?? 0) * m2;
}

function priceFor(r: SeededRandom, gestionId: number, value: number, typeId: number): number {
  const bounds = gestionId === GESTION.VENTA ? PRICE_BOUNDS[GESTION.VENTA] : PRICE_BOUNDS[GESTION.ARRIENDO];
  if (gestionId === GESTION.VENTA) {
    const price = round(value, value > 500_000_000 ? 5_000_000 : 1_000_000);
    if (price < bounds.min) return bounds.min + round(r.between(0, 25_000_000), 1_000_000);
    // Past the bound, spread below it rather than piling listings on one figure.
    return price > bounds.max ? bounds.max - round(r.between(0, 350_000_000), 5_000_000) : price;
  }
  const yieldRate = COMMERCIAL.has(typeId) ? r.between(0.0062, 0.0078) : r.between(0.005, 0.0062);
  const rent = round(value * yieldRate, 50_000);
  if (rent < bounds.min) return bounds.min + round(r.between(0, 350_000), 50_000);
  return rent > bounds.max ? bounds.max - round(r.between(0, 15_000_000), 50_000) : rent;
}

function adminFee(r: SeededRandom, typeId: number, estrato: number, built: number | null): number | null {
  if (typeId === TYPE.LOTE || typeId === TYPE.EDIFICIO || built === null) return null;
  if ((typeId === TYPE.CASA || typeId === TYPE.FINCA) && r.chance(0.6)) return null;
  if (typeId === TYPE.BODEGA && r.chance(0.5)) return null;
  return round(built * (1_600 + estrato * 1_100) * r.between(0.8, 1.25), 1_000);
}

function describe(
  r: SeededRandom,
  p: {
    typeId: number;
    typeName: string;
    gestionId: number;
    barrio: string;
    ciudad: string;
    cityId: number;
    estrato: number;
    built: number | null;
    lot: number | null;
    adminFee: number | null;
    age: number | null;
  } & ReturnType<typeof rooms>,
  internal: string[],
  external: string[],
): string {
  const fem = FEMININE_TYPES.has(p.typeId);
  const tipo = p.typeName.toLowerCase();
  const sale = p.gestionId === GESTION.VENTA;
  const vars = {
    Tipo: p.typeName,
    tipo,
    o: fem ? 'a' : 'o',
    un: fem ? 'una' : 'un',
    en_gestion: sale ? 'en venta' : 'en arriendo',
    verbo: sale ? 'vende' : 'arrienda',
    adjetivo: r.pick(fem ? ADJECTIVES_F : ADJECTIVES_M),
    sector: r.pick(SECTOR_WORDS),
    barrio: p.barrio,
    ciudad: p.ciudad,
  };
  const parts = [fill(r.pick(INTROS), vars)];
  if (p.built !== null) {
    let area = `Cuenta con ${p.built.toLocaleString('es-CO')} m² construidos`;
    if (p.lot !== null && p.typeId !== TYPE.APTO)
      area += ` sobre un lote de ${p.lot.toLocaleString('es-CO')} m²`;
    if (RESIDENTIAL.has(p.typeId)) {
      const counts = [
        `${p.bedrooms} ${p.bedrooms === 1 ? 'alcoba' : 'alcobas'}`,
        `${p.bathrooms} ${p.bathrooms === 1 ? 'baño' : 'baños'}`,
      ];
      if (p.parking > 0) counts.push(`${p.parking} ${p.parking === 1 ? 'parqueadero' : 'parqueaderos'}`);
      area += `: ${counts.slice(0, -1).join(', ')} y ${counts[counts.length - 1]!}.`;
    } else {
      area += p.parking > 0 ? ` y ${p.parking} ${p.parking === 1 ? 'parqueadero' : 'parqueaderos'}.` : '.';
    }
    parts.push(area);
  } else if (p.lot !== null) {
    parts.push(`El lote tiene un área de ${p.lot.toLocaleString('es-CO')} m².`);
  }
  if (p.typeId === TYPE.LOTE || p.typeId === TYPE.FINCA) parts.push(...r.sample(LAND_PHRASES, 2));
  else if (COMMERCIAL.has(p.typeId)) parts.push(...r.sample(COMMERCIAL_PHRASES, 2));
  else parts.push(...r.sample(LIGHT_PHRASES, 2));
  if (internal.length > 0)
    parts.push(`Entre sus características se destacan: ${internal.slice(0, 5).join(', ').toLowerCase()}.`);
  if (external.length > 0) parts.push(`El entorno ofrece ${external.slice(0, 5).join(', ').toLowerCase()}.`);
  parts.push(r.pick(LOCATION_PHRASES));
  if (METRO_CITIES.has(p.cityId) && r.chance(0.5)) parts.push(METRO_PHRASE);
  const facts = [`Estrato ${p.estrato}.`];
  if (p.adminFee) facts.push(`Cuota de administración: ${formatCop(p.adminFee)}.`);
  if (p.age !== null)
    facts.push(
      p.age === 0 ? 'Es para estrenar.' : `Tiene ${p.age} ${p.age === 1 ? 'año' : 'años'} de construido.`,
    );
  parts.push(facts.join(' '));
  parts.push(r.pick(CLOSINGS));
  return parts.join(' ');
}

/** Builds the whole catalog in memory; the same size and seed always give the same rows. */
export function generateCatalog(size: number, seed = DEFAULT_SEED): SeedCatalog {
  const r = new SeededRandom(seed);
  const typeNames = new Map<number, string>(PROPERTY_TYPES.map((t) => [t.id, t.name]));

  const departments = DEPARTMENTS.map((d) => ({ id: d.id, name: d.name }));
  const cities = CITIES.map((c) => ({ id: c.id, departmentId: c.departmentId, name: c.name }));
  const neighbourhoods: SeedCatalog['neighbourhoods'] = [];
  const estratoOf = new Map<number, number>();
  for (const c of CITIES) {
    SEED_CITIES[c.id]!.neighbourhoods.forEach(([name, estrato], i) => {
      const id = c.id * 100 + i + 1;
      neighbourhoods.push({ id, cityId: c.id, name });
      estratoOf.set(id, estrato);
    });
  }

  const advisors: SeedCatalog['advisors'] = Array.from({ length: ADVISOR_COUNT }, (_, i) => {
    const first = r.pick(FIRST_NAMES);
    const last = `${r.pick(LAST_NAMES)} ${r.pick(LAST_NAMES)}`;
    const emailUser = `${first}.${last.split(' ')[0]!}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/\s+/g, '');
    return {
      id: i + 1,
      name: `${first} ${last}`,
      cedtercero: String(r.int(10_000_000, 1_199_999_999)),
      cellphone: `3${r.pick(['00', '01', '04', '05', '10', '11', '12', '13', '14', '15', '16', '17', '18', '20', '21', '23'])}${String(r.int(0, 9_999_999)).padStart(7, '0')}`,
      email: `${emailUser}${i + 1}@inmobiliaria.example`,
    };
  });

  const features: SeedCatalog['features'] = [
    ...INTERNAL_FEATURES.map((name) => ({ kind: 'internal' as const, name })),
    ...EXTERNAL_FEATURES.map((name) => ({ kind: 'external' as const, name })),
  ].map((f, i) => ({ id: i + 1, ...f, iconKey: knownFeatureKey(f.name) }));
  const internalIds = features.filter((f) => f.kind === 'internal');
  const externalIds = features.filter((f) => f.kind === 'external');

  const cityWeights = CITIES.map((c) => [c.id, SEED_CITIES[c.id]!.weight] as const);
  const properties: SeedProperty[] = [];
  const photos: SeedCatalog['photos'] = [];
  const propertyFeatures: SeedCatalog['propertyFeatures'] = [];

  for (let i = 0; i < size; i++) {
    const id = i + 1;
    const cityId = r.weighted(cityWeights);
    const city = SEED_CITIES[cityId]!;
    const cityName = CITIES.find((c) => c.id === cityId)!.name;
    const departmentId = CITIES.find((c) => c.id === cityId)!.departmentId;
    const nIndex = r.int(0, city.neighbourhoods.length - 1);
    const [barrio, estrato, hoodLat, hoodLng] = city.neighbourhoods[nIndex]!;
    const neighbourhoodId = cityId * 100 + nIndex + 1;
    const typeId = r.weighted(typeWeights(city));
    const gestionId = r.chance(rentShare(typeId)) ? GESTION.ARRIENDO : GESTION.VENTA;
    const { built, lot } = areas(r, typeId, estrato, city.rural);
    const roomCounts = rooms(r, typeId, built ?? 0);
    const price = priceFor(r, gestionId, saleValue(r, typeId, estrato, city, built, lot), typeId);
    const fee = adminFee(r, typeId, estrato, built);
    const age = typeId === TYPE.LOTE ? null : r.chance(0.08) ? 0 : r.int(1, typeId === TYPE.FINCA ? 40 : 35);

    const internal = typeId === TYPE.LOTE ? [] : r.sample(internalIds, r.int(3, 8));
    const external =
      typeId === TYPE.LOTE ? r.sample(externalIds, r.int(0, 2)) : r.sample(externalIds, r.int(2, 8));
    for (const f of [...internal, ...external]) propertyFeatures.push({ propertyId: id, featureId: f.id });

    const plan = PHOTO_PLAN[typeId]!;
    const photoCount = r.int(4, 8);
    const used = new Set<string>();
    // Walk the type's plan (cover first), each time taking a variant not used yet for this listing.
    for (let step = 0; used.size < photoCount && step < 4 * plan.length + 8; step++) {
      const category = plan[step % plan.length]!;
      const free = Array.from({ length: PHOTO_CATEGORIES[category] }, (_, v) =>
        photoKey(category, v + 1),
      ).filter((key) => !used.has(key));
      if (free.length === 0) continue;
      const key = r.pick(free);
      used.add(key);
      photos.push({ propertyId: id, position: used.size, fileKey: key, ...PHOTO_SIZES.large });
    }

    const typeName = typeNames.get(typeId)!;
    const description = describe(
      r,
      {
        typeId,
        typeName,
        gestionId,
        barrio,
        ciudad: cityName,
        cityId,
        estrato,
        built,
        lot,
        adminFee: fee,
        age,
        ...roomCounts,
      },
      internal.map((f) => f.name),
      external.map((f) => f.name),
    );
    const branch =
      BRANCH_BY_CITY[cityId] ??
      (cityId === 25974
        ? estrato >= 6
          ? 'POBLADO'
          : r.pick(['LAURELES', 'LOS COLORES'])
        : cityId === 11001
          ? r.pick(['FONTIBÓN', 'NRT. DE BOGOTÁ'])
          : 'RIONEGRO');

    properties.push({
      id,
      code: `${PROPERTY_CODE_PREFIX}${id + CODE_OFFSET}`,
      gestionId,
      typeId,
      departmentId,
      cityId,
      neighbourhoodId,
      advisorId: r.int(1, ADVISOR_COUNT),
      price,
      adminFee: fee,
      estrato,
      builtArea: built,
      lotArea: lot,
      ...roomCounts,
      age,
      description,
      address: `${r.pick(['Calle', 'Carrera', 'Transversal', 'Diagonal', 'Circular'])} ${r.int(1, 120)}${r.chance(0.3) ? r.pick(['A', 'B', 'C', 'Sur']) : ''} # ${r.int(1, 99)}-${r.int(1, 199)}`,
      // Within about 450 m of its neighbourhood's centroid.
      latitude: Number((hoodLat + r.between(-0.004, 0.004)).toFixed(6)),
      longitude: Number((hoodLng + r.between(-0.004, 0.004)).toFixed(6)),
      branch,
      featured: r.chance(0.012),
      listedAt: new Date(LISTED_UNTIL - r.int(0, LISTED_SPAN_MINUTES) * 60_000),
    });
  }
  // Always a handful of featured listings of both gestiones, even in a tiny test catalog.
  for (const p of properties.slice(0, 8)) p.featured = true;

  return { departments, cities, neighbourhoods, advisors, features, properties, photos, propertyFeatures };
}
