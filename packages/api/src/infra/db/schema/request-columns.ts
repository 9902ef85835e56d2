import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.schema';

/**
 * The columns every visitor request table shares: its id, the customer who sent it and when it arrived.
 * A function, so each table gets its own column builders.
 */
export function requestColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  };
}
