import { Controller, Get, Header, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { type Request, type Response } from 'express';
import { sendPage } from './page.handler';
import { SeoService } from './seo.service';

/** Routes served outside the /api prefix (see SEO_ROUTES in http.setup.ts). */
@ApiExcludeController()
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  /** Browsers get this page from htmlPageHandler first; crawlers asking for any type land here. */
  @Get('inmueble/:code')
  async propertyPage(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendPage(res, await this.seo.page(req.originalUrl));
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=900')
  sitemap(): Promise<string> {
    return this.seo.sitemap();
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return this.seo.robots();
  }
}
