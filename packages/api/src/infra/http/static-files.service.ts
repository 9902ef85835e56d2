import { setMetricsRoute } from '#src/infra/metrics/http-metrics.middleware';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { WEB_BUILD, type WebBuild } from '../web-build/web-build';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The favicon and the branches' photos keep their names: a day, so a phone does not ask again on every page it
 * opens (bench/results/visit-bytes-2026-12-03.txt: nine 304s a visit); a new one shows within a day.
 */
const A_DAY = 'public, max-age=86400';

/**
 * Serves the web build's browser files (`client/` of the gateway's copy of WEB_DIST, see WebBuild): hashed
 * assets cached for a year, each as the brotli (quality 11) or gzip (level 9) copy the build wrote beside it
 * when the browser takes one; on the fly, `compression` sends brotli at quality 4, larger than gzip for the
 * site's scripts.
 */
@Injectable()
export class StaticFilesService {
  private readonly root: string;

  constructor(@Inject(WEB_BUILD) build: WebBuild) {
    this.root = build.clientDir;
  }

  /** Files only; any other path falls through to the pages and the API (`apiPath`, never looked up on disk). */
  staticHandler(apiPath: string): RequestHandler {
    const serve: RequestHandler = expressStaticGzip(this.root, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        redirect: false,
        setHeaders: (res, filePath) => {
          setMetricsRoute(res, 'static');
          const relative = path.relative(this.root, filePath);
          res.setHeader('Cache-Control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : A_DAY);
        },
      },
    });
    return (req, res, next) => {
      // A path that does not decode names no file: the pages answer it (express-static-gzip would send a 400 in English).
      // Nor does one without an extension (every page's): no disk lookup and 404 error object for each page.
      if (req.path.startsWith(apiPath) || !path.posix.extname(req.path) || !decodes(req.path)) next();
      else void serve(req, res, next);
    };
  }
}

function decodes(urlPath: string): boolean {
  try {
    decodeURIComponent(urlPath);
    return true;
  } catch {
    return false;
  }
}
