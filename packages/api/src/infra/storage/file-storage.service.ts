import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';

/** Segments the caller chooses (kind, owner id, extension) are plain tokens; file names are always generated. */
const SEGMENT = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
const EXTENSION = /^[a-z0-9]{1,10}$/i;

export interface StoredFile {
  /** Relative key to keep in the database, e.g. `maintenance/42/3f6c….jpg`. */
  readonly key: string;
  readonly size: number;
}

export class InvalidStorageKeyError extends Error {}

/**
 * Files under `${DATA_DIR}/uploads/<kind>/<id>/<uuid>.<ext>`, outside any web root.
 * Keys are only ever produced here; reading a key resolves it and refuses anything outside the root.
 */
@Injectable()
export class FileStorage {
  readonly root: string;
  /** Where uploads stream to while they are received and checked (same filesystem: adopt() renames). */
  readonly incoming: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = path.join(config.DATA_DIR, 'uploads');
    this.incoming = path.join(this.root, '.incoming');
  }

  async save(kind: string, ownerId: string | number, data: Buffer, extension: string): Promise<StoredFile> {
    const { key, file } = await this.newKey(kind, ownerId, extension);
    await writeFile(file, data, { flag: 'wx' });
    return { key, size: data.length };
  }

  /** Moves a received file (under `incoming`) to its generated key. */
  async adopt(
    kind: string,
    ownerId: string | number,
    received: string,
    extension: string,
  ): Promise<StoredFile> {
    if (path.dirname(path.resolve(received)) !== this.incoming) {
      throw new InvalidStorageKeyError('Only files received under the incoming directory can be adopted');
    }
    const { key, file } = await this.newKey(kind, ownerId, extension);
    await rename(received, file);
    return { key, size: (await stat(file)).size };
  }

  private async newKey(
    kind: string,
    ownerId: string | number,
    extension: string,
  ): Promise<{ key: string; file: string }> {
    const owner = String(ownerId);
    for (const [name, value] of [
      ['kind', kind],
      ['owner id', owner],
    ] as const) {
      if (!SEGMENT.test(value)) throw new InvalidStorageKeyError(`Invalid storage ${name}`);
    }
    if (!EXTENSION.test(extension)) throw new InvalidStorageKeyError('Invalid storage extension');
    const key = [kind, owner, `${randomUUID()}.${extension.toLowerCase()}`].join('/');
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    return { key, file };
  }

  /** Absolute path of a stored key (for mail attachments); throws for keys outside the root. */
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

  /** Rejects with ENOENT (on the stream's first read) when the file is gone. */
  read(key: string): ReadStream {
    return createReadStream(this.resolve(key));
  }

  async delete(key: string): Promise<void> {
    await unlink(this.resolve(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  /** Removes every file of one owner, e.g. when its request is rolled back. */
  async deleteOwner(kind: string, ownerId: string | number): Promise<void> {
    if (!SEGMENT.test(kind) || !SEGMENT.test(String(ownerId)))
      throw new InvalidStorageKeyError('Invalid owner');
    await rm(this.resolve(`${kind}/${String(ownerId)}`), { recursive: true, force: true });
  }
}
