import { Logger } from '@nestjs/common';
import express from 'express';
import request from 'supertest';
import { PageBody } from './page-body';
import { pagesHandler } from './pages.handler';
import type { PagesService } from './pages.service';
import type { RenderedPage } from './render-cache';

const HTML = '<!doctype html><p>Inmuebles en Medellín</p>'.repeat(60);

/** A gateway whose one page is `body`, and whose pages' CSP names the scripts' hashes. */
function appServing(body: PageBody) {
  const page: RenderedPage = {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body,
    scriptHashes: ["'sha256-x'"],
  };
  const pages = {
    available: true,
    page: () => Promise.resolve({ kind: 'page', page }),
  } satisfies Pick<PagesService, 'available' | 'page'>;
  return express().use(
    pagesHandler(pages, (res, hashes) =>
      res.setHeader('Content-Security-Policy', `script-src ${hashes.join(' ')}`),
    ),
  );
}

describe('pagesHandler', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends brotli when the browser takes it, whatever the order it lists the codings in', async () => {
    const res = await request(appServing(new PageBody(Buffer.from(HTML))))
      .get('/arriendo')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .buffer(true);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-security-policy']).toBe("script-src 'sha256-x'");
    expect(res.text).toBe(HTML);
  });

  it('sends the page uncompressed when its compression fails, rather than losing it', async () => {
    const body = new PageBody(Buffer.from(HTML));
    jest.spyOn(body, 'encodedAs').mockReturnValue(Promise.reject(new Error('zlib: sin memoria')));
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const res = await request(appServing(body)).get('/arriendo').set('Accept-Encoding', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(HTML);
    expect(logged).toHaveBeenCalledWith('A page could not be compressed as br: Error: zlib: sin memoria');
  });
});
