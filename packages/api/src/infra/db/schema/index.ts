// Every table of the gateway; drizzle-kit reads this file and the typed Database is built from it.
export * from './customers.schema';
export * from './consents.schema';
export * from './outbox.schema';
export * from './catalog.schema';
export * from './requests.schema';
export * from './idempotency.schema';
export * from './pdf-documents.schema';
export * from './lookups.schema';
export * from './pqrs.schema';
export * from './maintenance.schema';
export * from './promote-property.schema';
export * from './work-with-us.schema';
export * from './search-alerts.schema';
