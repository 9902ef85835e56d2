import { bigint, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { requestColumns } from './request-columns';

/**
 * 'Promociona tu inmueble' requests (spec §3 promote_property). Place names are stored as the location
 * endpoints named them when the owner sent the form, so the mails and later reports read the same.
 */
export const promoteRequests = pgTable(
  'promote_requests',
  {
    ...requestColumns(),
    fullname: varchar('fullname', { length: 120 }).notNull(),
    cellphone: varchar('cellphone', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** 1 arriendo, 5 venta (spec gestion ids). */
    gestion: smallint('gestion').notNull(),
    typeProperty: varchar('type_property', { length: 40 }).notNull(),
    /** Approximate value in pesos (the legacy value_arriving). */
    valueArriving: bigint('value_arriving', { mode: 'number' }).notNull(),
    address: varchar('address', { length: 120 }).notNull(),
    neighborhood: varchar('neighborhood', { length: 120 }).notNull(),
    neighbourhoodId: integer('neighbourhood_id'),
    departmentId: integer('department_id').notNull(),
    departmentName: varchar('department_name', { length: 80 }).notNull(),
    cityId: integer('city_id').notNull(),
    cityName: varchar('city_name', { length: 80 }).notNull(),
    aboutYou: text('about_you').notNull(),
    /** The internal mailbox the request was routed to (rent: city/neighbourhood route or marketing; sale). */
    routedTo: varchar('routed_to', { length: 254 }).notNull(),
  },
  (t) => [
    index('promote_requests_customer_idx').on(t.customerId),
    index('promote_requests_city_idx').on(t.cityId, t.createdAt),
  ],
);

export type PromoteRequestRow = typeof promoteRequests.$inferSelect;
export type NewPromoteRequest = typeof promoteRequests.$inferInsert;
