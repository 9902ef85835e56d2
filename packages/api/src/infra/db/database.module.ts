import {
  Global,
  Inject,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { DB, openDatabase, type DatabaseHandle } from './database';
import { stuckWork } from './transaction-scope';

const DB_HANDLE = Symbol('DB_HANDLE');

@Global()
@Module({
  providers: [
    {
      provide: DB_HANDLE,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<DatabaseHandle> => {
        const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
        new Logger('Database').log(
          handle.driver === 'pg'
            ? 'PostgreSQL ready, migrations applied'
            : `PGlite ready in ${config.DATA_DIR}/pgdata`,
        );
        return handle;
      },
    },
    { provide: DB, inject: [DB_HANDLE], useFactory: (handle: DatabaseHandle) => handle.db },
  ],
  exports: [DB],
})
export class DatabaseModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private watchdog: NodeJS.Timeout | undefined;

  constructor(
    @Inject(DB_HANDLE) private readonly handle: DatabaseHandle,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'DB_STUCK_AFTER_MS'>,
  ) {}

  /** A transaction or query past DB_STUCK_AFTER_MS is named once (readiness reports it while it lasts). */
  onApplicationBootstrap(): void {
    const bound = this.config.DB_STUCK_AFTER_MS;
    const logger = new Logger('Database');
    this.watchdog = setInterval(
      () => {
        for (const work of stuckWork(bound, Date.now(), true).filter((w) => w.firstReport))
          logger.error(
            `Database work running for ${Math.round(work.ageMs / 1000)} s, begun at ${work.began}: ` +
              'every request that needs the database may wait for it (see the README, "A stuck database")',
          );
      },
      Math.min(5000, bound),
    );
    this.watchdog.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.watchdog);
    await this.handle.close();
  }
}
