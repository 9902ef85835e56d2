import { Module } from '@nestjs/common';
import { PropertySourceModule } from '../properties/property-source.module';
import { LocationsController } from './locations.controller';
import { LocationsService } from './locations.service';

@Module({
  imports: [PropertySourceModule],
  controllers: [LocationsController],
  providers: [LocationsService],
})
export class LocationsModule {}
