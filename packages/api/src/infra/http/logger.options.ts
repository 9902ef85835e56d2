import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { type Params } from 'nestjs-pino';
import { type DestinationStream } from 'pino';
import { type Options as HttpLogOptions, pinoHttp } from 'pino-http';
import { type AppConfig } from '#src/config/config.schema';
import { isOwnRender, OWN_RENDER_HEADER } from '#src/infra/rate-limit/own-render';
import { API_PREFIX, isPageRequest } from './page-request';

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
 * no bodies, no client addresses, no cookies or credentials. `logs` picks the requests that get a line (the rest
 * still get their id). A fresh object each call: pino-http takes its options apart.
 */
export function requestLogOptions(
  level: AppConfig['LOG_LEVEL'],
  logs: (req: IncomingMessage) => boolean,
): HttpLogOptions {
  return {
    level,
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
    autoLogging: { ignore: (req) => !logs(req) },
  };
}

/** The API's requests, logged by nestjs-pino inside Nest; the pages answer before it (pageRequestLog). */
export function loggerOptions(config: AppConfig): Params {
  return {
    // Every route, in path-to-regexp v8's syntax: nestjs-pino's default '*' became "/api/*" under the
    // global prefix, which Nest converted to this same "/api/{*path}" with a warning at each start.
    forRoutes: [{ path: '/{*path}', method: RequestMethod.ALL }],
    // Static assets would drown the log.
    pinoHttp: requestLogOptions(config.LOG_LEVEL, (req) => (req.url ?? '').startsWith(`/${API_PREFIX}`)),
  };
}

/**
 * The pages' lines, in the same shape and log as the API's: pages are answered before Nest's middleware (see
 * pages.handler.ts), so they get their own pino-http in front of the pages handler.
 */
export function pageRequestLog(
  level: AppConfig['LOG_LEVEL'],
  destination?: DestinationStream,
): RequestHandler {
  const log = pinoHttp(
    requestLogOptions(level, () => true),
    destination,
  );
  return (req, res, next) => {
    if (isPageRequest(req)) log(req, res, next);
    else next();
  };
}
