import { Module, RequestMethod } from '@nestjs/common';
import { type RouteInfo } from '@nestjs/common/interfaces';
import { PropertySourceModule } from '../properties/property-source.module';
import { SeoController } from './seo.controller';
import { SeoService } from './seo.service';

/** Paths SeoController answers at the site root; http.setup.ts keeps them out of the /api prefix. */
export const SEO_ROUTES: RouteInfo[] = [
  { path: 'sitemap.xml', method: RequestMethod.GET },
  { path: 'robots.txt', method: RequestMethod.GET },
];

/** `/sitemap.xml` and `/robots.txt` (the pages themselves: PagesModule). */
@Module({
  imports: [PropertySourceModule],
  controllers: [SeoController],
  providers: [SeoService],
})
export class SeoModule {}
