import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type INestApplicationContext, type ModuleMetadata } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { createGateway } from '../src/app.factory';
import { AppModule } from '../src/app.module';
import { type AppConfig } from '../src/config/config.schema';
import { loadConfig } from '../src/config/load-config';
import { SearchAlertDigestScheduler } from '../src/modules/search-alerts/search-alert-digest.scheduler';
import { newPgliteDataDir } from './test-database';

export type ConfigOverrides = Partial<Record<string, string>>;
/** Extra modules booted with the real AppModule (probe controllers, test processors). */
export type ExtraImports = NonNullable<ModuleMetadata['imports']>;

export interface TestApp {
  readonly app: NestExpressApplication;
  readonly config: AppConfig;
  /** Closes the app and removes its temporary DATA_DIR. */
  close(): Promise<void>;
}

/** A WEB_DIST with no build in it: the gateway serves no pages (createTestConfig's default). */
const NO_WEB_BUILD = path.join(os.tmpdir(), 'inmo-no-web-build');

/** Config as the entry points read it, from a clean environment plus the overrides, in a temp DATA_DIR. */
export async function createTestConfig(overrides: ConfigOverrides = {}): Promise<{
  config: AppConfig;
  cleanup: () => Promise<void>;
}> {
  const dataDir =
    overrides.DATA_DIR ??
    (overrides.DATABASE_URL
      ? await mkdtemp(path.join(os.tmpdir(), 'inmo-test-'))
      : await newPgliteDataDir('inmo-test-'));
  // No catalog seeding unless a test asks for it (SEED_SIZE): it costs seconds per app. No pages either unless
  // it asks (WEB_DIST): importing the web's server build through Jest's module loader costs 2.5-3 s per app.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SEED_SIZE: '0',
    WEB_DIST: NO_WEB_BUILD,
    ...overrides,
    DATA_DIR: dataDir,
  });
  return {
    config,
    cleanup: async () => {
      if (!overrides.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Boots the real gateway (AppModule + HTTP setup) without listening; use `request(app.getHttpServer())`. */
export async function createTestApp(
  overrides: ConfigOverrides = {},
  extra: ExtraImports = [],
): Promise<TestApp> {
  const { config, cleanup } = await createTestConfig(overrides);
  const app = await createGateway(config, extra);
  await app.init();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await cleanup();
    },
  };
}

export interface TestWorker {
  readonly context: INestApplicationContext;
  readonly config: AppConfig;
  close(): Promise<void>;
}

/** Boots the worker's application context (no HTTP), as src/worker.ts does. */
export async function createTestWorker(
  overrides: ConfigOverrides = {},
  extra: ExtraImports = [],
): Promise<TestWorker> {
  const { config, cleanup } = await createTestConfig(overrides);
  const context = await NestFactory.createApplicationContext(AppModule.register(config, 'worker', extra), {
    logger: false,
  });
  await context.init();
  return {
    context,
    config,
    close: async () => {
      await context.close();
      await cleanup();
    },
  };
}

/**
 * Stops the alert digest's own runs in a gateway or worker (the embedded gateway's timer, first 5 s after the
 * start; a worker's BullMQ job, at each interval's boundary), for a test that runs the digest itself with a
 * simulated `now`: a run at real time between the test's steps would digest or expire its alerts first.
 */
export function digestsOnlyWhenAsked(context: INestApplicationContext): Promise<void> {
  return context.get(SearchAlertDigestScheduler).onModuleDestroy();
}
