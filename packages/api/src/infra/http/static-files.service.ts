import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import express, { type RequestHandler } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/config.schema';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves the web build's browser files (WEB_DIST/client): hashed assets cached for a year. */
@Injectable()
export class StaticFilesService {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = path.join(config.WEB_DIST, 'client');
  }

  /** Files only; any other path falls through to the pages and the API (`apiPath`, never looked up on disk). */
  staticHandler(apiPath: string): RequestHandler {
    const serve = express.static(this.root, {
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
    return (req, res, next) => {
      if (req.path.startsWith(apiPath)) next();
      else void serve(req, res, next);
    };
  }
}
