import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module';
import { UploadService } from './upload.service';

/** Import where a controller uses `@UploadFiles(kind)` or a service stores a request's files. */
@Module({
  imports: [StorageModule],
  providers: [UploadService],
  exports: [UploadService],
})
export class UploadsModule {}
