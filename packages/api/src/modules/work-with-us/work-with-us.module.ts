import { Module } from '@nestjs/common';
import { UploadsModule } from '#src/infra/uploads/uploads.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { WorkWithUsController } from './work-with-us.controller';
import { WorkWithUsRepository } from './work-with-us.repository';
import { WorkWithUsService } from './work-with-us.service';

@Module({
  imports: [SubmissionsModule, UploadsModule],
  controllers: [WorkWithUsController],
  providers: [WorkWithUsRepository, WorkWithUsService],
})
export class WorkWithUsModule {}
