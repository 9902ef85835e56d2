import { Inject, Injectable } from '@nestjs/common';
import { and, asc, between, count, desc, eq, gt, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DB, type Database } from '#src/infra/db/database';
import {
  catalogAdvisors,
  catalogCities,
  catalogDepartments,
  catalogFeatures,
  catalogNeighbourhoods,
  catalogPhotos,
  catalogProperties,
  catalogPropertyFeatures,
} from '#src/infra/db/schema/index';
import { bboxContains } from '@inmo/contracts';
import { inSlices } from './event-loop-slices';
import { type SourceSearch } from './property-source';
import { PUBLISHED_POINT_MARGIN_DEGREES } from './public-location';
import { PublishedLocations } from './published-locations.service';

const p = catalogProperties;
/** What PublishedLocations needs to publish a listing's point. */
const PLACE_COLUMNS = {
  id: p.id,
  code: p.code,
  latitude: p.latitude,
  longitude: p.longitude,
  exactLocation: p.exactLocation,
};
const cover = alias(catalogPhotos, 'cover');

interface DetailPhoto {
  fileKey: string | null;
  url: string | null;
  width: number | null;
  height: number | null;
}
interface DetailFeature {
  kind: (typeof catalogFeatures.$inferSelect)['kind'];
  name: string;
  iconKey: string | null;
}

const cardColumns = {
  id: p.id,
  code: p.code,
  gestionId: p.gestionId,
  typeId: p.typeId,
  departmentId: p.departmentId,
  department: catalogDepartments.name,
  cityId: p.cityId,
  city: catalogCities.name,
  neighbourhoodId: p.neighbourhoodId,
  neighbourhood: catalogNeighbourhoods.name,
  price: p.price,
  adminFee: p.adminFee,
  estrato: p.estrato,
  builtArea: p.builtArea,
  lotArea: p.lotArea,
  bedrooms: p.bedrooms,
  bathrooms: p.bathrooms,
  parking: p.parking,
  featured: p.featured,
  listedAt: p.listedAt,
  previousPrice: p.previousPrice,
  priceDroppedAt: p.priceDroppedAt,
  photoKey: cover.fileKey,
  photoUrl: cover.url,
  photoWidth: cover.width,
  photoHeight: cover.height,
};

/** Queries of the local catalog; searches and the map filter in CatalogSearchIndex, then read cards here by id. */
@Injectable()
export class CatalogRepository {
  /**
   * Built by drizzle once, and planned by PostgreSQL once per connection: per search, building and planning
   * this five-table join cost more than running it (0.6 ms of the gateway's CPU, 1.7 ms of PostgreSQL's).
   * PGlite's driver sends no named statement, so there only the building is saved.
   */
  private readonly cardsOfIds;
  private readonly detailOfCode;

  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly locations: PublishedLocations,
  ) {
    this.cardsOfIds = this.cards()
      .where(and(sql`${p.id} = any(${sql.placeholder('ids')})`, isNull(p.withdrawnAt)))
      .prepare('catalog_cards_of_ids');
    this.detailOfCode = this.db
      .select({
        ...cardColumns,
        description: p.description,
        age: p.age,
        latitude: p.latitude,
        longitude: p.longitude,
        exactLocation: p.exactLocation,
        branch: p.branch,
        branchId: p.branchId,
        detailSyncedAt: p.detailSyncedAt,
        advisorPhotoId: catalogAdvisors.photoId,
        advisorPhotoUrl: catalogAdvisors.photoUrl,
        advisorName: catalogAdvisors.name,
        advisorCellphone: catalogAdvisors.cellphone,
        advisorEmail: catalogAdvisors.email,
        photos: sql<DetailPhoto[]>`coalesce((
          select json_agg(json_build_object('fileKey', ${catalogPhotos.fileKey}, 'url', ${catalogPhotos.url},
            'width', ${catalogPhotos.width}, 'height', ${catalogPhotos.height}) order by ${catalogPhotos.position})
          from ${catalogPhotos} where ${catalogPhotos.propertyId} = ${p.id}), '[]')`,
        features: sql<DetailFeature[]>`coalesce((
          select json_agg(json_build_object('kind', ${catalogFeatures.kind}, 'name', ${catalogFeatures.name},
            'iconKey', ${catalogFeatures.iconKey}) order by ${catalogFeatures.id})
          from ${catalogPropertyFeatures}
          join ${catalogFeatures} on ${catalogFeatures.id} = ${catalogPropertyFeatures.featureId}
          where ${catalogPropertyFeatures.propertyId} = ${p.id}), '[]')`,
      })
      .from(p)
      .innerJoin(catalogCities, eq(catalogCities.id, p.cityId))
      .innerJoin(catalogDepartments, eq(catalogDepartments.id, p.departmentId))
      .innerJoin(catalogNeighbourhoods, eq(catalogNeighbourhoods.id, p.neighbourhoodId))
      .leftJoin(cover, and(eq(cover.propertyId, p.id), eq(cover.position, 1)))
      .leftJoin(catalogAdvisors, eq(catalogAdvisors.id, p.advisorId))
      .where(and(eq(p.code, sql.placeholder('code')), isNull(p.withdrawnAt)))
      // A listing offered both ways has a row per gestion: the detail is the rent one.
      .orderBy(asc(p.gestionId))
      .limit(1)
      .prepare('catalog_detail_of_code');
  }

  private cards() {
    return this.db
      .select(cardColumns)
      .from(p)
      .innerJoin(catalogCities, eq(catalogCities.id, p.cityId))
      .innerJoin(catalogDepartments, eq(catalogDepartments.id, p.departmentId))
      .innerJoin(catalogNeighbourhoods, eq(catalogNeighbourhoods.id, p.neighbourhoodId))
      .leftJoin(cover, and(eq(cover.propertyId, p.id), eq(cover.position, 1)));
  }

  /**
   * The filters of an alert's search; CatalogSearchIndex applies the same ones to searches and the map. The
   * area is widened by the published points' margin here: changedSince keeps those whose point is inside.
   * search-filter.property.int-spec.ts checks both, and the SIMI query, select the same listings.
   */
  private filtersOf(q: SourceSearch): SQL | undefined {
    const margin = PUBLISHED_POINT_MARGIN_DEGREES;
    return and(
      // Listings gone from SIMI stay in the table (their pages answer not found) but never in a result.
      isNull(p.withdrawnAt),
      q.gestion ? eq(p.gestionId, q.gestion) : undefined,
      q.tipo ? eq(p.typeId, q.tipo) : undefined,
      q.ciudad ? eq(p.cityId, q.ciudad) : undefined,
      q.barrio ? eq(p.neighbourhoodId, q.barrio) : undefined,
      q.valmin !== undefined ? gte(p.price, q.valmin) : undefined,
      q.valmax !== undefined ? lte(p.price, q.valmax) : undefined,
      q.habitaciones ? gte(p.bedrooms, q.habitaciones) : undefined,
      q.banos ? gte(p.bathrooms, q.banos) : undefined,
      q.parqueaderos ? gte(p.parking, q.parqueaderos) : undefined,
      q.bbox ? between(p.latitude, q.bbox.south - margin, q.bbox.north + margin) : undefined,
      q.bbox ? between(p.longitude, q.bbox.west - margin, q.bbox.east + margin) : undefined,
    );
  }

  /** The cards of a page of listings, in the order of `ids` (CatalogSearchIndex found them); none withdrawn. */
  async cardsByIds(ids: readonly number[]) {
    if (ids.length === 0) return [];
    const rows = await this.cardsOfIds.execute({ ids });
    const position = new Map(ids.map((id, i) => [id, i]));
    return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  }

  /**
   * Every listing a search can find (not withdrawn), newest first, with the filters' columns:
   * what CatalogSearchIndex holds. Their published points (PublishedLocations), never the exact place: the
   * index filters areas and draws the map with them.
   */
  async searchableListings() {
    const [publish, rows] = await Promise.all([
      this.locations.publisher(),
      this.db
        .select({
          ...PLACE_COLUMNS,
          price: p.price,
          gestionId: p.gestionId,
          typeId: p.typeId,
          cityId: p.cityId,
          neighbourhoodId: p.neighbourhoodId,
          bedrooms: p.bedrooms,
          bathrooms: p.bathrooms,
          parking: p.parking,
        })
        .from(p)
        .where(isNull(p.withdrawnAt))
        .orderBy(desc(p.listedAt), desc(p.id)),
    ]);
    const listingOf = ({ latitude, longitude, exactLocation, ...row }: (typeof rows)[number]) => {
      const point = publish(row.code, latitude, longitude, exactLocation);
      return { ...row, latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
    };
    // One HMAC per listing: 60 ms for 20,000 on an idle core, so in slices between searches (issue 33).
    const listings = new Array<ReturnType<typeof listingOf>>(rows.length);
    await inSlices(rows.length, (start, end) => {
      for (let i = start; i < end; i++) listings[i] = listingOf(rows[i]!);
    });
    return listings;
  }

  /**
   * The alerts' digest: listings of a search added, or made cheaper, in (since, until]; the newest
   * `limit` (a price drop counts from its date), and how many in all.
   */
  async changedSince(q: SourceSearch, since: Date, until: Date, limit: number) {
    const where = and(
      this.filtersOf(q),
      or(
        and(gt(p.createdAt, since), lte(p.createdAt, until)),
        and(gt(p.priceDroppedAt, since), lte(p.priceDroppedAt, until)),
      ),
    );
    const changedAt = sql<Date>`greatest(${p.createdAt}, coalesce(${p.priceDroppedAt}, ${p.createdAt}))`;
    const newest = this.cards().where(where).orderBy(desc(changedAt), desc(p.id));
    if (!q.bbox) {
      const [rows, totals] = await Promise.all([
        newest.limit(limit),
        this.db.select({ total: count() }).from(p).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    }
    // An area keeps the listings whose published point is inside it, as the map showed them: a day's
    // changes in the widened area are few, so they are read whole and kept here.
    const bbox = q.bbox;
    const [publish, places] = await Promise.all([
      this.locations.publisher(),
      this.db.select(PLACE_COLUMNS).from(p).where(where).orderBy(desc(changedAt), desc(p.id)),
    ]);
    const inside = places
      .filter((r) => {
        const point = publish(r.code, r.latitude, r.longitude, r.exactLocation);
        return point !== null && bboxContains(bbox, point.latitude, point.longitude);
      })
      .map((r) => r.id);
    return { rows: await this.cardsByIds(inside.slice(0, limit)), total: inside.length };
  }

  featured(limit: number) {
    return this.cards()
      .where(and(eq(p.featured, true), isNull(p.withdrawnAt)))
      .orderBy(desc(p.listedAt), desc(p.id))
      .limit(limit);
  }

  /** The listing's detail, its photos and its features in one statement, prepared like {@link cardsOfIds}. */
  async findByCode(code: string) {
    const [row] = await this.detailOfCode.execute({ code });
    return row ?? null;
  }

  departments() {
    return this.db
      .select({ id: catalogDepartments.id, name: catalogDepartments.name })
      .from(catalogDepartments)
      .orderBy(asc(catalogDepartments.name));
  }

  async departmentExists(id: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: catalogDepartments.id })
      .from(catalogDepartments)
      .where(eq(catalogDepartments.id, id));
    return rows.length > 0;
  }

  cities(departmentId?: number) {
    return this.db
      .select({ id: catalogCities.id, name: catalogCities.name, departmentId: catalogCities.departmentId })
      .from(catalogCities)
      .where(departmentId === undefined ? undefined : eq(catalogCities.departmentId, departmentId))
      .orderBy(asc(catalogCities.name), asc(catalogCities.id));
  }

  async cityExists(id: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: catalogCities.id })
      .from(catalogCities)
      .where(eq(catalogCities.id, id));
    return rows.length > 0;
  }

  neighbourhoods(cityId: number) {
    return this.db
      .select({
        id: catalogNeighbourhoods.id,
        name: catalogNeighbourhoods.name,
        cityId: catalogNeighbourhoods.cityId,
      })
      .from(catalogNeighbourhoods)
      .where(eq(catalogNeighbourhoods.cityId, cityId))
      .orderBy(asc(catalogNeighbourhoods.name));
  }

  async propertyCount(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(p);
    return row?.n ?? 0;
  }
}

export type CardRow = Awaited<ReturnType<CatalogRepository['featured']>>[number];
export type DetailRow = NonNullable<Awaited<ReturnType<CatalogRepository['findByCode']>>>;
