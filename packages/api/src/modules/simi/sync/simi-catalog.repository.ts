import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { DB, type Database } from '#src/infra/db/database';
import {
  FEATURE_KINDS,
  catalogAdvisors,
  catalogCities,
  catalogDepartments,
  catalogFeatures,
  catalogNeighbourhoods,
  catalogPhotos,
  catalogProperties,
  catalogPropertyFeatures,
  simiSyncState,
} from '#src/infra/db/schema/index';
import {
  branchOfSede,
  type SimiAdvisor,
  type SimiDetail,
  type SimiListing,
  type SimiNormalizeOptions,
  type SimiOffers,
} from '../simi.normalizers';

const p = catalogProperties;
const STATE_ID = 1;
/** What a card upsert refreshes (listedAt, age, address and the advisor are never the card's). */
const UPDATED_COLUMNS = [
  'code',
  'gestionId',
  'typeId',
  'departmentId',
  'cityId',
  'neighbourhoodId',
  'price',
  'estrato',
  'builtArea',
  'lotArea',
  'bedrooms',
  'bathrooms',
  'parking',
  'featured',
  'syncedAt',
  'withdrawnAt',
] as const satisfies readonly (keyof typeof p.$inferInsert)[];
/**
 * Columns the detail owns once copied (its `sede`, `Administracion`, coordinates, text): a card fills them
 * only until the first detail, so a later card never overwrites the detail's values.
 */
const DETAIL_COLUMNS = [
  'adminFee',
  'description',
  'latitude',
  'longitude',
  'branch',
  'branchId',
] as const satisfies readonly (keyof typeof p.$inferInsert)[];

/** The state row as stored (the last runs, the lease, the cursor of a read in progress). */
export type SimiSyncState = typeof simiSyncState.$inferSelect;

/**
 * Catalog rows of a SIMI listing: one per gestion it is offered under ("Arriendo/venta" gives two),
 * with id = code number × 10 + gestion so each offer keeps its row across syncs.
 */
export function rowId(code: string, gestionId: 1 | 5): number | null {
  const m = /^\d+-(\d{1,8})$/.exec(code);
  return m ? Number(m[1]) * 10 + gestionId : null;
}

function offerRows(offers: SimiOffers): { gestionId: 1 | 5; price: number }[] {
  const rows: { gestionId: 1 | 5; price: number }[] = [];
  if (offers.rent !== null) rows.push({ gestionId: 1, price: offers.rent });
  if (offers.sale !== null) rows.push({ gestionId: 5, price: offers.sale });
  return rows;
}

/** Writes of the SIMI sync into the catalog tables (the reads are CatalogRepository's, shared with local). */
@Injectable()
export class SimiCatalogRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** A switch from local to simi: the seeded listings are not the agency's, and their ids would collide. */
  async removeSeeded(): Promise<number> {
    const rows = await this.db.delete(p).where(isNull(p.syncedAt)).returning({ id: p.id });
    return rows.length;
  }

  /** Upserts one page of cards (places, listing rows, cover photo); returns the rows written. */
  async upsertListings(
    listings: readonly SimiListing[],
    options: SimiNormalizeOptions,
    seenAt: Date,
  ): Promise<number> {
    const departments = new Map<number, string>();
    const cities = new Map<number, { departmentId: number; name: string }>();
    const neighbourhoods = new Map<number, { cityId: number; name: string }>();
    const rows: (typeof p.$inferInsert)[] = [];
    const covers: { propertyId: number; url: string }[] = [];
    for (const listing of listings) {
      const { card } = listing;
      // SimiPropertySource.inventoryPage places every card it can (SimiPlaceResolver) and counts the rest.
      if (card.departmentId === null || card.neighbourhoodId === null || card.cityId <= 0) continue;
      departments.set(card.departmentId, card.department || String(card.departmentId));
      cities.set(card.cityId, { departmentId: card.departmentId, name: card.city || String(card.cityId) });
      neighbourhoods.set(card.neighbourhoodId, {
        cityId: card.cityId,
        name: card.neighbourhood || String(card.neighbourhoodId),
      });
      const branch = branchOfSede(listing.sede, options);
      for (const offer of offerRows(listing.offers)) {
        const id = rowId(card.code, offer.gestionId);
        if (id === null) continue;
        rows.push({
          id,
          code: card.code,
          gestionId: offer.gestionId,
          typeId: card.typeId,
          departmentId: card.departmentId,
          cityId: card.cityId,
          neighbourhoodId: card.neighbourhoodId,
          price: offer.price,
          adminFee: card.adminFee,
          estrato: card.estrato,
          builtArea: card.builtArea,
          lotArea: card.lotArea,
          bedrooms: card.bedrooms,
          bathrooms: card.bathrooms,
          parking: card.parking,
          description: listing.description,
          address: listing.address?.slice(0, 120) ?? null,
          latitude: listing.latitude,
          longitude: listing.longitude,
          branch: branch?.name ?? null,
          branchId: branch?.id ?? null,
          featured: card.featured,
          listedAt: listing.listedAt ?? seenAt,
          syncedAt: seenAt,
          withdrawnAt: null,
        });
        if (card.photo) covers.push({ propertyId: id, url: card.photo.large });
      }
    }
    if (rows.length === 0) return 0;
    await this.db.transaction(async (tx) => {
      await tx
        .insert(catalogDepartments)
        .values([...departments].map(([id, name]) => ({ id, name: name.slice(0, 80) })))
        .onConflictDoUpdate({ target: catalogDepartments.id, set: { name: sql`excluded.name` } });
      await tx
        .insert(catalogCities)
        .values(
          [...cities].map(([id, c]) => ({ id, departmentId: c.departmentId, name: c.name.slice(0, 80) })),
        )
        .onConflictDoUpdate({ target: catalogCities.id, set: { name: sql`excluded.name` } });
      await tx
        .insert(catalogNeighbourhoods)
        .values([...neighbourhoods].map(([id, n]) => ({ id, cityId: n.cityId, name: n.name.slice(0, 80) })))
        .onConflictDoUpdate({ target: catalogNeighbourhoods.id, set: { name: sql`excluded.name` } });
      const excluded = (column: { name: string }) => sql.raw(`excluded."${column.name}"`);
      const set: Record<string, SQL> = Object.fromEntries([
        ...UPDATED_COLUMNS.map((key): [string, SQL] => [key, excluded(p[key])]),
        ...DETAIL_COLUMNS.map((key): [string, SQL] => [
          key,
          sql`case when ${p.detailSyncedAt} is null then ${excluded(p[key])} else ${p[key]} end`,
        ]),
      ]);
      await tx.insert(p).values(rows).onConflictDoUpdate({ target: p.id, set });
      // The card's photo is the cover until the detail brings the whole list.
      for (const cover of covers) {
        await tx
          .insert(catalogPhotos)
          .values({ propertyId: cover.propertyId, position: 1, url: cover.url })
          .onConflictDoUpdate({
            target: [catalogPhotos.propertyId, catalogPhotos.position],
            set: { url: cover.url, fileKey: null },
          });
      }
    });
    return rows.length;
  }

  /** SIMI says the code is gone (the detail refresh): withdrawn now rather than at the next sync. */
  async withdrawCode(code: string): Promise<void> {
    await this.db
      .update(p)
      .set({ withdrawnAt: new Date() })
      .where(and(eq(p.code, code), isNotNull(p.syncedAt), isNull(p.withdrawnAt)));
  }

  /** Codes whose detail was never copied, or longest ago, for the sync's detail pass. */
  async codesNeedingDetail(limit: number, olderThan: Date): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ code: p.code, at: p.detailSyncedAt })
      .from(p)
      .where(
        and(
          isNull(p.withdrawnAt),
          isNotNull(p.syncedAt),
          or(isNull(p.detailSyncedAt), lt(p.detailSyncedAt, olderThan)),
        ),
      )
      .orderBy(sql`${p.detailSyncedAt} asc nulls first`)
      .limit(limit);
    return rows.map((r) => r.code);
  }

  /** Keeps the advisor (national id inside the gateway only) and answers its opaque photo id. */
  async upsertAdvisor(advisor: SimiAdvisor): Promise<{ id: number; photoId: string }> {
    const [row] = await this.db
      .insert(catalogAdvisors)
      .values({
        id: sql`nextval('catalog_advisors_sync_id_seq')`,
        name: advisor.name.slice(0, 120),
        cedtercero: advisor.cedtercero.slice(0, 20),
        cellphone: advisor.cellphone.slice(0, 20),
        email: advisor.email?.slice(0, 120) ?? null,
        photoId: randomBytes(12).toString('base64url'),
        photoUrl: advisor.photoUrl,
      })
      .onConflictDoUpdate({
        target: catalogAdvisors.cedtercero,
        set: {
          name: sql`excluded.name`,
          cellphone: sql`excluded.cellphone`,
          email: sql`excluded.email`,
          photoUrl: sql`excluded.photo_url`,
          // Seeded advisors have none yet; an existing id never changes (browsers cache the photo by it).
          photoId: sql`coalesce(${catalogAdvisors.photoId}, excluded.photo_id)`,
        },
      })
      .returning({ id: catalogAdvisors.id, photoId: catalogAdvisors.photoId });
    if (!row?.photoId) throw new Error('catalog_advisors upsert returned no photo id');
    return { id: row.id, photoId: row.photoId };
  }

  async advisorByPhotoId(photoId: string): Promise<{ cedtercero: string; photoUrl: string | null } | null> {
    const [row] = await this.db
      .select({ cedtercero: catalogAdvisors.cedtercero, photoUrl: catalogAdvisors.photoUrl })
      .from(catalogAdvisors)
      .where(eq(catalogAdvisors.photoId, photoId))
      .limit(1);
    return row ?? null;
  }

  /** Copies a fresh detail (photos, features, advisor, branch, prices) onto the listing's rows, if any. */
  async writeDetail(
    simi: SimiDetail,
    advisorId: number | null,
    options: SimiNormalizeOptions,
  ): Promise<void> {
    const { detail } = simi;
    const branch = branchOfSede(simi.sede, options);
    const featureIds = await this.featureIds(detail);
    await this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: p.id, gestionId: p.gestionId })
        .from(p)
        .where(and(eq(p.code, detail.code), isNotNull(p.syncedAt)));
      if (rows.length === 0) return;
      const ids = rows.map((r) => r.id);
      for (const row of rows) {
        const price = row.gestionId === 5 ? simi.offers.sale : simi.offers.rent;
        await tx
          .update(p)
          .set({
            ...(price ? { price } : {}),
            adminFee: detail.adminFee,
            description: detail.description,
            age: detail.age,
            latitude: detail.latitude,
            longitude: detail.longitude,
            address: simi.address?.slice(0, 120) ?? null,
            branch: branch?.name ?? null,
            branchId: branch?.id ?? null,
            advisorId,
            detailSyncedAt: new Date(),
          })
          .where(eq(p.id, row.id));
      }
      await tx.delete(catalogPhotos).where(inArray(catalogPhotos.propertyId, ids));
      if (detail.photos.length > 0) {
        await tx
          .insert(catalogPhotos)
          .values(
            ids.flatMap((propertyId) =>
              detail.photos.map((photo, i) => ({ propertyId, position: i + 1, url: photo.large })),
            ),
          );
      }
      await tx.delete(catalogPropertyFeatures).where(inArray(catalogPropertyFeatures.propertyId, ids));
      if (featureIds.length > 0) {
        await tx
          .insert(catalogPropertyFeatures)
          .values(ids.flatMap((propertyId) => featureIds.map((featureId) => ({ propertyId, featureId }))));
      }
    });
  }

  /**
   * Ids of the detail's features, added to the shared dictionary first in a statement of its own, in a
   * fixed order: concurrent refreshes then never wait on (or deadlock over) each other's feature rows.
   */
  private async featureIds(detail: SimiDetail['detail']): Promise<number[]> {
    const wanted = [
      ...detail.internalFeatures.map((f) => ({
        kind: FEATURE_KINDS.INTERNAL,
        name: f.name,
        iconKey: f.icon,
      })),
      ...detail.externalFeatures.map((f) => ({
        kind: FEATURE_KINDS.EXTERNAL,
        name: f.name,
        iconKey: f.icon,
      })),
    ]
      .map((f) => ({ ...f, name: f.name.slice(0, 80) }))
      .filter((f, i, all) => all.findIndex((g) => g.kind === f.kind && g.name === f.name) === i)
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
    if (wanted.length === 0) return [];
    await this.db.insert(catalogFeatures).values(wanted).onConflictDoNothing();
    const rows = await this.db
      .select({ id: catalogFeatures.id, kind: catalogFeatures.kind, name: catalogFeatures.name })
      .from(catalogFeatures)
      .where(
        inArray(
          catalogFeatures.name,
          wanted.map((f) => f.name),
        ),
      );
    return rows.filter((r) => wanted.some((f) => f.kind === r.kind && f.name === r.name)).map((r) => r.id);
  }

  async state(): Promise<SimiSyncState | null> {
    const [row] = await this.db.select().from(simiSyncState).where(eq(simiSyncState.id, STATE_ID));
    return row ?? null;
  }

  /** Takes the sync lease for run `owner`; false while another run holds an unexpired one. */
  async acquireLease(owner: string, now: Date, leaseMs: number): Promise<boolean> {
    await this.db.insert(simiSyncState).values({ id: STATE_ID }).onConflictDoNothing();
    const rows = await this.db
      .update(simiSyncState)
      .set({ startedAt: now, leaseUntil: new Date(now.getTime() + leaseMs), leaseOwner: owner })
      .where(
        and(
          eq(simiSyncState.id, STATE_ID),
          or(isNull(simiSyncState.leaseUntil), lt(simiSyncState.leaseUntil, now)),
        ),
      )
      .returning({ id: simiSyncState.id });
    return rows.length > 0;
  }

  /**
   * Extends run `owner`'s lease (and saves its cursor, when given); false when the lease is someone
   * else's now, or expired: that run must stop writing.
   */
  async renewLease(owner: string, leaseMs: number, cursor?: SimiSyncCursor | null): Promise<boolean> {
    const now = new Date();
    const rows = await this.db
      .update(simiSyncState)
      .set({
        leaseUntil: new Date(now.getTime() + leaseMs),
        ...(cursor !== undefined ? cursorColumns(cursor) : {}),
      })
      .where(this.owned(owner, now))
      .returning({ id: simiSyncState.id });
    return rows.length > 0;
  }

  /** Run `owner` finished its read: the copy's new age and mark, no cursor (it keeps the lease for its details). */
  async finish(
    owner: string,
    outcome: {
      listings: number;
      withdrawn: number;
      durationMs: number;
      modifiedMark: string | null;
      complete: boolean;
    },
  ): Promise<boolean> {
    const now = new Date();
    const rows = await this.db
      .update(simiSyncState)
      .set({
        listings: outcome.listings,
        withdrawn: outcome.withdrawn,
        durationMs: outcome.durationMs,
        finishedAt: now,
        ...(outcome.modifiedMark ? { modifiedMark: outcome.modifiedMark } : {}),
        ...(outcome.complete ? { fullFinishedAt: now } : {}),
        ...cursorColumns(null),
      })
      .where(this.owned(owner, now))
      .returning({ id: simiSyncState.id });
    return rows.length > 0;
  }

  /** Run `owner` is done: the lease is free for the next run. */
  async release(owner: string): Promise<void> {
    await this.db
      .update(simiSyncState)
      .set({ leaseUntil: null, leaseOwner: null })
      .where(and(eq(simiSyncState.id, STATE_ID), eq(simiSyncState.leaseOwner, owner)));
  }

  /** Run `owner` failed: the error is recorded and its cursor kept (the next run resumes it). */
  async fail(owner: string, message: string): Promise<boolean> {
    const rows = await this.db
      .update(simiSyncState)
      .set({ lastError: message.slice(0, 500), lastErrorAt: new Date(), leaseUntil: null, leaseOwner: null })
      .where(and(eq(simiSyncState.id, STATE_ID), eq(simiSyncState.leaseOwner, owner)))
      .returning({ id: simiSyncState.id });
    return rows.length > 0;
  }

  /** Listing rows of the copy visitors can find (not withdrawn). */
  async liveListings(): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(p)
      .where(and(isNotNull(p.syncedAt), isNull(p.withdrawnAt)));
    return row?.n ?? 0;
  }

  /** Distinct codes written since `since` (a full read's copy, across the runs that resumed it). */
  async codesSeenSince(since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(distinct ${p.code})::int` })
      .from(p)
      .where(and(isNotNull(p.syncedAt), gt(p.syncedAt, since)));
    return row?.n ?? 0;
  }

  /** Listings a full read did not see (synced before it began), one row per code. */
  async unseenSince(since: Date): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ code: p.code })
      .from(p)
      .where(and(isNotNull(p.syncedAt), isNull(p.withdrawnAt), lt(p.syncedAt, since)))
      .orderBy(p.code);
    return rows.map((r) => r.code);
  }

  /** SIMI answered the detail of a listing the read did not see: it is live, seen now. */
  async markSeen(code: string, at: Date): Promise<void> {
    await this.db
      .update(p)
      .set({ syncedAt: at })
      .where(and(eq(p.code, code), isNotNull(p.syncedAt)));
  }

  /** When the code was withdrawn, or null when it is not (or not in the copy). */
  async withdrawnAt(code: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: p.withdrawnAt })
      .from(p)
      .where(and(eq(p.code, code), isNotNull(p.withdrawnAt)))
      .orderBy(sql`${p.withdrawnAt} desc`)
      .limit(1);
    return row?.at ?? null;
  }

  /** SIMI answered the code's detail: a withdrawn listing of it is live again. */
  async reinstate(code: string): Promise<void> {
    await this.db
      .update(p)
      .set({ withdrawnAt: null })
      .where(and(eq(p.code, code), isNotNull(p.syncedAt), isNotNull(p.withdrawnAt)));
  }

  private owned(owner: string, now: Date) {
    return and(
      eq(simiSyncState.id, STATE_ID),
      eq(simiSyncState.leaseOwner, owner),
      gt(simiSyncState.leaseUntil, now),
    );
  }
}

/** The read in progress, persisted on every page so a crash or a failed page resumes where it stopped. */
export interface SimiSyncCursor {
  readonly mode: 'full' | 'incremental';
  readonly startedAt: Date;
  readonly pageSize: number;
  /** The next page to read. */
  readonly page: number;
  readonly rows: number;
  /** Page 1's totalInmuebles and fin; null before page 1. */
  readonly total: number | null;
  readonly pages: number | null;
  readonly readMs: number;
  /** Newest fecha_modificacion seen so far. */
  readonly mark: string | null;
}

function cursorColumns(cursor: SimiSyncCursor | null) {
  return {
    cursorMode: cursor?.mode ?? null,
    cursorStartedAt: cursor?.startedAt ?? null,
    cursorPageSize: cursor?.pageSize ?? null,
    cursorPage: cursor?.page ?? null,
    cursorRows: cursor?.rows ?? null,
    cursorTotal: cursor?.total ?? null,
    cursorPages: cursor?.pages ?? null,
    cursorReadMs: cursor?.readMs ?? null,
    cursorMark: cursor?.mark ?? null,
  };
}

/** The persisted cursor of a state row, or null when no read is in progress. */
export function cursorOf(state: SimiSyncState | null): SimiSyncCursor | null {
  if (!state?.cursorMode || !state.cursorStartedAt || !state.cursorPageSize || !state.cursorPage) return null;
  return {
    mode: state.cursorMode === 'incremental' ? 'incremental' : 'full',
    startedAt: state.cursorStartedAt,
    pageSize: state.cursorPageSize,
    page: state.cursorPage,
    rows: state.cursorRows ?? 0,
    total: state.cursorTotal,
    pages: state.cursorPages,
    readMs: state.cursorReadMs ?? 0,
    mark: state.cursorMark,
  };
}
