import { UpstreamError } from '../upstream.error';
import { describeAuthUser, SIMI_AUTH_USERS, SimiPropertyClient } from './simi-property.client';
import { SIMI_MAX_PAGE_SIZE, SimiPropertySource } from './simi-property.source';
import {
  normalizeDepartments,
  normalizeDetail,
  normalizeFeatured,
  normalizeListingPage,
  SIMI_DEFAULT_ADVISOR_PHOTO,
  toList,
  type SimiListingPage,
} from './simi.normalizers';

/** What the probe needs; read from the environment by the command. */
export interface SimiProbeSettings {
  readonly baseUrl: string;
  readonly token: string;
  readonly timeoutMs: number;
  /** SIMI_SORT_FIELD_PRICE: the `campo` value checked for a price order. */
  readonly priceField: string;
  /** SIMI_SEDES as configured, to list the sede ids it lacks. */
  readonly sedes: Readonly<Record<string, number>>;
}

export interface SimiProbeReport {
  readonly ok: boolean;
  readonly authUser: string | null;
  readonly sortsByPrice: boolean | null;
  readonly photoOrigins: string[];
  readonly sedes: string[];
  readonly failures: string[];
}

interface Timed {
  readonly call: string;
  readonly ms: number;
  readonly outcome: string;
}

const SAMPLE_PAGE = 20;

function originOf(url: string): string | null {
  return /^https?:\/\//.test(url) && URL.canParse(url) ? new URL(url).origin : null;
}

function isSorted(values: readonly number[], direction: 'asc' | 'desc'): boolean {
  return values.every((v, i) => i === 0 || (direction === 'asc' ? values[i - 1]! <= v : values[i - 1]! >= v));
}

/**
 * The launch probe (`pnpm simi:probe`): one call per SIMI endpoint with SIMI_BASE_URL and SIMI_TOKEN,
 * printing which auth form works, whether `campo/<SIMI_SORT_FIELD_PRICE>` sorts by price, the photo hosts
 * (PHOTO_ORIGINS), the sede ids (SIMI_SEDES), inventory counts and each call's latency. Every failure is
 * one clear line; `ok` is false when any check failed.
 */
export async function runSimiProbe(
  settings: SimiProbeSettings,
  print: (line: string) => void,
): Promise<SimiProbeReport> {
  const timings: Timed[] = [];
  const failures: string[] = [];
  const origins = new Set<string>();
  const sedes = new Set<string>();
  const fail = (message: string) => {
    failures.push(message);
    print(`FAIL  ${message}`);
  };
  const client = (user: string) =>
    new SimiPropertyClient({
      baseUrl: settings.baseUrl,
      token: settings.token,
      timeoutMs: settings.timeoutMs,
      basicUser: user === '' ? 'empty' : user,
      retries: 0,
    });
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
    return { ok: false, authUser, sortsByPrice: null, photoOrigins: [], sedes: [], failures };
  }
  print(`      set SIMI_BASIC_USER=${authUser === '' ? 'empty' : authUser} to skip the trial at start`);
  const simi = client(authUser);

  // 2. Inventory counts: everything, rent, sale; the first page also gives photo hosts and sede ids.
  const counts: Record<string, number | null> = {};
  const pages: SimiListingPage[] = [];
  for (const [label, gestion] of [
    ['all', 0],
    ['rent (tipOper 1)', 1],
    ['sale (tipOper 5)', 5],
  ] as const) {
    const path = SimiPropertySource.searchPath(
      {
        gestion,
        tipo: 0,
        ciudad: 0,
        barrio: 0,
        valmin: undefined,
        valmax: undefined,
        habitaciones: 0,
        banos: 0,
        parqueaderos: 0,
        orden: 'fecha',
        page: 1,
        pageSize: gestion === 0 ? SIMI_MAX_PAGE_SIZE : SAMPLE_PAGE,
      },
      settings.priceField,
    );
    try {
      const page = await timed(simi, `search ${label}`, path, (b) => normalizeListingPage(b, gestion));
      pages.push(page!);
      counts[label] = page!.total ?? page!.listings.length;
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
      {
        gestion: 5,
        tipo: 0,
        ciudad: 0,
        barrio: 0,
        valmin: undefined,
        valmax: undefined,
        habitaciones: 0,
        banos: 0,
        parqueaderos: 0,
        orden: order,
        page: 1,
        pageSize: SAMPLE_PAGE,
      },
      settings.priceField,
    );
    return (await timed(
      simi,
      `sort campo/${settings.priceField} ${order === 'menor-precio' ? 'asc' : 'desc'}`,
      path,
      (b) => normalizeListingPage(b, 5),
    ))!.listings.map((l) => l.card.price);
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

  const photoOrigins = [...origins].sort();
  const sedeIds = [...sedes].sort();
  print(`photo hosts seen: ${photoOrigins.join(', ') || 'none'}`);
  print(`      PHOTO_ORIGINS needs: ${photoOrigins.join(',') || '(no photo seen)'}`);
  const unmapped = sedeIds.filter((s) => settings.sedes[s] === undefined);
  print(`sede ids seen: ${sedeIds.join(', ') || 'none'}`);
  if (unmapped.length > 0)
    print(`      not in SIMI_SEDES (no branch chip, mails to MAIL_MARKETING): ${unmapped.join(', ')}`);
  printTimings(timings, print);
  print(failures.length === 0 ? 'OK: every check passed' : `${failures.length} check(s) failed`);
  return { ok: failures.length === 0, authUser, sortsByPrice, photoOrigins, sedes: sedeIds, failures };
}

function printTimings(timings: readonly Timed[], print: (line: string) => void): void {
  print('latency per call:');
  for (const t of timings) {
    print(`  ${t.call.padEnd(28)} ${String(Math.round(t.ms)).padStart(6)} ms  ${t.outcome}`);
  }
}
