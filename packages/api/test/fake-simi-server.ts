import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, type Socket } from 'node:net';
import { BRANCHES, CITIES, DEPARTMENTS, PROPERTY_TYPES } from '@inmo/contracts';
import sharp from 'sharp';
import {
  generateCatalog,
  type SeedCatalog,
  type SeedProperty,
} from '../src/modules/properties/catalog/catalog-seed.generator';

/**
 * A real HTTP server that answers like the live SIMI web API. Search cards and details have exactly the
 * keys, key order, value types and formats of the real answers in reference/simi-samples/
 * (simi-samples.contract.spec.ts checks it): cards name their places without ids, the branch is `id_sede`
 * (`sede` is ""), `EdadInmueble` is a year on a card and an age on the detail, `datosGrales` mixes numbers
 * and text, `fotos` has integer `posi` in order, features carry `mostrargrupo` "0" on plain ones. Also, from
 * reference/simi-api.md: place catalogues in capitals ("BOGOTA D.C."), not-found as `{status:1,msn}` with
 * HTTP 200, featured with `infoAdd` under `limite` or `limit`, `campo/<price field>` / `campo/fecha` /
 * `campo/0` ordering differently, "Arriendo/venta" listings, over 100 rows asked giving 10, and Basic auth
 * that accepts one user-name form only. Latency defaults to SIMI's measured one (a list 3.5 s + 0.21 s per
 * row, a detail 0.2 s); tests pass their own. HTML pages with HTTP 200, 500s and hangs are configurable.
 */
export const FAKE_SIMI_TOKEN = 'Xq7pT2vB9mK4sL8wR3nF6hJ1cD5gA0zE2yU4iO7-919';
export const DEFAULT_ADVISOR_PHOTO = 'https://simicrm.app/mcomercialweb/';
/** Where the fake's property photos and advisor photos live (PHOTO_ORIGINS of a gateway using it). */
export const FAKE_SIMI_PHOTO_ORIGINS = ['https://images.simi-fake.example', 'https://simicrm.app'] as const;
/** The fake's sede ids: 12060 + our branch id. */
export const FAKE_SIMI_SEDES: Record<string, number> = Object.fromEntries(
  BRANCHES.map((b) => [String(12060 + b.id), b.id]),
);

export type FakeFailure = 'html' | 'http500' | 'hang' | 'slow';
/** Which Basic-auth user name the fake accepts: '' (empty), 'Authorization', or any. */
export type FakeAuthUser = '' | 'Authorization' | 'any';

export interface FakeLatency {
  /** Milliseconds a search takes before its rows: a fixed number or a [min, max] range. */
  readonly search?: number | readonly [number, number];
  /** Milliseconds a search (and featured) adds per row answered. */
  readonly perRow?: number;
  readonly detail?: number | readonly [number, number];
  /** Featured (plus `perRow` per row), places, gestion. */
  readonly other?: number | readonly [number, number];
}

/** SIMI's latency measured live (reference/simi-api.md, last section): the fake's default. */
export const SIMI_REAL_LATENCY: FakeLatency = { search: 3500, perRow: 210, detail: 200, other: 300 };
/** No latency at all: what most tests want. */
export const NO_LATENCY: FakeLatency = {};

export interface FakeSimiOptions {
  readonly size?: number;
  readonly seed?: number;
  /** Delay of the 'slow' failure. */
  readonly slowMs?: number;
  /** Default SIMI_REAL_LATENCY; a given latency's missing parts are 0. */
  readonly latency?: FakeLatency;
  readonly acceptUser?: FakeAuthUser;
  /** The `campo` value that sorts by price (the live one is unconfirmed; see SIMI_SORT_FIELD_PRICE). */
  readonly priceField?: string;
}

export interface FakeSimiServer {
  readonly baseUrl: string;
  /** SIMI_ADVISOR_PHOTO_URL of the legacy site this server also plays. */
  readonly advisorPhotoTemplate: string;
  /** Whether the legacy site has this advisor's photo. */
  legacyPhoto(cedtercero: string): boolean;
  readonly catalog: SeedCatalog;
  /** Paths requested so far (after the base), in order. */
  readonly requests: string[];
  /** Basic-auth user names seen, in order. */
  readonly authUsers: string[];
  /** The next `count` requests fail this way, whatever they ask. */
  failNext(mode: FakeFailure, count?: number): void;
  /** Every request fails this way until set back to null (SIMI down, or answering HTML). */
  setDown(mode: Exclude<FakeFailure, 'slow'> | null): void;
  setLatency(latency: FakeLatency): void;
  setAcceptedUser(user: FakeAuthUser): void;
  /** Takes listings off the inventory (searches and details stop showing them). */
  withdraw(...codes: string[]): void;
  /**
   * Marks listings modified now (their `fecha_modificacion`), optionally at a new price, or with another
   * `id_sede` on their cards only.
   */
  modify(codes: readonly string[], change?: { readonly price?: number; readonly cardSede?: string }): void;
  /**
   * Cards of these listings name a neighbourhood SIMI's catalogues do not list; `renamed`: their details
   * still carry the place ids, `placeless`: not even those (ids "").
   */
  misplace(codes: readonly string[], how: 'renamed' | 'placeless'): void;
  /** The code of a listing offered both ways ("Arriendo/venta"). */
  bothWaysCodes(): string[];
  /** The listing as the fake presents it: price per gestion, sede. */
  listing(code: string): FakeListing | undefined;
  close(): Promise<void>;
}

export interface FakeListing {
  readonly property: SeedProperty;
  rent: number | null;
  sale: number | null;
  /** The numeric SIMI sede id: a card's `id_sede`, a detail's `sede`. */
  readonly sede: string;
  /** `fecha_modificacion` of its card and detail. */
  modifiedAt: Date;
  /** A card `id_sede` other than the detail's `sede` (modify). */
  cardSede?: string;
  /** misplace() */
  misplaced?: 'renamed' | 'placeless';
}

/** The neighbourhood misplaced cards name (in no catalogue). */
export const FAKE_UNKNOWN_BARRIO = 'Barrio Que No Existe';

const TYPE_NAMES = new Map<number, string>(PROPERTY_TYPES.map((t) => [t.id, t.name]));
const CITY = new Map(CITIES.map((c) => [c.id as number, c]));
const DEPT = new Map(DEPARTMENTS.map((d) => [d.id as number, d]));
const BRANCH_IDS = new Map(BRANCHES.map((b) => [b.nombre, b.id]));

const stripAccents = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** SIMI's place catalogues write names in capitals without accents; Bogotá is "BOGOTA D.C.". */
function simiName(name: string): string {
  const upper = stripAccents(name).toUpperCase();
  return upper === 'BOGOTA' ? 'BOGOTA D.C.' : upper;
}

/** Cards and details write them without accents, mixed case: "Bogota", "Bogota Dc" (simi-samples). */
function cardName(name: string): string {
  return stripAccents(name).replace(/\bD\.C\.$/, 'Dc');
}

const comma = (n: number) => n.toLocaleString('en-US');
const dots = (n: number) => comma(n).replace(/,/g, '.');
const pad = (n: number) => String(n).padStart(2, '0');

/** "85.50"-style areas, and comma thousands for big lots ("17,297"). */
function area(value: number | null, decimals: boolean): string {
  if (value === null) return '0';
  if (value >= 1000) return comma(Math.round(value));
  return decimals ? value.toFixed(2) : String(Math.round(value));
}

/** Bogotá wall-clock time (UTC-5), as SIMI writes it. */
function bogota(date: Date): { day: string; time: string } {
  const local = new Date(date.getTime() - 5 * 3600_000);
  return {
    day: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`,
  };
}
const day = (date: Date) => bogota(date).day;
/** "2026-08-20 14:03:15" */
function stamp(date: Date): string {
  const b = bogota(date);
  return `${b.day} ${b.time}`;
}

function delayOf(spec: number | readonly [number, number] | undefined): number {
  if (spec === undefined) return 0;
  if (typeof spec === 'number') return spec;
  return spec[0] + Math.random() * (spec[1] - spec[0]);
}

/** Features as SIMI sends them (simi-samples/inmueble.json): plain ones padded with mostrargrupo "0". */
const NEARBY = [' Cerca A Supermercados', ' Parques Cercanos', ' Trans. Público Cercano'];

export async function startFakeSimiServer(options: FakeSimiOptions = {}): Promise<FakeSimiServer> {
  const catalog = generateCatalog(options.size ?? 60, options.seed ?? 4242);
  const slowMs = options.slowMs ?? 1500;
  let latency: FakeLatency = options.latency ?? SIMI_REAL_LATENCY;
  let acceptUser: FakeAuthUser = options.acceptUser ?? '';
  const priceField = options.priceField ?? 'precio';
  const requests: string[] = [];
  const authUsers: string[] = [];
  const failures: FakeFailure[] = [];
  let down: Exclude<FakeFailure, 'slow'> | null = null;
  const withdrawn = new Set<string>();
  /** Bumped when listings change: a search's sorted matches are kept for its next pages until then. */
  let version = 0;
  let lastSearch: { key: string; matches: FakeListing[]; prices: Record<string, string> } | undefined;
  const nb = new Map(catalog.neighbourhoods.map((n) => [n.id, n]));
  const advisors = new Map(catalog.advisors.map((a) => [a.id, a]));
  const featureById = new Map(catalog.features.map((f) => [f.id, f]));
  const photosOf = new Map<number, SeedCatalog['photos']>();
  for (const ph of catalog.photos) {
    const list = photosOf.get(ph.propertyId) ?? [];
    list.push(ph);
    photosOf.set(ph.propertyId, list);
  }
  const featuresOf = new Map<number, SeedCatalog['features']>();
  for (const pf of catalog.propertyFeatures) {
    const list = featuresOf.get(pf.propertyId) ?? [];
    const feature = featureById.get(pf.featureId);
    if (feature) list.push(feature);
    featuresOf.set(pf.propertyId, list);
  }

  const listings = new Map<string, FakeListing>();
  // Every listing was last modified at one of a few instants before the fake started (as an agency edits in bulk).
  const started = Date.now();
  for (const p of catalog.properties) {
    // Every 13th rent listing is also for sale ("Arriendo/venta", idGestion "2").
    const both = p.gestionId === 1 && p.id % 13 === 0;
    listings.set(p.code, {
      property: p,
      rent: p.gestionId === 1 ? p.price : null,
      sale:
        p.gestionId === 5
          ? p.price
          : both
            ? Math.min(1_900_000_000, Math.round((p.price * 180) / 1e6) * 1e6)
            : null,
      sede: String(12060 + (BRANCH_IDS.get(p.branch) ?? 1)),
      modifiedAt: new Date(started - (1 + (p.id % 7)) * 86_400_000),
    });
  }
  const live = () => [...listings.values()].filter((l) => !withdrawn.has(l.property.code));
  const photoUrl = (key: string) => `${FAKE_SIMI_PHOTO_ORIGINS[0]}/919/${key}.jpg`;
  /** This server's own origin, known once it listens. */
  let origin = '';

  function gestion(l: FakeListing): { name: string; id: string } {
    if (l.rent !== null && l.sale !== null) return { name: 'Arriendo/venta', id: '2' };
    return l.sale !== null ? { name: 'Venta', id: '5' } : { name: 'Arriendo', id: '1' };
  }

  const typeName = (p: SeedProperty) => TYPE_NAMES.get(p.typeId)!;
  const placeNames = (l: FakeListing) => {
    const p = l.property;
    return {
      department: cardName(DEPT.get(p.departmentId)!.name),
      city: cardName(CITY.get(p.cityId)!.name),
      neighbourhood: l.misplaced ? FAKE_UNKNOWN_BARRIO : cardName(nb.get(p.neighbourhoodId)!.name),
      zone: p.neighbourhoodId % 2 === 0 ? 'Norte' : 'Sur',
    };
  };
  /** The detail's place ids ("" for a placeless listing). */
  const placeIds = (l: FakeListing) => {
    const p = l.property;
    const id = (n: number) => (l.misplaced === 'placeless' ? '' : String(n));
    return { department: id(p.departmentId), city: id(p.cityId), neighbourhood: id(p.neighbourhoodId) };
  };

  /** A search card: the keys, order and types of simi-samples/filtroInmueble.json. */
  function card(l: FakeListing): Record<string, unknown> {
    const p = l.property;
    const photo = [...(photosOf.get(p.id) ?? [])].sort((a, b) => a.position - b.position)[0];
    const g = gestion(l);
    const place = placeNames(l);
    const modified = stamp(l.modifiedAt);
    return {
      Codigo_Inmueble: p.code,
      IdInmobiliaria: '919',
      fingreso: day(p.listedAt),
      fecha_modificacion: modified,
      fecha_modificacion2: stamp(new Date(l.modifiedAt.getTime() + 4000)),
      Alcobas: String(p.bedrooms),
      banios: String(p.bathrooms),
      garaje: String(p.parking),
      idEstado: '2',
      estadoInmueble: 'Disponible',
      Administracion: comma(p.adminFee ?? 0),
      Estrato: String(p.estrato ?? 0),
      idTipoInmueble: String(p.typeId),
      Tipo_Inmueble: typeName(p),
      Venta: comma(l.sale ?? 0),
      Canon: comma(l.rent ?? 0),
      valorFiltro: comma(l.rent ?? l.sale ?? 0),
      descripcionlarga: p.description,
      AreaConstruida: area(p.builtArea, p.id % 2 === 0),
      AreaLote: area(p.lotArea, false),
      latitud: String(p.latitude),
      longitud: String(p.longitude),
      // A year on cards (SIMI's own quirk), not the age the detail gives.
      EdadInmueble: new Date(started).getUTCFullYear(),
      NombreInmo: '',
      foto1: photo ? photoUrl(photo.fileKey) : '',
      logo: 'https://simicrm.app/logosNew/919.png',
      idGestion: g.id,
      Gestion: g.name,
      Barrio: place.neighbourhood,
      Ciudad: place.city,
      Departamento: place.department,
      Zona: place.zone,
      foto360: 0,
      sede: '',
      id_sede: l.cardSede ?? l.sede,
      video360: null,
      amobladoInmueble: false,
      destacado: p.featured ? '1' : p.id % 2 === 0 ? '0' : null,
      amoblado: 0,
      inversion: p.id % 2 === 0 ? '0' : null,
      admonIncluida: '0',
      codInterno: '',
    };
  }

  /** FotoAsesor: SIMI's "no photo" address, a blank, or a real photo (served by this server). */
  function advisorPhoto(p: SeedProperty, cedtercero: string): string {
    if (p.id % 3 === 0) return DEFAULT_ADVISOR_PHOTO;
    if (p.id % 3 === 1) return ' ';
    return `${origin}/fotos/${cedtercero}.jpg`;
  }

  /** A feature: `mostrargrupo` "1" when the text starts with its group, else a padded plain one. */
  function feature(name: string, i: number, typeId: number): Record<string, unknown> {
    const group = name.split(' ')[0]!;
    const grouped = i % 3 !== 2 && name.includes(' ');
    return {
      mostrargrupo: grouped ? '1' : '0',
      obser_det: '',
      cantidad: i % 2 === 0 ? '0' : 0,
      Descripcion: grouped ? name : ` ${name}`,
      grupo: grouped ? group : i % 4 === 0 ? null : group,
      idcaracteristica: String(100 + i),
      idTipoInmueble: String(typeId),
    };
  }

  function person(rol: string, nrol: string, p: SeedProperty): Record<string, string> {
    const advisor = advisors.get(p.advisorId)!;
    return {
      rol_tr: rol,
      iduser_tr: String(1000000 + advisor.id),
      nrol,
      ntercero: advisor.name,
      celular: advisor.cellphone,
      fijo: '',
      correo: advisor.email,
      Direccion: '',
      cedtercero: advisor.cedtercero,
      tDoctercero: '0',
      vip: 'No',
      FotoAsesor: advisorPhoto(p, advisor.cedtercero),
      NomtDoctercero: '',
    };
  }

  /** The detail: the keys, order and types of simi-samples/inmueble.json. */
  function detail(l: FakeListing): Record<string, unknown> {
    const p = l.property;
    const photos = [...(photosOf.get(p.id) ?? [])].sort((a, b) => a.position - b.position);
    const features = featuresOf.get(p.id) ?? [];
    const g = gestion(l);
    const place = placeNames(l);
    const type = typeName(p);
    const description = p.description;
    const zoneId = String(p.neighbourhoodId % 2 === 0 ? 1 : 2);
    const modified = stamp(l.modifiedAt);
    const ids = placeIds(l);
    return {
      idInm: p.code,
      codinm: p.code.split('-')[1]!,
      IdInmobiliaria: '919',
      IdGestion: g.id,
      NombresGestion: g.name,
      IdTpInm: String(p.typeId),
      tpinmu: type,
      IdBarrio: ids.neighbourhood,
      NombreB: place.neighbourhood,
      banos: String(p.bathrooms),
      alcobas: String(p.bedrooms),
      garaje: String(p.parking),
      ValorVenta: String(l.sale ?? 0),
      ValorCanon: String(l.rent ?? 0),
      Direccion: p.address,
      codinterno: '',
      AreaConstruida: area(p.builtArea, true),
      AreaLote: area(p.lotArea, false),
      descripcionlarga: description,
      descrip: description,
      latitud: String(p.latitude),
      longitud: String(p.longitude),
      IdLocalidad: zoneId,
      nlocalidad: place.zone,
      IdZona: zoneId,
      NombreZ: place.zone,
      IdCiudad: ids.city,
      nciudad: place.city,
      Estrato: String(p.estrato ?? 0),
      ValorIva: '0',
      Administracion: dots(p.adminFee ?? 0),
      IdDestinacion: '1',
      DescDestinacion: 'Vivienda',
      idEstadoInmueble: '2',
      DescEstado: 'Disponible',
      EdadInmueble: p.age ?? 0,
      sede: l.sede,
      IdDepartamento: ids.department,
      ndepto: place.department,
      FConsignacion: day(p.listedAt),
      restricciones: '',
      AdmonIncluida: '0',
      oper: g.name,
      precio: comma(l.rent ?? l.sale ?? 0),
      fecha_modificacion: modified,
      fecha_modificacion2: stamp(new Date(l.modifiedAt.getTime() + 6000)),
      esNuevo: '',
      Id_depto: ids.department,
      depto: place.department,
      id_tipo_inmueble: String(p.typeId),
      Tipo_Inmueble: type,
      id_ciudad: ids.city,
      ciudad: place.city,
      id_gestion: g.id,
      Gestion: g.name,
      id_zona: zoneId,
      zona: place.zone,
      id_localidad: zoneId,
      localidad: place.zone,
      id_barrio: ids.neighbourhood,
      barrio: place.neighbourhood,
      codInterno: '',
      descripcionSt: description,
      Destinacion: '1',
      nombreDestinacion: 'Vivienda',
      portales: { status: 'Ok', data: [] },
      caracteristicasInternas: features
        .filter((f) => f.kind === 'internal')
        .map((f, i) => feature(f.name, i, p.typeId)),
      caracteristicasExternas: features
        .filter((f) => f.kind === 'external')
        .map((f, i) => feature(f.name, i, p.typeId)),
      caracteristicasAlrededores: (p.id % 2 === 0 ? NEARBY : []).map((name, i) => ({
        ...feature(name.trim(), i, p.typeId),
        mostrargrupo: '0',
        Descripcion: name,
        grupo: null,
      })),
      asesor: [person('3', 'Promotor', p)],
      captador: [person('4', 'Captador', p)],
      othercaracteristicas: {
        destinacion: '',
        procedencia: '',
        AvaluoCatastral: '$ 0',
        EdadInmueble: String(p.age ?? 0),
      },
      inmobiliaria: {
        telefono: '6040000000',
        correo: 'comercial@alameda.example',
        logo: 'https://simicrm.app/logosNew/919.png',
      },
      fotos: photos.map((ph, i) => ({ foto: photoUrl(ph.fileKey), posi: i + 1 })),
    };
  }

  function priceFor(l: FakeListing, tipOper: number): number {
    if (tipOper === 5) return l.sale ?? 0;
    if (tipOper === 1) return l.rent ?? 0;
    return l.rent ?? l.sale ?? 0;
  }

  function search(params: Map<string, string>): unknown {
    const num = (k: string) => Number(params.get(k) ?? '0') || 0;
    const page = Math.max(1, num('limite'));
    let size = num('total') || num('cantidad') || 10;
    if (size > 100) size = 10;
    const tipOper = num('tipOper');
    // A sync asks every page of one search: filtered and sorted once (20,000 listings took ~150 ms a page).
    const key = `${version}|${[...params].filter(([k]) => !['limite', 'total', 'cantidad'].includes(k)).join('|')}`;
    if (lastSearch?.key !== key) lastSearch = { key, ...sortedMatches(params, tipOper) };
    const { matches, prices } = lastSearch;
    if (matches.length === 0) return 'Sin resultados';
    const slice = matches.slice((page - 1) * size, page * size).map(card);
    const total = matches.length;
    return {
      Inmuebles: slice,
      datosGrales: {
        inicio: 1,
        fin: Math.ceil(total / size),
        pagina_actual: String(page),
        totalInmuebles: total,
        totalPagina: String(size),
        ...prices,
      },
    };
  }

  function sortedMatches(
    params: Map<string, string>,
    tipOper: number,
  ): { matches: FakeListing[]; prices: Record<string, string> } {
    const num = (k: string) => Number(params.get(k) ?? '0') || 0;
    const matches = live().filter((l) => {
      const p = l.property;
      const price = priceFor(l, tipOper);
      return (
        (!num('ciudad') || p.cityId === num('ciudad')) &&
        (!num('barrio') || p.neighbourhoodId === num('barrio')) &&
        (!num('tipoInm') || p.typeId === num('tipoInm')) &&
        (!tipOper || (tipOper === 1 ? l.rent !== null : l.sale !== null)) &&
        (!num('valmin') || price >= num('valmin')) &&
        (!num('valmax') || price <= num('valmax')) &&
        (!num('alcobas') || p.bedrooms >= num('alcobas')) &&
        (!num('banios') || p.bathrooms >= num('banios')) &&
        (!num('garajes') || p.parking >= num('garajes')) &&
        (!num('sede') || l.sede === params.get('sede'))
      );
    });
    const desc = (params.get('order') ?? 'desc').toLowerCase() === 'desc';
    const campo = params.get('campo') ?? '0';
    // campo/0 (or any unknown field) is SIMI's default order: the order listings were loaded in.
    const key =
      campo === 'fecha'
        ? (l: FakeListing) => l.property.listedAt.getTime()
        : campo === 'fecha_modificacion'
          ? (l: FakeListing) => Math.floor(l.modifiedAt.getTime() / 1000)
          : campo === priceField
            ? (l: FakeListing) => priceFor(l, tipOper)
            : null;
    matches.sort((a, b) => {
      if (!key) return a.property.id - b.property.id;
      const d = key(a) - key(b);
      return (desc ? -d : d) || a.property.id - b.property.id;
    });
    const prices = (pick: (l: FakeListing) => number | null) =>
      live()
        .map(pick)
        .filter((v): v is number => v !== null);
    const sales = prices((l) => l.sale);
    const rents = prices((l) => l.rent);
    return {
      matches,
      prices: {
        valMaxVenta: String(sales.reduce((a, b) => Math.max(a, b), 0)),
        valMinVenta: String(sales.length ? sales.reduce((a, b) => Math.min(a, b)) : 0),
        valMaxArriendo: String(rents.reduce((a, b) => Math.max(a, b), 0)),
        valMinArriendo: String(rents.length ? rents.reduce((a, b) => Math.min(a, b)) : 0),
      },
    };
  }

  function featured(parts: string[]): unknown {
    const at = (k: string) => {
      const i = parts.indexOf(k);
      return i >= 0 ? Number(parts[i + 1] ?? 0) : 0;
    };
    const total = at('total') || 5;
    const page = Math.max(1, at('limite') || at('limit'));
    const sede = at('sede');
    const all = live().filter((l) => l.property.featured && (!sede || l.sede === String(sede)));
    const slice = all.slice((page - 1) * total, page * total);
    if (slice.length === 0) return 'Sin resultados';
    return {
      ...Object.fromEntries(slice.map((l, i) => [String(i), card(l)])),
      infoAdd: {
        inicio: '1',
        fin: String(Math.ceil(all.length / total)),
        pagina_actual: String(page),
        totalInmuebles: String(all.length),
        totalPagina: String(total),
      },
    };
  }

  function places<T extends { id: number }>(list: T[], name: (item: T) => string): unknown {
    if (list.length === 0) return 'Sin resultados';
    return list.map((item) => ({ id: String(item.id), nombre: simiName(name(item)) }));
  }

  type Kind = 'search' | 'detail' | 'other';
  /** Rows a list answer carries (its latency grows with them). */
  function rowsOf(body: unknown): number {
    if (typeof body !== 'object' || body === null) return 0;
    const record = body as Record<string, unknown>;
    if (Array.isArray(record.Inmuebles)) return record.Inmuebles.length;
    return Object.keys(record).filter((k) => /^\d+$/.test(k)).length;
  }

  function route(path: string): { body: unknown; kind: Kind } | undefined {
    const parts = path.split('/').filter(Boolean);
    const [version, resource] = parts;
    if (!version || !/^v2(\.1\.1|\.1\.3|1)?$/.test(version)) return undefined;
    if (resource === 'filtroInmueble') {
      const params = new Map<string, string>();
      for (let i = 2; i + 1 < parts.length; i += 2) params.set(parts[i]!, decodeURIComponent(parts[i + 1]!));
      return { body: search(params), kind: 'search' };
    }
    if (resource === 'inmueble' && parts[2] === 'codInmueble') {
      const code = decodeURIComponent(parts[3] ?? '');
      const l = withdrawn.has(code) ? undefined : listings.get(code);
      return {
        body: l ? detail(l) : { status: 1, msn: 'Inmueble NO Disponible', Error: '1' },
        kind: 'detail',
      };
    }
    if (resource === 'inmueblesDestacados') return { body: featured(parts), kind: 'other' };
    const props = live().map((l) => l.property);
    if (resource === 'departamento') {
      const ids = new Set(props.map((p) => p.departmentId));
      return {
        body: places(
          [...DEPT.values()].filter((d) => ids.has(d.id)),
          (d) => d.name,
        ),
        kind: 'other',
      };
    }
    if (resource === 'ciudad' && parts[2] === 'idDepartamento') {
      const depId = Number(parts[3]);
      const ids = new Set(props.filter((p) => p.departmentId === depId).map((p) => p.cityId));
      return {
        body: places(
          [...CITY.values()].filter((c) => ids.has(c.id)),
          (c) => c.name,
        ),
        kind: 'other',
      };
    }
    if (resource === 'barrios' && parts[2] === 'idCiudad') {
      const cityId = Number(parts[3]);
      const ids = new Set(props.filter((p) => p.cityId === cityId).map((p) => p.neighbourhoodId));
      const list = [...ids].map((id) => nb.get(id)!);
      const body = places(list, (n) => n.name);
      // Keyed object rather than an array, as SIMI sometimes does.
      return {
        body: Array.isArray(body) ? Object.fromEntries(body.map((n, i) => [String(i), n as unknown])) : body,
        kind: 'other',
      };
    }
    if (resource === 'gestion') {
      return {
        body: [
          { idGestion: '1', Nombre: 'Arriendo' },
          { idGestion: '2', Nombre: 'Arriendo/venta' },
          { idGestion: '5', Nombre: 'Venta' },
        ],
        kind: 'other',
      };
    }
    return undefined;
  }

  function authorized(req: IncomingMessage): boolean {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return false;
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const user = decoded.slice(0, colon);
    authUsers.push(user);
    const password = decoded.slice(colon + 1);
    return password === FAKE_SIMI_TOKEN && (acceptUser === 'any' || user === acceptUser);
  }

  /**
   * Advisor photos: `/fotos/{cedtercero}.jpg` (FotoAsesor) for everyone, and the legacy site's
   * `/asesores/{cedtercero}.png` (SIMI_ADVISOR_PHOTO_URL) for advisors with an even id only.
   */
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a6' } })
    .jpeg()
    .toBuffer();
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a36' } })
    .png()
    .toBuffer();
  const byCedula = new Map(catalog.advisors.map((a) => [a.cedtercero, a]));
  function photoFile(path: string): { type: string; bytes: Buffer } | undefined {
    const m = /^(fotos|asesores)\/(\d+)\.(jpg|png)$/.exec(path);
    const advisor = m ? byCedula.get(m[2]!) : undefined;
    if (!m || !advisor) return undefined;
    if (m[1] === 'fotos' && m[3] === 'jpg') return { type: 'image/jpeg', bytes: jpeg };
    if (m[1] === 'asesores' && m[3] === 'png' && advisor.id % 2 === 0)
      return { type: 'image/png', bytes: png };
    return undefined;
  }
  /** Advisors whose legacy-site photo exists (even ids). */
  const legacyPhoto = (cedtercero: string) => (byCedula.get(cedtercero)?.id ?? 1) % 2 === 0;

  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const later = (fn: () => void, ms: number) => {
    if (ms <= 0) return fn();
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/ApiSimiweb/')) {
      const file = photoFile(url.pathname.slice(1));
      if (!file) {
        res.writeHead(404, { 'content-type': 'text/html' });
        res.end('<h1>404</h1>');
        return;
      }
      res.writeHead(200, { 'content-type': file.type });
      res.end(file.bytes);
      return;
    }
    const path = url.pathname.replace(/^\/ApiSimiweb\/response\//, '');
    requests.push(path);
    const json = (status: number, body: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const failure = failures.shift() ?? down ?? undefined;
    if (failure === 'hang') return; // never answers; the client's timeout must end it
    if (failure === 'html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body><h1>Error de servidor</h1></body></html>');
      return;
    }
    if (failure === 'http500') return json(500, { error: 'Internal' });
    if (!authorized(req)) return json(200, { status: 401, description: 'Token no valido' });
    const answer = route(path);
    if (answer === undefined) return json(404, { error: 'not found' });
    const perRow =
      answer.kind === 'detail' || !/filtroInmueble|inmueblesDestacados/.test(path)
        ? 0
        : (latency.perRow ?? 0) * rowsOf(answer.body);
    later(
      () => json(200, answer.body),
      (failure === 'slow' ? slowMs : 0) + delayOf(latency[answer.kind]) + perRow,
    );
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    baseUrl: `${origin}/ApiSimiweb/response/`,
    advisorPhotoTemplate: `${origin}/asesores/{cedtercero}.png`,
    legacyPhoto,
    catalog,
    requests,
    authUsers,
    failNext: (mode, count = 1) => {
      for (let i = 0; i < count; i++) failures.push(mode);
    },
    setDown: (mode) => {
      down = mode;
    },
    setLatency: (value) => {
      latency = value;
    },
    setAcceptedUser: (user) => {
      acceptUser = user;
    },
    withdraw: (...codes) => {
      for (const code of codes) withdrawn.add(code);
      version++;
    },
    modify: (codes, change = {}) => {
      version++;
      for (const code of codes) {
        const l = listings.get(code);
        if (!l) continue;
        l.modifiedAt = new Date();
        if (change.cardSede !== undefined) l.cardSede = change.cardSede;
        if (change.price === undefined) continue;
        if (l.sale !== null) l.sale = change.price;
        else l.rent = change.price;
      }
    },
    misplace: (codes, how) => {
      version++;
      for (const code of codes) {
        const l = listings.get(code);
        if (l) l.misplaced = how;
      }
    },
    bothWaysCodes: () =>
      [...listings.values()].filter((l) => l.rent !== null && l.sale !== null).map((l) => l.property.code),
    listing: (code) => listings.get(code),
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
