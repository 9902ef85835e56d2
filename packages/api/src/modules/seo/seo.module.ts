import { Module } from '@nestjs/common';
import { PropertySourceModule } from '../properties/property-source.module';
import { SeoController } from './seo.controller';
import { SeoService } from './seo.service';

/** `/sitemap.xml` and `/robots.txt` (the pages themselves: PagesModule). */
@Module({
  imports: [PropertySourceModule],
  controllers: [SeoController],
  providers: [SeoService],
})
export class SeoModule {}
