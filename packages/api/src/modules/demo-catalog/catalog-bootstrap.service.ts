import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, APP_ROLE, type AppConfig, type AppRole } from '#src/config/config.schema';
import { DB, type Database } from '#src/infra/db/database';
import { seedCatalog } from './catalog.seeder';

/** First start with the local source and an empty catalog: seed SEED_SIZE listings before serving. */
@Injectable()
export class CatalogBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Catalog');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_ROLE) private readonly role: AppRole,
    @Inject(DB) private readonly db: Database,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.role !== 'gateway' || this.config.PROPERTY_SOURCE !== 'local' || this.config.SEED_SIZE === 0)
      return;
    const started = Date.now();
    const outcome = await seedCatalog(this.db, { size: this.config.SEED_SIZE });
    if (outcome.seeded) {
      this.logger.log(
        `Seeded the local catalog with ${outcome.properties} listings in ${Date.now() - started} ms`,
      );
    }
  }
}
