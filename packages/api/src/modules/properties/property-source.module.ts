import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.schema';
import { CatalogRepository } from './catalog.repository';
import { CatalogBootstrapService } from './catalog/catalog-bootstrap.service';
import { LocalPropertySource } from './local-property.source';
import { PROPERTY_SOURCE, type PropertySource } from './property-source';
import { SimiPropertyClient } from './simi/simi-property.client';
import { SimiPropertySource } from './simi/simi-property.source';

/** The configured PropertySource (local catalog or SIMI), shared by properties and locations. */
@Module({
  providers: [
    CatalogRepository,
    CatalogBootstrapService,
    LocalPropertySource,
    {
      provide: SimiPropertyClient,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new SimiPropertyClient({
          baseUrl: config.SIMI_BASE_URL ?? '',
          token: config.SIMI_TOKEN ?? '',
          timeoutMs: config.SIMI_TIMEOUT_MS,
        }),
    },
    SimiPropertySource,
    {
      provide: PROPERTY_SOURCE,
      inject: [APP_CONFIG, LocalPropertySource, SimiPropertySource],
      useFactory: (
        config: AppConfig,
        local: LocalPropertySource,
        simi: SimiPropertySource,
      ): PropertySource => (config.PROPERTY_SOURCE === 'simi' ? simi : local),
    },
  ],
  exports: [PROPERTY_SOURCE],
})
export class PropertySourceModule {}
