import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module';
import { UploadBudget } from './upload-budget';
import { UploadService } from './upload.service';

/** Import where a controller uses `@UploadFiles(kind)` or a service stores a request's files. */
@Module({
  imports: [StorageModule],
  providers: [UploadService, UploadBudget],
  exports: [UploadService],
})
export class UploadsModule {}
