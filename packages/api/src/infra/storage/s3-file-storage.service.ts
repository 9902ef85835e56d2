import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import {
  assertStorageKey,
  FileStorage,
  newStorageKey,
  ownerPrefix,
  type StorageHealth,
  type StoredFile,
  StoredFileNotFoundError,
  StorageUnavailableError,
} from './file-storage.service';

/** Settings of the store, from STORAGE_S3_* (see config.schema.ts). */
export type S3StorageConfig = Pick<
  AppConfig,
  | 'DATA_DIR'
  | 'STORAGE_S3_BUCKET'
  | 'STORAGE_S3_ENDPOINT'
  | 'STORAGE_S3_REGION'
  | 'STORAGE_S3_ACCESS_KEY_ID'
  | 'STORAGE_S3_SECRET_ACCESS_KEY'
  | 'STORAGE_S3_FORCE_PATH_STYLE'
  | 'STORAGE_S3_CREATE_BUCKET'
>;

/** A store that does not answer a connection in this time counts as down (the visitor waits for the 503). */
const CONNECT_TIMEOUT_MS = 3_000;
/** Longest silence on an open request (a 20 MB video goes in one PutObject). */
const SOCKET_TIMEOUT_MS = 30_000;

/**
 * Files as objects `<kind>/<owner>/<uuid>.<ext>` in one private bucket of an S3-compatible store (AWS S3,
 * MinIO...), so gateways and workers on several hosts share them. Objects are written once (a new uuid and
 * `If-None-Match: *`), never with a public ACL, and read only through the gateway. Uploads are still received
 * on the local disk (`incoming`) and checked there; adopt() sends the checked file and removes the local copy.
 */
@Injectable()
export class S3FileStorage extends FileStorage implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('FileStorage');
  readonly incoming: string;
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(@Inject(APP_CONFIG) private readonly config: S3StorageConfig) {
    super();
    if (!config.STORAGE_S3_BUCKET) throw new Error('S3FileStorage needs STORAGE_S3_BUCKET');
    this.bucket = config.STORAGE_S3_BUCKET;
    this.incoming = path.join(config.DATA_DIR, 'incoming');
    this.client = new S3Client({
      region: config.STORAGE_S3_REGION,
      endpoint: config.STORAGE_S3_ENDPOINT,
      forcePathStyle: config.STORAGE_S3_FORCE_PATH_STYLE,
      credentials:
        config.STORAGE_S3_ACCESS_KEY_ID && config.STORAGE_S3_SECRET_ACCESS_KEY
          ? {
              accessKeyId: config.STORAGE_S3_ACCESS_KEY_ID,
              secretAccessKey: config.STORAGE_S3_SECRET_ACCESS_KEY,
            }
          : undefined,
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: SOCKET_TIMEOUT_MS },
      // Checksums only where S3 requires them: several S3-compatible servers do not read the SDK's
      // newer checksum trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** With STORAGE_S3_CREATE_BUCKET (compose), the bucket is made when missing; a store still down is only logged. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.STORAGE_S3_CREATE_BUCKET) return;
    try {
      await this.ensureBucket();
    } catch (error) {
      this.logger.warn(`Bucket ${this.bucket} not checked at start: ${describe(error)}`);
    }
  }

  /** Creates the bucket (private, the default) when it does not exist yet. */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return;
    } catch (error) {
      if (!isNotFound(error) && !isNoSuchBucket(error)) throw this.failure('HeadBucket', error);
    }
    try {
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
      this.logger.log(`Bucket ${this.bucket} created`);
    } catch (error) {
      // Another gateway or the worker made it in between.
      const name = error instanceof Error ? error.name : '';
      if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists')
        throw this.failure('CreateBucket', error);
    }
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }

  async save(kind: string, ownerId: string | number, data: Buffer, extension: string): Promise<StoredFile> {
    const key = newStorageKey(kind, ownerId, extension);
    await this.put(key, data);
    return { key, size: data.length };
  }

  async adopt(
    kind: string,
    ownerId: string | number,
    received: string,
    extension: string,
  ): Promise<StoredFile> {
    this.assertReceived(received);
    const key = newStorageKey(kind, ownerId, extension);
    // Whole in memory (at most an upload's 20 MB): the SDK can then retry the request and knows its length.
    const data = await readFile(received);
    await this.put(key, data);
    await rm(received, { force: true });
    return { key, size: data.length };
  }

  private async put(key: string, data: Buffer): Promise<void> {
    const put = () =>
      this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, IfNoneMatch: '*' }));
    try {
      await put();
    } catch (error) {
      // A store that was down when this process started (or was reset) has no bucket yet: made now.
      if (!(this.config.STORAGE_S3_CREATE_BUCKET && isNoSuchBucket(error)))
        throw this.failure('PutObject', error);
      await this.ensureBucket();
      await put().catch((again: unknown) => {
        throw this.failure('PutObject', again);
      });
    }
  }

  async exists(key: string): Promise<boolean> {
    assertStorageKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw this.failure('HeadObject', error);
    }
  }

  async read(key: string): Promise<Readable> {
    assertStorageKey(key);
    try {
      const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(Body instanceof Readable)) throw new Error('GetObject answered without a body stream');
      return Body;
    } catch (error) {
      if (isNotFound(error)) throw new StoredFileNotFoundError(key);
      throw this.failure('GetObject', error);
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    try {
      // S3 answers 204 for a key that is already gone.
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (!isNotFound(error)) throw this.failure('DeleteObject', error);
    }
  }

  /** One owner has a handful of files (a form's maximum): listed, then deleted one by one. */
  async deleteOwner(kind: string, ownerId: string | number): Promise<void> {
    const prefix = ownerPrefix(kind, ownerId);
    let token: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
        );
      } catch (error) {
        throw this.failure('ListObjectsV2', error);
      }
      for (const object of page.Contents ?? []) if (object.Key) await this.delete(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * Up when the bucket answers a HeadBucket with these credentials. Down when the store does not answer (or
   * not before `signal`), fails, refuses the credentials (403) or has no such bucket, unless
   * STORAGE_S3_CREATE_BUCKET has the first write make it (see put()).
   */
  async health(signal?: AbortSignal): Promise<StorageHealth> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: signal });
      return 'up';
    } catch (error) {
      const missing = isNotFound(error) || isNoSuchBucket(error);
      return missing && this.config.STORAGE_S3_CREATE_BUCKET ? 'up' : 'down';
    }
  }

  /** A store down, timing out or failing on its side becomes StorageUnavailableError (503); the rest stays. */
  private failure(operation: string, error: unknown): unknown {
    return isUnavailable(error) ? new StorageUnavailableError(operation, { cause: error }) : error;
  }
}

/** The HTTP status of the store's answer (read from the error's `$metadata`, whichever copy of the SDK threw it). */
function status(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { $metadata?: { httpStatusCode?: unknown } }).$metadata?.httpStatusCode;
  return typeof code === 'number' ? code : undefined;
}

function isNoSuchBucket(error: unknown): boolean {
  return error instanceof Error && error.name === 'NoSuchBucket';
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || status(error) === 404;
}

/** Node's codes of a connection refused, reset, unresolved or cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** Also in messages: the SDK wraps an error from another realm (jest's) as `AWS SDK error wrapper for …`. */
const NETWORK_MESSAGE = new RegExp(`\\b(${[...NETWORK_CODES].join('|')})\\b|socket hang up`);

/** No HTTP answer at all (refused, reset, DNS, timeout) or a 5xx from the store. */
function isUnavailable(error: unknown): boolean {
  const code = status(error);
  if (code !== undefined) return code >= 500;
  if ((error as { $fault?: unknown } | null)?.$fault === 'server') return true;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const errno = (current as { code?: unknown }).code;
    if (current.name === 'TimeoutError' || (typeof errno === 'string' && NETWORK_CODES.has(errno)))
      return true;
    if (NETWORK_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${error.name} (${code})` : error.name;
}
