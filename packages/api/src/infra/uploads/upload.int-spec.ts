import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { Body, Controller, HttpCode, Module, Post, UploadedFiles } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import sharp from 'sharp';
import { ConfigModule } from '#src/config/config.module';
import { type AppConfig } from '#src/config/config.schema';
import { CacheModule } from '../cache/cache.module';
import { HttpModule } from '../http/http.module';
import { QuotaModule } from '../quota/quota.module';
import { waitFor } from '#test/wait-for';
import { UPLOAD_BUSY_MESSAGE, UPLOAD_CLIENT_BUSY_MESSAGE, UploadBudget } from './upload-budget';
import { UPLOAD_TOO_SLOW_MESSAGE } from './metered-body';
import { configureHttp } from '../http/http.setup';
import { createTestConfig } from '#test/test-app';
import * as fx from '#test/upload-fixtures';
import { UploadFiles } from './upload-files.interceptor';
import {
  type AcceptedUpload,
  type StoredUpload,
  UPLOAD_QUOTA_MESSAGE,
  UploadService,
} from './upload.service';
import { UPLOAD_REFUSALS } from './upload-kinds';
import { UploadsModule } from './uploads.module';

const MB = 1024 * 1024;
const NOT_ALLOWED =
  'Has intentado subir un archivo con un formato no permitido, solo se pueden subir archivos jpg,jpeg,pdf, docx y mp4';

/** What a form controller built on the upload service looks like. */
@Controller('test-uploads')
class UploadTestController {
  lastStored: StoredUpload[] = [];

  constructor(private readonly uploads: UploadService) {}

  @Post('maintenance')
  @HttpCode(201)
  @UploadFiles('maintenance')
  async maintenance(@UploadedFiles() files: AcceptedUpload[], @Body() body: Record<string, string>) {
    return { stored: await this.uploads.store('maintenance', files), body };
  }

  @Post('cv')
  @HttpCode(201)
  @UploadFiles('cv')
  async cv(@UploadedFiles() files: AcceptedUpload[]) {
    return { stored: await this.uploads.store('cv', files) };
  }

  /** The request's own work fails after the files were stored. */
  @Post('failing')
  @UploadFiles('maintenance')
  failing(@UploadedFiles() files: AcceptedUpload[]) {
    return this.uploads.withStoredFiles('maintenance', files, (stored) => {
      this.lastStored = stored;
      return Promise.reject(new Error('database down'));
    });
  }
}

@Module({ imports: [UploadsModule], controllers: [UploadTestController] })
class UploadTestModule {}

async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    // Received files wait under .incoming until stored or removed (checked on their own below).
    return entries
      .filter((e) => e.isFile() && !e.parentPath.includes(`${path.sep}.incoming`))
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

async function uploadApp(
  overrides: Record<string, string> = {},
): Promise<{ app: NestExpressApplication; config: AppConfig; cleanup: () => Promise<void> }> {
  const { config, cleanup } = await createTestConfig(overrides);
  const app = await NestFactory.create<NestExpressApplication>(
    {
      module: class TestRoot {},
      imports: [
        ConfigModule.forRoot(config, 'gateway'),
        CacheModule,
        QuotaModule,
        HttpModule,
        UploadTestModule,
      ],
    },
    { logger: false, bodyParser: false },
  );
  configureHttp(app, config);
  await app.init();
  return { app, config, cleanup };
}

/** Two JPEGs show the same picture (same size; a re-encoding changes the bytes). */
async function sameImage(a: Buffer, b: Buffer): Promise<boolean> {
  const [ma, mb] = await Promise.all([sharp(a).metadata(), sharp(b).metadata()]);
  return ma.format === 'jpeg' && ma.width === mb.width && ma.height === mb.height;
}

describe('UploadService over HTTP (multer, magic bytes, storage)', () => {
  let app: NestExpressApplication;
  let config: AppConfig;
  let cleanup: () => Promise<void>;
  let uploadsDir: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    ({ app, config, cleanup } = await uploadApp());
    uploadsDir = path.join(config.DATA_DIR, 'uploads');
    jpeg = await fx.jpeg();
  });
  afterAll(async () => {
    await app.close();
    await cleanup();
  });

  const post = (route: string) => request(app.getHttpServer()).post(`/api/test-uploads/${route}`);

  it('accepts every allowed maintenance format and stores them under generated names', async () => {
    const files: [Buffer, string][] = [
      [jpeg, 'cocina.JPG'],
      [jpeg, 'baño.jpeg'],
      [fx.pdf(), 'factura.pdf'],
      [fx.doc(), 'informe.doc'],
      [fx.docx(), 'informe.docx'],
      [padTo(fx.mp4(), 2 * MB), 'fuga.mp4'],
    ];
    let req = post('maintenance').field('description', 'Gotera en el baño');
    for (const [bytes, name] of files) req = req.attach('archivo', bytes, name);
    const res = await req.expect(201);

    const stored = (res.body as { stored: StoredUpload[] }).stored;
    expect(stored.map((s) => [s.originalName, s.mime])).toEqual([
      ['cocina.JPG', 'image/jpeg'],
      ['baño.jpeg', 'image/jpeg'],
      ['factura.pdf', 'application/pdf'],
      ['informe.doc', 'application/msword'],
      ['informe.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['fuga.mp4', 'video/mp4'],
    ]);
    expect((res.body as { body: object }).body).toEqual({ description: 'Gotera en el baño' });
    for (const [i, s] of stored.entries()) {
      expect(s.key).toMatch(/^maintenance\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(jpg|pdf|doc|docx|mp4)$/);
      const onDisk = path.join(uploadsDir, s.key);
      expect(onDisk.startsWith(config.DATA_DIR)).toBe(true);
      expect(onDisk.startsWith(config.WEB_DIST)).toBe(false);
      // Photos are stored re-encoded from their pixels (no metadata); every other file byte for byte.
      const onDiskBytes = await readFile(onDisk);
      if (s.mime === 'image/jpeg') expect(await sameImage(onDiskBytes, files[i]![0])).toBe(true);
      else expect(onDiskBytes.equals(files[i]![0])).toBe(true);
    }
  });

  describe('refuses, stores nothing, and answers in Spanish', () => {
    let before: string[];
    beforeEach(async () => {
      before = await filesUnder(uploadsDir);
    });
    afterEach(async () => {
      expect(await filesUnder(uploadsDir)).toEqual(before);
    });

    it.each([
      ['HTML named .jpg', () => fx.html(), 'foto.jpg'],
      ['an ELF executable named .jpg', () => fx.elf(), 'foto.jpg'],
      ['a Windows executable named .jpg', () => fx.exe(), 'foto.jpg'],
      ['a PDF named .jpg (name and bytes disagree)', () => fx.pdf(), 'foto.jpg'],
      ['a PDF that is also HTML', () => fx.pdfHtmlPolyglot(), 'factura.pdf'],
      ['a PDF with JavaScript', () => fx.pdfWithJavaScript(), 'factura.pdf'],
      ['an Excel file named .doc', () => fx.xlsCfb(), 'informe.doc'],
      ['a plain zip named .docx', () => fx.plainZip(), 'informe.docx'],
      ['a PDF with a comment between /Type and /ObjStm', () => fx.pdfObjStmTypeComment(), 'factura.pdf'],
      ['a PDF with /Type 4 KB before its stream', () => fx.pdfObjStmTypeFarFromStream(), 'factura.pdf'],
      ['a PDF with an indirect /Filter', () => fx.pdfObjStmIndirectFilter(), 'factura.pdf'],
      [
        'a PDF with a comment between /Filter and /FlateDecode',
        () => fx.pdfObjStmFilterComment(),
        'factura.pdf',
      ],
      ['a PDF opening a URI by itself', () => fx.pdfOpenActionUri(), 'factura.pdf'],
      ['a PDF opening a UNC path by itself (GoToR)', () => fx.pdfOpenActionGoToRUnc(), 'factura.pdf'],
      ['a PDF with an embedded file', () => fx.pdfWithEmbeddedFile(), 'factura.pdf'],
      ['an encrypted PDF', () => fx.pdfEncrypted(), 'factura.pdf'],
      ['a PDF defining its JavaScript object twice', () => fx.pdfObjectDefinedTwice(), 'factura.pdf'],
      [
        "a PDF hiding its JavaScript object in a stream's data",
        () => fx.pdfObjectHiddenInStream(),
        'factura.pdf',
      ],
    ])('415 for %s, whatever Content-Type it claims', async (_label, make, name) => {
      const res = await post('maintenance')
        .attach('archivo', jpeg, 'ok.jpg')
        .attach('archivo', make(), { filename: name, contentType: 'image/jpeg' })
        .expect(415);
      expect(res.body).toEqual({
        statusCode: 415,
        message: NOT_ALLOWED,
        errors: [{ field: 'archivo', message: NOT_ALLOWED }],
      });
    });

    it('415 for a .doc with macros, saying so', async () => {
      const res = await post('maintenance').attach('archivo', fx.docWithMacros(), 'informe.doc').expect(415);
      expect(res.body).toEqual({
        statusCode: 415,
        message: UPLOAD_REFUSALS.macros,
        errors: [{ field: 'archivo', message: UPLOAD_REFUSALS.macros }],
      });
      expect(UPLOAD_REFUSALS.macros).toContain('macros');
    });

    it('400 for more than 10 files', async () => {
      let req = post('maintenance');
      for (let i = 0; i < 11; i++) req = req.attach('archivo', jpeg, `foto-${i}.jpg`);
      const res = await req.expect(400);
      expect(res.body).toMatchObject({ message: 'Solo se permiten hasta 10 archivos' });
    });

    it('413 for an image over 1 MB, suggesting where to compress it', async () => {
      const res = await post('maintenance')
        .attach('archivo', padTo(jpeg, MB + 1), 'grande.jpg')
        .expect(413);
      expect(res.body).toMatchObject({
        statusCode: 413,
        message:
          'Has intentado subir un archivo que supera el límite de 1 MB. Puedes comprimirlo en https://www.iloveimg.com/es/comprimir-imagen',
      });
    });

    it('413 for a PDF over 1 MB', async () => {
      const res = await post('maintenance')
        .attach('archivo', padTo(fx.pdf(), 1.5 * MB), 'grande.pdf')
        .expect(413);
      expect((res.body as { message: string }).message).toContain('1 MB');
    });

    it('413 for a video over 20 MB (cut off by multer while streaming)', async () => {
      const res = await post('maintenance')
        .attach('archivo', padTo(fx.mp4(), 20 * MB + 1), 'largo.mp4')
        .expect(413);
      expect((res.body as { message: string }).message).toBe(
        'Has intentado subir un archivo que supera el límite de 20 MB. Puedes comprimirlo en https://www.freeconvert.com/es/video-compressor',
      );
    });

    it('400 when no file is sent', async () => {
      const res = await post('maintenance').field('description', 'sin fotos').expect(400);
      expect(res.body).toMatchObject({ message: 'Debes cargar al menos un archivo.' });
    });

    it('400 for a file sent under another field name', async () => {
      await post('maintenance').attach('otro', jpeg, 'foto.jpg').expect(400);
    });

    it('413 for an oversized text field', async () => {
      await post('maintenance')
        .field('description', 'x'.repeat(40 * 1024))
        .attach('archivo', jpeg, 'a.jpg')
        .expect(413);
    });

    it('CV: a .docx is refused with the CV message; no file asks for one', async () => {
      const docx = await post('cv').attach('archivo', fx.docx(), 'hoja-de-vida.docx').expect(415);
      expect(docx.body).toMatchObject({ message: 'Solo se permiten archivos PDF para la hoja de vida.' });
      const none = await post('cv').field('x', '1').expect(400);
      expect(none.body).toMatchObject({ message: 'Por favor, selecciona un archivo antes de enviar.' });
    });
  });

  it('CV: a PDF is stored', async () => {
    const res = await post('cv').attach('archivo', fx.pdf(), 'hoja-de-vida.pdf').expect(201);
    expect((res.body as { stored: StoredUpload[] }).stored).toEqual([
      expect.objectContaining({ originalName: 'hoja-de-vida.pdf', mime: 'application/pdf' }),
    ]);
  });

  it('removes the stored files when the request fails afterwards', async () => {
    const controller = app.get(UploadTestController);
    const res = await post('failing')
      .attach('archivo', jpeg, 'a.jpg')
      .attach('archivo', fx.pdf(), 'b.pdf')
      .expect(500);
    expect(res.body).toEqual({ statusCode: 500, message: expect.any(String) as string });
    expect(controller.lastStored).toHaveLength(2);
    const remaining = await filesUnder(uploadsDir);
    for (const s of controller.lastStored) expect(remaining).not.toContain(path.join(uploadsDir, s.key));
  });
});

describe('uploads stream to disk, within an in-flight bound and a daily quota', () => {
  const incomingFiles = async (config: AppConfig) => {
    try {
      return await readdir(path.join(config.DATA_DIR, 'uploads', '.incoming'));
    } catch {
      return [];
    }
  };

  it('receives files to disk (no file buffered in memory) and leaves no temporary file behind', async () => {
    const t = await uploadApp();
    try {
      const seen: AcceptedUpload[][] = [];
      const uploads = t.app.get(UploadService);
      const store = jest.spyOn(uploads, 'store').mockImplementation((kind, files) => {
        seen.push([...files]);
        return UploadService.prototype.store.call(uploads, kind, files);
      });
      const video = fx.padTo(fx.mp4(), 3 * MB);
      await request(t.app.getHttpServer())
        .post('/api/test-uploads/maintenance')
        .attach('archivo', video, 'fuga.mp4')
        .attach('archivo', fx.docWithMacros(), 'informe.doc')
        .expect(415);
      const res = await request(t.app.getHttpServer())
        .post('/api/test-uploads/maintenance')
        .attach('archivo', video, 'fuga.mp4')
        .expect(201);
      store.mockRestore();
      expect(seen[0]![0]!.buffer).toBeUndefined();
      expect(seen[0]![0]!.path).toContain(`${path.sep}.incoming${path.sep}`);
      const [stored] = (res.body as { stored: StoredUpload[] }).stored;
      expect((await readFile(path.join(t.config.DATA_DIR, 'uploads', stored!.key))).equals(video)).toBe(true);
      await waitFor(
        'the temporary files to be removed',
        async () => (await incomingFiles(t.config)).length === 0,
      );
    } finally {
      await t.app.close();
      await t.cleanup();
    }
  });

  it('makes a request wait for room under UPLOAD_INFLIGHT_MAX_MB, then answers a Spanish 503', async () => {
    const t = await uploadApp({ UPLOAD_INFLIGHT_MAX_MB: '1', UPLOAD_WAIT_MS: '300' });
    try {
      const budget = t.app.get(UploadBudget);
      const jpeg = await fx.jpeg();
      const send = () =>
        request(t.app.getHttpServer()).post('/api/test-uploads/maintenance').attach('archivo', jpeg, 'a.jpg');
      const other = budget.open('10.9.9.9');
      await other.grow(MB);
      const release = () => other.release();
      const busy = await send().expect(503);
      expect(busy.body).toEqual({ statusCode: 503, message: UPLOAD_BUSY_MESSAGE });
      // Room frees while the next one waits: it goes through.
      const waiting = send();
      setTimeout(release, 50);
      await waiting.expect(201);
      expect(budget.reserved).toBe(0);
    } finally {
      await t.app.close();
      await t.cleanup();
    }
  });

  it('answers a Spanish 429 once an address passes UPLOAD_DAILY_MB_PER_IP', async () => {
    const t = await uploadApp({ UPLOAD_DAILY_MB_PER_IP: '1' });
    try {
      const big = fx.padTo(await fx.jpeg(), 0.6 * MB);
      const send = () =>
        request(t.app.getHttpServer()).post('/api/test-uploads/maintenance').attach('archivo', big, 'a.jpg');
      await send().expect(201);
      const res = await send().expect(429);
      expect(res.body).toEqual({ statusCode: 429, message: UPLOAD_QUOTA_MESSAGE });
    } finally {
      await t.app.close();
      await t.cleanup();
    }
  });

  it('counts the daily quota of an IPv6 client by its /64', async () => {
    const t = await uploadApp({ UPLOAD_DAILY_MB_PER_IP: '1', TRUST_PROXY: 'true' });
    try {
      const big = fx.padTo(await fx.jpeg(), 0.6 * MB);
      const send = (client: string) =>
        request(t.app.getHttpServer())
          .post('/api/test-uploads/maintenance')
          .set('X-Forwarded-For', client)
          .attach('archivo', big, 'a.jpg');
      await send('2001:db8::1').expect(201);
      const res = await send('2001:db8::2').expect(429);
      expect(res.body).toEqual({ statusCode: 429, message: UPLOAD_QUOTA_MESSAGE });
      await send('2001:db8:0:1::1').expect(201);
    } finally {
      await t.app.close();
      await t.cleanup();
    }
  });
});

describe('one client cannot hold the upload budget for everyone (issue 47 item 4)', () => {
  const ATTACKER = '127.0.0.2';
  const VISITOR = '127.0.0.1';
  let t: Awaited<ReturnType<typeof uploadApp>>;
  let base: string;
  let budget: UploadBudget;

  const start = async (overrides: Record<string, string>) => {
    t = await uploadApp(overrides);
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    budget = t.app.get(UploadBudget);
  };
  afterEach(async () => {
    await t.app.close();
    await t.cleanup();
  });

  const incoming = async () => {
    try {
      return await readdir(path.join(t.config.DATA_DIR, 'uploads', '.incoming'));
    } catch {
      return [];
    }
  };

  it('a body declaring 128 MiB holds what it sent, not what it declared: a real upload goes through at once', async () => {
    await start({ UPLOAD_WAIT_MS: '300' });
    const trickles = [rawUpload(base, ATTACKER, 128 * MB), rawUpload(base, ATTACKER, 128 * MB)];
    for (const r of trickles) r.send(videoHead(1024));
    await waitFor('both trickles to be received', () => budget.heldBy(ATTACKER) >= 2 * 1024);
    expect(budget.heldBy(ATTACKER)).toBeLessThan(64 * 1024);

    const started = Date.now();
    const real = await rawUpload(base, VISITOR, 0).finish(await fx.jpeg());
    expect(real.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2_000);

    for (const r of trickles) r.abort();
    await waitFor('the trickles to give their room back', () => budget.reserved === 0);
    await waitFor('their files to be removed', async () => (await incoming()).length === 0);
  });

  it('one address holds at most UPLOAD_INFLIGHT_PER_CLIENT_MB: past it a Spanish 429 at once, others go on', async () => {
    await start({ UPLOAD_INFLIGHT_MAX_MB: '8', UPLOAD_INFLIGHT_PER_CLIENT_MB: '2' });
    const big = rawUpload(base, ATTACKER, 0);
    const started = Date.now();
    const refused = await big.finish(fx.padTo(fx.mp4(), 3 * MB), 'video.mp4');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ statusCode: 429, message: UPLOAD_CLIENT_BUSY_MESSAGE });
    expect(Date.now() - started).toBeLessThan(2_000);
    // Another address, and the same one with a body within its share, still get through.
    expect((await rawUpload(base, VISITOR, 0).finish(fx.padTo(fx.mp4(), 1.5 * MB), 'video.mp4')).status).toBe(
      201,
    );
    expect((await rawUpload(base, ATTACKER, 0).finish(fx.padTo(fx.mp4(), MB), 'video.mp4')).status).toBe(201);
    await waitFor('the budget to be empty', () => budget.reserved === 0);
    expect(budget.heldBy(ATTACKER)).toBe(0);
    await waitFor('the refused files to be removed', async () => (await incoming()).length === 0);
  });

  it('a request refused before its body is read is answered and its connection closed by the gateway', async () => {
    await start({ UPLOAD_INFLIGHT_MAX_MB: '8', UPLOAD_INFLIGHT_PER_CLIENT_MB: '2' });
    await budget.open(ATTACKER).grow(2 * MB);
    // A client that never closes by itself (Node's own client closes after a non-keep-alive answer).
    const socket = net.connect({
      host: '127.0.0.1',
      port: Number(new URL(base).port),
      localAddress: ATTACKER,
    });
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (received += d));
    const ended = new Promise<void>((resolve) => socket.once('end', resolve));
    socket.write(
      `POST /api/test-uploads/maintenance HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${8 * MB}\r\n\r\n--x\r\n`,
    );
    try {
      await Promise.race([
        ended,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('the gateway kept the connection')), 3_000),
        ),
      ]);
      expect(received).toMatch(/^HTTP\/1\.1 429/);
      expect(received).toContain(UPLOAD_CLIENT_BUSY_MESSAGE);
    } finally {
      socket.destroy();
    }
  });

  it('a body that stalls is cut within UPLOAD_STALL_MS: a Spanish 408, its room and files freed', async () => {
    await start({ UPLOAD_STALL_MS: '400', UPLOAD_MIN_KB_PER_S: '4' });
    const stalled = rawUpload(base, ATTACKER, 8 * MB);
    stalled.send(videoHead(8 * 1024));
    await waitFor('its file to be started', async () => (await incoming()).length === 1);
    const started = Date.now();
    const answer = await stalled.answer;
    // Node's own bound (requestTimeout) would have held it 300-330 s.
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({ statusCode: 408, message: UPLOAD_TOO_SLOW_MESSAGE });
    await waitFor('the connection to be closed', () => stalled.closed);
    await waitFor('its room to be given back', () => budget.reserved === 0);
    await waitFor('its file to be removed', async () => (await incoming()).length === 0);
  });

  it('a slow body that keeps the pace is not cut', async () => {
    await start({ UPLOAD_STALL_MS: '400', UPLOAD_MIN_KB_PER_S: '4' });
    const video = fx.padTo(fx.mp4(), 40 * 1024);
    const slow = rawUpload(base, VISITOR, 0);
    // 4 KB every 100 ms (40 KB/s) for about a second: more than two windows.
    const res = await slow.finish(video, 'video.mp4', { chunk: 4 * 1024, everyMs: 100 });
    expect(res.status).toBe(201);
  });

  it.each([
    ['a refused type (415)', 415, () => Promise.resolve(fx.html()), 'foto.jpg'],
    ['an image over 1 MB (413)', 413, async () => fx.padTo(await fx.jpeg(), MB + 1), 'foto.jpg'],
  ])('%s leaves no reservation behind', async (_label, status, make, name) => {
    await start({});
    const res = await rawUpload(base, ATTACKER, 0).finish(await make(), name);
    expect(res.status).toBe(status);
    await waitFor('the budget to be empty', () => budget.reserved === 0);
    expect(budget.heldBy(ATTACKER)).toBe(0);
  });

  it('a client that drops its connection mid-body leaves no reservation or file behind', async () => {
    await start({});
    const dropped = rawUpload(base, ATTACKER, 4 * MB);
    dropped.send(videoHead(256 * 1024));
    await waitFor('part of it to be received', () => budget.heldBy(ATTACKER) >= 256 * 1024);
    dropped.abort();
    await waitFor('its room to be given back', () => budget.reserved === 0);
    await waitFor('its file to be removed', async () => (await incoming()).length === 0);
  });
});

/** The start of a video part: an MP4 head padded to `bytes`. */
function videoHead(bytes: number): Buffer {
  return fx.padTo(fx.mp4(), bytes);
}

interface RawAnswer {
  status: number;
  body: unknown;
}

/**
 * A maintenance upload over a connection of its own from `localAddress` (Linux routes all of 127/8 to lo,
 * so 127.0.0.2 is another client). With `declared` > 0 it declares that Content-Length and sends what it is
 * told (a trickle); with 0, `finish` sends one whole file, optionally in timed chunks.
 */
function rawUpload(base: string, localAddress: string, declared: number) {
  const boundary = `----spec${Math.random().toString(16).slice(2)}`;
  const head = (name: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nx\r\n--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let req: http.ClientRequest | undefined;
  let closed = false;
  let settle: (answer: RawAnswer) => void = () => undefined;
  const answer = new Promise<RawAnswer>((resolve) => {
    settle = resolve;
  });
  const open = (length: number) => {
    req = http.request(`${base}/api/test-uploads/maintenance`, {
      method: 'POST',
      localAddress,
      agent: false,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': length },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => settle({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    });
    req.on('error', () => settle({ status: 0, body: null }));
    req.on('close', () => {
      closed = true;
    });
    return req;
  };
  if (declared > 0) open(declared).write(head('video.mp4'));
  return {
    answer,
    get closed() {
      return closed;
    },
    send(bytes: Buffer) {
      req!.write(bytes);
    },
    abort() {
      req!.destroy();
    },
    async finish(
      file: Buffer,
      name = 'foto.jpg',
      pace?: { chunk: number; everyMs: number },
    ): Promise<RawAnswer> {
      const body = Buffer.concat([head(name), file, tail]);
      const r = open(body.length);
      if (!pace) r.end(body);
      else {
        for (let at = 0; at < body.length; at += pace.chunk) {
          r.write(body.subarray(at, at + pace.chunk));
          await new Promise((resolve) => setTimeout(resolve, pace.everyMs));
        }
        r.end();
      }
      return answer;
    },
  };
}

function padTo(bytes: Buffer, size: number): Buffer {
  return fx.padTo(bytes, Math.ceil(size));
}
