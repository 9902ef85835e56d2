import { type NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';
import compression from 'compression';
import { type NextFunction, type Request, type Response } from 'express';
import { apiDocsEnabled, type AppConfig } from '#src/config/config.schema';
import { httpMetrics } from '#src/infra/metrics/http-metrics.middleware';
import { MetricsService } from '#src/infra/metrics/metrics.service';
import { crossSiteGuard } from './cross-site.middleware';
import {
  type ErrorBody,
  INVALID_ENCODING_MESSAGE,
  INVALID_JSON_MESSAGE,
  messageForStatus,
} from './http-messages';
import { API_PREFIX } from './page-request';
import { securityHeaders } from './security-headers.middleware';
import { ROOT_ROUTES } from './root-routes';
import { StaticFilesService } from './static-files.service';

export const JSON_BODY_LIMIT = '100kb';

/**
 * How long an idle keep-alive connection stays open: longer than nginx keeps its upstream ones
 * (keepalive_timeout, 60 s by default). With Node's 5 s, a client reusing a connection just as the gateway
 * closed it got a reset: nginx answers that with a 502 for a POST (it does not retry non-idempotent
 * requests), and the e2e API client failed with ECONNRESET after a 6 s pause on the loaded gate.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * The most one request (headers and body) may take to arrive: Node's default, stated so it cannot drift.
 * Node checks it every 30 s (so up to 330 s; 317 s measured in issue 47 item 4), which is why upload
 * bodies also keep a minimum pace (UPLOAD_MIN_KB_PER_S), cutting a trickle within UPLOAD_STALL_MS.
 */
export const REQUEST_TIMEOUT_MS = 300_000;

/** Everything express-level the gateway needs; main.ts and the test app both call it. */
export function configureHttp(app: NestExpressApplication, config: AppConfig): void {
  const server = app.getHttpServer();
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Above the keep-alive timeout (Node's advice), so a reused idle socket is not cut by the headers timer.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  // First, so every answer is timed, those of the middlewares below included.
  app.use(httpMetrics(app.get(MetricsService)));
  app.use(securityHeaders(config));
  app.use(compression());
  app.use(crossSiteGuard(config));
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: JSON_BODY_LIMIT, extended: false });
  app.use(bodyParserErrors);
  // /sitemap.xml and /robots.txt live at the root.
  app.setGlobalPrefix(API_PREFIX, { exclude: ROOT_ROUTES });
  app.use(app.get(StaticFilesService).staticHandler(`/${API_PREFIX}/`));

  if (!apiDocsEnabled(config)) return;
  const document = cleanupOpenApiDoc(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('API de la inmobiliaria')
        .setDescription('Gateway del sitio público: inmuebles, formularios, PQRS y mantenimientos.')
        .setVersion('1.0')
        .build(),
    ),
  );
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, { jsonDocumentUrl: `${API_PREFIX}/docs-json` });
}

/**
 * body-parser reports bad or oversized bodies before any Nest route runs (and Nest would pass its English
 * message through): answer them here, in Spanish.
 */
function bodyParserErrors(error: unknown, req: Request, res: Response, next: NextFunction): void {
  const { status, type } = (error ?? {}) as { status?: unknown; type?: unknown };
  // A body declared gzip/deflate/br that does not decompress: body-parser passes zlib's error on untyped.
  const badEncoding =
    status === 400 && typeof type !== 'string' && req.headers['content-encoding'] !== undefined;
  if (
    typeof status !== 'number' ||
    status < 400 ||
    status >= 500 ||
    (typeof type !== 'string' && !badEncoding)
  ) {
    next(error);
    return;
  }
  const body: ErrorBody = {
    statusCode: status,
    message: badEncoding
      ? INVALID_ENCODING_MESSAGE
      : type === 'entity.parse.failed'
        ? INVALID_JSON_MESSAGE
        : messageForStatus(status),
  };
  res.status(status).json(body);
}
