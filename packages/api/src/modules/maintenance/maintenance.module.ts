import { Module } from '@nestjs/common';
import { UploadsModule } from '#src/infra/uploads/uploads.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { MaintenanceController } from './maintenance.controller';
import { MaintenanceRepository } from './maintenance.repository';
import { MaintenanceService } from './maintenance.service';

@Module({
  imports: [SubmissionsModule, UploadsModule],
  controllers: [MaintenanceController],
  providers: [MaintenanceRepository, MaintenanceService],
})
export class MaintenanceModule {}
