import { EMPTY_SEARCH, GESTION } from '@inmo/contracts';
import { UpstreamError } from '#src/infra/http/upstream.error';
import { MAX_DROPPED_SHARE } from '../simi-copy.guard';
import { SimiPlaceResolver } from '../simi-place.resolver';
import { describeAuthUser, SIMI_AUTH_USERS, SimiPropertyClient } from '../simi-property.client';
import { SimiPropertySource } from '../simi-property.source';
import { readInventoryPage } from '../simi-inventory-page';
import {
  estimateFirstRead,
  fitListLatency,
  formatDuration,
  DETAIL_CONCURRENCY,
  type ListTiming,
} from './simi-read.estimate';
import {
  normalizeCities,
  normalizeDepartments,
  normalizeDetail,
  normalizeFeatured,
  normalizeListingPage,
  normalizeNeighbourhoods,
  SIMI_DEFAULT_ADVISOR_PHOTO,
  toList,
  type SimiListing,
  type SimiListingPage,
} from '../simi.normalizers';

/** What the probe needs; read from the environment by the command. */
export interface SimiProbeSettings {
  readonly baseUrl: string;
  readonly token: string;
  readonly timeoutMs: number;
  /** SIMI_SORT_FIELD_PRICE: the `campo` value checked for a price order. */
  readonly priceField: string;
  /** SIMI_SORT_FIELD_MODIFIED: the `campo` the incremental sync reads newest-modified first by. */
  readonly modifiedField: string;
  /** SIMI_SEDES as configured, to list the sede ids it lacks. */
  readonly sedes: Readonly<Record<string, number>>;
  /** PHOTO_ORIGINS as configured: every photo host SIMI uses must be in it (CSP img-src). */
  readonly photoOrigins: readonly string[];
}

export interface SimiProbeReport {
  readonly ok: boolean;
  readonly authUser: string | null;
  readonly sortsByPrice: boolean | null;
  readonly sortsByModified: boolean | null;
  readonly photoOrigins: string[];
  readonly sedes: string[];
  /** Cards of the sampled pages, and how many of them could be placed (by name or by their detail). */
  readonly placed: { readonly cards: number; readonly placed: number; readonly byDetail: number } | null;
  /** The fitted list latency and the first full read it gives for the inventory SIMI reports. */
  readonly estimate: ReturnType<typeof estimateFirstRead> | null;
  readonly failures: string[];
}

interface Timed {
  readonly call: string;
  readonly ms: number;
  readonly outcome: string;
}

const SAMPLE_PAGE = 20;
/** The inventory count's page: a second row count for the latency fit (20 rows is the other). */
const COUNT_PAGE = 50;
/** A list call of 50 rows takes about 14 s live: longer than a visitor's SIMI_TIMEOUT_MS, so not held to it. */
const LIST_TIMEOUT_MS = 60_000;

function originOf(url: string): string | null {
  return /^https?:\/\//.test(url) && URL.canParse(url) ? new URL(url).origin : null;
}

function isSorted(values: readonly number[], direction: 'asc' | 'desc'): boolean {
  return values.every((v, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= v : values[i - 1]! >= v));
}

/**
 * The launch probe (`pnpm simi:probe`): one call per SIMI endpoint with SIMI_BASE_URL and SIMI_TOKEN,
 * printing which auth form works, whether `campo/<SIMI_SORT_FIELD_PRICE>` sorts by price, the photo hosts
 * (checked against PHOTO_ORIGINS), the sede ids (SIMI_SEDES), whether the sync can place the cards and read
 * their branch (`id_sede`), inventory counts, each call's latency, the list latency per row and what the
 * first full read will take with the sync settings that fit it. Every failure is one clear line; `ok` is
 * false when any check failed.
 */
export async function runSimiProbe(
  settings: SimiProbeSettings,
  print: (line: string) => void,
): Promise<SimiProbeReport> {
  const timings: Timed[] = [];
  const failures: string[] = [];
  const origins = new Set<string>();
  /** Where FotoAsesor points (the gateway fetches it only from a PHOTO_ORIGINS host). */
  let advisorOrigin: string | null = null;
  const sedes = new Set<string>();
  const fail = (message: string) => {
    failures.push(message);
    print(`FAIL  ${message}`);
  };
  const client = (user: string, timeoutMs = settings.timeoutMs) =>
    new SimiPropertyClient({
      baseUrl: settings.baseUrl,
      token: settings.token,
      timeoutMs,
      basicUser: user === '' ? 'empty' : user,
      retries: 0,
    });
  /** Search calls, timed with the rows they answered (the latency fit). */
  const listTimings: ListTiming[] = [];
  async function timed<T>(
    simi: SimiPropertyClient,
    call: string,
    path: string,
    read: (body: unknown) => T,
  ): Promise<T | undefined> {
    const started = performance.now();
    try {
      const value = read(await simi.get(path));
      timings.push({ call, ms: performance.now() - started, outcome: 'ok' });
      return value;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      timings.push({ call, ms: performance.now() - started, outcome: message });
      throw error;
    }
  }
  const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

  print(`SIMI probe of ${settings.baseUrl} (timeout ${settings.timeoutMs} ms per call)`);

  // 1. Which Basic-auth user name SIMI accepts.
  let authUser: string | null = null;
  let refusals = 0;
  for (const user of SIMI_AUTH_USERS) {
    try {
      await timed(client(user), `auth ${user === '' ? '(empty)' : user}`, 'v2/departamento', (b) => b);
      print(`auth  SIMI accepts the ${describeAuthUser(user)}`);
      authUser ??= user;
    } catch (error) {
      if (error instanceof UpstreamError && error.upstreamStatus === 401) refusals++;
      print(`auth  the ${describeAuthUser(user)}: ${errorText(error)}`);
    }
  }
  if (authUser === null) {
    fail(
      refusals === SIMI_AUTH_USERS.length
        ? 'SIMI refused the token with both user-name forms ({"status":401}): check SIMI_TOKEN'
        : 'SIMI did not answer the auth check properly (see the lines above): check SIMI_BASE_URL and whether SIMI is up',
    );
    printTimings(timings, print);
    return {
      ok: false,
      authUser,
      sortsByPrice: null,
      sortsByModified: null,
      photoOrigins: [],
      sedes: [],
      placed: null,
      estimate: null,
      failures,
    };
  }
  print(`      set SIMI_BASIC_USER=${authUser === '' ? 'empty' : authUser} to skip the trial at start`);
  const simi = client(authUser);
  const lists = client(authUser, Math.max(settings.timeoutMs, LIST_TIMEOUT_MS));
  /** A timed search: its page, its raw cards, its rows and time for the latency fit. */
  const searchPage = async (call: string, path: string, gestion: number) => {
    const started = performance.now();
    const result = await timed(lists, call, path, (b) => ({
      page: normalizeListingPage(b, gestion),
      raw: toList(typeof b === 'object' && b !== null ? (b as Record<string, unknown>).Inmuebles : undefined),
    }));
    listTimings.push({ rows: result!.raw.length, ms: performance.now() - started });
    return result!;
  };
  const rawCards: Record<string, unknown>[] = [];

  // 2. Inventory counts: everything, rent, sale; the first page also gives photo hosts and sede ids.
  const counts: Record<string, number | null> = {};
  const pages: SimiListingPage[] = [];
  for (const [label, gestion] of [
    ['all', 0],
    ['rent (tipOper 1)', 1],
    ['sale (tipOper 5)', 5],
  ] as const) {
    const path = SimiPropertySource.searchPath(
      { ...EMPTY_SEARCH, gestion, pageSize: gestion === 0 ? COUNT_PAGE : SAMPLE_PAGE },
      settings.priceField,
    );
    try {
      const { page, raw } = await searchPage(`search ${label}`, path, gestion);
      pages.push(page);
      rawCards.push(...raw);
      counts[label] = page.total ?? page.listings.length;
    } catch (error) {
      fail(`the search (${label}) failed: ${errorText(error)}`);
    }
  }
  if (counts.all !== undefined) {
    print(
      `count ${Object.entries(counts)
        .map(([k, v]) => `${k}: ${v ?? '?'}`)
        .join(', ')}`,
    );
    if (counts.all === 0) fail('SIMI lists no property for this agency ("Sin resultados")');
  }
  for (const page of pages) {
    for (const listing of page.listings) {
      const origin = listing.card.photo ? originOf(listing.card.photo.large) : null;
      if (origin) origins.add(origin);
      if (listing.sede) sedes.add(listing.sede);
    }
  }

  // 3. Does campo/<price field> sort by price, both ways?
  let sortsByPrice: boolean | null = null;
  const sortedPrices = async (order: 'menor-precio' | 'mayor-precio') => {
    const path = SimiPropertySource.searchPath(
      { ...EMPTY_SEARCH, gestion: GESTION.VENTA, orden: order, pageSize: SAMPLE_PAGE },
      settings.priceField,
    );
    const { page } = await searchPage(
      `sort campo/${settings.priceField} ${order === 'menor-precio' ? 'asc' : 'desc'}`,
      path,
      5,
    );
    return page.listings.map((l) => l.card.price);
  };
  try {
    const asc = await sortedPrices('menor-precio');
    const desc = await sortedPrices('mayor-precio');
    sortsByPrice = asc.length < 2 || (isSorted(asc, 'asc') && isSorted(desc, 'desc'));
    if (sortsByPrice)
      print(`sort  campo/${settings.priceField} sorts by price (asc and desc, ${asc.length} sale listings)`);
    else
      fail(
        `campo/${settings.priceField} does not sort by price (asc gave ${asc.slice(0, 5).join(', ')}...): set SIMI_SORT_FIELD_PRICE to the field SIMI sorts prices by`,
      );
  } catch (error) {
    fail(`the sorted search failed: ${errorText(error)}`);
  }

  // 3b. Does campo/<modified field> read newest-modified first? Else every incremental sync is a full read.
  let sortsByModified: boolean | null = null;
  try {
    const path = SimiPropertySource.inventoryPath(1, SAMPLE_PAGE, {
      campo: settings.modifiedField,
      order: 'desc',
    });
    const { modified } = (await timed(
      lists,
      `sort campo/${settings.modifiedField} desc`,
      path,
      readInventoryPage,
    ))!;
    const stamps = modified.filter((m): m is string => m !== null);
    sortsByModified =
      stamps.length === modified.length && stamps.every((m, i) => i === 0 || stamps[i - 1]! >= m);
    if (sortsByModified)
      print(`sort  campo/${settings.modifiedField} reads newest-modified first (${stamps.length} cards)`);
    else
      fail(
        `campo/${settings.modifiedField} does not give the newest fecha_modificacion first (${modified.slice(0, 3).join(', ')}...): each incremental sync would read the whole inventory; set SIMI_SORT_FIELD_MODIFIED to the field SIMI sorts modification dates by`,
      );
  } catch (error) {
    fail(`the search by modification date failed: ${errorText(error)}`);
  }

  // 4. Featured.
  try {
    const featured = await timed(
      simi,
      'featured',
      'v21/inmueblesDestacados/total/10/limite/1',
      normalizeFeatured,
    );
    print(`feat  ${featured!.length} featured listing(s)`);
  } catch (error) {
    fail(`the featured listings failed: ${errorText(error)}`);
  }

  // 5. A detail (photos, sede, advisor photo kind) and the not-found answer.
  const code = pages.flatMap((p) => p.listings)[0]?.card.code;
  if (code) {
    try {
      const detail = await timed(
        simi,
        'detail',
        `v2/inmueble/codInmueble/${encodeURIComponent(code)}`,
        (b) => ({
          normalized: normalizeDetail(b, code, { sedes: settings.sedes }),
          raw: b,
        }),
      );
      const simiDetail = detail!.normalized;
      if (!simiDetail) fail(`the detail of ${code}, a listed code, answered "not found"`);
      else {
        for (const photo of simiDetail.detail.photos) {
          const origin = originOf(photo.large);
          if (origin) origins.add(origin);
        }
        if (simiDetail.sede) sedes.add(simiDetail.sede);
        const raw = detail!.raw as Record<string, unknown>;
        const fotoAsesor = toList(raw.asesor)[0]?.FotoAsesor;
        const kind =
          typeof fotoAsesor !== 'string' || fotoAsesor.trim() === ''
            ? 'none (blank)'
            : fotoAsesor.trim() === SIMI_DEFAULT_ADVISOR_PHOTO
              ? "none (SIMI's no-photo address)"
              : `a photo on ${originOf(fotoAsesor) ?? 'an unreadable URL'}`;
        if (kind.startsWith('a photo') && typeof fotoAsesor === 'string')
          advisorOrigin = originOf(fotoAsesor.trim());
        print(`detl  ${code}: ${simiDetail.detail.photos.length} photo(s), advisor photo: ${kind}`);
      }
    } catch (error) {
      fail(`the detail of ${code} failed: ${errorText(error)}`);
    }
    try {
      const missing = await timed(simi, 'detail (missing code)', 'v2/inmueble/codInmueble/0-0', (b) =>
        normalizeDetail(b, '0-0', { sedes: settings.sedes }),
      );
      if (missing !== null) fail('a code that does not exist did not answer "not found" (msn)');
    } catch (error) {
      fail(`the not-found detail failed: ${errorText(error)}`);
    }
  }

  // 6. Places.
  try {
    const departments = await timed(simi, 'departments', 'v2/departamento', normalizeDepartments);
    print(
      `place ${departments!.length} department(s): ${departments!.map((d) => `${d.name} (${d.id})`).join(', ')}`,
    );
  } catch (error) {
    fail(`the departments failed: ${errorText(error)}`);
  }

  // 7. Can the sync place the cards (names against the catalogues, else the detail's ids)?
  const sampled = [...new Map(pages.flatMap((p) => p.listings).map((l) => [l.card.code, l])).values()];
  let placed: SimiProbeReport['placed'] = null;
  if (sampled.length > 0) {
    try {
      placed = await placeCards(simi, sampled, settings, print);
      const unplaced = placed.cards - placed.placed;
      print(
        `place ${placed.placed} of ${placed.cards} sampled cards placed (${placed.byDetail} through their detail's ids)`,
      );
      if (unplaced / placed.cards > MAX_DROPPED_SHARE)
        fail(
          `${unplaced} of ${placed.cards} sampled cards cannot be placed (their names match no SIMI place and their details carry no ids): the sync would not copy them, and refuses a copy missing more than ${MAX_DROPPED_SHARE * 100}%`,
        );
    } catch (error) {
      fail(`the place catalogues failed: ${errorText(error)}`);
    }
  }

  // 8. The branch: real cards carry it in id_sede (sede is "").
  if (rawCards.length > 0) {
    const withIdSede = rawCards.filter((c) => c.id_sede !== undefined).length;
    print(`sede  id_sede on ${withIdSede} of ${rawCards.length} sampled cards`);
    if (withIdSede === 0)
      fail(
        "SIMI's cards carry no id_sede: the sync cannot tell their branch (chip and MAIL_BRANCHES) until each detail is read",
      );
  }

  const photoOrigins = [...origins].sort();
  const sedeIds = [...sedes].sort();
  print(`photo hosts seen: ${photoOrigins.join(', ') || 'none'}`);
  print(`      PHOTO_ORIGINS needs: ${photoOrigins.join(',') || '(no photo seen)'}`);
  const unlisted = photoOrigins.filter((o) => !settings.photoOrigins.includes(o));
  if (unlisted.length > 0)
    fail(
      `PHOTO_ORIGINS lacks ${unlisted.join(', ')}: browsers would block these photos (CSP img-src); set PHOTO_ORIGINS=${[...new Set([...settings.photoOrigins, ...photoOrigins])].join(',')}`,
    );
  if (advisorOrigin && !settings.photoOrigins.includes(advisorOrigin))
    print(
      `      advisor photos (FotoAsesor) are on ${advisorOrigin}, not in PHOTO_ORIGINS: the gateway does not fetch them (the default picture shows) unless SIMI_ADVISOR_PHOTO_URL serves them`,
    );
  const unmapped = sedeIds.filter((s) => settings.sedes[s] === undefined);
  print(`sede ids seen: ${sedeIds.join(', ') || 'none'}`);
  if (unmapped.length > 0)
    print(`      not in SIMI_SEDES (no branch chip, mails to MAIL_MARKETING): ${unmapped.join(', ')}`);

  // 9. What the first full read will take at this latency, and the sync settings that fit it.
  const estimate = printEstimate(listTimings, counts.all ?? null, timings, print);
  printTimings(timings, print);
  print(failures.length === 0 ? 'OK: every check passed' : `${failures.length} check(s) failed`);
  return {
    ok: failures.length === 0,
    authUser,
    sortsByPrice,
    sortsByModified,
    photoOrigins,
    sedes: sedeIds,
    placed,
    estimate,
    failures,
  };
}

/** The sampled cards through the sync's own resolver; each card it cannot place is printed. */
async function placeCards(
  simi: SimiPropertyClient,
  listings: readonly SimiListing[],
  settings: SimiProbeSettings,
  print: (line: string) => void,
): Promise<NonNullable<SimiProbeReport['placed']>> {
  let byDetail = 0;
  const resolver = new SimiPlaceResolver(
    {
      departments: async () => normalizeDepartments(await simi.get('v2/departamento')),
      cities: async (id) => normalizeCities(await simi.get(`v2/ciudad/idDepartamento/${id}`), id),
      neighbourhoods: async (id) => normalizeNeighbourhoods(await simi.get(`v2/barrios/idCiudad/${id}/`), id),
      detailPlaces: async (code) => {
        const d = normalizeDetail(
          await simi.get(`v2/inmueble/codInmueble/${encodeURIComponent(code)}`),
          code,
          { sedes: settings.sedes },
        )?.detail;
        if (!d || d.departmentId === null || d.cityId <= 0 || d.neighbourhoodId === null) return null;
        byDetail++;
        return { departmentId: d.departmentId, cityId: d.cityId, neighbourhoodId: d.neighbourhoodId };
      },
    },
    { warn: (message) => print(`      ${message}`) },
  );
  const { placed } = await resolver.place(listings);
  return { cards: listings.length, placed: placed.length, byDetail };
}

function printEstimate(
  listTimings: readonly ListTiming[],
  listings: number | null,
  timings: readonly Timed[],
  print: (line: string) => void,
): ReturnType<typeof estimateFirstRead> | null {
  const latency = fitListLatency(listTimings);
  if (!latency || listings === null) return null;
  const rows = listTimings.map((t) => t.rows);
  print(
    `lat   a list call: ${Math.round(latency.baseMs)} ms + ${latency.perRowMs.toFixed(1)} ms per row (fitted from ${listTimings.length} calls of ${Math.min(...rows)}-${Math.max(...rows)} rows)`,
  );
  const detailMs = timings.find((t) => t.call === 'detail' && t.outcome === 'ok')?.ms ?? 0;
  const e = estimateFirstRead(listings, latency, detailMs);
  print(
    `est   first full read of ${listings} listings: ${e.pages} page(s) of ${e.pageSize} rows, ${formatDuration(e.pageMs)} each: ${formatDuration(e.cardsMs)} for the cards (floor ${listings} × ${latency.perRowMs.toFixed(1)} ms = ${formatDuration(e.floorMs)}), then ${formatDuration(e.detailsMs)} of details ${DETAIL_CONCURRENCY} at a time: ${formatDuration(e.totalMs)} in all`,
  );
  print(
    `      set SIMI_SYNC_PAGE_SIZE=${e.pageSize} SIMI_SYNC_TIMEOUT_MS=${e.syncTimeoutMs} (twice a page's time); SIMI_TIMEOUT_MS stays the visitors' own`,
  );
  const hours = Math.max(24, Math.ceil((4 * e.totalMs) / 3_600_000));
  print(
    `      a full reconciliation takes ${formatDuration(e.totalMs)}: SIMI_SYNC_FULL_INTERVAL_HOURS=${hours} or more; between them SIMI_SYNC_INTERVAL_MINUTES reads only the newest changes`,
  );
  return e;
}

function printTimings(timings: readonly Timed[], print: (line: string) => void): void {
  print('latency per call:');
  for (const t of timings) {
    print(`  ${t.call.padEnd(28)} ${String(Math.round(t.ms)).padStart(6)} ms  ${t.outcome}`);
  }
}
