import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { RENDER_FAILURES_UNHEALTHY } from './render-outcomes';

/**
 * A web build as `pnpm build` writes it (same contract as packages/web/server/page-handler.ts): each route's
 * module is a chunk with a hashed name the entry imports on the route's first render, as React Router's
 * server build does, and the page names its hashed browser script.
 */
async function writeBuild(dist: string, version: string, { failing = false } = {}): Promise<void> {
  // `pnpm build` empties the output directory first.
  await rm(dist, { recursive: true, force: true });
  await mkdir(path.join(dist, 'server', 'assets'), { recursive: true });
  await mkdir(path.join(dist, 'client', 'assets'), { recursive: true });
  for (const route of ['uno', 'dos', 'tres']) {
    await writeFile(
      path.join(dist, 'server', 'assets', `route-${route}-${version}.js`),
      `export const title = '${route} ${version}';`,
    );
  }
  await writeFile(path.join(dist, 'client', 'assets', `entry-${version}.js`), `console.log('${version}');`);
  await writeFile(
    path.join(dist, 'server', 'index.js'),
    `
export function renderKey(url) { return url.pathname; }
export function createPageHandler() {
  return async (request) => {
    const route = new URL(request.url).pathname.split('/')[1] || 'uno';
    ${failing ? "return new Response('fallo', { status: 500 });" : ''}
    const { title } = await import('./assets/route-' + route + '-${version}.js');
    const html = '<!DOCTYPE html><html lang="es"><head><script type="module" src="/assets/entry-${version}.js"></script>' +
      '</head><body><h1>' + title + '</h1></body></html>';
    return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  };
}
`,
  );
}

describe('Pages under a build that changes, and readiness that sees failing pages', () => {
  let tmp: string;
  // One PostgreSQL database for the four gateways: migrated once.
  let db: TestDatabase;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'inmo-pages-health-'));
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
    await db.drop();
  });

  async function gateway(
    name: string,
    options: { failing?: boolean } = {},
  ): Promise<{ t: TestApp; dist: string }> {
    const dist = path.join(tmp, name);
    await writeBuild(dist, 'v1', options);
    return { t: await createTestApp({ WEB_DIST: dist, DATABASE_URL: db.url }), dist };
  }

  it('keeps rendering every page, and serving its scripts, from the build it started with', async () => {
    const { t, dist } = await gateway('swapped');
    const http = () => request(t.app.getHttpServer());
    try {
      expect((await http().get('/uno').expect(200)).text).toContain('<h1>uno v1</h1>');
      // `pnpm build` in the same checkout: WEB_DIST emptied, then rewritten with new chunk names.
      await rm(dist, { recursive: true, force: true });
      expect((await http().get('/tres').expect(200)).text).toContain('<h1>tres v1</h1>');
      await writeBuild(dist, 'v2');
      // A route rendered for the first time after the new build still finds its chunk.
      const page = await http().get('/dos').expect(200);
      expect(page.text).toContain('<h1>dos v1</h1>');
      // And the script that page names is still served.
      await http().get('/assets/entry-v1.js').expect(200);
      const ready = await http().get('/api/health/ready').expect(200);
      expect(ready.body).toMatchObject({ status: 'ok', checks: { pages: 'up' } });
    } finally {
      await t.close();
    }
  });

  it('is not ready once pages fail to render, while the process stays alive', async () => {
    const { t } = await gateway('failing', { failing: true });
    const http = () => request(t.app.getHttpServer());
    try {
      for (const route of ['/uno', '/dos', '/tres'].slice(0, RENDER_FAILURES_UNHEALTHY)) {
        await http().get(route).expect(500);
      }
      const ready = await http().get('/api/health/ready').expect(503);
      expect(ready.body).toEqual({
        status: 'error',
        checks: { database: 'up', redis: 'not-configured', pages: 'down', storage: 'up' },
      });
      await http().get('/api/health').expect(200);
    } finally {
      await t.close();
    }
  });

  it('samples a page when idle: failing renders take an idle gateway out too, after a few tries', async () => {
    const { t } = await gateway('idle-failing', { failing: true });
    const http = () => request(t.app.getHttpServer());
    try {
      for (let i = 1; i < RENDER_FAILURES_UNHEALTHY; i += 1)
        await http().get('/api/health/ready').expect(200);
      await http().get('/api/health/ready').expect(503);
    } finally {
      await t.close();
    }
  });

  it('stays ready when idle with good pages, and when only one page fails, however often', async () => {
    const { t } = await gateway('healthy');
    const http = () => request(t.app.getHttpServer());
    try {
      const ready = await http().get('/api/health/ready').expect(200);
      expect(ready.body).toEqual({
        status: 'ok',
        checks: { database: 'up', redis: 'not-configured', pages: 'up', storage: 'up' },
      });
      // A route whose chunk does not exist fails (a broken listing a crawler keeps asking for); the others render.
      await http().get('/dos').expect(200);
      for (let i = 0; i < 2 * RENDER_FAILURES_UNHEALTHY; i += 1) await http().get('/nada').expect(500);
      await http().get('/api/health/ready').expect(200);
      // A second failing page makes it widespread.
      await http().get('/nada-mas').expect(500);
      await http().get('/api/health/ready').expect(503);
    } finally {
      await t.close();
    }
  });
});
