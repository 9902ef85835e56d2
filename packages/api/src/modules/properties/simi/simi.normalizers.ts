import {
  GESTION_LABELS,
  PROPERTY_TYPES,
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
const SMALL_WORDS = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y', 'e']);

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function stripCurrency(value: unknown): string {
  return text(value)
    .replace(/^\$\s*/, '')
    .replace(/\s+/g, '');
}

/** Plain integer text: "1600000000", "3". */
export function parseDigits(value: unknown): number | null {
  const s = stripCurrency(value);
  if (!/^-?\d+(\.0+)?$/.test(s)) return null;
  return Math.trunc(Number(s));
}

/** Comma thousands: "1,900,000,000", "$ 2,500,000". */
export function parseCommaThousands(value: unknown): number | null {
  const s = stripCurrency(value);
  if (!/^\d{1,3}(,\d{3})*(\.\d+)?$/.test(s)) return parseDigits(s);
  return Math.round(Number(s.replace(/,/g, '')));
}

/** Dot thousands: "1.500.000". A single dot followed by 1-2 digits would be a decimal, not thousands. */
export function parseDotThousands(value: unknown): number | null {
  const s = stripCurrency(value);
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(s)) return Math.round(Number(s.replace(/\./g, '').replace(',', '.')));
  return parseDigits(s);
}

/** Dot decimal: "217.57". */
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

/** "EL POBLADO" -> "El Poblado"; mixed-case names are kept as they are. */
export function titleCase(value: unknown): string {
  const s = text(value).replace(/\s+/g, ' ');
  if (s !== s.toUpperCase()) return s;
  return s
    .toLowerCase()
    .split(' ')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
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
  for (const k of keys) if (raw[k] !== undefined && raw[k] !== '') return raw[k];
  return undefined;
}

function gestionOf(id: unknown, label: unknown): 1 | 5 {
  if (int(id) === 5) return 5;
  return /^venta$/i.test(text(label)) ? 5 : 1;
}

function externalPhoto(url: string): PropertyPhoto {
  return { small: url, large: url, width: null, height: null };
}

function isoDate(value: unknown): string {
  const s = text(value);
  const date = s ? new Date(s.length === 10 ? `${s}T00:00:00Z` : s) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : new Date(0).toISOString();
}

export function normalizeCard(raw: Raw): PropertyCard | null {
  const code = text(raw.Codigo_Inmueble);
  if (!code) return null;
  const gestionId = gestionOf(raw.idGestion, raw.Gestion);
  const sale = parseCommaThousands(raw.Venta) ?? 0;
  const rent = parseCommaThousands(raw.Canon) ?? 0;
  const price = (gestionId === 5 ? sale : rent) || sale || rent || (parseDigits(raw.valorFiltro) ?? 0);
  const typeId = int(raw.idTipoInmueble);
  const foto1 = text(raw.foto1);
  return {
    code,
    gestionId,
    gestion: GESTION_LABELS[gestionId],
    typeId,
    type: text(raw.Tipo_Inmueble) || TYPE_NAMES.get(typeId) || 'Inmueble',
    departmentId: parseDigits(either(raw, 'idDepartamento', 'IdDepartamento')),
    department: titleCase(raw.Departamento),
    cityId: int(either(raw, 'idCiudad', 'IdCiudad')),
    city: titleCase(raw.Ciudad),
    neighbourhoodId: parseDigits(either(raw, 'idBarrio', 'IdBarrio')),
    neighbourhood: titleCase(raw.Barrio),
    price,
    adminFee: positiveOrNull(parseCommaThousands(raw.Administracion)),
    estrato: positiveOrNull(parseDigits(raw.Estrato)),
    builtArea: positiveOrNull(parseDecimal(raw.AreaConstruida)),
    lotArea: positiveOrNull(parseDecimal(raw.AreaLote)),
    bedrooms: int(raw.Alcobas),
    bathrooms: int(raw.banios),
    parking: int(raw.garaje),
    photo: foto1 ? externalPhoto(foto1) : null,
    featured: text(raw.destacado) === '1',
    listedAt: isoDate(raw.fingreso),
  };
}

export interface SimiSearchPage {
  items: PropertyCard[];
  total: number;
}

/** `{Inmuebles, datosGrales}` or "Sin resultados". */
export function normalizeSearch(body: unknown): SimiSearchPage {
  if (!isRecord(body)) return { items: [], total: 0 };
  const items = toList(body.Inmuebles)
    .map(normalizeCard)
    .filter((c): c is PropertyCard => c !== null);
  const info = isRecord(body.datosGrales) ? body.datosGrales : {};
  return { items, total: parseDigits(info.totalInmuebles) ?? items.length };
}

/** Featured: an object of cards keyed "0".."n-1" plus "infoAdd", or "Sin resultados". */
export function normalizeFeatured(body: unknown): PropertyCard[] {
  return toList(body)
    .filter((entry) => entry.Codigo_Inmueble !== undefined)
    .map(normalizeCard)
    .filter((c): c is PropertyCard => c !== null);
}

function features(value: unknown): PropertyFeature[] {
  return toList(value)
    .map((f) => text(f.Descripcion).replace(/\s+/g, ' '))
    .filter((name) => name.length > 0)
    .map((name) => ({ name, icon: knownFeatureKey(name) }));
}

/** Detail, or null when SIMI says the property is not there (`msn`, no `idInm`). */
export function normalizeDetail(body: unknown, requestedCode: string): PropertyDetail | null {
  if (!isRecord(body) || body.msn !== undefined || !text(body.idInm)) return null;
  const gestionId = gestionOf(body.IdGestion, body.Gestion);
  const price =
    (gestionId === 5 ? parseDigits(body.ValorVenta) : parseDigits(body.ValorCanon)) ||
    parseCommaThousands(body.precio) ||
    0;
  const typeId = int(body.IdTpInm);
  const photos = toList(body.fotos)
    .map((f) => ({ url: text(f.foto), position: int(f.posi, Number.MAX_SAFE_INTEGER) }))
    .filter((f) => f.url.length > 0)
    .sort((a, b) => a.position - b.position)
    .map((f) => externalPhoto(f.url));
  const [advisorRaw] = toList(body.asesor);
  const advisorPhoto = advisorRaw ? text(advisorRaw.FotoAsesor) : '';
  const codinm = text(body.codinm);
  return {
    code: codinm.includes('-') ? codinm : requestedCode,
    gestionId,
    gestion: GESTION_LABELS[gestionId],
    typeId,
    type: text(body.Tipo_Inmueble ?? body.tipo_inmueble) || TYPE_NAMES.get(typeId) || 'Inmueble',
    departmentId: parseDigits(either(body, 'IdDepartamento', 'idDepartamento')),
    department: titleCase(body.depto),
    cityId: int(either(body, 'IdCiudad', 'idCiudad')),
    city: titleCase(body.ciudad),
    neighbourhoodId: parseDigits(either(body, 'IdBarrio', 'idBarrio')),
    neighbourhood: titleCase(body.barrio),
    price,
    adminFee: positiveOrNull(parseDotThousands(body.Administracion)),
    estrato: positiveOrNull(parseDigits(body.Estrato)),
    builtArea: positiveOrNull(parseDecimal(body.AreaConstruida)),
    lotArea: positiveOrNull(parseDecimal(body.AreaLote)),
    bedrooms: int(body.alcobas),
    bathrooms: int(body.banos),
    parking: int(body.garaje),
    photo: photos[0] ?? null,
    featured: false,
    listedAt: isoDate(body.fingreso),
    description: text(body.descripcionlarga),
    age: parseDigits(body.EdadInmueble),
    latitude: parseDecimal(body.latitud) || null,
    longitude: parseDecimal(body.longitud) || null,
    branch: text(body.sede) || null,
    photos,
    internalFeatures: features(body.caracteristicasInternas),
    externalFeatures: features(body.caracteristicasExternas),
    advisor: advisorRaw
      ? {
          name: titleCase(advisorRaw.ntercero),
          cedtercero: text(advisorRaw.cedtercero),
          cellphone: text(advisorRaw.celular).replace(/\D/g, ''),
          email: text(advisorRaw.correo) || null,
          photoUrl: advisorPhoto && advisorPhoto !== SIMI_DEFAULT_ADVISOR_PHOTO ? advisorPhoto : null,
        }
      : null,
  };
}

/** `[{"id":"1","nombre":"MEDELLIN"}]` (or keyed object, or "Sin resultados"). */
function places(body: unknown): { id: number; name: string }[] {
  return toList(body)
    .map((p) => ({ id: int(p.id ?? p.Id), name: titleCase(p.nombre ?? p.Nombre) }))
    .filter((p) => p.id > 0 && p.name.length > 0);
}

export function normalizeDepartments(body: unknown): Department[] {
  return places(body);
}

export function normalizeCities(body: unknown, departmentId: number): City[] {
  return places(body).map((c) => ({ ...c, departmentId }));
}

export function normalizeNeighbourhoods(body: unknown, cityId: number): Neighbourhood[] {
  return places(body).map((n) => ({ ...n, cityId }));
}
