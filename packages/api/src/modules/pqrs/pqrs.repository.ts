import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DB, type Database, type DbExecutor } from '#src/infra/db/database';
import { areas, pqrs, type PqrsRow, pqrsStatuses } from '#src/infra/db/schema/index';

export interface PqrsWithLookups {
  readonly pqrs: PqrsRow;
  readonly areaName: string;
  readonly statusName: string;
}

@Injectable()
export class PqrsRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async insert(tx: DbExecutor, values: typeof pqrs.$inferInsert): Promise<PqrsRow> {
    const [row] = await tx.insert(pqrs).values(values).returning();
    if (!row) throw new Error('pqrs insert returned no row');
    return row;
  }

  async findWithLookups(id: number): Promise<PqrsWithLookups | undefined> {
    const [row] = await this.db
      .select({ pqrs, areaName: areas.name, statusName: pqrsStatuses.status })
      .from(pqrs)
      .innerJoin(areas, eq(areas.id, pqrs.areaId))
      .innerJoin(pqrsStatuses, eq(pqrsStatuses.id, pqrs.statusId))
      .where(eq(pqrs.id, id));
    return row;
  }
}
