import { Module } from '@nestjs/common';
import { PagesService } from './pages.service';

/** The site's pages, rendered from the web's server build (see pages.handler.ts for which requests). */
@Module({ providers: [PagesService], exports: [PagesService] })
export class PagesModule {}
