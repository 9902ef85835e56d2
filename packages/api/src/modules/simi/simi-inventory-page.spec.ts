import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UpstreamError } from '#src/infra/http/upstream.error';
import { detailAnswer, readInventoryPage } from './simi-inventory-page';

const SAMPLES = path.resolve(__dirname, '../../../test/simi-samples');
const sample = (name: string): unknown => JSON.parse(readFileSync(path.join(SAMPLES, name), 'utf8'));

describe('readInventoryPage: what the sync counts a complete read by', () => {
  it("reads the real page: page 1's totalInmuebles and fin, each card's code and fecha_modificacion", () => {
    const page = readInventoryPage(sample('filtroInmueble.json'));
    expect(page).toMatchObject({ total: 2726, pageCount: 909, received: 3, empty: false });
    expect(page.codes).toEqual(['919-636', '919-236', '919-1177']);
    expect(page.modified).toEqual(['2026-08-20 14:03:15', '2026-08-20 14:03:15', '2026-08-20 14:03:15']);
  });

  it('counts as text too ("1,394"), and cards keyed "0","1"', () => {
    const body = sample('filtroInmueble.json') as { Inmuebles: unknown[]; datosGrales: object };
    const keyed = {
      Inmuebles: Object.fromEntries(body.Inmuebles.map((c, i) => [String(i), c])),
      datosGrales: { ...body.datosGrales, totalInmuebles: '1,394', fin: '465' },
    };
    expect(readInventoryPage(keyed)).toMatchObject({ total: 1394, pageCount: 465, received: 3 });
  });

  it('"Sin resultados" is an empty inventory; anything else odd is an error, never an empty page', () => {
    expect(readInventoryPage('Sin resultados')).toMatchObject({ empty: true, total: 0, received: 0 });
    for (const odd of [[], null, 'Error', 42, {}, { Inmuebles: [] }]) {
      expect(() => readInventoryPage(odd)).toThrow(UpstreamError);
    }
  });
});

describe('detailAnswer: only SIMI saying "not found" withdraws', () => {
  it('the real detail is found; msn or status 1 without idInm is absent', () => {
    expect(detailAnswer(sample('inmueble.json'))).toBe('found');
    expect(detailAnswer({ status: 1, msn: 'Inmueble NO Disponible', Error: '1' })).toBe('absent');
    expect(detailAnswer({ msn: 'Inmueble NO Disponible' })).toBe('absent');
    expect(detailAnswer({ status: '1' })).toBe('absent');
  });

  it('"Sin resultados", [], a number, null and an object without idInm, msn or status are errors', () => {
    for (const odd of ['Sin resultados', [], 42, null, {}, { status: 500 }, '<html></html>']) {
      expect(() => detailAnswer(odd)).toThrow(UpstreamError);
    }
  });
});
