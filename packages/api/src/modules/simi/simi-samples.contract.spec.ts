import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { propertyDetailSchema } from '@inmo/contracts';
import {
  FAKE_SIMI_SEDES,
  FAKE_SIMI_TOKEN,
  NO_LATENCY,
  SIMI_REAL_LATENCY,
  startFakeSimiServer,
  type FakeSimiServer,
} from '#test/fake-simi-server';
import { normalizeDetail, normalizeListingPage, toList, withPlaces } from './simi.normalizers';

/**
 * The real SIMI answers of reference/simi-samples/ (personal data replaced, keys, order, types and formats
 * kept) against the fake every other SIMI test uses, and against the normalisers.
 */
type Raw = Record<string, unknown>;
const SAMPLES = join(__dirname, '../../../test/simi-samples');
const sample = (name: string) => JSON.parse(readFileSync(join(SAMPLES, name), 'utf8')) as Raw;
const LIST = sample('filtroInmueble.json');
const DETAIL = sample('inmueble.json');

const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Key -> the value types seen under it across `records`. */
function typesByKey(records: readonly Raw[]): Map<string, Set<string>> {
  const types = new Map<string, Set<string>>();
  for (const r of records)
    for (const [k, v] of Object.entries(r)) types.set(k, (types.get(k) ?? new Set()).add(typeOf(v)));
  return types;
}

/** Every record has exactly the sample's keys in its order, each value of a type the sample has there. */
function expectShapeOf(records: readonly Raw[], samples: readonly Raw[], what: string): void {
  expect(records.length).toBeGreaterThan(0);
  const keys = Object.keys(samples[0]!);
  const types = typesByKey(samples);
  for (const record of records) {
    expect([what, Object.keys(record)]).toEqual([what, keys]);
    for (const [k, v] of Object.entries(record)) {
      if (!types.get(k)!.has(typeOf(v))) throw new Error(`${what}.${k}: ${typeOf(v)} ${JSON.stringify(v)}`);
    }
  }
}

const COMMA_THOUSANDS = /^\d{1,3}(,\d{3})*$/;
const DOT_THOUSANDS = /^\d{1,3}(\.\d{3})*$/;
const DIGITS = /^\d+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const AREA = /^(\d{1,3}(,\d{3})+|\d+(\.\d+)?)$/;
const CARD_FORMATS: Record<string, RegExp> = {
  Venta: COMMA_THOUSANDS,
  Canon: COMMA_THOUSANDS,
  valorFiltro: COMMA_THOUSANDS,
  Administracion: COMMA_THOUSANDS,
  fingreso: DAY,
  fecha_modificacion: STAMP,
  AreaConstruida: AREA,
  AreaLote: AREA,
  id_sede: DIGITS,
  sede: /^$/,
  Estrato: DIGITS,
  idGestion: DIGITS,
  EdadInmueble: /^\d{4}$/,
};
const DETAIL_FORMATS: Record<string, RegExp> = {
  idInm: /^\d+-\d+$/,
  codinm: DIGITS,
  ValorVenta: DIGITS,
  ValorCanon: DIGITS,
  precio: COMMA_THOUSANDS,
  Administracion: DOT_THOUSANDS,
  AreaConstruida: AREA,
  FConsignacion: DAY,
  fecha_modificacion: STAMP,
  IdCiudad: DIGITS,
  IdBarrio: DIGITS,
  IdDepartamento: DIGITS,
  sede: DIGITS,
};

function expectFormats(record: Raw, formats: Record<string, RegExp>, what: string): void {
  for (const [k, re] of Object.entries(formats))
    expect([what, k, String(record[k])]).toEqual([what, k, expect.stringMatching(re)]);
}

describe('the fake SIMI answers in the shapes of the real samples', () => {
  let fake: FakeSimiServer;
  const get = async (path: string): Promise<Raw> => {
    const res = await fetch(new URL(path, fake.baseUrl), {
      headers: { authorization: `Basic ${Buffer.from(`:${FAKE_SIMI_TOKEN}`).toString('base64')}` },
    });
    return (await res.json()) as Raw;
  };
  const page = (n: number, size: number) =>
    `v2.1.1/filtroInmueble/limite/${n}/total/${size}/ciudad/0/barrio/0/tipoInm/0/tipOper/0/valmin/0/valmax/0/campo/fecha/precio/0/order/asc/banios/0/alcobas/0/garajes/0/sede/0/usuario/0`;

  beforeAll(async () => {
    fake = await startFakeSimiServer({ size: 80, latency: NO_LATENCY });
  });
  afterAll(() => fake.close());

  it('search: the same top-level keys, datosGrales and card keys, in order, with the same types and formats', async () => {
    const body = await get(page(1, 80));
    expect(Object.keys(body)).toEqual(Object.keys(LIST));
    expectShapeOf([body.datosGrales as Raw], [LIST.datosGrales as Raw], 'datosGrales');
    const cards = body.Inmuebles as Raw[];
    expect(Array.isArray(cards)).toBe(true);
    expectShapeOf(cards, LIST.Inmuebles as Raw[], 'card');
    for (const card of cards) {
      expectFormats(card, CARD_FORMATS, `card ${String(card.Codigo_Inmueble)}`);
      for (const id of ['idCiudad', 'IdCiudad', 'idBarrio', 'IdBarrio', 'idDepartamento'])
        expect(card[id]).toBeUndefined();
    }
    // Rent cards too, not only the samples' sales.
    expect(new Set(cards.map((c) => c.Gestion))).toEqual(new Set(['Arriendo', 'Venta']));
  });

  it('search: numbers where SIMI gives numbers; over 100 rows asked gives 10', async () => {
    const body = await get(page(2, 25));
    expect(body.datosGrales).toMatchObject({
      inicio: 1,
      fin: 4,
      pagina_actual: '2',
      totalInmuebles: 80,
      totalPagina: '25',
    });
    const big = await get(page(1, 150));
    expect((big.Inmuebles as Raw[]).length).toBe(10);
  });

  it('detail: the same keys in order, nested lists and objects with the same keys and types, and formats', async () => {
    const details: Raw[] = [];
    for (const p of fake.catalog.properties.slice(0, 12))
      details.push(await get(`v2/inmueble/codInmueble/${p.code}`));
    expectShapeOf(details, [DETAIL], 'detail');
    for (const d of details) expectFormats(d, DETAIL_FORMATS, `detail ${String(d.idInm)}`);
    const all = (key: string) => details.flatMap((d) => toList(d[key]));
    const sampleFeatures = [
      'caracteristicasInternas',
      'caracteristicasExternas',
      'caracteristicasAlrededores',
    ].flatMap((k) => toList(DETAIL[k]));
    for (const key of ['caracteristicasInternas', 'caracteristicasExternas', 'caracteristicasAlrededores'])
      expectShapeOf(all(key), sampleFeatures, key);
    expectShapeOf(all('fotos'), toList(DETAIL.fotos), 'fotos');
    expectShapeOf(all('asesor'), toList(DETAIL.asesor), 'asesor');
    expectShapeOf(all('captador'), toList(DETAIL.captador), 'captador');
    for (const key of ['othercaracteristicas', 'inmobiliaria'])
      expectShapeOf(
        details.map((d) => d[key] as Raw),
        [DETAIL[key] as Raw],
        key,
      );
    // Integer posi 1..n in order, plain features with mostrargrupo "0" among them.
    for (const d of details)
      expect(toList(d.fotos).map((f) => f.posi)).toEqual(toList(d.fotos).map((_, i) => i + 1));
    expect(all('caracteristicasInternas').some((f) => f.mostrargrupo === '0')).toBe(true);
  });

  it("answers at SIMI's measured latency unless told otherwise: a list call's time grows with its rows", async () => {
    expect(SIMI_REAL_LATENCY).toEqual({ search: 3500, perRow: 210, detail: 200, other: 300 });
    // Scaled down 20 times; lower bounds only (a timer never fires early).
    fake.setLatency({ search: 175, perRow: 10.5, detail: 10 });
    try {
      const timed = async (path: string) => {
        const started = performance.now();
        await get(path);
        return performance.now() - started;
      };
      expect(await timed(page(1, 40))).toBeGreaterThanOrEqual(175 + 40 * 10.5 - 1);
      expect(await timed(page(1, 150))).toBeGreaterThanOrEqual(175 + 10 * 10.5 - 1); // over 100: 10 rows
      expect(
        await timed(`v2/inmueble/codInmueble/${fake.catalog.properties[0]!.code}`),
      ).toBeGreaterThanOrEqual(9);
    } finally {
      fake.setLatency(NO_LATENCY);
    }
  });

  it('not found: HTTP 200 with status 1 and msn, no idInm', async () => {
    expect(await get('v2/inmueble/codInmueble/919-999999')).toMatchObject({
      status: 1,
      msn: 'Inmueble NO Disponible',
    });
  });
});

describe('the normalisers read every field of the real samples', () => {
  it('search cards: names without ids, money past 32 bits, comma areas, no age from a year, the branch from id_sede', () => {
    const page = normalizeListingPage(LIST);
    expect(page.total).toBe(2726);
    expect(page.received).toBe(3);
    const [lot, house, vereda] = page.listings;
    expect(lot!.card).toEqual({
      code: '919-636',
      gestionId: 5,
      gestion: 'Venta',
      typeId: 7,
      type: 'Lote',
      departmentId: null,
      department: 'Cundinamarca',
      cityId: 0,
      city: 'Tenjo',
      neighbourhoodId: null,
      neighbourhood: 'Tenjo',
      price: 4_324_250_000,
      adminFee: null,
      estrato: 4,
      builtArea: 17_297,
      lotArea: 17_297,
      bedrooms: 0,
      bathrooms: 0,
      parking: 0,
      photo: {
        small: 'https://photos.example/listing-1-1=s1200',
        large: 'https://photos.example/listing-1-1=s1200',
        width: null,
        height: null,
      },
      featured: false,
      listedAt: '2010-05-20T05:00:00.000Z',
    });
    expect(lot).toMatchObject({
      offers: { rent: null, sale: 4_324_250_000 },
      sede: null,
      description: 'Texto libre de la agencia sobre el inmueble.',
      latitude: 4.8716623,
      longitude: -74.14687049999999,
      modifiedAt: new Date('2026-08-20T19:03:15Z'),
    });
    expect(lot).not.toHaveProperty('age');
    expect(house!.card).toMatchObject({
      typeId: 2,
      type: 'Casa',
      price: 2_100_000_000,
      adminFee: 130_000,
      bedrooms: 3,
      bathrooms: 4,
      estrato: 5,
      builtArea: 1000,
    });
    expect(vereda!.card).toMatchObject({
      city: 'La Calera',
      neighbourhood: 'Vereda El Salitre',
      price: 300_000_000,
      lotArea: 10_000,
    });
    const branch = normalizeListingPage({
      ...LIST,
      Inmuebles: [{ ...(LIST.Inmuebles as Raw[])[0], id_sede: '12062' }],
    });
    expect(branch.listings[0]!.sede).toBe('12062');
  });

  it('a placed card keeps our spelling of known places', () => {
    const [lot] = normalizeListingPage(LIST).listings;
    expect(withPlaces(lot!, { departmentId: 25, cityId: 25799, neighbourhoodId: 7 }).card).toMatchObject({
      departmentId: 25,
      cityId: 25799,
      neighbourhoodId: 7,
      city: 'Tenjo',
    });
  });

  it('detail: every field, all 19 features with their text, 5 photos in order, the age, the dates, the branch', () => {
    const simi = normalizeDetail(DETAIL, '919-72965', { sedes: { '12062': 3 } })!;
    expect(simi).not.toBeNull();
    const { detail } = simi;
    expect(propertyDetailSchema.omit({ advisor: true }).parse(detail)).toEqual(detail);
    expect(detail).toMatchObject({
      code: '919-72965',
      gestionId: 5,
      gestion: 'Venta',
      typeId: 1,
      type: 'Apartamento',
      departmentId: 11,
      department: 'Bogotá D.C.',
      cityId: 11001,
      city: 'Bogotá',
      neighbourhoodId: 1115181,
      neighbourhood: 'La Cabrera',
      price: 1_600_000_000,
      adminFee: 1_500_000,
      estrato: 6,
      builtArea: 217.57,
      lotArea: 217.57,
      bedrooms: 3,
      bathrooms: 5,
      parking: 2,
      age: 51,
      latitude: 4.666632,
      longitude: -74.04719000000001,
      description: 'Texto libre de la agencia sobre el inmueble.',
      listedAt: '2025-05-16T05:00:00.000Z',
      branch: null,
      branchId: null,
    });
    expect(simi).toMatchObject({
      sede: null,
      address: 'CL 00 0 00 AP 000',
      offers: { rent: null, sale: 1_600_000_000 },
      modifiedAt: new Date('2026-02-26T15:57:46Z'),
    });
    expect(detail.photos.map((p) => p.large)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `https://photos.example/detail-${n}=s1200`),
    );
    expect(detail.internalFeatures.map((f) => f.name)).toEqual([
      'Baño Privado',
      'Chimenea',
      'Closet',
      'Cocina Eléctrica',
      'Gas Natural',
      'Cocina Integral',
      'Lavandería',
      'Estado Del Inmueble Bueno',
      'Pisos Madera Laminada',
      'Terraza',
      'Vigilancia 24 Horas',
    ]);
    expect(detail.externalFeatures.map((f) => f.name)).toEqual([
      'Depósito',
      'Nro Apartamento',
      'Parqueaderos Cubierto',
      'Unidad Cerrada',
      'Gimnasio',
      'Cerca A Supermercados',
      'Parques Cercanos',
      'Trans. Público Cercano',
    ]);
    expect(simi.advisor).toEqual({
      name: 'Nombre Apellido Apellido',
      cedtercero: '12345678',
      cellphone: '3000000000',
      email: 'asesor@agencia.example',
      photoUrl: 'https://fotos-crm.example/FotosProfile/12345678.png',
    });
    const withSede = normalizeDetail({ ...DETAIL, sede: '12062' }, '919-72965', { sedes: { '12062': 3 } })!;
    expect(withSede.detail).toMatchObject({ branchId: 3 });
    expect(withSede.detail.branch).toEqual(expect.any(String));
  });

  it('a detail without FConsignacion dates from fecha_modificacion, never 1970', () => {
    const { FConsignacion: _, ...rest } = DETAIL;
    expect(normalizeDetail(rest, '919-72965', { sedes: FAKE_SIMI_SEDES })!.detail.listedAt).toBe(
      '2026-02-26T15:57:46.000Z',
    );
  });
});
