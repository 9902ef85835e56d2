import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { FileStorage } from './file-storage.service';
import { LocalFileStorage } from './local-file-storage.service';
import { S3FileStorage } from './s3-file-storage.service';

/** FileStorage is the S3 store when STORAGE_S3_BUCKET is set, the local disk under DATA_DIR otherwise. */
@Global()
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): FileStorage =>
        config.STORAGE_S3_BUCKET ? new S3FileStorage(config) : new LocalFileStorage(config),
    },
  ],
  exports: [FileStorage],
})
export class StorageModule {}
