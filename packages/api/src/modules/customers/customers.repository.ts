import { Injectable } from '@nestjs/common';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { type PgColumn } from 'drizzle-orm/pg-core';
import { type DbExecutor } from '#src/infra/db/database';
import {
  customerContactPoints,
  customers,
  type ContactPointKind,
  type Customer,
} from '#src/infra/db/schema/index';

/** Columns find-or-create may write; undefined leaves a column as it is. */
export interface CustomerValues {
  readonly documentType?: string;
  readonly document?: string;
  readonly fullname: string;
  readonly email?: string;
  readonly cellphone?: string;
  readonly allowDataProcessing?: boolean;
}

export type CustomerKey = 'document' | 'email' | 'cellphone';

/**
 * The partial unique index each identity tier lives under (customers.schema.ts): a row is in the document
 * tier when it has a document, else in the e-mail tier, else in the phone tier.
 */
const TIER_INDEX: Record<CustomerKey, { target: PgColumn; where: SQL }> = {
  document: { target: customers.document, where: sql`${customers.document} is not null` },
  email: {
    target: customers.email,
    where: sql`${customers.document} is null and ${customers.email} is not null`,
  },
  cellphone: {
    target: customers.cellphone,
    where: sql`${customers.document} is null and ${customers.email} is null and ${customers.cellphone} is not null`,
  },
};

@Injectable()
export class CustomersRepository {
  /** The most recently updated customer with this key value, locked until the transaction ends. */
  async findBy(tx: DbExecutor, key: CustomerKey, value: string): Promise<Customer | undefined> {
    const [row] = await tx
      .select()
      .from(customers)
      .where(eq(customers[key], value))
      .orderBy(desc(customers.updatedAt))
      .limit(1)
      .for('update');
    return row;
  }

  async findById(tx: DbExecutor, id: string): Promise<Customer | undefined> {
    const [row] = await tx.select().from(customers).where(eq(customers.id, id)).limit(1);
    return row;
  }

  /** Records an extra e-mail or phone given for the customer (or when it was given again). */
  async addContactPoint(
    tx: DbExecutor,
    customerId: string,
    kind: ContactPointKind,
    value: string,
  ): Promise<void> {
    await tx
      .insert(customerContactPoints)
      .values({ customerId, kind, value })
      .onConflictDoUpdate({
        target: [customerContactPoints.customerId, customerContactPoints.kind, customerContactPoints.value],
        set: { lastSeenAt: new Date() },
      });
  }

  async update(tx: DbExecutor, id: string, values: Partial<CustomerValues>): Promise<void> {
    const set = definedOnly(values);
    if (Object.keys(set).length === 0) return;
    await tx
      .update(customers)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(customers.id, id));
  }

  /**
   * Inserts, or when a concurrent request inserted the same identity first, returns that row untouched
   * (ON CONFLICT on the tier's partial unique index; only updated_at moves, to return its id).
   */
  async upsert(tx: DbExecutor, values: CustomerValues): Promise<{ id: string; created: boolean }> {
    const tier: CustomerKey = values.document ? 'document' : values.email ? 'email' : 'cellphone';
    const { target, where } = TIER_INDEX[tier];
    const [row] = await tx
      .insert(customers)
      .values({ ...definedOnly(values), fullname: values.fullname })
      .onConflictDoUpdate({
        target,
        targetWhere: where,
        set: { updatedAt: new Date() },
      })
      .returning({ id: customers.id, created: sql<boolean>`xmax = 0` });
    if (!row) throw new Error('Customer upsert returned no row');
    return row;
  }
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
