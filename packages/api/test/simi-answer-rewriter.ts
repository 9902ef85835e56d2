import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, type Socket } from 'node:net';

/** Answer a request with an HTML error page (HTTP 200), as SIMI in trouble does. */
export const HTML_PAGE = Symbol('html');

/**
 * What to answer instead of the fake's body: a replacement (any JSON value, or HTML_PAGE), or undefined
 * to pass the fake's answer through. May have side effects (take a listing off the fake mid-run).
 */
export type Rewrite = (path: string, body: unknown) => unknown;

export interface SimiAnswerRewriter {
  /** SIMI_BASE_URL of a gateway that should see the rewritten answers. */
  readonly baseUrl: string;
  /** Paths asked through this proxy, in order. */
  readonly requests: string[];
  rewrite(fn: Rewrite | null): void;
  close(): Promise<void>;
}

/**
 * A proxy in front of the fake SIMI that rewrites chosen answers (a short page, "Sin resultados" from
 * page 2 on, odd detail bodies): the sync's fault scenarios, kept out of the fake itself.
 */
export async function startSimiAnswerRewriter(targetBaseUrl: string): Promise<SimiAnswerRewriter> {
  let rewrite: Rewrite | null = null;
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').replace(/^\/ApiSimiweb\/response\//, '');
    requests.push(path);
    void (async () => {
      try {
        const upstream = await fetch(new URL(path, targetBaseUrl), {
          headers: { authorization: req.headers.authorization ?? '' },
        });
        const text = await upstream.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // HTML or empty: passed through as is unless rewritten
        }
        const replaced = rewrite?.(path, body);
        if (res.destroyed) return;
        if (replaced === HTML_PAGE) {
          res.writeHead(200, { 'content-type': 'text/html' });
          res.end('<html><body><h1>Error de servidor</h1></body></html>');
        } else if (replaced !== undefined) {
          res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify(replaced));
        } else {
          res.writeHead(upstream.status, {
            'content-type': upstream.headers.get('content-type') ?? 'application/json',
          });
          res.end(text);
        }
      } catch {
        if (!res.destroyed) res.destroy();
      }
    })();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/ApiSimiweb/response/`,
    requests,
    rewrite: (fn) => {
      rewrite = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The page number a filtroInmueble path asks for (`limite/<n>`), or null for other paths. */
export function searchPage(path: string): number | null {
  if (!path.includes('filtroInmueble')) return null;
  const m = /\/limite\/(\d+)\//.exec(path);
  return m ? Math.max(1, Number(m[1])) : 1;
}
