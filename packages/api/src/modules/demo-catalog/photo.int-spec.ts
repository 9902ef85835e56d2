import sharp from 'sharp';
import request from 'supertest';
import { createTestApp, type TestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';

function binary(res: request.Response, cb: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

describe('catalog photos', () => {
  let db: TestDatabase;
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    db = await createTestDatabase();
    t = await createTestApp({ DATABASE_URL: db.url, SEED_SIZE: '0' });
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  it.each([
    ['small', 800, 600],
    ['large', 1600, 1200],
  ])('serves the %s WebP with long immutable caching and nosniff', async (size, width, height) => {
    const res = await http()
      .get(`/api/media/catalog/v2/kitchen-02-${size}.webp`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width, height });
    // Second request is served from disk, same bytes.
    const again = await http()
      .get(`/api/media/catalog/v2/kitchen-02-${size}.webp`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(Buffer.compare(again.body as Buffer, res.body as Buffer)).toBe(0);
  });

  it('answers a Spanish 404 for unknown images, versions or names', async () => {
    for (const path of [
      'kitchen-99-small.webp',
      'kitchen-02-huge.webp',
      '..%2F..%2Fetc%2Fpasswd',
      // A name every object inherits is no category (it was drawn and stored).
      'constructor-01-small.webp',
    ]) {
      const res = await http().get(`/api/media/catalog/v2/${path}`).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'No encontramos la imagen solicitada.' });
    }
    await http().get('/api/media/catalog/v0/kitchen-02-small.webp').expect(404);
  });
});
