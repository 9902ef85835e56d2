import { Module } from '@nestjs/common';
import { AdvisorPhotoController } from './media/advisor-photo.controller';
import { AdvisorPhotoService } from './media/advisor-photo.service';
import { PhotoController } from './media/photo.controller';
import { PhotoService } from './media/photo.service';
import { PropertiesController } from './properties.controller';
import { PropertiesService } from './properties.service';
import { PropertySourceModule } from './property-source.module';

@Module({
  imports: [PropertySourceModule],
  controllers: [PropertiesController, PhotoController, AdvisorPhotoController],
  providers: [PropertiesService, PhotoService, AdvisorPhotoService],
  exports: [PropertiesService],
})
export class PropertiesModule {}
