import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  pgSequence,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** The local property catalog (PROPERTY_SOURCE=local). Ids of places follow SIMI/DANE ids. */
export const catalogDepartments = pgTable('catalog_departments', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
});

export const catalogCities = pgTable(
  'catalog_cities',
  {
    id: integer('id').primaryKey(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => catalogDepartments.id),
    name: varchar('name', { length: 80 }).notNull(),
  },
  (t) => [index('catalog_cities_department_idx').on(t.departmentId)],
);

export const catalogNeighbourhoods = pgTable(
  'catalog_neighbourhoods',
  {
    id: integer('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => catalogCities.id),
    name: varchar('name', { length: 80 }).notNull(),
  },
  (t) => [index('catalog_neighbourhoods_city_idx').on(t.cityId)],
);

export const catalogAdvisors = pgTable('catalog_advisors', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  cedtercero: varchar('cedtercero', { length: 20 }).notNull().unique(),
  cellphone: varchar('cellphone', { length: 20 }).notNull(),
  email: varchar('email', { length: 120 }),
  /** Opaque id of the advisor's photo in public URLs (the national id never leaves the gateway). */
  photoId: varchar('photo_id', { length: 32 }).unique(),
  /** SIMI's FotoAsesor when it is a real photo: the fallback after SIMI_ADVISOR_PHOTO_URL. */
  photoUrl: text('photo_url'),
});

/** Ids of advisors the SIMI sync adds (the seeded ones use 1..n). */
export const catalogAdvisorIds = pgSequence('catalog_advisors_sync_id_seq', { startWith: 1000000 });

export const catalogProperties = pgTable(
  'catalog_properties',
  {
    id: integer('id').primaryKey(),
    code: varchar('code', { length: 20 }).notNull(),
    gestionId: smallint('gestion_id').notNull(),
    typeId: smallint('type_id').notNull(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => catalogDepartments.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => catalogCities.id),
    neighbourhoodId: integer('neighbourhood_id')
      .notNull()
      .references(() => catalogNeighbourhoods.id),
    advisorId: integer('advisor_id').references(() => catalogAdvisors.id),
    /** Monthly rent or sale price in COP: 64-bit, as SIMI's sale prices pass 2,147,483,647 (4,324,250,000). */
    price: bigint('price', { mode: 'number' }).notNull(),
    adminFee: bigint('admin_fee', { mode: 'number' }),
    estrato: smallint('estrato'),
    builtArea: doublePrecision('built_area'),
    lotArea: doublePrecision('lot_area'),
    bedrooms: smallint('bedrooms').notNull().default(0),
    bathrooms: smallint('bathrooms').notNull().default(0),
    parking: smallint('parking').notNull().default(0),
    age: smallint('age'),
    description: text('description').notNull(),
    address: varchar('address', { length: 120 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * The agency shows this listing's exact place; otherwise every answer, filter and page uses its
     * approximate point (public-location.ts). SIMI has no such field: EXACT_LOCATION_CODES covers its listings.
     */
    exactLocation: boolean('exact_location').notNull().default(false),
    branch: varchar('branch', { length: 40 }),
    /** BRANCHES id (1..12); SIMI listings get it from SIMI_SEDES. */
    branchId: smallint('branch_id'),
    featured: boolean('featured').notNull().default(false),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** SIMI sync: when a full sync last saw the listing (null: seeded locally). */
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    /** SIMI sync: when the detail (photos, features, advisor) was last copied. */
    detailSyncedAt: timestamp('detail_synced_at', { withTimezone: true }),
    /** SIMI sync: gone from SIMI; its page answers not found. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** Set by a trigger whenever the price goes down (whoever writes it): what alerts call a price drop. */
    previousPrice: bigint('previous_price', { mode: 'number' }),
    priceDroppedAt: timestamp('price_dropped_at', { withTimezone: true }),
  },
  (t) => [
    // A SIMI listing offered both ways ("Arriendo/venta") is two rows: one per gestion, same code.
    uniqueIndex('catalog_properties_code_gestion_uq').on(t.code, t.gestionId),
    // Searches and the map now filter in memory (CatalogSearchIndex); these indexes were built for their SQL
    // and serve at most the alerts' digest now: drop them in a migration once its plans are checked.
    // One index per sort order, led by the filter every search carries (gestion) so a page is read in
    // order and stops after 12 rows; price trails so the price range is checked on the index alone.
    index('catalog_properties_gestion_listed_idx').on(
      t.gestionId,
      t.listedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.price,
    ),
    index('catalog_properties_gestion_price_idx').on(t.gestionId, t.price, t.id),
    index('catalog_properties_listed_idx').on(t.listedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // City and neighbourhood narrow the most; price is then a range inside them.
    index('catalog_properties_city_idx').on(t.cityId, t.gestionId, t.price),
    index('catalog_properties_neighbourhood_idx').on(t.neighbourhoodId, t.gestionId, t.price),
    index('catalog_properties_type_idx').on(t.typeId, t.gestionId, t.price),
    // The map (points and area searches): a latitude band of a gestion read from the index alone, every
    // filter and the points' columns included, so no listing row is visited (11 ms -> 4 ms at 20,000).
    index('catalog_properties_map_idx')
      .on(
        t.gestionId,
        t.latitude,
        t.longitude,
        t.listedAt,
        t.id,
        t.price,
        t.typeId,
        t.cityId,
        t.neighbourhoodId,
        t.bedrooms,
        t.bathrooms,
        t.parking,
        t.code,
      )
      .where(sql`${t.withdrawnAt} is null`),
    // The alerts' digest: listings added or cheaper since an instant.
    index('catalog_properties_created_idx').on(t.createdAt),
    index('catalog_properties_price_dropped_idx')
      .on(t.priceDroppedAt)
      .where(sql`${t.priceDroppedAt} is not null`),
    index('catalog_properties_featured_idx')
      .on(t.listedAt.desc())
      .where(sql`${t.featured}`),
  ],
);

export const catalogPhotos = pgTable(
  'catalog_photos',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => catalogProperties.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** Key of a generated image of the pool, e.g. "living-07" (seeded listings). */
    fileKey: varchar('file_key', { length: 60 }),
    /** Absolute URL of a SIMI photo (synced listings). */
    url: text('url'),
    width: smallint('width'),
    height: smallint('height'),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.position] })],
);

export const FEATURE_KINDS = { INTERNAL: 'internal', EXTERNAL: 'external' } as const;

export const catalogFeatures = pgTable(
  'catalog_features',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 10 })
      .notNull()
      .$type<(typeof FEATURE_KINDS)[keyof typeof FEATURE_KINDS]>(),
    name: varchar('name', { length: 80 }).notNull(),
    iconKey: varchar('icon_key', { length: 40 }),
  },
  (t) => [uniqueIndex('catalog_features_kind_name_uq').on(t.kind, t.name)],
);

export const catalogPropertyFeatures = pgTable(
  'catalog_property_features',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => catalogProperties.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => catalogFeatures.id),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.featureId] })],
);

export type CatalogProperty = typeof catalogProperties.$inferSelect;
export type NewCatalogProperty = typeof catalogProperties.$inferInsert;

/** One row (id 1): how the last SIMI syncs went, for the source switch and health/readiness. */
export const simiSyncState = pgTable('simi_sync_state', {
  id: smallint('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  /** A sync holds this lease while it runs, so two workers never sync at once. */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  /** End of the last sync that completed: the copy's age. */
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  listings: integer('listings').notNull().default(0),
  withdrawn: integer('withdrawn').notNull().default(0),
  durationMs: integer('duration_ms'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  lastError: text('last_error'),
  /** The run holding the lease: only it renews, writes its cursor, and releases the lease. */
  leaseOwner: varchar('lease_owner', { length: 36 }),
  /** The read in progress (a crash or a failed page resumes it): 'full' or 'incremental', null when none. */
  cursorMode: varchar('cursor_mode', { length: 12 }),
  /** When the read in progress began: a full read withdraws only listings not seen since. */
  cursorStartedAt: timestamp('cursor_started_at', { withTimezone: true }),
  cursorPageSize: smallint('cursor_page_size'),
  /** The next page to ask for. */
  cursorPage: integer('cursor_page'),
  /** Cards received so far, and page 1's totalInmuebles and fin: the read is complete only if they match. */
  cursorRows: integer('cursor_rows'),
  cursorTotal: integer('cursor_total'),
  cursorPages: integer('cursor_pages'),
  /** Time spent on the pages read so far (the rough time left in health). */
  cursorReadMs: integer('cursor_read_ms'),
  /** Newest fecha_modificacion seen by the read in progress ("YYYY-MM-DD HH:MM:SS"). */
  cursorMark: varchar('cursor_mark', { length: 19 }),
  /** Newest fecha_modificacion of the last finished read: an incremental read stops at it. */
  modifiedMark: varchar('modified_mark', { length: 19 }),
  /** End of the last complete full read (the reconciliation that may withdraw listings). */
  fullFinishedAt: timestamp('full_finished_at', { withTimezone: true }),
});
