import { Module } from '@nestjs/common';
import { PageRenderLimits } from './page-render-limits';
import { PageStylesheets } from './page-stylesheets';
import { PagesService } from './pages.service';

/** The site's pages, rendered from the web's server build (see pages.handler.ts for which requests). */
@Module({
  providers: [PagesService, PageRenderLimits, PageStylesheets],
  exports: [PagesService, PageStylesheets],
})
export class PagesModule {}
