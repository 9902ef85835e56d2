import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import { DB, type Database, type DbExecutor } from '#src/infra/db/database';
import {
  headquarters,
  maintenanceCategories,
  maintenanceFiles,
  type MaintenanceFileRow,
  maintenanceRequests,
  type MaintenanceRequestRow,
} from '#src/infra/db/schema/index';

export interface MaintenanceWithLookups {
  readonly request: MaintenanceRequestRow;
  readonly headquarter: string;
  readonly category: string;
  readonly files: readonly MaintenanceFileRow[];
}

@Injectable()
export class MaintenanceRepository {
  constructor(@Inject(DB) private readonly db: Database) {}

  async insert(
    tx: DbExecutor,
    values: typeof maintenanceRequests.$inferInsert,
    files: readonly Omit<typeof maintenanceFiles.$inferInsert, 'maintenanceId'>[],
  ): Promise<MaintenanceWithLookups> {
    const [request] = await tx.insert(maintenanceRequests).values(values).returning();
    if (!request) throw new Error('maintenance_requests insert returned no row');
    const stored =
      files.length > 0
        ? await tx
            .insert(maintenanceFiles)
            .values(files.map((f) => ({ ...f, maintenanceId: request.id })))
            .returning()
        : [];
    const [names] = await tx
      .select({ headquarter: headquarters.headquarter, category: maintenanceCategories.category })
      .from(headquarters)
      .innerJoin(maintenanceCategories, eq(maintenanceCategories.id, request.categoryId))
      .where(eq(headquarters.id, request.headquarterId));
    if (!names) throw new Error('maintenance lookups missing');
    return { request, ...names, files: stored.sort((a, b) => a.position - b.position) };
  }

  async findWithLookups(id: number): Promise<MaintenanceWithLookups | undefined> {
    const [row] = await this.db
      .select({
        request: maintenanceRequests,
        headquarter: headquarters.headquarter,
        category: maintenanceCategories.category,
      })
      .from(maintenanceRequests)
      .innerJoin(headquarters, eq(headquarters.id, maintenanceRequests.headquarterId))
      .innerJoin(maintenanceCategories, eq(maintenanceCategories.id, maintenanceRequests.categoryId))
      .where(eq(maintenanceRequests.id, id));
    if (!row) return undefined;
    const files = await this.db
      .select()
      .from(maintenanceFiles)
      .where(eq(maintenanceFiles.maintenanceId, id))
      .orderBy(asc(maintenanceFiles.position));
    return { ...row, files };
  }

  async findTokenHash(id: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ hash: maintenanceRequests.accessTokenHash })
      .from(maintenanceRequests)
      .where(eq(maintenanceRequests.id, id));
    return row?.hash;
  }

  async findFile(id: number, fileId: string): Promise<MaintenanceFileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(maintenanceFiles)
      .where(and(eq(maintenanceFiles.maintenanceId, id), eq(maintenanceFiles.id, fileId)));
    return row;
  }
}
