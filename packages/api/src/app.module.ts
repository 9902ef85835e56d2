import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { ConfigModule } from './config/config.module';
import { type AppConfig, type AppRole } from './config/config.schema';
import { CacheModule } from './infra/cache/cache.module';
import { CaptchaModule } from './infra/captcha/captcha.module';
import { DatabaseModule } from './infra/db/database.module';
import { HttpModule } from './infra/http/http.module';
import { loggerOptions } from './infra/http/logger.options';
import { HealthModule } from './modules/health/health.module';
import { LocationsModule } from './modules/locations/locations.module';
import { PropertiesModule } from './modules/properties/properties.module';
import { SeoModule } from './modules/seo/seo.module';

@Module({})
export class AppModule {
  static register(config: AppConfig, role: AppRole = 'gateway'): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, role),
        LoggerModule.forRoot(loggerOptions(config)),
        DatabaseModule,
        CacheModule,
        HttpModule,
        HealthModule,
        CaptchaModule,
        PropertiesModule,
        LocationsModule,
        SeoModule,
      ],
    };
  }
}
