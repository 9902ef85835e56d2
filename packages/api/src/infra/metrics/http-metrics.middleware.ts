import { type ServerResponse } from 'node:http';
import { type Request, type RequestHandler } from 'express';
import { type MetricsService } from './metrics.service';

/** Routes named by a handler outside Nest's router (pages, static files). */
const namedRoutes = new WeakMap<ServerResponse, string>();

/** Names the route a response is counted under when it is not one of Nest's (`page`, `static`). */
export function setMetricsRoute(res: ServerResponse, route: string): void {
  namedRoutes.set(res, route);
}

/**
 * Observes each response's duration under its route pattern (`/api/properties/:code`, never the address a
 * visitor typed: one series per route, whatever the URLs), or the name a handler gave it, or `unmatched`.
 * One histogram observation per request, nothing else.
 */
export function httpMetrics(metrics: MetricsService): RequestHandler {
  return (req, res, next) => {
    const end = metrics.httpDuration.startTimer();
    res.once('finish', () => {
      end({ route: routeOf(req, res), method: req.method, status: String(res.statusCode) });
    });
    next();
  };
}

function routeOf(req: Request, res: ServerResponse): string {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof route === 'string') return route;
  return namedRoutes.get(res) ?? 'unmatched';
}
