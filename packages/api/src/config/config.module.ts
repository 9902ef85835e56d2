import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, APP_ROLE, type AppConfig, type AppRole } from './config.schema';

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig, role: AppRole): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_ROLE, useValue: role },
      ],
      exports: [APP_CONFIG, APP_ROLE],
    };
  }
}
