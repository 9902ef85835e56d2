import { Inject, Injectable } from '@nestjs/common';
import { asc, sql } from 'drizzle-orm';
import { HEADQUARTERS, MAINTENANCE_CATEGORIES, PQRS_AREAS, PQRS_STATUSES } from '@inmo/contracts';
import { DB, type Database } from '#src/infra/db/database';
import {
  areas,
  type AreaRow,
  headquarters,
  type HeadquarterRow,
  maintenanceCategories,
  type MaintenanceCategoryRow,
  pqrsStatuses,
} from '#src/infra/db/schema/index';

@Injectable()
export class LookupsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** Upserts the contracts' lists: ids are stable, names follow the code (gateway and worker may both run it). */
  async seed(): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(areas)
        .values(PQRS_AREAS.map((a) => ({ id: a.id, name: a.name })))
        .onConflictDoUpdate({ target: areas.id, set: { name: sql`excluded.name` } });
      await tx
        .insert(headquarters)
        .values(HEADQUARTERS.map((h) => ({ id: h.id, headquarter: h.headquarter })))
        .onConflictDoUpdate({ target: headquarters.id, set: { headquarter: sql`excluded.headquarter` } });
      await tx
        .insert(maintenanceCategories)
        .values(MAINTENANCE_CATEGORIES.map((c) => ({ id: c.id, category: c.category })))
        .onConflictDoUpdate({ target: maintenanceCategories.id, set: { category: sql`excluded.category` } });
      await tx
        .insert(pqrsStatuses)
        .values(PQRS_STATUSES.map((s) => ({ id: s.id, status: s.status })))
        .onConflictDoUpdate({ target: pqrsStatuses.id, set: { status: sql`excluded.status` } });
    });
  }

  areas(): Promise<AreaRow[]> {
    return this.db.select().from(areas).orderBy(asc(areas.id));
  }

  headquarters(): Promise<HeadquarterRow[]> {
    return this.db.select().from(headquarters).orderBy(asc(headquarters.id));
  }

  categories(): Promise<MaintenanceCategoryRow[]> {
    return this.db.select().from(maintenanceCategories).orderBy(asc(maintenanceCategories.id));
  }
}
