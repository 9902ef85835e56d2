import { Module } from '@nestjs/common';
import { CatalogBootstrapService } from './catalog-bootstrap.service';
import { PhotoController } from './photo.controller';
import { PhotoService } from './photo.service';

/**
 * The demo data no production request needs: the seed listings (written on `npm start`'s first run with the
 * local source) and the illustrations their photos point at.
 */
@Module({
  controllers: [PhotoController],
  providers: [CatalogBootstrapService, PhotoService],
})
export class DemoCatalogModule {}
