import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { loadConfig } from '#src/config/load-config';
import { TestS3Server } from '#test/s3-server';
import {
  InvalidStorageKeyError,
  StorageUnavailableError,
  StoredFileNotFoundError,
} from './file-storage.service';
import { S3FileStorage } from './s3-file-storage.service';

/** The S3 backend against a real S3-compatible server (s3rver) on a free local port. */
describe('S3FileStorage', () => {
  let s3: TestS3Server;
  let dataDir: string;
  let storage: S3FileStorage;

  const keysInBucket = async (): Promise<string[]> => {
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.env.STORAGE_S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      return (page.Contents ?? []).map((o) => o.Key ?? '').sort();
    } finally {
      client.destroy();
    }
  };

  /** A file as the upload pipeline leaves it: received and checked under `incoming`. */
  const received = async (name: string, content: string): Promise<string> => {
    await mkdir(storage.incoming, { recursive: true });
    const file = path.join(storage.incoming, name);
    await writeFile(file, content);
    return file;
  };

  beforeAll(async () => {
    s3 = await TestS3Server.start();
  });
  afterAll(() => s3.close());
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'inmo-s3-storage-'));
    storage = new S3FileStorage(loadConfig({ DATA_DIR: dataDir, ...s3.env }));
  });
  afterEach(async () => {
    storage.onModuleDestroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes each file once under a generated key, reads it back and deletes it', async () => {
    const first = await storage.save('maintenance', 42, Buffer.from('hola'), 'JPG');
    const second = await storage.save('maintenance', 42, Buffer.from('hola'), 'jpg');
    expect(first.key).toMatch(/^maintenance\/42\/[0-9a-f-]{36}\.jpg$/);
    expect(second.key).not.toBe(first.key);
    expect(first.size).toBe(4);
    expect(await keysInBucket()).toEqual(expect.arrayContaining([first.key, second.key]));
    expect(await text(await storage.read(first.key))).toBe('hola');
    expect(await storage.exists(first.key)).toBe(true);

    await storage.delete(first.key);
    expect(await storage.exists(first.key)).toBe(false);
    await expect(storage.read(first.key)).rejects.toBeInstanceOf(StoredFileNotFoundError);
    await expect(storage.delete(first.key)).resolves.toBeUndefined();
    await storage.delete(second.key);
  });

  it('takes a received file in from the incoming directory and removes the local copy', async () => {
    const file = await received('upload-1', 'contenido del CV');
    const stored = await storage.adopt('work-with-us', 'batch-1', file, 'pdf');
    expect(stored.key).toMatch(/^work-with-us\/batch-1\/.+\.pdf$/);
    expect(stored.size).toBe(16);
    expect(await text(await storage.read(stored.key))).toBe('contenido del CV');
    expect(await readdir(storage.incoming)).toEqual([]);
    // Nothing outside the incoming directory can be sent to the store.
    const outside = path.join(dataDir, 'elsewhere.pdf');
    await writeFile(outside, 'x');
    await expect(storage.adopt('cv', 1, outside, 'pdf')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await storage.delete(stored.key);
  });

  it('refuses keys it did not produce', async () => {
    await expect(storage.save('../etc', 1, Buffer.from('x'), 'txt')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.read('../../etc/passwd')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.exists('cv/1/../../secret.pdf')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete('cv/1/x.pdf')).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('deletes every file of one owner and no other', async () => {
    const a = await storage.save('cv', 7, Buffer.from('a'), 'pdf');
    const b = await storage.save('cv', 7, Buffer.from('b'), 'pdf');
    const other = await storage.save('cv', 70, Buffer.from('c'), 'pdf');
    await storage.deleteOwner('cv', 7);
    expect(await storage.exists(a.key)).toBe(false);
    expect(await storage.exists(b.key)).toBe(false);
    expect(await storage.exists(other.key)).toBe(true);
    await storage.delete(other.key);
  });

  it('creates its bucket when asked to and it is missing (at start, or at the first write)', async () => {
    const fresh = new S3FileStorage(
      loadConfig({
        DATA_DIR: dataDir,
        ...s3.env,
        STORAGE_S3_BUCKET: 'inmo-created',
        STORAGE_S3_CREATE_BUCKET: 'true',
      }),
    );
    const unprepared = new S3FileStorage(
      loadConfig({ DATA_DIR: dataDir, ...s3.env, STORAGE_S3_BUCKET: 'inmo-never-created' }),
    );
    try {
      // Without the flag, a missing bucket is a configuration error, not a store down.
      const refused = unprepared.save('cv', 1, Buffer.from('x'), 'pdf');
      await expect(refused).rejects.toThrow();
      await expect(refused).rejects.not.toBeInstanceOf(StorageUnavailableError);
      await fresh.onApplicationBootstrap();
      const stored = await fresh.save('cv', 1, Buffer.from('x'), 'pdf');
      expect(await text(await fresh.read(stored.key))).toBe('x');
      await fresh.ensureBucket();
    } finally {
      fresh.onModuleDestroy();
      unprepared.onModuleDestroy();
    }
    // A process that started while the store was down makes the bucket at its first write.
    const late = new S3FileStorage(
      loadConfig({
        DATA_DIR: dataDir,
        ...s3.env,
        STORAGE_S3_BUCKET: 'inmo-late',
        STORAGE_S3_CREATE_BUCKET: 'true',
      }),
    );
    try {
      const stored = await late.save('cv', 2, Buffer.from('y'), 'pdf');
      expect(await text(await late.read(stored.key))).toBe('y');
    } finally {
      late.onModuleDestroy();
    }
  });

  it('reports a store that is down as unavailable, leaves the received file, and works again after', async () => {
    const before = await storage.save('maintenance', 1, Buffer.from('antes'), 'jpg');
    await s3.stop();
    try {
      const file = await received('upload-2', 'durante');
      await expect(storage.adopt('maintenance', 2, file, 'jpg')).rejects.toBeInstanceOf(
        StorageUnavailableError,
      );
      // Still on the local disk for the caller to discard, never half in the store.
      expect(await readdir(storage.incoming)).toEqual(['upload-2']);
      await expect(storage.save('maintenance', 2, Buffer.from('x'), 'jpg')).rejects.toBeInstanceOf(
        StorageUnavailableError,
      );
      await expect(storage.read(before.key)).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(storage.exists(before.key)).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(storage.delete(before.key)).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      await s3.resume();
    }
    expect(await text(await storage.read(before.key))).toBe('antes');
    expect((await keysInBucket()).filter((k) => k.startsWith('maintenance/2/'))).toEqual([]);
    const after = await storage.save('maintenance', 2, Buffer.from('después'), 'jpg');
    expect(await text(await storage.read(after.key))).toBe('después');
  });

  describe('health', () => {
    const other = (env: Record<string, string>) =>
      new S3FileStorage(loadConfig({ DATA_DIR: dataDir, ...s3.env, ...env }));

    it('is up for its bucket, down for credentials the store refuses', async () => {
      await expect(storage.health()).resolves.toBe('up');
      // An unknown key (s3rver does not check SigV4 signatures, so a wrong secret alone would pass).
      const refused = other({ STORAGE_S3_ACCESS_KEY_ID: 'NOT-A-KEY' });
      try {
        await expect(refused.health()).resolves.toBe('down');
        // As its writes are refused.
        await expect(refused.save('cv', 1, Buffer.from('x'), 'pdf')).rejects.toThrow();
      } finally {
        refused.onModuleDestroy();
      }
    });

    it('is down for a missing bucket, unless STORAGE_S3_CREATE_BUCKET has the first write make it', async () => {
      const unprepared = other({ STORAGE_S3_BUCKET: 'inmo-health-missing' });
      const creating = other({ STORAGE_S3_BUCKET: 'inmo-health-created', STORAGE_S3_CREATE_BUCKET: 'true' });
      try {
        await expect(unprepared.health()).resolves.toBe('down');
        await expect(unprepared.save('cv', 1, Buffer.from('x'), 'pdf')).rejects.toThrow();
        await expect(creating.health()).resolves.toBe('up');
        const stored = await creating.save('cv', 1, Buffer.from('x'), 'pdf');
        expect(await text(await creating.read(stored.key))).toBe('x');
        await expect(creating.health()).resolves.toBe('up');
      } finally {
        unprepared.onModuleDestroy();
        creating.onModuleDestroy();
      }
    });

    it('is down while the store is down (even with STORAGE_S3_CREATE_BUCKET), up again after', async () => {
      const creating = other({ STORAGE_S3_CREATE_BUCKET: 'true' });
      await s3.stop();
      try {
        await expect(storage.health(AbortSignal.timeout(1000))).resolves.toBe('down');
        await expect(creating.health(AbortSignal.timeout(1000))).resolves.toBe('down');
      } finally {
        creating.onModuleDestroy();
        await s3.resume();
      }
      await expect(storage.health()).resolves.toBe('up');
    });

    it('answers down when the signal ends the wait on a store that takes the connection and never answers', async () => {
      const sockets = new Set<Socket>();
      const silent = createServer((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as { port: number };
      const hanging = other({ STORAGE_S3_ENDPOINT: `http://127.0.0.1:${port}` });
      try {
        const started = Date.now();
        await expect(hanging.health(AbortSignal.timeout(300))).resolves.toBe('down');
        // Not the client's 30 s request timeout.
        expect(Date.now() - started).toBeLessThan(2000);
      } finally {
        hanging.onModuleDestroy();
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => silent.close(resolve));
      }
    });
  });
});
