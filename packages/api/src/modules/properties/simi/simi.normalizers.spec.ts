import {
  normalizeDetail,
  normalizeFeatured,
  normalizeSearch,
  parseCommaThousands,
  parseDecimal,
  parseDigits,
  parseDotThousands,
  titleCase,
  toList,
} from './simi.normalizers';

describe('SIMI number formats, parsed per field', () => {
  it('reads comma thousands, dot thousands, digits and dot decimals', () => {
    expect(parseCommaThousands('1,900,000,000')).toBe(1_900_000_000);
    expect(parseCommaThousands('$ 2,500,000')).toBe(2_500_000);
    expect(parseCommaThousands('0')).toBe(0);
    expect(parseDotThousands('1.500.000')).toBe(1_500_000);
    expect(parseDotThousands('350000')).toBe(350_000);
    expect(parseDigits('1600000000')).toBe(1_600_000_000);
    expect(parseDigits('abc')).toBeNull();
    expect(parseDecimal('217.57')).toBe(217.57);
    expect(parseDecimal('')).toBeNull();
  });

  it('turns keyed objects and "Sin resultados" into lists', () => {
    expect(toList([{ a: 1 }])).toEqual([{ a: 1 }]);
    expect(toList({ '1': { b: 2 }, '0': { a: 1 }, infoAdd: { total: 2 } })).toEqual([{ a: 1 }, { b: 2 }]);
    expect(toList('Sin resultados')).toEqual([]);
    expect(toList(null)).toEqual([]);
  });

  it('title-cases names that come in capitals only', () => {
    expect(titleCase('EL POBLADO')).toBe('El Poblado');
    expect(titleCase('SANTAFE DE ANTIOQUIA')).toBe('Santafe de Antioquia');
    expect(titleCase('Belén')).toBe('Belén');
  });
});

describe('SIMI bodies', () => {
  it('normalises a search page with either city id spelling', () => {
    const page = normalizeSearch({
      Inmuebles: {
        '0': {
          Codigo_Inmueble: '919-1',
          idGestion: '5',
          Gestion: 'Venta',
          Venta: '1,600,000,000',
          Canon: '0',
          IdCiudad: '25974',
          Ciudad: 'MEDELLIN',
          Barrio: 'EL POBLADO',
          Alcobas: '3',
          banios: '2',
          garaje: '1',
          AreaConstruida: '217.57',
          foto1: '',
        },
        '1': {
          Codigo_Inmueble: '919-2',
          idGestion: '1',
          Gestion: 'Arriendo',
          Venta: '0',
          Canon: '2,300,000',
          idCiudad: '25999',
          Ciudad: 'ENVIGADO',
          foto1: 'https://x/1.jpg',
        },
      },
      datosGrales: { totalInmuebles: 394, fin: 33 },
    });
    expect(page.total).toBe(394);
    expect(page.items.map((i) => [i.code, i.gestionId, i.price, i.cityId, i.city])).toEqual([
      ['919-1', 5, 1_600_000_000, 25974, 'Medellin'],
      ['919-2', 1, 2_300_000, 25999, 'Envigado'],
    ]);
    expect(page.items[0]).toMatchObject({
      neighbourhood: 'El Poblado',
      bedrooms: 3,
      builtArea: 217.57,
      photo: null,
    });
    expect(page.items[1]!.photo?.small).toBe('https://x/1.jpg');
    expect(normalizeSearch('Sin resultados')).toEqual({ items: [], total: 0 });
  });

  it('keeps only entries with a code from the featured map', () => {
    const cards = normalizeFeatured({
      '0': { Codigo_Inmueble: '919-7', idGestion: '1', Canon: '900,000' },
      infoAdd: { x: 1 },
    });
    expect(cards.map((c) => [c.code, c.price])).toEqual([['919-7', 900_000]]);
    expect(normalizeFeatured('Sin resultados')).toEqual([]);
  });

  it('treats msn as not found and sorts photos by posi', () => {
    expect(normalizeDetail({ msn: 'Inmueble NO Disponible', status: 404 }, '919-1')).toBeNull();
    const detail = normalizeDetail(
      {
        idInm: '10',
        codinm: '919-10',
        IdGestion: '1',
        ValorCanon: '2500000',
        precio: '2,500,000',
        Administracion: '1.500.000',
        AreaConstruida: '85.50',
        fotos: [
          { foto: 'https://x/b.jpg', posi: '2' },
          { foto: 'https://x/a.jpg', posi: '1' },
          { foto: 'https://x/c.jpg', posi: '10' },
        ],
        caracteristicasInternas: [{ Descripcion: '  Balcón ' }],
        caracteristicasExternas: { '0': { Descripcion: 'GIMNASIO' } },
        asesor: [
          {
            ntercero: 'ANA GOMEZ',
            cedtercero: '123',
            celular: '300 123 4567',
            FotoAsesor: 'https://simicrm.app/mcomercialweb/',
          },
        ],
      },
      '919-10',
    );
    expect(detail).toMatchObject({ price: 2_500_000, adminFee: 1_500_000, builtArea: 85.5 });
    expect(detail!.photos.map((p) => p.large)).toEqual([
      'https://x/a.jpg',
      'https://x/b.jpg',
      'https://x/c.jpg',
    ]);
    expect(detail!.internalFeatures).toEqual([{ name: 'Balcón', icon: null }]);
    expect(detail!.externalFeatures).toEqual([{ name: 'GIMNASIO', icon: 'gimnasio' }]);
    expect(detail!.advisor).toEqual({
      name: 'Ana Gomez',
      cedtercero: '123',
      cellphone: '3001234567',
      email: null,
      photoUrl: null,
    });
  });
});
