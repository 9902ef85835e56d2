import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { type Readable } from 'node:stream';

/** Segments the caller chooses (kind, owner id, extension) are plain tokens; file names are always generated. */
const SEGMENT = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
const EXTENSION = /^[a-z0-9]{1,10}$/i;
/** Every key this class ever produced: `<kind>/<owner>/<uuid>.<ext>`. */
const KEY = /^[a-z0-9][a-z0-9_-]{0,63}\/[a-z0-9][a-z0-9_-]{0,63}\/[0-9a-f-]{36}\.[a-z0-9]{1,10}$/i;

export interface StoredFile {
  /** Relative key to keep in the database, e.g. `maintenance/42/3f6c….jpg`. */
  readonly key: string;
  readonly size: number;
}

/** Whether the store takes files now (see FileStorage.health). */
export type StorageHealth = 'up' | 'down';

export class InvalidStorageKeyError extends Error {}

/** The key is not (or no longer) in the store. */
export class StoredFileNotFoundError extends Error {
  readonly code = 'ENOENT';
  constructor(key: string) {
    super(`No stored file for key ${key}`);
    this.name = 'StoredFileNotFoundError';
  }
}

/** The store cannot be reached or answers with a server error: temporary, answered with 503. */
export class StorageUnavailableError extends Error {
  constructor(operation: string, options?: { cause?: unknown }) {
    super(`File store unavailable (${operation})`, options);
    this.name = 'StorageUnavailableError';
  }
}

/**
 * Where uploads and PDFs live: the local disk (LocalFileStorage, the embedded default) or an S3-compatible
 * object store (S3FileStorage), chosen by StorageModule from the configuration. Keys are only ever produced
 * here (`<kind>/<owner>/<uuid>.<ext>`), files are written once and read by key, never served directly.
 */
export abstract class FileStorage {
  /** Where uploads stream to while they are received and checked, before `adopt` takes them in. */
  abstract readonly incoming: string;

  abstract save(kind: string, ownerId: string | number, data: Buffer, extension: string): Promise<StoredFile>;

  /** Takes a received file (under `incoming`) in under a generated key; the received file is gone after. */
  abstract adopt(
    kind: string,
    ownerId: string | number,
    received: string,
    extension: string,
  ): Promise<StoredFile>;

  abstract exists(key: string): Promise<boolean>;

  /** The file's bytes; rejects with StoredFileNotFoundError when it is gone. */
  abstract read(key: string): Promise<Readable>;

  /** No error when the file is already gone. */
  abstract delete(key: string): Promise<void>;

  /** Removes every file of one owner, e.g. when its request is rolled back. */
  abstract deleteOwner(kind: string, ownerId: string | number): Promise<void>;

  /** Whether a file could be stored now, for readiness and metrics; never throws. `signal` ends the wait. */
  abstract health(signal?: AbortSignal): Promise<StorageHealth>;

  /** `adopt` takes in only files received directly under `incoming`, nothing a caller names elsewhere. */
  protected assertReceived(received: string): void {
    if (path.dirname(path.resolve(received)) !== this.incoming) {
      throw new InvalidStorageKeyError('Only files received under the incoming directory can be adopted');
    }
  }
}

/** A new key for a file of `kind` owned by `ownerId`; throws for segments that are not plain tokens. */
export function newStorageKey(kind: string, ownerId: string | number, extension: string): string {
  return `${ownerPrefix(kind, ownerId)}${randomUUID()}.${checkedExtension(extension)}`;
}

/** `<kind>/<owner>/`, the prefix of every key of one owner. */
export function ownerPrefix(kind: string, ownerId: string | number): string {
  const owner = String(ownerId);
  for (const [name, value] of [
    ['kind', kind],
    ['owner id', owner],
  ] as const) {
    if (!SEGMENT.test(value)) throw new InvalidStorageKeyError(`Invalid storage ${name}`);
  }
  return `${kind}/${owner}/`;
}

function checkedExtension(extension: string): string {
  if (!EXTENSION.test(extension)) throw new InvalidStorageKeyError('Invalid storage extension');
  return extension.toLowerCase();
}

/** Refuses anything that is not a key this class produced (`..`, absolute paths, NUL...). */
export function assertStorageKey(key: string): string {
  if (!KEY.test(key)) throw new InvalidStorageKeyError('Not a storage key');
  return key;
}
