import {
  BRANCHES,
  CITIES,
  DEPARTMENTS,
  GESTION_LABELS,
  PROPERTY_TYPES,
  sameName,
  knownFeatureKey,
  type City,
  type Department,
  type Neighbourhood,
  type PropertyCard,
  type PropertyDetail,
  type PropertyFeature,
  type PropertyPhoto,
} from '@inmo/contracts';

/**
 * SIMI sends every scalar as text and formats numbers differently per field (reference/simi-api.md):
 * each field is parsed with its own rule, never one generic one.
 */
type Raw = Record<string, unknown>;

export const SIMI_NO_RESULTS = 'Sin resultados';
/** The URL SIMI gives for an advisor without a photo. */
export const SIMI_DEFAULT_ADVISOR_PHOTO = 'https://simicrm.app/mcomercialweb/';

const TYPE_NAMES = new Map<number, string>(PROPERTY_TYPES.map((t) => [t.id, t.name]));
const SMALL_WORDS = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'el',
  'y',
  'e',
  'o',
  'u',
  'a',
  'al',
  'en',
  'con',
  'por',
  'para',
]);

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * Money, whatever the agency's format ("1,600,000,000", "950.000", "$ 350.000.000", "1600000000", "0"):
 * COP has no cents, so a trailing 1-2 digit decimal part is dropped and every other digit kept.
 */
export function parseMoney(value: unknown): number | null {
  const s = text(value).replace(/[$\s]|COP/gi, '');
  if (!/\d/.test(s) || /[^\d.,-]/.test(s)) return null;
  const digits = s.replace(/[.,]\d{1,2}$/, '').replace(/\D/g, '');
  return digits ? Number(digits) : null;
}

/** Plain integer text: "1600000000", "3". */
export function parseDigits(value: unknown): number | null {
  const s = text(value);
  if (!/^-?\d+(\.0+)?$/.test(s)) return null;
  return Math.trunc(Number(s));
}

/** A count that may carry thousands separators: totalInmuebles "1,394". */
export function parseCount(value: unknown): number | null {
  const s = text(value);
  if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(s)) return null;
  return Number(s.replace(/[.,]/g, ''));
}

/** Areas: "85", "85.50" (dot decimal), "17,297" (comma thousands), "1.234,5" (dot thousands, comma decimal). */
export function parseArea(value: unknown): number | null {
  const s = text(value).replace(/\s|m2|m²/gi, '');
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) return Number(s.replace(/,/g, ''));
  if (/^\d{1,3}(\.\d{3})+,\d+$/.test(s)) return Number(s.replace(/\./g, '').replace(',', '.'));
  if (/^\d+,\d{1,2}$/.test(s)) return Number(s.replace(',', '.'));
  return parseDecimal(s);
}

/** Dot decimal: "217.57", "6.2442". */
export function parseDecimal(value: unknown): number | null {
  const s = text(value);
  if (!/^-?\d+(\.\d+)?$/.test(s)) return null;
  return Number(s);
}

function int(value: unknown, fallback = 0): number {
  return parseDigits(value) ?? fallback;
}

/** Zero areas and coordinates mean "not given" in SIMI. */
function positiveOrNull(value: number | null): number | null {
  return value !== null && value > 0 ? value : null;
}

/**
 * "EL POBLADO" -> "El Poblado", "BOGOTA D.C." -> "Bogota D.C."; mixed-case names keep their capitals,
 * except an accented capital inside a word ("LavanderÍa" -> "Lavandería", as SIMI writes features).
 */
export function titleCase(value: unknown): string {
  const s = text(value).replace(/\s+/g, ' ');
  if (s !== s.toUpperCase()) return s.replace(/(?<=\p{Ll})[ÁÉÍÓÚÜÑ]/gu, (c) => c.toLowerCase());
  return s
    .toLowerCase()
    .split(' ')
    .map((w, i) => {
      if (/^([a-z]\.)+$/.test(w)) return w.toUpperCase();
      return i > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1);
    })
    .join(' ');
}

const CITY_NAMES = new Map<number, string>(CITIES.map((c) => [c.id, c.name]));
const DEPARTMENT_NAMES = new Map<number, string>(DEPARTMENTS.map((d) => [d.id, d.name]));
const CITY_DEPARTMENTS = new Map<number, number>(CITIES.map((c) => [c.id, c.departmentId]));

/** Our spelling of a place SIMI writes in capitals without accents ("MEDELLIN" -> "Medellín"). */
function placeName(id: number | null, raw: unknown, known: ReadonlyMap<number, string>): string {
  const byId = id === null ? undefined : known.get(id);
  if (byId) return byId;
  const display = titleCase(raw);
  const stripped = display.replace(/\s*D\.C\.$/, '');
  for (const name of known.values()) {
    if (sameName(name, display) || sameName(name, stripped)) return name;
  }
  return display;
}

/** "APARTAMENTO" (id 1) -> "Apartamento": our type name when the id is known. */
function typeName(id: number, raw: unknown): string {
  return TYPE_NAMES.get(id) ?? (titleCase(raw) || 'Inmueble');
}

/** A list that SIMI may send as an array, as an object keyed "0","1"... or as the text "Sin resultados". */
export function toList(value: unknown): Raw[] {
  if (Array.isArray(value)) return value.filter(isRecord);
  if (isRecord(value)) {
    return Object.keys(value)
      .filter((k) => /^\d+$/.test(k))
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => value[k])
      .filter(isRecord);
  }
  return [];
}

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The same id under either spelling SIMI uses. */
function either(raw: Raw, ...keys: string[]): unknown {
  for (const k of keys) if (raw[k] !== undefined && raw[k] !== null && raw[k] !== '') return raw[k];
  return undefined;
}

/** SIMI's operation: Arriendo (1), Venta (5), or "Arriendo/venta" (offered both ways). */
export interface SimiOffers {
  readonly rent: number | null;
  readonly sale: number | null;
}

function offersOf(gestionId: unknown, label: unknown, rent: number | null, sale: number | null): SimiOffers {
  const name = text(label).toLowerCase();
  const both = /arriendo.*venta|venta.*arriendo/.test(name) || int(gestionId) === 2;
  if (both) return { rent: rent || null, sale: sale || null };
  if (int(gestionId) === 5 || name === 'venta') return { rent: null, sale: sale ?? 0 };
  return { rent: rent ?? 0, sale: null };
}

/** The gestion a listing is shown under: the one searched for when it is offered both ways, else rent first. */
function pick(offers: SimiOffers, wanted: number): { gestionId: 1 | 5; price: number } {
  if (wanted === 5 && offers.sale !== null) return { gestionId: 5, price: offers.sale };
  if (offers.rent !== null) return { gestionId: 1, price: offers.rent };
  return { gestionId: 5, price: offers.sale ?? 0 };
}

function externalPhoto(url: string): PropertyPhoto {
  return { small: url, large: url, width: null, height: null };
}

/**
 * SIMI dates: ISO ("2024-03-05", "2024-03-05T10:22:11"), "2024-03-05 10:22:11", "2024/03/05" or the
 * Colombian "05/03/2024". null when none of these.
 */
export function parseSimiDate(value: unknown): Date | null {
  const s = text(value);
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?/.exec(s);
  let parts: number[] | null = null;
  if (m)
    parts = [
      Number(m[1]),
      Number(m[2]),
      Number(m[3]),
      Number(m[4] ?? 0),
      Number(m[5] ?? 0),
      Number(m[6] ?? 0),
    ];
  m = parts ? null : /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?/.exec(s);
  if (m)
    parts = [
      Number(m[3]),
      Number(m[2]),
      Number(m[1]),
      Number(m[4] ?? 0),
      Number(m[5] ?? 0),
      Number(m[6] ?? 0),
    ];
  if (!parts) return null;
  const [y, mo, d, h, mi, se] = parts as [number, number, number, number, number, number];
  if (y < 1990 || mo < 1 || mo > 12 || d < 1 || d > 31) return null;
  // Colombia is UTC-5 all year.
  return new Date(Date.UTC(y, mo - 1, d, h + 5, mi, se));
}

/** Options that come from configuration. */
export interface SimiNormalizeOptions {
  /** SIMI_SEDES: sede id -> branch id 1..12. */
  readonly sedes: Readonly<Record<string, number>>;
}

/** A card plus what only the sync needs: both prices, the numeric sede, the dates. */
export interface SimiListing {
  /** Its place ids are null (0 for the city) when SIMI gave none: real cards name places only. */
  readonly card: PropertyCard;
  readonly offers: SimiOffers;
  /** `id_sede` ("0" and "" are none). A card's EdadInmueble is a year, so a card has no age: the detail's. */
  readonly sede: string | null;
  readonly address: string | null;
  readonly description: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  /** `fingreso`, else `fecha_modificacion`; null without either. */
  readonly listedAt: Date | null;
  /** `fecha_modificacion`: the basis of an incremental sync. */
  readonly modifiedAt: Date | null;
}

/** A numeric sede id, or null for SIMI's "none" ("0", ""). */
function sedeOf(value: unknown): string | null {
  const sede = text(value);
  return sede === '' || /^0+$/.test(sede) ? null : sede;
}

/** The branch (BRANCHES) a numeric SIMI sede maps to through SIMI_SEDES, or null when unmapped. */
export function branchOfSede(
  sede: string | null,
  options: SimiNormalizeOptions,
): { id: number; name: string } | null {
  const id = sede ? options.sedes[sede] : undefined;
  const branch = id === undefined ? undefined : BRANCHES.find((b) => b.id === id);
  return branch ? { id: branch.id, name: branch.nombre } : null;
}

/** A search or featured card; `wanted` is the gestion searched for (a listing offered both ways shows that one). */
export function normalizeListing(raw: Raw, wanted = 0): SimiListing | null {
  const code = text(raw.Codigo_Inmueble);
  if (!code) return null;
  const offers = offersOf(raw.idGestion, raw.Gestion, parseMoney(raw.Canon), parseMoney(raw.Venta));
  const shown = pick(offers, wanted);
  const fallbackPrice = parseMoney(raw.valorFiltro) ?? 0;
  const typeId = int(raw.idTipoInmueble);
  const cityId = int(either(raw, 'idCiudad', 'IdCiudad', 'id_ciudad'));
  const departmentId =
    parseDigits(either(raw, 'idDepartamento', 'IdDepartamento', 'Id_depto')) ??
    CITY_DEPARTMENTS.get(cityId) ??
    null;
  const foto1 = text(raw.foto1);
  const modifiedAt = parseSimiDate(raw.fecha_modificacion);
  const listedAt = parseSimiDate(raw.fingreso) ?? modifiedAt;
  return {
    card: {
      code,
      gestionId: shown.gestionId,
      gestion: GESTION_LABELS[shown.gestionId],
      typeId,
      type: typeName(typeId, raw.Tipo_Inmueble),
      departmentId,
      department: placeName(departmentId, raw.Departamento, DEPARTMENT_NAMES),
      cityId,
      city: placeName(cityId, raw.Ciudad, CITY_NAMES),
      neighbourhoodId: parseDigits(either(raw, 'idBarrio', 'IdBarrio', 'id_barrio')),
      neighbourhood: titleCase(raw.Barrio),
      price: shown.price || fallbackPrice,
      adminFee: positiveOrNull(parseMoney(raw.Administracion)),
      estrato: positiveOrNull(parseDigits(raw.Estrato)),
      builtArea: positiveOrNull(parseArea(raw.AreaConstruida)),
      lotArea: positiveOrNull(parseArea(raw.AreaLote)),
      bedrooms: int(raw.Alcobas),
      bathrooms: int(raw.banios),
      parking: int(raw.garaje),
      photo: /^https?:\/\//.test(foto1) ? externalPhoto(foto1) : null,
      featured: text(raw.destacado) === '1',
      listedAt: (listedAt ?? new Date()).toISOString(),
    },
    offers,
    sede: sedeOf(either(raw, 'id_sede', 'sede')),
    address: text(raw.Direccion) || null,
    description: text(raw.descripcionlarga),
    latitude: parseDecimal(raw.latitud) || null,
    longitude: parseDecimal(raw.longitud) || null,
    listedAt,
    modifiedAt,
  };
}

/** SIMI's ids of a listing's department, city and neighbourhood. */
export interface SimiPlaceIds {
  readonly departmentId: number;
  readonly cityId: number;
  readonly neighbourhoodId: number;
}

/** The listing with its place ids (found by name or from the detail), our spelling where we know it. */
export function withPlaces(listing: SimiListing, ids: SimiPlaceIds): SimiListing {
  const { card } = listing;
  return {
    ...listing,
    card: {
      ...card,
      departmentId: ids.departmentId,
      department: placeName(ids.departmentId, card.department, DEPARTMENT_NAMES),
      cityId: ids.cityId,
      city: placeName(ids.cityId, card.city, CITY_NAMES),
      neighbourhoodId: ids.neighbourhoodId,
    },
  };
}

export function normalizeCard(raw: Raw, wanted = 0): PropertyCard | null {
  return normalizeListing(raw, wanted)?.card ?? null;
}

export interface SimiSearchPage {
  items: PropertyCard[];
  total: number;
}

export interface SimiListingPage {
  /** The cards read (SimiPropertySource.inventoryPage: only those it could place). */
  listings: SimiListing[];
  /** Codes of cards that could not be placed (no place ids, names matching no SIMI place): not copied. */
  unplaced: string[];
  /** totalInmuebles, or null when SIMI did not say. */
  total: number | null;
  /** Cards in the answer, valid or not (a short page ends the inventory). */
  received: number;
}

/** `{Inmuebles, datosGrales}` or "Sin resultados"; every number in datosGrales may be text ("1,394"). */
export function normalizeListingPage(body: unknown, wanted = 0): SimiListingPage {
  if (!isRecord(body)) return { listings: [], unplaced: [], total: 0, received: 0 };
  const raws = toList(body.Inmuebles);
  const listings = raws.map((r) => normalizeListing(r, wanted)).filter((l): l is SimiListing => l !== null);
  const info = isRecord(body.datosGrales) ? body.datosGrales : {};
  return { listings, unplaced: [], total: parseCount(info.totalInmuebles), received: raws.length };
}

export function normalizeSearch(body: unknown, wanted = 0): SimiSearchPage {
  const page = normalizeListingPage(body, wanted);
  return { items: page.listings.map((l) => l.card), total: page.total ?? page.listings.length };
}

/** Featured: cards keyed "0".."n-1" plus "infoAdd", or `{Inmuebles:[...]}`, or "Sin resultados". */
export function normalizeFeatured(body: unknown): PropertyCard[] {
  const list = isRecord(body) && body.Inmuebles !== undefined ? toList(body.Inmuebles) : toList(body);
  return list
    .filter((entry) => entry.Codigo_Inmueble !== undefined)
    .map((entry) => normalizeCard(entry))
    .filter((c): c is PropertyCard => c !== null)
    .map((c) => ({ ...c, featured: true }));
}

/**
 * Every feature SIMI lists. `mostrargrupo` "1" only says the text already starts with its group
 * ("Cocina Integral", group "Cocina"); "0" marks plain ones (" Chimenea", every nearby place), shown too.
 */
function features(...lists: unknown[]): PropertyFeature[] {
  return lists
    .flatMap(toList)
    .map((f) => text(f.Descripcion).replace(/\s+/g, ' '))
    .filter((name) => name.length > 0)
    .map((name) => ({ name: titleCase(name), icon: knownFeatureKey(name) }));
}

/** The advisor as SIMI sends it; cedtercero is personal data and stays inside the gateway. */
export interface SimiAdvisor {
  readonly name: string;
  readonly cedtercero: string;
  readonly cellphone: string;
  readonly email: string | null;
  /** FotoAsesor when it is a real photo (not " ", not SIMI's "no photo" address). */
  readonly photoUrl: string | null;
}

export interface SimiDetail {
  /** The public detail, advisor left out (the source adds it with an opaque photo id). */
  readonly detail: Omit<PropertyDetail, 'advisor'>;
  readonly advisor: SimiAdvisor | null;
  readonly offers: SimiOffers;
  /** The numeric sede id (null for "0"). */
  readonly sede: string | null;
  readonly address: string | null;
  /** `fecha_modificacion`. */
  readonly modifiedAt: Date | null;
}

/** Detail, or null when SIMI says the property is not there (`msn`, no `idInm`). */
export function normalizeDetail(
  body: unknown,
  requestedCode: string,
  options: SimiNormalizeOptions,
): SimiDetail | null {
  if (!isRecord(body) || body.msn !== undefined || !text(body.idInm)) return null;
  const offers = offersOf(
    body.IdGestion,
    body.Gestion,
    parseMoney(body.ValorCanon) || null,
    parseMoney(body.ValorVenta) || null,
  );
  const shown = pick(offers, 0);
  const price = shown.price || parseMoney(body.precio) || 0;
  const typeId = int(body.IdTpInm);
  const photos = toList(body.fotos)
    .map((f) => ({ url: text(f.foto), position: int(f.posi, Number.MAX_SAFE_INTEGER) }))
    .filter((f) => /^https?:\/\//.test(f.url))
    .sort((a, b) => a.position - b.position)
    .map((f) => externalPhoto(f.url));
  const [advisorRaw] = toList(body.asesor);
  const advisorPhoto = advisorRaw ? text(advisorRaw.FotoAsesor) : '';
  const idInm = text(body.idInm);
  const cityId = int(either(body, 'IdCiudad', 'id_ciudad', 'idCiudad'));
  const departmentId =
    parseDigits(either(body, 'IdDepartamento', 'Id_depto', 'idDepartamento')) ??
    CITY_DEPARTMENTS.get(cityId) ??
    null;
  const sede = sedeOf(body.sede);
  const branch = branchOfSede(sede, options);
  const modifiedAt = parseSimiDate(body.fecha_modificacion);
  // The detail has no fingreso: the consignment date, else the last change (never 1970).
  const listedAt = parseSimiDate(body.FConsignacion) ?? parseSimiDate(body.fingreso) ?? modifiedAt;
  const cedtercero = advisorRaw ? text(advisorRaw.cedtercero) : '';
  return {
    detail: {
      code: /^\d+-\d+$/.test(idInm) ? idInm : requestedCode,
      gestionId: shown.gestionId,
      gestion: GESTION_LABELS[shown.gestionId],
      typeId,
      type: typeName(typeId, body.Tipo_Inmueble ?? body.tpinmu),
      departmentId,
      department: placeName(departmentId, either(body, 'depto', 'ndepto'), DEPARTMENT_NAMES),
      cityId,
      city: placeName(cityId, either(body, 'ciudad', 'nciudad'), CITY_NAMES),
      neighbourhoodId: parseDigits(either(body, 'IdBarrio', 'id_barrio', 'idBarrio')),
      neighbourhood: titleCase(either(body, 'barrio', 'NombreB')),
      price,
      adminFee: positiveOrNull(parseMoney(body.Administracion)),
      estrato: positiveOrNull(parseDigits(body.Estrato)),
      builtArea: positiveOrNull(parseArea(body.AreaConstruida)),
      lotArea: positiveOrNull(parseArea(body.AreaLote)),
      bedrooms: int(body.alcobas),
      bathrooms: int(body.banos),
      parking: int(body.garaje),
      photo: photos[0] ?? null,
      featured: false,
      listedAt: (listedAt ?? new Date()).toISOString(),
      description: text(body.descripcionlarga),
      age: parseDigits(body.EdadInmueble),
      latitude: parseDecimal(body.latitud) || null,
      longitude: parseDecimal(body.longitud) || null,
      branch: branch?.name ?? null,
      branchId: branch?.id ?? null,
      photos,
      internalFeatures: features(body.caracteristicasInternas),
      // Nearby places (alrededores) are shown with the external features.
      externalFeatures: features(body.caracteristicasExternas, body.caracteristicasAlrededores),
    },
    advisor:
      advisorRaw && cedtercero
        ? {
            name: titleCase(advisorRaw.ntercero),
            cedtercero,
            cellphone: text(advisorRaw.celular).replace(/\D/g, ''),
            email: text(advisorRaw.correo) || null,
            photoUrl:
              /^https?:\/\//.test(advisorPhoto) && advisorPhoto !== SIMI_DEFAULT_ADVISOR_PHOTO
                ? advisorPhoto
                : null,
          }
        : null,
    offers,
    sede,
    address: text(body.Direccion) || null,
    modifiedAt,
  };
}

/** `[{"id":"1","nombre":"MEDELLIN"}]` (or keyed object, or "Sin resultados"). */
function places(
  body: unknown,
  known: ReadonlyMap<number, string> = new Map(),
): { id: number; name: string }[] {
  return toList(body)
    .map((p) => {
      const id = int(p.id ?? p.Id);
      return { id, name: placeName(id, p.nombre ?? p.Nombre, known) };
    })
    .filter((p) => p.id > 0 && p.name.length > 0);
}

/** Our spelling where we know the place ("BOGOTA D.C." -> "Bogotá D.C."). */
export function normalizeDepartments(body: unknown): Department[] {
  return places(body, DEPARTMENT_NAMES);
}

export function normalizeCities(body: unknown, departmentId: number): City[] {
  return places(body, CITY_NAMES).map((c) => ({ ...c, departmentId }));
}

export function normalizeNeighbourhoods(body: unknown, cityId: number): Neighbourhood[] {
  return places(body).map((n) => ({ ...n, cityId }));
}
