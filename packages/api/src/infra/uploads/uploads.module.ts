import path from 'node:path';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.schema';
import { UploadService } from './upload.service';
import { LocalUploadStorage, UPLOAD_STORAGE } from './upload.storage';

@Module({
  providers: [
    {
      provide: UPLOAD_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalUploadStorage(path.join(config.DATA_DIR, 'uploads')),
    },
    UploadService,
  ],
  exports: [UploadService],
})
export class UploadsModule {}
