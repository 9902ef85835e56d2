import {
  normalizeCities,
  normalizeDepartments,
  normalizeDetail,
  normalizeFeatured,
  normalizeListingPage,
  normalizeSearch,
  parseArea,
  parseCount,
  parseDecimal,
  parseDigits,
  parseMoney,
  parseSimiDate,
  titleCase,
  toList,
} from './simi.normalizers';

const OPTIONS = { sedes: { '12062': 2 } };

describe('SIMI number formats', () => {
  it('reads every money format as its digits (COP has no cents)', () => {
    expect(parseMoney('1,900,000,000')).toBe(1_900_000_000);
    expect(parseMoney('950.000')).toBe(950_000);
    expect(parseMoney('120.000')).toBe(120_000);
    expect(parseMoney('$ 350.000.000')).toBe(350_000_000);
    expect(parseMoney('$ 2,500,000')).toBe(2_500_000);
    expect(parseMoney('1600000000')).toBe(1_600_000_000);
    expect(parseMoney('2500000.00')).toBe(2_500_000);
    expect(parseMoney('0')).toBe(0);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('consultar')).toBeNull();
  });

  it('reads areas with dot decimals and comma thousands', () => {
    expect(parseArea('85')).toBe(85);
    expect(parseArea('85.50')).toBe(85.5);
    expect(parseArea('217.57')).toBe(217.57);
    expect(parseArea('17,297')).toBe(17_297);
    expect(parseArea('1.234,5')).toBe(1234.5);
    expect(parseArea('')).toBeNull();
  });

  it('reads counts with thousands separators, digits and dot decimals', () => {
    expect(parseCount('1,394')).toBe(1394);
    expect(parseCount(394)).toBe(394);
    expect(parseCount('33')).toBe(33);
    expect(parseDigits('1600000000')).toBe(1_600_000_000);
    expect(parseDigits('abc')).toBeNull();
    expect(parseDecimal('6.2442')).toBe(6.2442);
    expect(parseDecimal(null)).toBeNull();
  });

  it('reads SIMI dates in ISO and non-ISO forms (Colombian time), null when unreadable', () => {
    expect(parseSimiDate('2024-03-05')?.toISOString()).toBe('2024-03-05T05:00:00.000Z');
    expect(parseSimiDate('2024-03-05 10:22:11')?.toISOString()).toBe('2024-03-05T15:22:11.000Z');
    expect(parseSimiDate('05/03/2024')?.toISOString()).toBe('2024-03-05T05:00:00.000Z');
    expect(parseSimiDate('0000-00-00')).toBeNull();
    expect(parseSimiDate('ayer')).toBeNull();
  });

  it('turns keyed objects and "Sin resultados" into lists', () => {
    expect(toList([{ a: 1 }])).toEqual([{ a: 1 }]);
    expect(toList({ '1': { b: 2 }, '0': { a: 1 }, infoAdd: { total: 2 } })).toEqual([{ a: 1 }, { b: 2 }]);
    expect(toList('Sin resultados')).toEqual([]);
    expect(toList(null)).toEqual([]);
  });

  it('title-cases names that come in capitals only, keeping D.C.', () => {
    expect(titleCase('EL POBLADO')).toBe('El Poblado');
    expect(titleCase('SANTAFE DE ANTIOQUIA')).toBe('Santafe de Antioquia');
    expect(titleCase('BOGOTA D.C.')).toBe('Bogota D.C.');
    expect(titleCase('CERCA A TRANSPORTE PUBLICO')).toBe('Cerca a Transporte Publico');
    expect(titleCase('Belén')).toBe('Belén');
  });
});

describe('SIMI bodies', () => {
  const sale = {
    Codigo_Inmueble: '919-1',
    idGestion: '5',
    Gestion: 'Venta',
    Tipo_Inmueble: 'APARTAMENTO',
    idTipoInmueble: '1',
    Venta: '$ 350.000.000',
    Canon: '0',
    Administracion: '120.000',
    IdCiudad: '25974',
    Ciudad: 'MEDELLIN',
    idBarrio: '7',
    Barrio: 'EL POBLADO',
    Alcobas: '3',
    banios: '2',
    garaje: '1',
    AreaConstruida: '85.50',
    AreaLote: '17,297',
    foto1: '',
    fingreso: '2024-03-05 10:22:11',
    destacado: null,
    video360: null,
    sede: '12062',
  };
  const both = {
    Codigo_Inmueble: '919-2',
    idGestion: '2',
    Gestion: 'Arriendo/venta',
    Venta: '1,600,000,000',
    Canon: '950.000',
    idCiudad: '11001',
    Ciudad: 'BOGOTA D.C.',
    foto1: 'https://x/1.jpg',
    fingreso: '05/03/2024',
  };

  it('normalises a search page: money as digits, capitals, areas, dates, totals with commas', () => {
    const page = normalizeSearch({
      Inmuebles: { '0': sale, '1': both },
      datosGrales: { totalInmuebles: '1,394', fin: '117', totalPagina: '12' },
    });
    expect(page.total).toBe(1394);
    expect(page.items.map((i) => [i.code, i.gestionId, i.price, i.cityId, i.city])).toEqual([
      ['919-1', 5, 350_000_000, 25974, 'Medellín'],
      ['919-2', 1, 950_000, 11001, 'Bogotá'],
    ]);
    expect(page.items[0]).toMatchObject({
      type: 'Apartamento',
      department: 'Antioquia',
      neighbourhood: 'El Poblado',
      adminFee: 120_000,
      bedrooms: 3,
      builtArea: 85.5,
      lotArea: 17_297,
      photo: null,
      featured: false,
      listedAt: '2024-03-05T15:22:11.000Z',
    });
    expect(page.items[1]!.listedAt).toBe('2024-03-05T05:00:00.000Z');
    expect(page.items[1]!.photo?.small).toBe('https://x/1.jpg');
    expect(normalizeSearch('Sin resultados')).toEqual({ items: [], total: 0 });
  });

  it('shows an "Arriendo/venta" listing under the gestion searched for, and keeps both prices for the copy', () => {
    expect(normalizeSearch({ Inmuebles: [both] }, 5).items[0]).toMatchObject({
      gestionId: 5,
      price: 1_600_000_000,
    });
    expect(normalizeSearch({ Inmuebles: [both] }, 1).items[0]).toMatchObject({
      gestionId: 1,
      price: 950_000,
    });
    const [listing] = normalizeListingPage({ Inmuebles: [both, sale] }).listings;
    expect(listing!.offers).toEqual({ rent: 950_000, sale: 1_600_000_000 });
    expect(normalizeListingPage({ Inmuebles: [sale] }).listings[0]).toMatchObject({
      offers: { rent: null, sale: 350_000_000 },
      sede: '12062',
    });
  });

  it('reads featured as cards keyed "0".."n-1" plus infoAdd, or as {Inmuebles:[...]}', () => {
    const keyed = normalizeFeatured({
      '0': { Codigo_Inmueble: '919-7', idGestion: '1', Canon: '900,000' },
      infoAdd: { inicio: '1', fin: '1', totalInmuebles: '1', totalPagina: '10' },
    });
    expect(keyed.map((c) => [c.code, c.price, c.featured])).toEqual([['919-7', 900_000, true]]);
    const wrapped = normalizeFeatured({
      Inmuebles: [{ Codigo_Inmueble: '919-8', idGestion: '5', Venta: '950.000.000' }],
    });
    expect(wrapped.map((c) => [c.code, c.price])).toEqual([['919-8', 950_000_000]]);
    expect(normalizeFeatured('Sin resultados')).toEqual([]);
  });

  it('spells known places our way in the place lists', () => {
    expect(
      normalizeDepartments([
        { id: '11', nombre: 'BOGOTA D.C.' },
        { id: '5', nombre: 'ANTIOQUIA' },
      ]),
    ).toEqual([
      { id: 11, name: 'Bogotá D.C.' },
      { id: 5, name: 'Antioquia' },
    ]);
    expect(
      normalizeCities(
        { '0': { id: '25974', nombre: 'MEDELLIN' }, '1': { id: '99999', nombre: 'LA UNION' } },
        5,
      ),
    ).toEqual([
      { id: 25974, name: 'Medellín', departmentId: 5 },
      { id: 99999, name: 'La Union', departmentId: 5 },
    ]);
  });

  it('treats {status:1, msn} as not found', () => {
    expect(normalizeDetail({ status: 1, msn: 'Inmueble NO Disponible' }, '919-1', OPTIONS)).toBeNull();
  });

  const detailBody = {
    idInm: '10',
    codinm: '10',
    IdGestion: '1',
    Gestion: 'Arriendo',
    Tipo_Inmueble: 'APARTAMENTO',
    IdTpInm: '1',
    ciudad: 'BOGOTA D.C.',
    IdCiudad: '11001',
    ValorCanon: '2500000',
    ValorVenta: '0',
    precio: '2,500,000',
    Administracion: '1.500.000',
    AreaConstruida: '85.50',
    latitud: null,
    sede: '12062',
    fotos: [
      { foto: 'https://x/b.jpg', posi: '2' },
      { foto: 'https://x/c.jpg', posi: '10' },
      { foto: 'https://x/a.jpg', posi: '1' },
    ],
    caracteristicasInternas: [
      { Descripcion: '  Balcón ', mostrargrupo: '1', cantidad: '1' },
      { Descripcion: 'Cuarto útil', mostrargrupo: '0', cantidad: '1' },
    ],
    caracteristicasExternas: { '0': { Descripcion: 'GIMNASIO', mostrargrupo: '1' } },
    asesor: [{ ntercero: 'ANA GOMEZ', cedtercero: '43123456', celular: '300 123 4567', FotoAsesor: ' ' }],
  };

  it('normalises a detail: code from the request, photos by posi, every feature (mostrargrupo "0" too), branch from the sede', () => {
    const simi = normalizeDetail(detailBody, '919-10', OPTIONS)!;
    expect(simi.detail).toMatchObject({
      code: '919-10',
      type: 'Apartamento',
      city: 'Bogotá',
      price: 2_500_000,
      adminFee: 1_500_000,
      builtArea: 85.5,
      latitude: null,
      branch: 'POBLADO',
      branchId: 2,
    });
    expect(simi.detail.photos.map((p) => p.large)).toEqual([
      'https://x/a.jpg',
      'https://x/b.jpg',
      'https://x/c.jpg',
    ]);
    // mostrargrupo "0" marks a feature whose text does not start with its group: shown all the same.
    expect(simi.detail.internalFeatures).toEqual([
      { name: 'Balcón', icon: null },
      { name: 'Cuarto útil', icon: null },
    ]);
    expect(simi.detail.externalFeatures).toEqual([{ name: 'Gimnasio', icon: 'gimnasio' }]);
    expect(simi.detail).not.toHaveProperty('advisor');
    expect(simi.advisor).toEqual({
      name: 'Ana Gomez',
      cedtercero: '43123456',
      cellphone: '3001234567',
      email: null,
      photoUrl: null,
    });
  });

  it('keeps a real FotoAsesor and drops SIMI\'s "no photo" address; an unmapped sede shows no branch', () => {
    const real = normalizeDetail(
      { ...detailBody, asesor: [{ ...detailBody.asesor[0], FotoAsesor: 'https://fotos.example/a.jpg' }] },
      '919-10',
      { sedes: {} },
    )!;
    expect(real.advisor?.photoUrl).toBe('https://fotos.example/a.jpg');
    expect(real.detail.branch).toBeNull();
    expect(real.detail.branchId).toBeNull();
    const none = normalizeDetail(
      {
        ...detailBody,
        asesor: [{ ...detailBody.asesor[0], FotoAsesor: 'https://simicrm.app/mcomercialweb/' }],
      },
      '919-10',
      OPTIONS,
    )!;
    expect(none.advisor?.photoUrl).toBeNull();
  });
});
