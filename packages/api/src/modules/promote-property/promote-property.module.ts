import { Module } from '@nestjs/common';
import { LocationsModule } from '../locations/locations.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { PromotePropertyController } from './promote-property.controller';
import { PromotePropertyRepository } from './promote-property.repository';
import { PromotePropertyService } from './promote-property.service';

@Module({
  imports: [SubmissionsModule, LocationsModule],
  controllers: [PromotePropertyController],
  providers: [PromotePropertyRepository, PromotePropertyService],
})
export class PromotePropertyModule {}
