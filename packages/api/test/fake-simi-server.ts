import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { CITIES, DEPARTMENTS, PROPERTY_TYPES } from '@inmo/contracts';
import { generateCatalog, type SeedCatalog } from '../src/modules/properties/catalog/catalog-seed.generator';

/**
 * A real HTTP server that answers like the SIMI web API, quirks included (reference/simi-api.md):
 * strings for every scalar, comma/dot thousands per field, lists as objects keyed "0","1"..., the text
 * "Sin resultados", `msn` with HTTP 200 for a missing property, `{status:401}` with HTTP 200 for bad
 * credentials, IdCiudad/idCiudad, photos out of order, the default advisor photo URL. Failures
 * (HTML, 500, slow answers) can be queued for the next requests.
 */
export const FAKE_SIMI_TOKEN = 'Xq7pT2vB9mK4sL8wR3nF6hJ1cD5gA0zE2yU4iO7-919';
export const DEFAULT_ADVISOR_PHOTO = 'https://simicrm.app/mcomercialweb/';
/** Where the fake's property photos and advisor photos live (PHOTO_ORIGINS of a gateway using it). */
export const FAKE_SIMI_PHOTO_ORIGINS = ['https://images.simi-fake.example', 'https://simicrm.app'] as const;

export type FakeFailure = 'html' | 'http500' | 'slow';

export interface FakeSimiServer {
  readonly baseUrl: string;
  readonly catalog: SeedCatalog;
  /** Paths requested so far (after the base), in order. */
  readonly requests: string[];
  /** The next `count` requests fail this way, whatever they ask. */
  failNext(mode: FakeFailure, count?: number): void;
  close(): Promise<void>;
}

const GESTION_NAMES: Record<number, string> = { 1: 'Arriendo', 5: 'Venta' };
const TYPE_NAMES = new Map<number, string>(PROPERTY_TYPES.map((t) => [t.id, t.name]));
const comma = (n: number) => n.toLocaleString('en-US');
const dots = (n: number) => n.toLocaleString('en-US').replace(/,/g, '.');

export async function startFakeSimiServer(
  options: { size?: number; slowMs?: number } = {},
): Promise<FakeSimiServer> {
  const catalog = generateCatalog(options.size ?? 60, 4242);
  const slowMs = options.slowMs ?? 1500;
  const requests: string[] = [];
  const failures: FakeFailure[] = [];
  const nb = new Map(catalog.neighbourhoods.map((n) => [n.id, n]));
  const city = new Map(CITIES.map((c) => [c.id as number, c]));
  const dept = new Map(DEPARTMENTS.map((d) => [d.id as number, d]));
  const advisors = new Map(catalog.advisors.map((a) => [a.id, a]));

  const photoUrl = (key: string) => `${FAKE_SIMI_PHOTO_ORIGINS[0]}/919/${key}.jpg`;

  function card(p: SeedCatalog['properties'][number], i: number): Record<string, string> {
    const photos = catalog.photos.filter((ph) => ph.propertyId === p.id);
    const base: Record<string, string> = {
      Codigo_Inmueble: p.code,
      codInterno: String(p.id),
      Tipo_Inmueble: TYPE_NAMES.get(p.typeId)!,
      idTipoInmueble: String(p.typeId),
      Gestion: GESTION_NAMES[p.gestionId]!,
      idGestion: String(p.gestionId),
      Venta: p.gestionId === 5 ? comma(p.price) : '0',
      Canon: p.gestionId === 1 ? comma(p.price) : '0',
      Administracion: p.adminFee ? comma(p.adminFee) : '0',
      valorFiltro: String(p.price),
      Departamento: dept.get(p.departmentId)!.name.toUpperCase(),
      idDepartamento: String(p.departmentId),
      Ciudad: city.get(p.cityId)!.name.toUpperCase(),
      Zona: 'SUR',
      Barrio: nb.get(p.neighbourhoodId)!.name.toUpperCase(),
      idBarrio: String(p.neighbourhoodId),
      latitud: String(p.latitude),
      longitud: String(p.longitude),
      Estrato: String(p.estrato ?? 0),
      AreaConstruida: String(p.builtArea ?? 0),
      AreaLote: String(p.lotArea ?? 0),
      Alcobas: String(p.bedrooms),
      banios: String(p.bathrooms),
      garaje: String(p.parking),
      EdadInmueble: String(p.age ?? 0),
      descripcionlarga: p.description,
      foto1: photos[0] ? photoUrl(photos[0].fileKey) : '',
      fingreso: p.listedAt.toISOString().slice(0, 10),
      destacado: p.featured ? '1' : '0',
    };
    // Both spellings of the city id are seen in the wild.
    base[i % 2 === 0 ? 'idCiudad' : 'IdCiudad'] = String(p.cityId);
    return base;
  }

  function detail(p: SeedCatalog['properties'][number]): Record<string, unknown> {
    const advisor = advisors.get(p.advisorId)!;
    const photos = catalog.photos.filter((ph) => ph.propertyId === p.id);
    const features = catalog.propertyFeatures
      .filter((pf) => pf.propertyId === p.id)
      .map((pf) => catalog.features.find((f) => f.id === pf.featureId)!);
    return {
      idInm: String(p.id),
      codinm: p.code,
      IdGestion: String(p.gestionId),
      Gestion: GESTION_NAMES[p.gestionId],
      IdTpInm: String(p.typeId),
      Tipo_Inmueble: TYPE_NAMES.get(p.typeId),
      sede: p.branch,
      depto: dept.get(p.departmentId)!.name.toUpperCase(),
      ciudad: city.get(p.cityId)!.name.toUpperCase(),
      barrio: nb.get(p.neighbourhoodId)!.name.toUpperCase(),
      zona: 'SUR',
      IdDepartamento: String(p.departmentId),
      IdCiudad: String(p.cityId),
      IdBarrio: String(p.neighbourhoodId),
      Direccion: p.address,
      latitud: String(p.latitude),
      longitud: String(p.longitude),
      alcobas: String(p.bedrooms),
      banos: String(p.bathrooms),
      garaje: String(p.parking),
      Estrato: String(p.estrato ?? 0),
      EdadInmueble: String(p.age ?? 0),
      AreaConstruida: p.builtArea === null ? '0' : p.builtArea.toFixed(2),
      AreaLote: String(p.lotArea ?? 0),
      ValorVenta: p.gestionId === 5 ? String(p.price) : '0',
      ValorCanon: p.gestionId === 1 ? String(p.price) : '0',
      precio: comma(p.price),
      Administracion: p.adminFee ? dots(p.adminFee) : '0',
      AdmonIncluida: '0',
      descripcionlarga: p.description,
      fingreso: p.listedAt.toISOString().slice(0, 10),
      // Out of order on purpose, positions as text, as an object keyed "0","1"...
      fotos: Object.fromEntries(
        [...photos]
          .reverse()
          .map((ph, i) => [String(i), { foto: photoUrl(ph.fileKey), posi: String(ph.position) }]),
      ),
      caracteristicasInternas: features
        .filter((f) => f.kind === 'internal')
        .map((f, i) => ({ id: String(i + 1), Descripcion: `  ${f.name} `, mostrargrupo: '1' })),
      caracteristicasExternas: features
        .filter((f) => f.kind === 'external')
        .map((f, i) => ({ id: String(i + 1), Descripcion: f.name.toUpperCase(), mostrargrupo: '1' })),
      caracteristicasAlrededores: [],
      asesor: [
        {
          ntercero: advisor.name.toUpperCase(),
          cedtercero: advisor.cedtercero,
          celular: advisor.cellphone,
          correo: advisor.email,
          FotoAsesor:
            p.id % 2 === 0
              ? DEFAULT_ADVISOR_PHOTO
              : `${FAKE_SIMI_PHOTO_ORIGINS[1]}/fotos/${advisor.cedtercero}.jpg`,
        },
      ],
    };
  }

  function search(params: Map<string, string>): unknown {
    const num = (k: string) => Number(params.get(k) ?? '0') || 0;
    const page = Math.max(1, num('limite'));
    let size = num('total') || num('cantidad') || 10;
    if (size > 100) size = 10;
    const matches = catalog.properties.filter(
      (p) =>
        (!num('ciudad') || p.cityId === num('ciudad')) &&
        (!num('barrio') || p.neighbourhoodId === num('barrio')) &&
        (!num('tipoInm') || p.typeId === num('tipoInm')) &&
        (!num('tipOper') || p.gestionId === num('tipOper')) &&
        (!num('valmin') || p.price >= num('valmin')) &&
        (!num('valmax') || p.price <= num('valmax')) &&
        (!num('alcobas') || p.bedrooms >= num('alcobas')) &&
        (!num('banios') || p.bathrooms >= num('banios')) &&
        (!num('garajes') || p.parking >= num('garajes')),
    );
    if (matches.length === 0) return 'Sin resultados';
    const desc = (params.get('order') ?? 'desc').toLowerCase() === 'desc';
    const byDate = params.get('campo') === 'fecha';
    matches.sort((a, b) => {
      const d = byDate ? a.listedAt.getTime() - b.listedAt.getTime() : a.price - b.price;
      return (desc ? -d : d) || a.id - b.id;
    });
    const slice = matches.slice((page - 1) * size, page * size).map(card);
    return {
      // Odd pages come as an array, even pages as an object keyed "0","1"...
      Inmuebles: page % 2 === 1 ? slice : Object.fromEntries(slice.map((c, i) => [String(i), c])),
      datosGrales: {
        inicio: 1,
        fin: Math.ceil(matches.length / size),
        pagina_actual: String(page),
        totalInmuebles: matches.length,
        totalPagina: slice.length,
      },
    };
  }

  function route(path: string): unknown {
    const parts = path.split('/').filter(Boolean);
    const [version, resource] = parts;
    if (!version || !/^v2(\.1\.1|\.1\.3|1)?$/.test(version)) return undefined;
    if (resource === 'filtroInmueble') {
      const params = new Map<string, string>();
      for (let i = 2; i + 1 < parts.length; i += 2) params.set(parts[i]!, decodeURIComponent(parts[i + 1]!));
      return search(params);
    }
    if (resource === 'inmueble' && parts[2] === 'codInmueble') {
      const code = decodeURIComponent(parts[3] ?? '');
      const p = catalog.properties.find((x) => x.code === code);
      return p ? detail(p) : { msn: 'Inmueble NO Disponible', status: 404 };
    }
    if (resource === 'inmueblesDestacados') {
      const total = Number(parts[parts.indexOf('total') + 1] ?? 5);
      const featured = catalog.properties.filter((p) => p.featured).slice(0, total);
      if (featured.length === 0) return 'Sin resultados';
      return {
        ...Object.fromEntries(featured.map((p, i) => [String(i), card(p, i)])),
        infoAdd: { total: featured.length },
      };
    }
    if (resource === 'departamento') {
      const ids = new Set(catalog.properties.map((p) => p.departmentId));
      return DEPARTMENTS.filter((d) => ids.has(d.id)).map((d) => ({
        id: String(d.id),
        nombre: d.name.toUpperCase(),
      }));
    }
    if (resource === 'ciudad' && parts[2] === 'idDepartamento') {
      const depId = Number(parts[3]);
      const ids = new Set(catalog.properties.filter((p) => p.departmentId === depId).map((p) => p.cityId));
      const list = CITIES.filter((c) => ids.has(c.id)).map((c) => ({
        id: String(c.id),
        nombre: c.name.toUpperCase(),
      }));
      return list.length ? list : 'Sin resultados';
    }
    if (resource === 'barrios' && parts[2] === 'idCiudad') {
      const cityId = Number(parts[3]);
      const ids = new Set(
        catalog.properties.filter((p) => p.cityId === cityId).map((p) => p.neighbourhoodId),
      );
      const list = [...ids].map((id) => ({ id: String(id), nombre: nb.get(id)!.name.toUpperCase() }));
      // Keyed object rather than an array, as SIMI sometimes does.
      return list.length ? Object.fromEntries(list.map((n, i) => [String(i), n])) : 'Sin resultados';
    }
    return undefined;
  }

  function authorized(req: IncomingMessage): boolean {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return false;
    const [, password] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
    return password === FAKE_SIMI_TOKEN;
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/ApiSimiweb\/response\//, '');
    requests.push(path);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const failure = failures.shift();
    if (failure === 'html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body><h1>Error de servidor</h1></body></html>');
      return;
    }
    if (failure === 'http500') return json(500, { error: 'Internal' });
    const answer = () => {
      if (!authorized(req)) return json(200, { status: 401, description: 'Token no valido' });
      const body = route(path);
      if (body === undefined) return json(404, { error: 'not found' });
      json(200, body);
    };
    if (failure === 'slow') setTimeout(answer, slowMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/ApiSimiweb/response/`,
    catalog,
    requests,
    failNext: (mode, count = 1) => {
      for (let i = 0; i < count; i++) failures.push(mode);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
