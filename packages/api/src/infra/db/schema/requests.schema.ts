import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { requestColumns } from './request-columns';

/**
 * Visitor requests of the contact forms. Each row keeps what the visitor sent (name and contact data as
 * submitted, not as the customer row reads later), so the worker renders mails from stored data.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    ...requestColumns(),
    fullname: varchar('fullname', { length: 120 }).notNull(),
    cellphone: varchar('cellphone', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }),
    message: text('message'),
  },
  (t) => [index('contact_requests_customer_idx').on(t.customerId)],
);

/** 'SOLICITA TU ASESORÍA' on the detail page (the legacy contact_us with a property). */
export const propertyContacts = pgTable(
  'property_contacts',
  {
    ...requestColumns(),
    propertyCode: varchar('property_code', { length: 30 }).notNull(),
    fullname: varchar('fullname', { length: 120 }).notNull(),
    cellphone: varchar('cellphone', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    message: text('message').notNull(),
  },
  (t) => [
    index('property_contacts_customer_idx').on(t.customerId),
    index('property_contacts_property_idx').on(t.propertyCode),
  ],
);

/** The advisor card's data-treatment form: who agreed to be contacted about which property. */
export const advisorContacts = pgTable(
  'advisor_contacts',
  {
    ...requestColumns(),
    propertyCode: varchar('property_code', { length: 30 }).notNull(),
  },
  (t) => [index('advisor_contacts_customer_idx').on(t.customerId)],
);

export type ContactRequestRow = typeof contactRequests.$inferSelect;
export type PropertyContactRow = typeof propertyContacts.$inferSelect;
export type AdvisorContactRow = typeof advisorContacts.$inferSelect;
