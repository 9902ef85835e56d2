import { HTTP_ERROR_MESSAGES } from '@inmo/contracts';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Logger,
  Module,
  NotFoundException,
  Post,
} from '@nestjs/common';
import request from 'supertest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '#test/test-app';
import { KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './http.setup';
import { PERMISSIONS_POLICY, SUBRESOURCE_CSP } from './security-headers.middleware';
import { ZodValidationPipe } from './zod-validation.pipe';

const probeSchema = z.object({
  email: z.email({ error: 'Ingresa un correo válido.' }),
  fullname: z.string({ error: 'Este campo es obligatorio*' }).min(1, { error: 'Este campo es obligatorio*' }),
});

@Controller('probe')
class ProbeController {
  @Get('boom')
  boom(): never {
    throw new Error('secret internals in /srv/app/src/x.ts');
  }

  @Get('missing')
  missing(): never {
    throw new NotFoundException('No se encontró el inmueble: 919-1');
  }

  @Get('default-404')
  default404(): never {
    throw new NotFoundException();
  }

  @Get('default-400')
  default400(): never {
    throw new BadRequestException();
  }

  @Post('echo')
  echo(
    @Body(new ZodValidationPipe(probeSchema)) body: z.output<typeof probeSchema>,
  ): z.output<typeof probeSchema> {
    return body;
  }
}

@Module({ controllers: [ProbeController] })
class ProbeHttpModule {}

const ASSET = `console.log(${JSON.stringify('inmuebles '.repeat(400))});`;
const BROTLI_ASSET = brotliCompressSync(ASSET);
const GZIP_ASSET = gzipSync(ASSET, { level: 9 });

describe("HTTP hardening, errors and the web build's files", () => {
  let webDist: string;
  let t: TestApp;
  let warnings: string[];
  beforeAll(async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    // The browser's files of a web build (pages themselves: modules/pages/pages.int-spec.ts).
    webDist = await mkdtemp(path.join(os.tmpdir(), 'inmo-web-'));
    await mkdir(path.join(webDist, 'client', 'assets'), { recursive: true });
    await writeFile(path.join(webDist, 'client', 'assets', 'index-a1b2c3.js'), ASSET);
    // The build's copies of a script (vite-plugin-compression2), sent as they are.
    await writeFile(path.join(webDist, 'client', 'assets', 'root-d4e5f6.js'), ASSET);
    await writeFile(path.join(webDist, 'client', 'assets', 'root-d4e5f6.js.br'), BROTLI_ASSET);
    await writeFile(path.join(webDist, 'client', 'assets', 'root-d4e5f6.js.gz'), GZIP_ASSET);
    await writeFile(path.join(webDist, 'client', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // Never served: the API's paths are not looked up among the files.
    await mkdir(path.join(webDist, 'client', 'api'));
    await writeFile(path.join(webDist, 'client', 'api', 'notes.txt'), 'a file under /api');
    // Never served either: a path without an extension is a page's.
    await writeFile(path.join(webDist, 'client', 'contacto'), 'a file named like a page');
    t = await createTestApp({ WEB_DIST: webDist }, [ProbeHttpModule]);
    warnings = warn.mock.calls.map((args) => args.map(String).join(' '));
    warn.mockRestore();
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });
  const http = () => request(t.app.getHttpServer());

  it('answers an unexpected error with the Spanish 500 and no stack or internals', async () => {
    const res = await http().get('/api/probe/boom').expect(500);
    expect(res.body).toEqual({
      statusCode: 500,
      message: HTTP_ERROR_MESSAGES.internal,
    });
    expect(res.text).not.toMatch(/secret|stack|\.ts/);
  });

  it('keeps a Spanish message thrown on purpose, and answers framework defaults with the contracts texts the web shows', async () => {
    await http()
      .get('/api/probe/missing')
      .expect(404, { statusCode: 404, message: 'No se encontró el inmueble: 919-1' });
    await http()
      .get('/api/probe/default-404')
      .expect(404, { statusCode: 404, message: HTTP_ERROR_MESSAGES.notFound });
    await http()
      .get('/api/probe/default-400')
      .expect(400, { statusCode: 400, message: HTTP_ERROR_MESSAGES.badRequest });
    // An unknown API route stays JSON even for a browser.
    await http()
      .get('/api/no-existe')
      .set('Accept', 'text/html')
      .expect('Content-Type', /json/)
      .expect(404, { statusCode: 404, message: HTTP_ERROR_MESSAGES.notFound });
  });

  it('answers what Express and its file sender refuse in Spanish too, with their status', async () => {
    await http()
      .get('/api/properties/%E0%A4%A')
      .expect(400, { statusCode: 400, message: HTTP_ERROR_MESSAGES.badRequest });
    await http()
      .get('/favicon.svg')
      .set('Range', 'bytes=500-600')
      .expect(416, { statusCode: 416, message: 'La parte pedida del archivo no existe.' });
  });

  it('turns zod issues into a 400 naming every field', async () => {
    const res = await http().post('/api/probe/echo').send({ email: 'nope' }).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: HTTP_ERROR_MESSAGES.badRequest,
      errors: [
        { field: 'email', message: 'Ingresa un correo válido.' },
        { field: 'fullname', message: 'Este campo es obligatorio*' },
      ],
    });
    await http().post('/api/probe/echo').send({ email: 'a@b.co', fullname: 'ANA' }).expect(201);
  });

  it('answers malformed JSON with 400 and an oversized body with 413, in Spanish', async () => {
    await http()
      .post('/api/probe/echo')
      .set('Content-Type', 'application/json')
      .send('{"email":')
      .expect(400, { statusCode: 400, message: 'El cuerpo de la solicitud no es un JSON válido.' });
    await http()
      .post('/api/probe/echo')
      .send({ email: 'a@b.co', fullname: 'x'.repeat(110 * 1024) })
      .expect(413, { statusCode: 413, message: HTTP_ERROR_MESSAGES.payloadTooLarge });
  });

  it('mounts its middleware on routes path-to-regexp v8 takes as written (no legacy-route warning at start)', () => {
    expect(warnings.filter((w) => /Unsupported route path/.test(w))).toEqual([]);
  });

  it('echoes a sane x-request-id and makes one otherwise', async () => {
    const given = await http().get('/api/health').set('x-request-id', 'abc-123').expect(200);
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await http().get('/api/health').set('x-request-id', 'bad id\twith spaces').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // The request logger covers the prefixed API and the routes outside the prefix alike.
    const root = await http().get('/robots.txt').set('x-request-id', 'root-1');
    expect(root.headers['x-request-id']).toBe('root-1');
  });

  it('sends Helmet headers with a CSP fit for the SPA', async () => {
    const res = await http().get('/api/health').expect(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    // No inline script runs but a page's own, which its CSP names by hash (pages.int-spec).
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it("gives what a page fetches only the headers that act on it, and anything shown as a document Helmet's set", async () => {
    const documentOnly = [
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const fetched = [
      http().get('/api/health').set('Sec-Fetch-Dest', 'empty'),
      http().get('/assets/index-a1b2c3.js').set('Sec-Fetch-Dest', 'script'),
      http().get('/favicon.svg').set('Sec-Fetch-Dest', 'image'),
      http().post('/api/probe/echo').set('Sec-Fetch-Dest', 'empty').send({}),
    ];
    for (const answer of await Promise.all(fetched)) {
      expect(answer.headers['content-security-policy']).toBe(SUBRESOURCE_CSP);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['strict-transport-security']).toContain('max-age=');
      for (const name of documentOnly) expect(answer.headers[name]).toBeUndefined();
    }
    // Opened or framed, a worker's script, a page fetched ahead (a prefetch), a client that says nothing.
    const shown = [
      http().get('/favicon.svg').set('Sec-Fetch-Dest', 'document'),
      http().get('/api/health').set('Sec-Fetch-Dest', 'iframe'),
      http().get('/assets/index-a1b2c3.js').set('Sec-Fetch-Dest', 'worker'),
      http().get('/busqueda').set('Sec-Fetch-Dest', 'empty'),
      http().get('/api/health'),
    ];
    for (const answer of await Promise.all(shown)) {
      expect(answer.headers['content-security-policy']).toMatch(/script-src 'self';/);
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
  });

  it('serves hashed assets with a year-long immutable cache, compressed, other files for a day, and no path without an extension', async () => {
    const res = await http().get('/assets/index-a1b2c3.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toBe(ASSET);
    const other = await http().get('/favicon.svg').expect(200);
    expect(other.headers['cache-control']).toBe('public, max-age=86400');
    await http().get('/assets/missing-000.js').expect(404);
    const api = await http().get('/api/notes.txt').expect(404);
    expect(api.text).not.toContain('a file under /api');
    const page = await http().get('/contacto');
    expect(page.text).not.toContain('a file named like a page');
  });

  it("sends the build's brotli or gzip copy of a file as the browser takes it, with the file's own type", async () => {
    const brotli = await http()
      .get('/assets/root-d4e5f6.js')
      .set('Accept-Encoding', 'gzip, deflate, br, zstd')
      .expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    // The file's own bytes, not brotli made on the fly (which is chunked, with no length).
    expect(Number(brotli.headers['content-length'])).toBe(BROTLI_ASSET.length);
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotli.text).toBe(ASSET);

    const gzip = await http().get('/assets/root-d4e5f6.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(GZIP_ASSET.length);
    expect(gzip.text).toBe(ASSET);

    const plain = await http().get('/assets/root-d4e5f6.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(ASSET);
    // A path that does not decode is no file: it gets the site's 404, not the file server's English 400.
    const malformed = await http().get('/assets/%E0%A4%A.js').expect(404);
    expect(malformed.text).not.toContain('URI malformed');
  });

  it('keeps idle keep-alive connections open longer than nginx keeps its upstream ones', () => {
    const server = t.app.getHttpServer();
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(server.headersTimeout).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
    // A whole request (a slow body too) is bounded; upload bodies also keep a pace (upload.int-spec).
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(server.requestTimeout).toBeGreaterThanOrEqual(server.headersTimeout);
  });

  it('publishes the OpenAPI document', async () => {
    const res = await http().get('/api/docs-json').expect(200);
    const doc = res.body as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health/ready');
    await http().get('/api/docs').expect(200);
  });

  it("documents answers from their contracts schemas (nestjs-zod): a PQRS's 201, the areas' list", async () => {
    type Content = { content: Record<string, { schema: { $ref?: string; type?: string } }> };
    const doc = (await http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { responses: Record<string, Content> }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown>; items?: unknown }> };
    };
    const schemaOf = (path: string, method: string, status: string) => {
      const ref =
        doc.paths[path]?.[method]?.responses[status]?.content['application/json']?.schema.$ref ?? '';
      return doc.components.schemas[ref.replace('#/components/schemas/', '')];
    };
    expect(Object.keys(schemaOf('/api/pqrs', 'post', '201')?.properties ?? {})).toEqual(
      expect.arrayContaining(['id', 'radicado', 'accessToken']),
    );
    expect(Object.keys(schemaOf('/api/contact', 'post', '201')?.properties ?? {})).toEqual(['id']);
    expect(schemaOf('/api/lookups/areas', 'get', '200')).toMatchObject({
      type: 'array',
      items: { properties: { id: expect.anything() as unknown, name: expect.anything() as unknown } },
    });
  });
});

describe('without a built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST: path.join(os.tmpdir(), 'inmo-no-such-dist') });
  });
  afterAll(() => t.close());

  it('still serves the API and answers pages with a JSON 404', async () => {
    await request(t.app.getHttpServer()).get('/api/health').expect(200);
    await request(t.app.getHttpServer())
      .get('/')
      .set('Accept', 'text/html')
      .expect(404, { statusCode: 404, message: HTTP_ERROR_MESSAGES.notFound });
  });
});
