import { Injectable } from '@nestjs/common';
import { type DbExecutor } from '#src/infra/db/database';
import { type NewPromoteRequest, promoteRequests, type PromoteRequestRow } from '#src/infra/db/schema/index';

@Injectable()
export class PromotePropertyRepository {
  async insert(tx: DbExecutor, values: NewPromoteRequest): Promise<PromoteRequestRow> {
    const [row] = await tx.insert(promoteRequests).values(values).returning();
    if (!row) throw new Error('promote_requests insert returned no row');
    return row;
  }
}
