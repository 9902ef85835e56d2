import { type Logger } from '@nestjs/common';
import { slugifyName } from '@inmo/contracts';
import { forEachConcurrently } from '#src/infra/concurrency/for-each-concurrently';
import { withPlaces, type SimiListing, type SimiPlaceIds } from './simi.normalizers';

/** What the resolver asks SIMI: its place catalogues, and a detail's place ids as a last resort. */
export interface SimiPlaceLookups {
  departments(): Promise<readonly { id: number; name: string }[]>;
  cities(departmentId: number): Promise<readonly { id: number; name: string }[] | null>;
  neighbourhoods(cityId: number): Promise<readonly { id: number; name: string }[] | null>;
  /** The detail's `IdDepartamento`, `IdCiudad`, `IdBarrio`; null when it has none. */
  detailPlaces(code: string): Promise<SimiPlaceIds | null>;
}

export interface PlacedListings {
  /** The listings with their place ids, in their order. */
  readonly placed: SimiListing[];
  /** Codes no catalogue name and no detail could place. */
  readonly unplaced: string[];
}

/** A catalogue list is read again for a name it lacks once it is older than this (a new neighbourhood). */
const RELOAD_AFTER_MS = 10 * 60 * 1000;
/** Kept at most this long, even when every name matches. */
const MAX_AGE_MS = 6 * 60 * 60 * 1000;
/** Details asked at once for cards their names cannot place (SIMI answers 10 in parallel as fast as one). */
const DETAIL_CONCURRENCY = 5;

/**
 * SIMI's names fold to one key whatever their case, accents or punctuation: the cards' "Bogota",
 * "Bogota Dc" and the catalogue's "BOGOTA D.C." all give "bogota".
 */
export function placeKey(name: string): string {
  return slugifyName(name).replace(/-d-?c$/, '');
}

interface NameIndex {
  readonly byKey: ReadonlyMap<string, number>;
  readonly loadedAt: number;
}

function indexOf(list: readonly { id: number; name: string }[] | null, now: number): NameIndex {
  const byKey = new Map<string, number>();
  for (const item of list ?? []) if (!byKey.has(placeKey(item.name))) byKey.set(placeKey(item.name), item.id);
  return { byKey, loadedAt: now };
}

function isPlaced(listing: SimiListing): boolean {
  const { card } = listing;
  return card.departmentId !== null && card.cityId > 0 && card.neighbourhoodId !== null;
}

/**
 * Real SIMI cards name their department, city and neighbourhood without ids (reference/simi-api.md, last
 * section). The resolver matches those names against SIMI's catalogues (`v2/departamento` ->
 * `v2/ciudad/...` -> `v2/barrios/...`, each list read once and kept), and asks the detail (which carries
 * `IdCiudad`, `IdBarrio`, `IdDepartamento`) for a card its names cannot place. Cards that still cannot be
 * placed are returned apart and logged once each.
 */
export class SimiPlaceResolver {
  private departments: NameIndex | undefined;
  private readonly cities = new Map<number, NameIndex>();
  private readonly neighbourhoods = new Map<number, NameIndex>();
  private readonly reported = new Set<string>();

  constructor(
    private readonly lookups: SimiPlaceLookups,
    private readonly logger: Pick<Logger, 'warn'>,
    private readonly now: () => number = Date.now,
  ) {}

  async place(listings: readonly SimiListing[]): Promise<PlacedListings> {
    const results: (SimiListing | null)[] = [];
    const byDetail: number[] = [];
    for (const listing of listings) {
      const ids = isPlaced(listing) ? null : await this.byName(listing);
      if (isPlaced(listing)) results.push(listing);
      else if (ids) results.push(withPlaces(listing, ids));
      else {
        results.push(null);
        byDetail.push(results.length - 1);
      }
    }
    await forEachConcurrently(byDetail, DETAIL_CONCURRENCY, async (i) => {
      const listing = listings[i]!;
      const ids = await this.lookups.detailPlaces(listing.card.code).catch(() => null);
      if (ids) results[i] = withPlaces(listing, ids);
    });
    const unplaced = listings.filter((_, i) => results[i] === null);
    for (const { card } of unplaced) {
      if (this.reported.has(card.code)) continue;
      this.reported.add(card.code);
      this.logger.warn(
        `SIMI listing ${card.code} cannot be placed: "${card.department}" / "${card.city}" / "${card.neighbourhood}" match no SIMI place and its detail gives no ids; it is not copied`,
      );
    }
    return {
      placed: results.filter((r): r is SimiListing => r !== null),
      unplaced: unplaced.map((l) => l.card.code),
    };
  }

  /** department -> city -> neighbourhood by name; null when a level does not match. */
  private async byName(listing: SimiListing): Promise<SimiPlaceIds | null> {
    const { card } = listing;
    const departmentId = await this.match(
      card.department,
      () => this.departments,
      async () => (this.departments = indexOf(await this.lookups.departments(), this.now())),
    );
    if (departmentId === null) return null;
    const cityId = await this.match(
      card.city,
      () => this.cities.get(departmentId),
      async () => {
        const index = indexOf(await this.lookups.cities(departmentId), this.now());
        this.cities.set(departmentId, index);
        return index;
      },
    );
    if (cityId === null) return null;
    const neighbourhoodId = await this.match(
      card.neighbourhood,
      () => this.neighbourhoods.get(cityId),
      async () => {
        const index = indexOf(await this.lookups.neighbourhoods(cityId), this.now());
        this.neighbourhoods.set(cityId, index);
        return index;
      },
    );
    return neighbourhoodId === null ? null : { departmentId, cityId, neighbourhoodId };
  }

  /** The id of `name` in a list, read when missing or too old, and again once for a name it lacks. */
  private async match(
    name: string,
    cached: () => NameIndex | undefined,
    load: () => Promise<NameIndex>,
  ): Promise<number | null> {
    const key = placeKey(name);
    if (!key) return null;
    let index = cached();
    if (!index || this.now() - index.loadedAt > MAX_AGE_MS) index = await load();
    const id = index.byKey.get(key);
    if (id !== undefined) return id;
    if (this.now() - index.loadedAt < RELOAD_AFTER_MS) return null;
    return (await load()).byKey.get(key) ?? null;
  }
}
