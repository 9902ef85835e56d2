import { estimateFirstRead, fitListLatency, formatDuration } from './simi-read.estimate';

describe('the first full read at SIMI latency', () => {
  it('fits the measured line: 20 rows 7.7 s and 50 rows 14 s are 3.5 s + 0.21 s per row', () => {
    const fit = fitListLatency([
      { rows: 20, ms: 7700 },
      { rows: 50, ms: 14_000 },
      { rows: 20, ms: 7700 },
      { rows: 0, ms: 3400 }, // "Sin resultados": no rows, left out
    ])!;
    expect(fit.baseMs).toBeCloseTo(3500, 6);
    expect(fit.perRowMs).toBeCloseTo(210, 6);
  });

  it('with one row count only, takes the whole time as per-row cost (the pessimistic reading)', () => {
    expect(fitListLatency([{ rows: 20, ms: 8000 }])).toEqual({ baseMs: 0, perRowMs: 400 });
    expect(fitListLatency([])).toBeNull();
  });

  it('20,000 listings in pages of 100: 82 min of cards against the 70-minute floor, and a timeout that fits a page', () => {
    const e = estimateFirstRead(20_000, { baseMs: 3500, perRowMs: 210 }, 200);
    expect(e).toEqual({
      listings: 20_000,
      pageSize: 100,
      pages: 200,
      pageMs: 24_500,
      cardsMs: 4_900_000,
      floorMs: 4_200_000,
      detailsMs: 400_000,
      totalMs: 5_300_000,
      syncTimeoutMs: 50_000,
    });
    expect(formatDuration(e.cardsMs)).toBe('81.7 min');
    expect(formatDuration(e.totalMs)).toBe('88.3 min');
    expect(formatDuration(3 * 3_600_000)).toBe('3.0 h');
    expect(formatDuration(e.pageMs)).toBe('25 s');
  });

  it("the captured agency's 2,726 listings", () => {
    const e = estimateFirstRead(2726, { baseMs: 3500, perRowMs: 210 }, 200);
    expect(e.pages).toBe(28);
    expect(formatDuration(e.cardsMs)).toBe('11.2 min');
  });
});
