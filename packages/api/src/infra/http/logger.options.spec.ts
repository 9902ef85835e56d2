import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { ownRenderHeaders, OWN_RENDER_HEADER } from '#src/infra/rate-limit/own-render';
import { pageRequestLog, REQUEST_ID_HEADER, requestLogLevel } from './logger.options';

function exchange(headers: Record<string, string>, statusCode: number) {
  const req = new IncomingMessage(new Socket());
  Object.assign(req.headers, headers);
  const res = new ServerResponse(req);
  res.statusCode = statusCode;
  return [req, res] as const;
}

describe('requestLogLevel', () => {
  it("logs a visitor's request at info, a refusal at warn and a failure at error", () => {
    expect(requestLogLevel(...exchange({}, 200))).toBe('info');
    expect(requestLogLevel(...exchange({}, 404))).toBe('warn');
    expect(requestLogLevel(...exchange({}, 503))).toBe('error');
    expect(requestLogLevel(...exchange({}, 200), new Error('cortada'))).toBe('error');
  });

  it("logs the gateway's own page reads at debug, unless they fail, and not a read that only claims to be one", () => {
    expect(requestLogLevel(...exchange(ownRenderHeaders(), 200))).toBe('debug');
    expect(requestLogLevel(...exchange(ownRenderHeaders(), 404))).toBe('warn');
    expect(requestLogLevel(...exchange(ownRenderHeaders(), 502))).toBe('error');
    expect(requestLogLevel(...exchange({ [OWN_RENDER_HEADER]: 'adivinado' }, 200))).toBe('info');
  });
});

describe('pageRequestLog', () => {
  /** A site whose pages answer as the pages handler would (the rest a 404), logged into `lines`. */
  function site(level: 'info' | 'warn') {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = express();
    app.use(pageRequestLog(level, destination));
    app.get('/inmueble/919-1001', (_req, res) => {
      res.type('html').send('<p>Apartamento</p>');
    });
    app.use((_req, res) => {
      res.status(404).json({ message: 'No encontrado' });
    });
    return { app, lines };
  }

  it("logs each page as the API's requests are: id, method, path without the query, status, level", async () => {
    const { app, lines } = site('info');
    const answer = await request(app).get('/inmueble/919-1001?token=secreto').set('Cookie', 'sesion=abc');
    await request(app).get('/no-existe');
    const id: unknown = answer.headers[REQUEST_ID_HEADER];
    const [page, missing] = lines;
    expect(lines).toHaveLength(2);
    expect(page).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id, method: 'GET', path: '/inmueble/919-1001' },
      res: { statusCode: 200 },
    });
    // Nothing more of the request than these: no headers, no client address.
    expect(page?.req).toEqual({ id, method: 'GET', path: '/inmueble/919-1001' });
    expect(typeof page?.responseTime).toBe('number');
    expect(missing).toMatchObject({ level: 40, req: { path: '/no-existe' }, res: { statusCode: 404 } });
    expect(JSON.stringify(lines)).not.toMatch(/secreto|sesion/);
  });

  it("leaves the API, files and JSON-only requests to the API's own log", async () => {
    const { app, lines } = site('info');
    await request(app).get('/api/properties/919-1001');
    await request(app).get('/assets/root-abc.js');
    await request(app).post('/inmueble/919-1001');
    await request(app).get('/inmueble/919-1001').set('Accept', 'application/json');
    expect(lines).toEqual([]);
  });

  it('writes nothing below the configured level', async () => {
    const { app, lines } = site('warn');
    await request(app).get('/inmueble/919-1001');
    await request(app).get('/no-existe');
    expect(lines).toEqual([expect.objectContaining({ res: { statusCode: 404 } })]);
  });
});
