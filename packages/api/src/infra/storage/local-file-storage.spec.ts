import { mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { loadConfig } from '#src/config/load-config';
import { InvalidStorageKeyError, StoredFileNotFoundError } from './file-storage.service';
import { LocalFileStorage } from './local-file-storage.service';

describe('LocalFileStorage', () => {
  let dataDir: string;
  let storage: LocalFileStorage;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'inmo-storage-'));
    storage = new LocalFileStorage(loadConfig({ DATA_DIR: dataDir }));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('stores under uploads/<kind>/<id>/ with a generated name and reads it back', async () => {
    const stored = await storage.save('maintenance', 42, Buffer.from('hola'), 'JPG');
    expect(stored.key).toMatch(/^maintenance\/42\/[0-9a-f-]{36}\.jpg$/);
    expect(stored.size).toBe(4);
    expect(await readFile(path.join(dataDir, 'uploads', stored.key), 'utf8')).toBe('hola');
    expect(await text(await storage.read(stored.key))).toBe('hola');
    expect(await storage.exists(stored.key)).toBe(true);
    await storage.delete(stored.key);
    expect(await storage.exists(stored.key)).toBe(false);
    await expect(storage.read(stored.key)).rejects.toBeInstanceOf(StoredFileNotFoundError);
    await expect(storage.delete(stored.key)).resolves.toBeUndefined();
  });

  it('never lets a caller-chosen segment or key escape the uploads directory', async () => {
    await expect(storage.save('../etc', 1, Buffer.from('x'), 'txt')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.save('cv', '../../x', Buffer.from('x'), 'txt')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.save('cv', 1, Buffer.from('x'), 'pdf/../../a')).rejects.toBeInstanceOf(
      InvalidStorageKeyError,
    );
    await expect(storage.read('../../etc/passwd')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(() => storage.resolve('/etc/passwd')).toThrow(InvalidStorageKeyError);
    await expect(storage.exists('cv/../../../secret')).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('takes a received file in by renaming it, and nothing from outside the incoming directory', async () => {
    const received = path.join(storage.incoming, 'upload-1');
    await mkdir(storage.incoming, { recursive: true });
    await writeFile(received, 'contenido del CV');
    const stored = await storage.adopt('work-with-us', 'batch-1', received, 'pdf');
    expect(stored.key).toMatch(/^work-with-us\/batch-1\/.+\.pdf$/);
    expect(stored.size).toBe(16);
    expect(await text(await storage.read(stored.key))).toBe('contenido del CV');
    await expect(stat(received)).rejects.toMatchObject({ code: 'ENOENT' });
    const outside = path.join(dataDir, 'elsewhere.pdf');
    await writeFile(outside, 'x');
    await expect(storage.adopt('cv', 1, outside, 'pdf')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(
      storage.adopt('cv', 1, path.join(storage.incoming, '..', 'elsewhere.pdf'), 'pdf'),
    ).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(await readFile(outside, 'utf8')).toBe('x');
  });

  it('deletes every file of one owner', async () => {
    const a = await storage.save('cv', 7, Buffer.from('a'), 'pdf');
    const b = await storage.save('cv', 7, Buffer.from('b'), 'pdf');
    const other = await storage.save('cv', 8, Buffer.from('c'), 'pdf');
    await storage.deleteOwner('cv', 7);
    expect(await storage.exists(a.key)).toBe(false);
    expect(await storage.exists(b.key)).toBe(false);
    expect(await storage.exists(other.key)).toBe(true);
  });

  describe('health', () => {
    it('is up on a fresh data directory, before the first upload makes the root, and creates nothing', async () => {
      await expect(storage.health()).resolves.toBe('up');
      await expect(stat(storage.root)).rejects.toMatchObject({ code: 'ENOENT' });
      // Also when the data directory itself does not exist yet (save() makes both).
      const later = new LocalFileStorage(loadConfig({ DATA_DIR: path.join(dataDir, 'not-yet') }));
      await expect(later.health()).resolves.toBe('up');
      await expect(stat(path.join(dataDir, 'not-yet'))).rejects.toMatchObject({ code: 'ENOENT' });
    });

    it('is up once files are stored', async () => {
      await storage.save('cv', 1, Buffer.from('x'), 'pdf');
      await expect(storage.health()).resolves.toBe('up');
    });

    // Tests run as root, whom a read-only mode does not stop: these are stores root cannot write either.
    it('is down when the uploads directory was replaced by a regular file', async () => {
      await storage.save('cv', 1, Buffer.from('x'), 'pdf');
      await rm(storage.root, { recursive: true });
      await writeFile(storage.root, '');
      await expect(storage.health()).resolves.toBe('down');
      await expect(storage.save('cv', 1, Buffer.from('x'), 'pdf')).rejects.toThrow();
    });

    it('is down when the uploads directory is a link to a folder that is gone (an unmounted disk)', async () => {
      await symlink(path.join(dataDir, 'unmounted', 'uploads'), storage.root);
      await expect(storage.health()).resolves.toBe('down');
      await expect(storage.save('cv', 1, Buffer.from('x'), 'pdf')).rejects.toThrow();
    });

    it('is down when a folder above the uploads directory is a regular file', async () => {
      const file = path.join(dataDir, 'a-file');
      await writeFile(file, '');
      const broken = new LocalFileStorage(loadConfig({ DATA_DIR: path.join(file, 'data') }));
      await expect(broken.health()).resolves.toBe('down');
      await expect(broken.save('cv', 1, Buffer.from('x'), 'pdf')).rejects.toThrow();
    });
  });
});
