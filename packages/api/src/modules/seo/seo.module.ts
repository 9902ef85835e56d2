import { Module, RequestMethod } from '@nestjs/common';
import { type RouteInfo } from '@nestjs/common/interfaces';
import { PropertiesService } from '../properties/properties.service';
import { PropertySourceModule } from '../properties/property-source.module';
import { PageRenderer } from './page-renderer';
import { SeoController } from './seo.controller';
import { SeoService } from './seo.service';

/** Paths SeoController answers at the site root; http.setup.ts keeps them out of the /api prefix. */
export const SEO_ROUTES: RouteInfo[] = [
  { path: 'inmueble/:code', method: RequestMethod.GET },
  { path: 'sitemap.xml', method: RequestMethod.GET },
  { path: 'robots.txt', method: RequestMethod.GET },
];

/**
 * HTML pages rendered on the server (with the property's head on `/inmueble/:code`), `/sitemap.xml`
 * and `/robots.txt`.
 */
@Module({
  imports: [PropertySourceModule],
  controllers: [SeoController],
  // Its own PropertiesService instance shares the property cache through the same keys.
  providers: [SeoService, PropertiesService, PageRenderer],
})
export class SeoModule {}
