import {
  FAKE_SIMI_PHOTO_ORIGINS,
  FAKE_SIMI_SEDES,
  FAKE_SIMI_TOKEN,
  startFakeSimiServer,
  type FakeSimiServer,
} from '#test/fake-simi-server';
import { runSimiProbe, type SimiProbeSettings } from './simi-probe';

describe('the SIMI launch probe against the fake SIMI in each of its modes', () => {
  let fake: FakeSimiServer;
  let lines: string[];
  const settings = (overrides: Partial<SimiProbeSettings> = {}): SimiProbeSettings => ({
    baseUrl: fake.baseUrl,
    token: FAKE_SIMI_TOKEN,
    // Far above the fake's 10-140 ms: a pause of a loaded machine must not read as SIMI's (the gate failed at 500).
    timeoutMs: 5000,
    priceField: 'precio',
    modifiedField: 'fecha_modificacion',
    sedes: {},
    photoOrigins: [...FAKE_SIMI_PHOTO_ORIGINS],
    ...overrides,
  });
  const probe = (overrides: Partial<SimiProbeSettings> = {}) =>
    runSimiProbe(settings(overrides), (l) => lines.push(l));

  beforeAll(async () => {
    fake = await startFakeSimiServer({ size: 120, latency: { search: 20, perRow: 1, detail: 10 } });
  });
  beforeEach(() => {
    lines = [];
    fake.setAcceptedUser('');
    fake.setDown(null);
  });
  afterAll(() => fake.close());

  it('healthy SIMI taking the empty user name: every check passes, with hosts, sedes, counts and latencies', async () => {
    const report = await probe({ sedes: { '12061': 1 } });
    expect(report).toMatchObject({
      ok: true,
      authUser: '',
      sortsByPrice: true,
      sortsByModified: true,
      failures: [],
    });
    expect(report.photoOrigins).toContain(FAKE_SIMI_PHOTO_ORIGINS[0]);
    expect(report.sedes.length).toBeGreaterThan(1);
    expect(report.sedes.every((s) => FAKE_SIMI_SEDES[s] !== undefined)).toBe(true);
    const out = lines.join('\n');
    expect(out).toContain('auth  SIMI accepts the empty user name');
    expect(out).toContain(
      'auth  the user name "Authorization" ("Authorization:<token>"): SIMI refused the request (status 401)',
    );
    expect(out).toContain('count all: 120, rent (tipOper 1): ');
    expect(out).toContain('sort  campo/precio sorts by price');
    expect(out).toMatch(/^sort {2}campo\/fecha_modificacion reads newest-modified first \(20 cards\)$/m);
    expect(out).toMatch(/PHOTO_ORIGINS needs: https:\/\/images\.simi-fake\.example/);
    expect(out).toMatch(/not in SIMI_SEDES .*: \d+/);
    expect(out).toMatch(/ {2}search all +\d+ ms {2}ok/);
    expect(out).toMatch(/ {2}detail +\d+ ms {2}ok/);
    // What the sync needs: cards it can place, their branch, and the time of a first full read.
    const { cards, placed, byDetail } = report.placed!;
    expect([placed, byDetail]).toEqual([cards, 0]);
    expect(cards).toBeGreaterThanOrEqual(50);
    expect(out).toMatch(/^place (\d+) of \1 sampled cards placed \(0 through their detail's ids\)$/m);
    expect(out).toMatch(/^sede {2}id_sede on (\d+) of \1 sampled cards$/m);
    expect(out).toMatch(
      /^lat {3}a list call: \d+ ms \+ [\d.]+ ms per row \(fitted from 5 calls of 20-50 rows\)$/m,
    );
    expect(out).toMatch(/^est {3}first full read of 120 listings: 2 page\(s\) of 100 rows, .* in all$/m);
    expect(out).toMatch(/^ {6}set SIMI_SYNC_PAGE_SIZE=100 SIMI_SYNC_TIMEOUT_MS=\d+ /m);
    expect(report.estimate).toMatchObject({ listings: 120, pages: 2, pageSize: 100 });
    expect(out.trim().split('\n').at(-1)).toBe('OK: every check passed');
  });

  it('says when advisor photos are on a host PHOTO_ORIGINS lacks (the default picture would show)', async () => {
    const lines2: string[] = [];
    const listed = await runSimiProbe(
      settings({ photoOrigins: [...FAKE_SIMI_PHOTO_ORIGINS, new URL(fake.baseUrl).origin] }),
      (l) => lines2.push(l),
    );
    const advisorLine = /advisor photos \(FotoAsesor\) are on/;
    expect(lines2.some((l) => advisorLine.test(l))).toBe(false);
    const report = await probe();
    const out = lines.join('\n');
    // The listing the probe details (the newest) has a real FotoAsesor, on the fake's own origin.
    expect(out).toMatch(/advisor photo: a photo on http:\/\/127\.0\.0\.1:\d+/);
    expect(out).toMatch(advisorLine);
    expect(report.ok).toBe(listed.ok);
  });

  it('PHOTO_ORIGINS without a host SIMI uses: fails with the setting that fits', async () => {
    const report = await probe({ photoOrigins: ['https://otro.example'] });
    expect(report.failures).toEqual([
      `PHOTO_ORIGINS lacks ${FAKE_SIMI_PHOTO_ORIGINS[0]}: browsers would block these photos (CSP img-src); set PHOTO_ORIGINS=https://otro.example,${FAKE_SIMI_PHOTO_ORIGINS[0]}`,
    ]);
  });

  it('SIMI taking only "Authorization": says so', async () => {
    fake.setAcceptedUser('Authorization');
    const report = await probe();
    expect(report).toMatchObject({ ok: true, authUser: 'Authorization' });
    expect(lines.join('\n')).toContain('set SIMI_BASIC_USER=Authorization');
  });

  it('a price field SIMI does not sort by: fails with the fix', async () => {
    const report = await probe({ priceField: '0' });
    expect(report).toMatchObject({ ok: false, sortsByPrice: false });
    expect(report.failures).toEqual([
      expect.stringMatching(
        /^campo\/0 does not sort by price .*: set SIMI_SORT_FIELD_PRICE to the field SIMI sorts prices by$/,
      ),
    ]);
  });

  it('a modification field SIMI does not sort by: fails, since every incremental sync would read everything', async () => {
    const report = await probe({ modifiedField: '0' });
    expect(report).toMatchObject({ ok: false, sortsByModified: false });
    expect(report.failures).toEqual([
      expect.stringMatching(
        /^campo\/0 does not give the newest fecha_modificacion first .*: each incremental sync would read the whole inventory; set SIMI_SORT_FIELD_MODIFIED to the field SIMI sorts modification dates by$/,
      ),
    ]);
  });

  it('a wrong token: fails on the auth check', async () => {
    const report = await probe({ token: 'nope-919' });
    expect(report.ok).toBe(false);
    expect(report.failures).toEqual([
      'SIMI refused the token with both user-name forms ({"status":401}): check SIMI_TOKEN',
    ]);
  });

  it.each([
    ['http500', /SIMI answered 500/],
    ['html', /SIMI answered something that is not JSON/],
    ['hang', /SIMI timeout/],
  ] as const)('SIMI %s: fails with a clear message', async (mode, reason) => {
    fake.setDown(mode);
    const report = await probe({ timeoutMs: 300 });
    expect(report.ok).toBe(false);
    expect(report.failures).toEqual([
      'SIMI did not answer the auth check properly (see the lines above): check SIMI_BASE_URL and whether SIMI is up',
    ]);
    expect(lines.join('\n')).toMatch(reason);
  });

  it('SIMI failing after the auth check: each failed call is its own line', async () => {
    const report = await runSimiProbe(settings(), (line) => {
      lines.push(line);
      if (line.includes('set SIMI_BASIC_USER')) fake.setDown('http500');
    });
    expect(report.ok).toBe(false);
    expect(report.failures).toEqual([
      'the search (all) failed: SIMI answered 500',
      'the search (rent (tipOper 1)) failed: SIMI answered 500',
      'the search (sale (tipOper 5)) failed: SIMI answered 500',
      'the sorted search failed: SIMI answered 500',
      'the search by modification date failed: SIMI answered 500',
      'the featured listings failed: SIMI answered 500',
      'the departments failed: SIMI answered 500',
    ]);
    expect(lines.at(-1)).toBe('7 check(s) failed');
  });

  // Last: it changes the fake for good.
  it('cards the sync cannot place (names in no catalogue, details without ids): fails, naming them', async () => {
    const codes = fake.catalog.properties.map((p) => p.code);
    fake.misplace(codes.slice(0, 20), 'renamed');
    fake.misplace(codes.slice(20), 'placeless');
    const report = await probe();
    expect(report.placed).toMatchObject({ byDetail: expect.any(Number) as number });
    const { cards, placed, byDetail } = report.placed!;
    expect(placed).toBe(byDetail);
    expect(cards - placed).toBeGreaterThan(0);
    expect(report.failures).toEqual([
      `${cards - placed} of ${cards} sampled cards cannot be placed (their names match no SIMI place and their details carry no ids): the sync would not copy them, and refuses a copy missing more than 2%`,
    ]);
    expect(lines.join('\n')).toMatch(/SIMI listing 919-\d+ cannot be placed: .*"Barrio Que No Existe"/);
  });
});
