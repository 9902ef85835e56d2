import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The STORAGE_S3_* keys that point at a local S3 look-alike. */
export type S3TestEnv = {
  readonly STORAGE_S3_BUCKET: string;
  readonly STORAGE_S3_ENDPOINT: string;
  readonly STORAGE_S3_REGION: string;
  readonly STORAGE_S3_ACCESS_KEY_ID: string;
  readonly STORAGE_S3_SECRET_ACCESS_KEY: string;
  readonly STORAGE_S3_FORCE_PATH_STYLE: string;
};

/**
 * An S3-compatible server in this process (s3rver: objects as files in a temporary directory, signatures
 * checked with its fixed S3RVER/S3RVER key), on a free port. `stop` and `start` again keep the objects, as a
 * restarted store does.
 */
export class TestS3Server {
  private server?: S3rver;
  private port = 0;

  private constructor(
    readonly directory: string,
    readonly bucket: string,
  ) {}

  static async start(bucket = 'inmo-test'): Promise<TestS3Server> {
    const s3 = new TestS3Server(await mkdtemp(path.join(os.tmpdir(), 'inmo-s3-')), bucket);
    await s3.resume();
    return s3;
  }

  get env(): S3TestEnv {
    return {
      STORAGE_S3_BUCKET: this.bucket,
      STORAGE_S3_ENDPOINT: `http://127.0.0.1:${this.port}`,
      STORAGE_S3_REGION: 'us-east-1',
      STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
      STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
    };
  }

  /** Starts again on the same port and directory (the first start takes a free port). */
  async resume(): Promise<void> {
    this.server = new S3rver({
      address: '127.0.0.1',
      port: this.port,
      silent: true,
      directory: this.directory,
      configureBuckets: [{ name: this.bucket }],
    });
    this.port = (await this.server.run()).port;
  }

  /** Stops listening and drops open connections: the store is down. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    server?.httpServer?.closeAllConnections();
    await server?.close();
  }

  async close(): Promise<void> {
    await this.stop();
    await rm(this.directory, { recursive: true, force: true });
  }
}
