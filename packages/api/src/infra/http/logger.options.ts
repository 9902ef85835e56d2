import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import { type Params } from 'nestjs-pino';
import { type AppConfig } from '#src/config/config.schema';
import { isOwnRender, OWN_RENDER_HEADER } from '#src/infra/rate-limit/own-render';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Honors a sane incoming x-request-id (from a proxy) or makes one, and echoes it back. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/**
 * A request's line at error for a failure, warn for a refusal, info otherwise; the reads a page render of this
 * gateway makes (1-3 per page) at debug unless they fail, so the log shows visitors' requests, not its own.
 */
export function requestLogLevel(
  req: IncomingMessage,
  res: ServerResponse,
  error?: Error,
): 'error' | 'warn' | 'info' | 'debug' {
  if (error || res.statusCode >= 500) return 'error';
  if (res.statusCode >= 400) return 'warn';
  return isOwnRender(req.headers[OWN_RENDER_HEADER]) ? 'debug' : 'info';
}

/**
 * JSON logs, one line per request. Only method, path (no query: it may carry tokens) and status are logged:
 * no bodies, no client addresses, no cookies or credentials.
 */
export function loggerOptions(config: AppConfig): Params {
  return {
    // Every route, in path-to-regexp v8's syntax: nestjs-pino's default '*' became "/api/*" under the
    // global prefix, which Nest converted to this same "/api/{*path}" with a warning at each start.
    forRoutes: [{ path: '/{*path}', method: RequestMethod.ALL }],
    pinoHttp: {
      level: config.LOG_LEVEL,
      genReqId: requestId,
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          path: req.url.split('?')[0],
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: requestLogLevel,
      // Static assets would drown the log.
      autoLogging: { ignore: (req) => !(req.url ?? '').startsWith('/api') },
    },
  };
}
