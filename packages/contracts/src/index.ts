// zod is in `fields.ts`, `phone-international.ts`, `lookup-lists.ts`, the `*.schema.ts` modules and the mortgage
// simulator's form: keep other modules free of it, and the constants and helpers pages use out of those, so a page
// that needs only rules and constants does not load zod (scripts/check-bundle-budget.mjs fails one that does).
export * from './money';
export * from './property';
export * from './constants/site';
export * from './constants/branches';
export * from './messages';

export * from './lookups/areas';
export * from './lookups/categories';
export * from './lookups/headquarters';
export * from './lookups/document-types';
export * from './lookups/promote-types';
export * from './lookups/statuses';
export * from './lookups/countries';
export * from './lookups/lookup-lists';
export * from './lookups/lookup-routes';

export * from './forms/field-limits';
export * from './forms/fields';
export * from './forms/phone';
export * from './forms/phone-international';
export * from './forms/document-number';
export * from './forms/consent';
export * from './forms/upload-rules';
export * from './forms/contact.schema';
export * from './forms/property-contact.schema';
export * from './forms/advisor-consent.schema';
export * from './forms/promote-property.schema';
export * from './forms/work-with-us.schema';
export * from './forms/pqrs.schema';
export * from './forms/maintenance.schema';
export * from './forms/created-id.schema';
export * from './forms/pqrs-record.schema';
export * from './forms/maintenance-record.schema';
export * from './forms/search-alert.schema';
export * from './captcha';
export * from './captcha-config.schema';

export * from './domain/rent-simulator';
export * from './domain/record-number';
export * from './domain/site-paths';
export * from './domain/error-body';
export * from './domain/favorites-share';
export * from './domain/dates';
export * from './domain/business-days';
export * from './domain/property-page';
export * from './domain/absolute-url';
export * from './domain/mortgage-simulator';
export * from './domain/map-settings';
export * from './domain/search-alerts';
export * from './domain/submission-summary';
export * from './domain/visible-text';
export * from './domain/receipts';
