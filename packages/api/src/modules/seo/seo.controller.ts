import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ROOT_FILES } from '#src/infra/http/root-routes';
import { SeoService } from './seo.service';

/** Routes served outside the /api prefix (ROOT_ROUTES, which configureHttp excludes from it). */
@ApiExcludeController()
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get(ROOT_FILES.sitemap)
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=900')
  sitemap(): Promise<string> {
    return this.seo.sitemap();
  }

  @Get(ROOT_FILES.robots)
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return this.seo.robots();
  }
}
