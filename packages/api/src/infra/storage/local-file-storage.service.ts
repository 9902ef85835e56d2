import { constants } from 'node:fs';
import { access, lstat, mkdir, open, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import {
  FileStorage,
  InvalidStorageKeyError,
  newStorageKey,
  ownerPrefix,
  type StorageHealth,
  type StoredFile,
  StoredFileNotFoundError,
} from './file-storage.service';

/**
 * Files under `${DATA_DIR}/uploads/<kind>/<id>/<uuid>.<ext>`, outside any web root: the embedded default,
 * for one host. Reading a key resolves it and refuses anything outside the root.
 */
@Injectable()
export class LocalFileStorage extends FileStorage {
  readonly root: string;
  /** Same filesystem as the root: adopt() renames. */
  readonly incoming: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.root = path.join(config.DATA_DIR, 'uploads');
    this.incoming = path.join(this.root, '.incoming');
  }

  async save(kind: string, ownerId: string | number, data: Buffer, extension: string): Promise<StoredFile> {
    const { key, file } = await this.newFile(kind, ownerId, extension);
    await writeFile(file, data, { flag: 'wx' });
    return { key, size: data.length };
  }

  async adopt(
    kind: string,
    ownerId: string | number,
    received: string,
    extension: string,
  ): Promise<StoredFile> {
    this.assertReceived(received);
    const { key, file } = await this.newFile(kind, ownerId, extension);
    await rename(received, file);
    return { key, size: (await stat(file)).size };
  }

  private async newFile(
    kind: string,
    ownerId: string | number,
    extension: string,
  ): Promise<{ key: string; file: string }> {
    const key = newStorageKey(kind, ownerId, extension);
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    return { key, file };
  }

  /** Absolute path of a stored key; throws for keys outside the root. */
  resolve(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep) || key.includes('\0')) {
      throw new InvalidStorageKeyError('Storage key outside the uploads directory');
    }
    return file;
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.resolve(key))).isFile();
    } catch (error) {
      if (error instanceof InvalidStorageKeyError) throw error;
      return false;
    }
  }

  async read(key: string): Promise<Readable> {
    // Opened here, so a missing file rejects now rather than on the stream's first read.
    const handle = await open(this.resolve(key), 'r').catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' || error.code === 'EISDIR' ? new StoredFileNotFoundError(key) : error;
    });
    return handle.createReadStream();
  }

  async delete(key: string): Promise<void> {
    await unlink(this.resolve(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async deleteOwner(kind: string, ownerId: string | number): Promise<void> {
    await rm(this.resolve(ownerPrefix(kind, ownerId)), { recursive: true, force: true });
  }

  /**
   * Up when the root is a directory this process may write (a disk remounted read-only fails too). Before the
   * first upload makes the root, the nearest folder above it stands in, as save() would make the rest; nothing
   * is created here. A full disk is not seen.
   */
  async health(): Promise<StorageHealth> {
    let dir = this.root;
    while (!(await taken(dir)) && dir !== path.dirname(dir)) dir = path.dirname(dir);
    try {
      if (!(await stat(dir)).isDirectory()) return 'down';
      await access(dir, constants.W_OK);
      return 'up';
    } catch {
      return 'down';
    }
  }
}

/** Something is at `file`, even a link to nothing (an unmounted disk's folder): not a folder still to make. */
function taken(file: string): Promise<boolean> {
  return lstat(file).then(
    () => true,
    (error: NodeJS.ErrnoException) => error.code !== 'ENOENT',
  );
}
