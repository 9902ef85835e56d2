import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { DemoCatalogModule } from '../demo-catalog/demo-catalog.module';
import { SimiModule } from '../simi/simi.module';
import { SyncedSimiPropertySource } from '../simi/synced-simi-property.source';
import { LocalCatalogModule } from '../catalog/local-catalog.module';
import { LocalPropertySource } from '../catalog/local-property.source';
import { PROPERTY_SOURCE, type PropertySource } from '../catalog/property-source';

/**
 * The configured PropertySource (local catalog or SIMI), shared by properties and locations. It sits above
 * both sources (catalog below simi, which copies into it), so no import runs back up.
 */
@Module({
  imports: [LocalCatalogModule, SimiModule, DemoCatalogModule],
  providers: [
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
  exports: [PROPERTY_SOURCE, LocalCatalogModule, SimiModule],
})
export class PropertySourceModule {}
