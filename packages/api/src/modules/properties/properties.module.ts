import { Module } from '@nestjs/common';
import { PhotoController } from './media/photo.controller';
import { PhotoService } from './media/photo.service';
import { PropertiesController } from './properties.controller';
import { PropertiesService } from './properties.service';
import { PropertySourceModule } from './property-source.module';

@Module({
  imports: [PropertySourceModule],
  controllers: [PropertiesController, PhotoController],
  providers: [PropertiesService, PhotoService],
})
export class PropertiesModule {}
