import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { type ModuleMetadata } from '@nestjs/common';
import { AppModule } from './app.module';
import { AppLogger } from './infra/logging/app-logger';
import { type AppConfig } from './config/config.schema';
import { pageContentSecurityPolicy } from './infra/http/content-security-policy';
import { configureHttp } from './infra/http/http.setup';
import { pageRequestLog } from './infra/http/logger.options';
import { pagesHandler } from './modules/pages/pages.handler';
import { PagesService } from './modules/pages/pages.service';

/** The HTTP gateway, fully configured but not listening: main.ts listens, tests use supertest. */
export async function createGateway(
  config: AppConfig,
  extra: NonNullable<ModuleMetadata['imports']> = [],
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, 'gateway', extra), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(AppLogger));
  configureHttp(app, config);
  // After the static files, before the API's routes: every page of the site (see pages.handler.ts), logged.
  app.use(pageRequestLog(config.LOG_LEVEL));
  app.use(pagesHandler(app.get(PagesService), pageContentSecurityPolicy(config)));
  return app;
}
