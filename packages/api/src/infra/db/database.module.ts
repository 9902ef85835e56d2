import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.schema';
import { DB, openDatabase, type DatabaseHandle } from './database';

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
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DB_HANDLE) private readonly handle: DatabaseHandle) {}

  async onApplicationShutdown(): Promise<void> {
    await this.handle.close();
  }
}
