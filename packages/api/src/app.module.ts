import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppLogger } from './infra/logging/app-logger';
import { ConfigModule } from './config/config.module';
import { type AppConfig, type AppRole } from './config/config.schema';
import { CacheModule } from './infra/cache/cache.module';
import { CaptchaModule } from './infra/captcha/captcha.module';
import { DatabaseModule } from './infra/db/database.module';
import { HttpModule } from './infra/http/http.module';
import { loggerOptions } from './infra/http/logger.options';
import { MailModule } from './infra/mail/mail.module';
import { MetricsModule } from './infra/metrics/metrics.module';
import { PdfModule } from './infra/pdf/pdf.module';
import { QueueModule } from './infra/queue/queue.module';
import { RateLimitModule } from './infra/rate-limit/rate-limit.module';
import { QuotaModule } from './infra/quota/quota.module';
import { StorageModule } from './infra/storage/storage.module';
import { WebBuildModule } from './infra/web-build/web-build.module';
import { ContactModule } from './modules/contact/contact.module';
import { HealthModule } from './modules/health/health.module';
import { LocationsModule } from './modules/locations/locations.module';
import { LookupsModule } from './modules/lookups/lookups.module';
import { MaintenanceModule } from './modules/maintenance/maintenance.module';
import { PqrsModule } from './modules/pqrs/pqrs.module';
import { PromotePropertyModule } from './modules/promote-property/promote-property.module';
import { PropertiesModule } from './modules/properties/properties.module';
import { PagesModule } from './modules/pages/pages.module';
import { SearchAlertsModule } from './modules/search-alerts/search-alerts.module';
import { SeoModule } from './modules/seo/seo.module';
import { WorkWithUsModule } from './modules/work-with-us/work-with-us.module';

type ModuleImports = NonNullable<ModuleMetadata['imports']>;

@Module({})
export class AppModule {
  /** `extra` lets tests add modules (e.g. a probe controller or processor) to the real graph. */
  static register(config: AppConfig, role: AppRole = 'gateway', extra: ModuleImports = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, role),
        LoggerModule.forRoot(loggerOptions(config)),
        MetricsModule,
        DatabaseModule,
        CacheModule,
        WebBuildModule,
        HttpModule,
        StorageModule,
        QueueModule,
        MailModule,
        PdfModule,
        RateLimitModule,
        QuotaModule,
        HealthModule,
        CaptchaModule,
        PropertiesModule,
        LocationsModule,
        SeoModule,
        PagesModule,
        ContactModule,
        PromotePropertyModule,
        WorkWithUsModule,
        LookupsModule,
        PqrsModule,
        MaintenanceModule,
        SearchAlertsModule,
        ...extra,
      ],
      // The gateway's and the worker's logger (app.useLogger).
      providers: [AppLogger],
    };
  }
}
