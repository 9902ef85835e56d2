import { Module } from '@nestjs/common';
import { PageRenderLimits } from './page-render-limits';
import { PagesService } from './pages.service';

/** The site's pages, rendered from the web's server build (see pages.handler.ts for which requests). */
@Module({ providers: [PagesService, PageRenderLimits], exports: [PagesService] })
export class PagesModule {}
