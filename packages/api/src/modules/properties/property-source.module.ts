import { Logger, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.schema';
import { CatalogSearchIndex } from './catalog-search.index';
import { CatalogRepository } from './catalog.repository';
import { CatalogBootstrapService } from './catalog/catalog-bootstrap.service';
import { LocalPropertySource } from './local-property.source';
import { PROPERTY_SOURCE, type PropertySource } from './property-source';
import { PublishedLocations } from './published-locations.service';
import { describeAuthUser, SimiPropertyClient } from './simi/simi-property.client';
import { SimiPropertySource } from './simi/simi-property.source';
import { SimiCatalogRepository } from './sync/simi-catalog.repository';
import { SimiCopyStatus } from './sync/simi-copy.status';
import { SimiSyncScheduler } from './sync/simi-sync.scheduler';
import { SimiSyncService } from './sync/simi-sync.service';
import { SyncedSimiPropertySource } from './sync/synced-simi-property.source';

/** The configured PropertySource (local catalog or SIMI), shared by properties and locations. */
@Module({
  providers: [
    PublishedLocations,
    CatalogRepository,
    CatalogSearchIndex,
    CatalogBootstrapService,
    LocalPropertySource,
    {
      provide: SimiPropertyClient,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const logger = new Logger('SimiClient');
        return new SimiPropertyClient({
          baseUrl: config.SIMI_BASE_URL ?? '',
          token: config.SIMI_TOKEN ?? '',
          timeoutMs: config.SIMI_TIMEOUT_MS,
          basicUser: config.SIMI_BASIC_USER,
          onAuthResolved: (user) =>
            logger.log(`SIMI accepts the ${describeAuthUser(user)}; set SIMI_BASIC_USER to skip the trial`),
        });
      },
    },
    SimiPropertySource,
    SimiCatalogRepository,
    SimiCopyStatus,
    SimiSyncService,
    SimiSyncScheduler,
    SyncedSimiPropertySource,
    {
      provide: PROPERTY_SOURCE,
      inject: [APP_CONFIG, LocalPropertySource, SyncedSimiPropertySource],
      useFactory: (
        config: AppConfig,
        local: LocalPropertySource,
        simi: SyncedSimiPropertySource,
      ): PropertySource => (config.PROPERTY_SOURCE === 'simi' ? simi : local),
    },
  ],
  exports: [
    PROPERTY_SOURCE,
    PublishedLocations,
    SimiCatalogRepository,
    SimiCopyStatus,
    SimiSyncService,
    SyncedSimiPropertySource,
  ],
})
export class PropertySourceModule {}
