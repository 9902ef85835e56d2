import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { type Response } from 'express';
import { SeoService } from './seo.service';

/** Routes served outside the /api prefix (see SEO_ROUTES in http.setup.ts). */
@ApiExcludeController()
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get('inmueble/:code')
  @Header('Cache-Control', 'no-cache')
  async propertyPage(@Param('code') code: string, @Res() res: Response): Promise<void> {
    const page = await this.seo.propertyPage(code);
    res.status(page.status).type('html').send(page.html);
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
