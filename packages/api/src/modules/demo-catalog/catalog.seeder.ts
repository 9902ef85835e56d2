import { count, sql } from 'drizzle-orm';
import { type Database, type DbExecutor } from '#src/infra/db/database';
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
import { DEFAULT_SEED, generateCatalog } from './catalog-seed.generator';

/** Arbitrary fixed key: gateways starting together on one PostgreSQL seed only once. */
const SEED_LOCK_KEY = 727_110_003;
/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const BATCH = 1000;

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export async function catalogSize(db: DbExecutor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(catalogProperties);
  return row?.n ?? 0;
}

export interface SeedOutcome {
  readonly seeded: boolean;
  readonly properties: number;
}

/**
 * Fills the catalog with `size` generated listings when it is empty (or always after `reset`).
 * Deterministic: the same size and seed give the same catalog.
 */
export async function seedCatalog(
  db: Database,
  options: { size: number; seed?: number; reset?: boolean },
): Promise<SeedOutcome> {
  const outcome = await fillCatalog(db, options);
  if (outcome.seeded) {
    // Fresh statistics and visibility map: counts become index-only scans. Outside the transaction by necessity.
    await db.execute(sql`vacuum analyze catalog_properties`).catch(() => undefined);
  }
  return outcome;
}

function fillCatalog(
  db: Database,
  options: { size: number; seed?: number; reset?: boolean },
): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (options.reset) {
      await tx.execute(
        sql`truncate catalog_property_features, catalog_photos, catalog_properties, catalog_features, catalog_advisors, catalog_neighbourhoods, catalog_cities, catalog_departments`,
      );
    } else {
      const existing = await catalogSize(tx);
      if (existing > 0) return { seeded: false, properties: existing };
    }
    const catalog = generateCatalog(options.size, options.seed ?? DEFAULT_SEED);
    // Places, advisors and features are upserted so a re-seed of listings alone never conflicts.
    await tx.insert(catalogDepartments).values(catalog.departments).onConflictDoNothing();
    await tx.insert(catalogCities).values(catalog.cities).onConflictDoNothing();
    await insertBatches(catalog.neighbourhoods, (b) =>
      tx.insert(catalogNeighbourhoods).values(b).onConflictDoNothing(),
    );
    await tx.insert(catalogAdvisors).values(catalog.advisors).onConflictDoNothing();
    await tx.insert(catalogFeatures).values(catalog.features).onConflictDoNothing();
    await insertBatches(catalog.properties, (b) => tx.insert(catalogProperties).values(b));
    await insertBatches(catalog.photos, (b) => tx.insert(catalogPhotos).values(b));
    await insertBatches(catalog.propertyFeatures, (b) => tx.insert(catalogPropertyFeatures).values(b));
    return { seeded: true, properties: catalog.properties.length };
  });
}
