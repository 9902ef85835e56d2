import { Module } from '@nestjs/common';
import { PropertySourceModule } from '../properties/property-source.module';
import { LocationsController } from './locations.controller';
import { LocationsService } from './locations.service';

@Module({
  imports: [PropertySourceModule],
  controllers: [LocationsController],
  providers: [LocationsService],
  // The promote-property form checks its department/city/neighbourhood against the same lists.
  exports: [LocationsService],
})
export class LocationsModule {}
