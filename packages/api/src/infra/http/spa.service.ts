import { existsSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/config.schema';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves the built SPA from WEB_DIST: hashed assets cached for a year, every HTML route gets index.html. */
@Injectable()
export class SpaService {
  private readonly logger = new Logger(SpaService.name);
  private readonly root: string;
  private readonly indexFile: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = config.WEB_DIST;
    this.indexFile = path.join(this.root, 'index.html');
  }

  get available(): boolean {
    return existsSync(this.indexFile);
  }

  /** Static files only; unknown paths fall through to the API router and then to {@link serveIndex}. */
  staticHandler(): RequestHandler {
    if (!this.available) {
      this.logger.warn(
        `No built web app at ${this.root} (index.html missing): only the API is served. Run "pnpm build" or set WEB_DIST.`,
      );
    }
    return express.static(this.root, {
      index: false,
      redirect: false,
      setHeaders: (res, filePath) => {
        const relative = path.relative(this.root, filePath);
        res.setHeader(
          'Cache-Control',
          relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  /** True for browser navigations the SPA router should answer. */
  isHtmlNavigation(req: Request): boolean {
    return (
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.path.startsWith('/api/') &&
      req.path !== '/api' &&
      (req.headers.accept ?? '').includes('text/html') &&
      this.available
    );
  }

  serveIndex(res: Response): void {
    res.setHeader('Cache-Control', 'no-cache');
    res.status(200).sendFile(this.indexFile);
  }
}
