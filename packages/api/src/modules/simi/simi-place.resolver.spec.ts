import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { placeKey, SimiPlaceResolver, type SimiPlaceLookups } from './simi-place.resolver';
import { normalizeListingPage, type SimiPlaceIds } from './simi.normalizers';
import { copyShortfall } from './simi-copy.guard';

type Raw = Record<string, unknown>;
const LIST = JSON.parse(
  readFileSync(join(__dirname, '../../../test/simi-samples/filtroInmueble.json'), 'utf8'),
) as Raw;
const CARDS = LIST.Inmuebles as Raw[];

/** SIMI's catalogues as it writes them: capitals, no accents (reference/simi-api.md). */
function lookups(over: Partial<SimiPlaceLookups> = {}) {
  const calls: string[] = [];
  const base: SimiPlaceLookups = {
    departments: () => {
      calls.push('departamento');
      return Promise.resolve([
        { id: 11, name: 'BOGOTA D.C.' },
        { id: 25, name: 'CUNDINAMARCA' },
      ]);
    },
    cities: (id) => {
      calls.push(`ciudad/${id}`);
      return Promise.resolve(
        id === 25
          ? [
              { id: 25799, name: 'TENJO' },
              { id: 25377, name: 'LA CALERA' },
            ]
          : id === 11
            ? [{ id: 11001, name: 'BOGOTA D.C.' }]
            : null,
      );
    },
    neighbourhoods: (id) => {
      calls.push(`barrios/${id}`);
      const lists: Record<number, { id: number; name: string }[]> = {
        25799: [{ id: 1, name: 'TENJO' }],
        25377: [
          { id: 2, name: 'LA CALERA' },
          { id: 3, name: 'VEREDA EL SALITRE' },
        ],
        11001: [{ id: 1115181, name: 'LA CABRERA' }],
      };
      return Promise.resolve(lists[id] ?? null);
    },
    detailPlaces: (code) => {
      calls.push(`detail/${code}`);
      return Promise.resolve(null);
    },
    ...over,
  };
  return { lookups: base, calls };
}

const silent = { warn: jest.fn() };

describe('placeKey', () => {
  it('folds case, accents, punctuation and the "D.C." of Bogotá', () => {
    for (const name of ['Bogota', 'Bogota Dc', 'BOGOTA D.C.', 'Bogotá D.C.', 'bogotá'])
      expect(placeKey(name)).toBe('bogota');
    expect(placeKey('Itagüí')).toBe(placeKey('ITAGUI'));
    expect(placeKey('Vereda El Salitre')).toBe(placeKey('VEREDA  EL SALITRE'));
    expect(placeKey('La Calera')).not.toBe(placeKey('Calera'));
  });
});

describe('SimiPlaceResolver', () => {
  it("places the real sample's cards by name, each catalogue read once", async () => {
    const { lookups: l, calls } = lookups();
    const resolver = new SimiPlaceResolver(l, silent);
    const { placed, unplaced } = await resolver.place(normalizeListingPage(LIST).listings);
    expect(unplaced).toEqual([]);
    expect(
      placed.map((p) => [p.card.code, p.card.departmentId, p.card.cityId, p.card.neighbourhoodId]),
    ).toEqual([
      ['919-636', 25, 25799, 1],
      ['919-236', 25, 25377, 2],
      ['919-1177', 25, 25377, 3],
    ]);
    expect(calls).toEqual(['departamento', 'ciudad/25', 'barrios/25799', 'barrios/25377']);
    // Kept for the next page.
    await resolver.place(normalizeListingPage(LIST).listings);
    expect(calls).toHaveLength(4);
  });

  it('matches "Bogota" / "Bogota Dc" cards against "BOGOTA D.C." catalogues', async () => {
    const resolver = new SimiPlaceResolver(lookups().lookups, silent);
    const card = { ...CARDS[0], Departamento: 'Bogota Dc', Ciudad: 'Bogota', Barrio: 'LA CABRERA' };
    const { placed } = await resolver.place(normalizeListingPage({ Inmuebles: [card] }).listings);
    expect(placed[0]!.card).toMatchObject({
      departmentId: 11,
      cityId: 11001,
      neighbourhoodId: 1115181,
      city: 'Bogotá',
    });
  });

  it('asks the detail for a card its names cannot place, and counts and logs one it cannot place at all', async () => {
    const warn = jest.fn<void, [string]>();
    const fromDetail: SimiPlaceIds = { departmentId: 25, cityId: 25377, neighbourhoodId: 9 };
    const { lookups: l, calls } = lookups({
      detailPlaces: (code) => {
        calls.push(`detail/${code}`);
        return Promise.resolve(code === '919-236' ? fromDetail : null);
      },
    });
    const cards = [{ ...CARDS[1], Barrio: 'Barrio Nuevo' }, { ...CARDS[0], Ciudad: 'Atlantis' }, CARDS[2]];
    const resolver = new SimiPlaceResolver(l, { warn });
    const { placed, unplaced } = await resolver.place(normalizeListingPage({ Inmuebles: cards }).listings);
    expect(placed.map((p) => p.card.code)).toEqual(['919-236', '919-1177']);
    expect(placed[0]!.card.neighbourhoodId).toBe(9);
    expect(unplaced).toEqual(['919-636']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/919-636 cannot be placed.*Atlantis/);
    expect(calls.filter((c) => c.startsWith('detail/'))).toEqual(['detail/919-236', 'detail/919-636']);
  });

  it('takes the ids a card already has without asking SIMI', async () => {
    const { lookups: l, calls } = lookups();
    const card = { ...CARDS[0], IdCiudad: '25799', idDepartamento: '25', idBarrio: '77' };
    const { placed } = await new SimiPlaceResolver(l, silent).place(
      normalizeListingPage({ Inmuebles: [card] }).listings,
    );
    expect(placed[0]!.card).toMatchObject({ cityId: 25799, neighbourhoodId: 77 });
    expect(calls).toEqual([]);
  });

  it('reads a catalogue again for a name it lacks once it is 10 minutes old (a new neighbourhood)', async () => {
    let now = 0;
    let hoods = [{ id: 1, name: 'TENJO' }];
    const { lookups: l, calls } = lookups({
      neighbourhoods: (id) => {
        calls.push(`barrios/${id}`);
        return Promise.resolve(hoods);
      },
    });
    const resolver = new SimiPlaceResolver(l, silent, () => now);
    const card = (barrio: string) =>
      normalizeListingPage({ Inmuebles: [{ ...CARDS[0], Barrio: barrio }] }).listings;
    expect((await resolver.place(card('Centro'))).unplaced).toEqual(['919-636']);
    hoods = [...hoods, { id: 5, name: 'CENTRO' }];
    expect((await resolver.place(card('Centro'))).unplaced).toEqual(['919-636']);
    now = 11 * 60 * 1000;
    expect((await resolver.place(card('Centro'))).placed[0]!.card.neighbourhoodId).toBe(5);
    expect(calls.filter((c) => c.startsWith('barrios/'))).toEqual(['barrios/25799', 'barrios/25799']);
  });
});

describe('copyShortfall: a copy is never served empty or missing more than a few percent', () => {
  it.each([
    [{ reported: 0, copied: 0, unplaced: 0 }, /no listings at all/],
    [{ reported: null, copied: 0, unplaced: 0 }, /no listings at all/],
    [{ reported: 2726, copied: 0, unplaced: 2726 }, /none of the 2726 .*\(2726 could not be placed/],
    [{ reported: 1000, copied: 970, unplaced: 30 }, /only 970 of the 1000 .* more than 2% dropped/],
  ])('%j refuses', (count, message) => {
    expect(copyShortfall(count)).toMatch(message);
  });

  it.each([
    { reported: 1000, copied: 980, unplaced: 20 },
    { reported: 1000, copied: 1000, unplaced: 0 },
    { reported: null, copied: 5, unplaced: 0 },
    // Listings added during the read.
    { reported: 1000, copied: 1004, unplaced: 0 },
  ])('%j is served', (count) => {
    expect(copyShortfall(count)).toBeNull();
  });
});
