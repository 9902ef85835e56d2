import { gzipSync } from 'node:zlib';
import { Body, Controller, Logger, Module, Post } from '@nestjs/common';
import request from 'supertest';
import { createTestApp, type TestApp } from '#test/test-app';
import { CROSS_SITE_MESSAGE } from './cross-site.middleware';
import { INVALID_ENCODING_MESSAGE } from './http-messages';
import { PERMISSIONS_POLICY } from './security-headers.middleware';

@Controller('probe')
class EchoController {
  @Post('echo')
  echo(@Body() body: unknown): unknown {
    return body;
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

const PUBLIC_URL = 'https://www.inmobiliaria.example';
const TRUSTED = 'https://socios.inmobiliaria.example';

describe('HTTP hardening after the security test', () => {
  let t: TestApp;
  // A hang guard: a gateway on PGlite (two WASM starts and the migrations) takes over 30 s on a busy machine.
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL, TRUSTED_ORIGINS: TRUSTED }, [EchoModule]);
  }, 120_000);
  afterAll(() => t.close());
  const http = () => request(t.app.getHttpServer());
  const post = () => http().post('/api/probe/echo').send({ a: 1 });

  describe('cross-site POSTs', () => {
    it.each([
      ['another site in Origin', { Origin: 'https://atacante.example' }],
      [
        'another site in Origin with Sec-Fetch-Site: cross-site',
        { Origin: 'https://atacante.example', 'Sec-Fetch-Site': 'cross-site' },
      ],
      ['Sec-Fetch-Site: cross-site without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
      ['an opaque Origin (sandboxed frame)', { Origin: 'null' }],
      [
        'a sibling subdomain (same-site, not same-origin)',
        { Origin: 'https://blog.inmobiliaria.example', 'Sec-Fetch-Site': 'same-site' },
      ],
    ])('refuses %s with a Spanish 403', async (_label, headers) => {
      const res = await post().set(headers).expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: CROSS_SITE_MESSAGE });
    });

    it('refuses a cross-site form-encoded POST before it reaches a form', async () => {
      await http()
        .post('/api/contact')
        .set('Origin', 'https://atacante.example')
        .type('form')
        .send('fullname=Ana&cellphone=3001234567')
        .expect(403);
    });

    it.each([
      ['no Origin nor Sec-Fetch-Site (server to server)', {}],
      ["the site's own Origin", { Origin: PUBLIC_URL, 'Sec-Fetch-Site': 'same-origin' }],
      [
        "Sec-Fetch-Site: same-origin (the dev server's proxy keeps its own Origin)",
        { Origin: 'http://localhost:5173', 'Sec-Fetch-Site': 'same-origin' },
      ],
      ['an origin listed in TRUSTED_ORIGINS', { Origin: TRUSTED, 'Sec-Fetch-Site': 'cross-site' }],
    ])('lets through %s', async (_label, headers) => {
      await post().set(headers).expect(201, { a: 1 });
    });

    it('lets through the Origin of the Host the request came to', async () => {
      const res = await post().set('Host', 'alameda.test').set('Origin', 'http://alameda.test');
      expect(res.status).toBe(201);
    });

    it('does not check GETs', async () => {
      await http()
        .get('/api/health')
        .set('Origin', 'https://atacante.example')
        .expect((res) => {
          expect(res.status).not.toBe(403);
        });
    });
  });

  it('sends a Permissions-Policy denying camera, microphone, geolocation, payment and USB', async () => {
    const res = await http().get('/api/health');
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(res.headers['permissions-policy']).toContain(`${feature}=()`);
    }
  });

  it('answers a body declared gzip that is not gzip with a Spanish 400 and logs no error', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error');
    try {
      const res = await http()
        .post('/api/probe/echo')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip')
        .send('{"a":1} esto no es gzip')
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: INVALID_ENCODING_MESSAGE });
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('still reads a real gzip body', async () => {
    const res = await http()
      .post('/api/probe/echo')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      // superagent would JSON-encode a Buffer sent as application/json.
      .serialize((body: unknown) => body as string)
      .send(gzipSync('{"a":2}'));
    expect(res.body).toEqual({ a: 2 });
  });
});

describe('OpenAPI docs (API_DOCS)', () => {
  it.each([
    ['production, API_DOCS unset', 404, { NODE_ENV: 'production' }],
    ['production, API_DOCS=false', 404, { NODE_ENV: 'production', API_DOCS: 'false' }],
    ['production, API_DOCS=true', 200, { NODE_ENV: 'production', API_DOCS: 'true' }],
    ['development, API_DOCS unset', 200, { NODE_ENV: 'development' }],
    ['development, API_DOCS=false', 404, { NODE_ENV: 'development', API_DOCS: 'false' }],
  ])('%s: /api/docs-json answers %i', async (_label, status, env) => {
    const t = await createTestApp(env);
    try {
      await request(t.app.getHttpServer()).get('/api/docs-json').expect(status);
    } finally {
      await t.close();
    }
  });
});
