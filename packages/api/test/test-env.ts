export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Names the migrated PGlite data directory test/global-setup.ts makes once per run. */
export const PGLITE_TEMPLATE_ENV = 'TEST_PGLITE_TEMPLATE';

/** A short random suffix for database names, Redis prefixes and temp dirs. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
