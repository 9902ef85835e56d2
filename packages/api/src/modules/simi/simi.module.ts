import { Logger, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { LocalCatalogModule } from '../catalog/local-catalog.module';
import { AdvisorPhotoController } from './advisor-photo.controller';
import { AdvisorPhotoService } from './advisor-photo.service';
import { describeAuthUser, SimiPropertyClient } from './simi-property.client';
import { SimiPropertySource } from './simi-property.source';
import { SimiCatalogRepository } from './sync/simi-catalog.repository';
import { SimiCopyStatus } from './simi-copy.status';
import { SimiDetailWriter } from './sync/simi-detail.writer';
import { SimiSyncScheduler } from './sync/simi-sync.scheduler';
import { SimiSyncService } from './sync/simi-sync.service';
import { SyncedSimiPropertySource } from './synced-simi-property.source';

/** SIMI's adapters: the client, the live source, the local copy and its sync, and the advisors' photos. */
@Module({
  imports: [LocalCatalogModule],
  controllers: [AdvisorPhotoController],
  providers: [
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
    SimiDetailWriter,
    SimiSyncService,
    SimiSyncScheduler,
    SyncedSimiPropertySource,
    AdvisorPhotoService,
  ],
  exports: [SimiCatalogRepository, SimiCopyStatus, SimiSyncService, SyncedSimiPropertySource],
})
export class SimiModule {}
