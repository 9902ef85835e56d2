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
 * A real HTTP server that answers like the live SIMI web API as public clients observe it
 * (reference/simi-api.md, "Further findings" included): every scalar a string (null where SIMI sends
 * null), money in the agency's mixed formats ("1,600,000,000", "950.000", "$ 350.000.000", "0"), areas
 * "85.50" and "17,297", `fotos` arrays with out-of-order string `posi`, features with `mostrargrupo`,
 * numeric sede ids, FotoAsesor as a URL, " " or SIMI's "no photo" address, not-found as
 * `{status:1,msn}` with HTTP 200, featured with `infoAdd` under `limite` or `limit`, `campo/<price field>`
 * / `campo/fecha` / `campo/0` ordering differently, `totalInmuebles` as "1,394", "Arriendo/venta"
 * listings, and Basic auth that accepts one user-name form only. Latency, HTML pages with HTTP 200, 500s
 * and hangs are configurable per test.
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
  /** Milliseconds a search takes: a fixed number or a [min, max] range. */
  readonly search?: number | readonly [number, number];
  readonly detail?: number | readonly [number, number];
  /** Featured, places, gestion. */
  readonly other?: number | readonly [number, number];
}

export interface FakeSimiOptions {
  readonly size?: number;
  readonly seed?: number;
  /** Delay of the 'slow' failure. */
  readonly slowMs?: number;
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
  /** The code of a listing offered both ways ("Arriendo/venta"). */
  bothWaysCodes(): string[];
  /** The listing as the fake presents it: price per gestion, sede. */
  listing(code: string): FakeListing | undefined;
  close(): Promise<void>;
}

export interface FakeListing {
  readonly property: SeedProperty;
  readonly rent: number | null;
  readonly sale: number | null;
  readonly sede: string;
  /** Which quirk its money fields use. */
  readonly moneyStyle: 'comma' | 'dots' | 'dollar';
}

const TYPE_NAMES = new Map<number, string>(PROPERTY_TYPES.map((t) => [t.id, t.name]));
const CITY = new Map(CITIES.map((c) => [c.id as number, c]));
const DEPT = new Map(DEPARTMENTS.map((d) => [d.id as number, d]));
const BRANCH_IDS = new Map(BRANCHES.map((b) => [b.nombre, b.id]));

/** SIMI writes places in capitals without accents; Bogotá is "BOGOTA D.C.". */
function simiName(name: string): string {
  const upper = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
  return upper === 'BOGOTA' ? 'BOGOTA D.C.' : upper;
}

const comma = (n: number) => n.toLocaleString('en-US');
const dots = (n: number) => comma(n).replace(/,/g, '.');

function money(n: number, style: FakeListing['moneyStyle']): string {
  if (n === 0) return '0';
  if (style === 'dots') return dots(n);
  if (style === 'dollar') return `$ ${dots(n)}`;
  return comma(n);
}

/** "85.50"-style areas, and comma thousands for big lots ("17,297"). */
function area(value: number | null, decimals: boolean): string {
  if (value === null) return '0';
  if (value >= 1000) return comma(Math.round(value));
  return decimals ? value.toFixed(2) : String(Math.round(value));
}

/** Non-ISO dates as SIMI's agencies enter them. */
function fingreso(date: Date, variant: number): string {
  const iso = date.toISOString();
  if (variant === 0) return iso.slice(0, 10);
  if (variant === 1) return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

function delayOf(spec: number | readonly [number, number] | undefined): number {
  if (spec === undefined) return 0;
  if (typeof spec === 'number') return spec;
  return spec[0] + Math.random() * (spec[1] - spec[0]);
}

export async function startFakeSimiServer(options: FakeSimiOptions = {}): Promise<FakeSimiServer> {
  const catalog = generateCatalog(options.size ?? 60, options.seed ?? 4242);
  const slowMs = options.slowMs ?? 1500;
  let latency: FakeLatency = options.latency ?? {};
  let acceptUser: FakeAuthUser = options.acceptUser ?? '';
  const priceField = options.priceField ?? 'precio';
  const requests: string[] = [];
  const authUsers: string[] = [];
  const failures: FakeFailure[] = [];
  let down: Exclude<FakeFailure, 'slow'> | null = null;
  const withdrawn = new Set<string>();
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
  for (const p of catalog.properties) {
    // Every 13th rent listing is also for sale ("Arriendo/venta", idGestion "2").
    const both = p.gestionId === 1 && p.id % 13 === 0;
    const styles = ['comma', 'dots', 'dollar'] as const;
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
      moneyStyle: styles[p.id % 3]!,
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

  function card(l: FakeListing, i: number): Record<string, string | null> {
    const p = l.property;
    const photos = photosOf.get(p.id) ?? [];
    const city = CITY.get(p.cityId)!;
    const g = gestion(l);
    const base: Record<string, string | null> = {
      Codigo_Inmueble: p.code,
      codInterno: String(p.id),
      IdInmobiliaria: '919',
      NombreInmo: 'ALAMEDA INMOBILIARIA',
      logo: 'https://simicrm.app/logos/919.png',
      Tipo_Inmueble: TYPE_NAMES.get(p.typeId)!.toUpperCase(),
      idTipoInmueble: String(p.typeId),
      Gestion: g.name,
      idGestion: g.id,
      idEstado: '1',
      estadoInmueble: 'Disponible',
      Venta: money(l.sale ?? 0, l.moneyStyle),
      Canon: money(l.rent ?? 0, l.moneyStyle),
      Administracion: money(p.adminFee ?? 0, l.moneyStyle),
      valorFiltro: String(l.rent ?? l.sale ?? 0),
      Departamento: simiName(DEPT.get(p.departmentId)!.name),
      idDepartamento: String(p.departmentId),
      Ciudad: simiName(city.name),
      Zona: 'SUR',
      Barrio: simiName(nb.get(p.neighbourhoodId)!.name),
      idBarrio: String(p.neighbourhoodId),
      latitud: String(p.latitude),
      longitud: String(p.longitude),
      Estrato: String(p.estrato ?? 0),
      AreaConstruida: area(p.builtArea, p.id % 2 === 0),
      AreaLote: area(p.lotArea, false),
      Alcobas: String(p.bedrooms),
      banios: String(p.bathrooms),
      garaje: String(p.parking),
      EdadInmueble: String(p.age ?? 0),
      descripcionlarga: p.description,
      fingreso: fingreso(p.listedAt, p.id % 3),
      destacado: p.featured ? '1' : null,
      sede: l.sede,
      foto360: '0',
      video360: null,
    };
    for (let n = 1; n <= 10; n++) {
      const ph = photos[n - 1];
      base[`foto${n}`] = ph ? photoUrl(ph.fileKey) : '';
    }
    // Both spellings of the city id are seen in the wild.
    base[i % 2 === 0 ? 'idCiudad' : 'IdCiudad'] = String(p.cityId);
    return base;
  }

  /** FotoAsesor: SIMI's "no photo" address, a blank, or a real photo (served by this server). */
  function advisorPhoto(p: SeedProperty, cedtercero: string): string {
    if (p.id % 3 === 0) return DEFAULT_ADVISOR_PHOTO;
    if (p.id % 3 === 1) return ' ';
    return `${origin}/fotos/${cedtercero}.jpg`;
  }

  function detail(l: FakeListing): Record<string, unknown> {
    const p = l.property;
    const advisor = advisors.get(p.advisorId)!;
    const photos = photosOf.get(p.id) ?? [];
    const features = featuresOf.get(p.id) ?? [];
    const g = gestion(l);
    const city = CITY.get(p.cityId)!;
    // Out of order on purpose, positions as text: an array usually, a keyed object now and then.
    const fotos = [...photos]
      .sort((a, b) => ((a.position * 7) % 5) - ((b.position * 7) % 5) || b.position - a.position)
      .map((ph) => ({ foto: photoUrl(ph.fileKey), posi: String(ph.position) }));
    const feature = (f: SeedCatalog['features'][number], i: number, upper: boolean) => ({
      id: String(i + 1),
      Descripcion: upper ? f.name.toUpperCase() : `  ${f.name} `,
      cantidad: '1',
      // The agency hides every fourth one.
      mostrargrupo: i % 4 === 3 ? '0' : '1',
    });
    return {
      idInm: String(p.id),
      codinm: String(p.id),
      IdGestion: g.id,
      Gestion: g.name,
      IdTpInm: String(p.typeId),
      Tipo_Inmueble: TYPE_NAMES.get(p.typeId)!.toUpperCase(),
      sede: l.sede,
      depto: simiName(DEPT.get(p.departmentId)!.name),
      ciudad: simiName(city.name),
      barrio: simiName(nb.get(p.neighbourhoodId)!.name),
      zona: 'SUR',
      IdDepartamento: String(p.departmentId),
      IdCiudad: String(p.cityId),
      IdBarrio: String(p.neighbourhoodId),
      Direccion: p.address,
      latitud: p.id % 5 === 0 ? null : String(p.latitude),
      longitud: p.id % 5 === 0 ? null : String(p.longitude),
      alcobas: String(p.bedrooms),
      banos: String(p.bathrooms),
      garaje: String(p.parking),
      Estrato: String(p.estrato ?? 0),
      EdadInmueble: String(p.age ?? 0),
      AreaConstruida: area(p.builtArea, true),
      AreaLote: area(p.lotArea, false),
      ValorVenta: String(l.sale ?? 0),
      ValorCanon: String(l.rent ?? 0),
      precio: money(l.rent ?? l.sale ?? 0, 'comma'),
      Administracion: money(p.adminFee ?? 0, l.moneyStyle === 'comma' ? 'dots' : l.moneyStyle),
      AdmonIncluida: '0',
      descripcionlarga: p.description,
      fingreso: fingreso(p.listedAt, p.id % 3),
      fotos: p.id % 4 === 0 ? Object.fromEntries(fotos.map((f, i) => [String(i), f])) : fotos,
      caracteristicasInternas: features
        .filter((f) => f.kind === 'internal')
        .map((f, i) => feature(f, i, false)),
      caracteristicasExternas: features
        .filter((f) => f.kind === 'external')
        .map((f, i) => feature(f, i, true)),
      caracteristicasAlrededores: [],
      asesor: [
        {
          ntercero: advisor.name.toUpperCase(),
          cedtercero: advisor.cedtercero,
          celular: advisor.cellphone,
          correo: advisor.email,
          FotoAsesor: advisorPhoto(p, advisor.cedtercero),
        },
      ],
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
    if (matches.length === 0) return 'Sin resultados';
    const desc = (params.get('order') ?? 'desc').toLowerCase() === 'desc';
    const campo = params.get('campo') ?? '0';
    // campo/0 (or any unknown field) is SIMI's default order: the order listings were loaded in.
    const key =
      campo === 'fecha'
        ? (l: FakeListing) => l.property.listedAt.getTime()
        : campo === priceField
          ? (l: FakeListing) => priceFor(l, tipOper)
          : null;
    matches.sort((a, b) => {
      if (!key) return a.property.id - b.property.id;
      const d = key(a) - key(b);
      return (desc ? -d : d) || a.property.id - b.property.id;
    });
    const slice = matches.slice((page - 1) * size, page * size).map(card);
    const total = matches.length;
    return {
      // Odd pages come as an array, even pages as an object keyed "0","1"...
      Inmuebles: page % 2 === 1 ? slice : Object.fromEntries(slice.map((c, i) => [String(i), c])),
      datosGrales: {
        inicio: 1,
        fin: Math.ceil(total / size),
        pagina_actual: String(page),
        totalInmuebles: total >= 1000 ? comma(total) : total,
        totalPagina: String(size),
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
      ...Object.fromEntries(slice.map((l, i) => [String(i), card(l, i)])),
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

  function route(path: string): { body: unknown; kind: keyof FakeLatency } | undefined {
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
    later(() => json(200, answer.body), (failure === 'slow' ? slowMs : 0) + delayOf(latency[answer.kind]));
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
