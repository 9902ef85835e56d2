// Stands in for MinIO where no registry answers (docker/offline/s3.Dockerfile): `server <dir>` serves the S3
// API on 9000 with s3rver, objects kept as files under <dir> (a volume in compose, so they outlive a restart).
// What the stack uses works: buckets (create, head), PutObject, GetObject, HeadObject, DeleteObject,
// ListObjectsV2. What it does not do: check request signatures (s3rver checks only that the access key is
// MINIO_ROOT_USER's), refuse anonymous reads (compose publishes no port for it: only the stack reaches it),
// honour If-None-Match on a write (the stack's keys are new uuids anyway), replicate, or keep versions.
import path from 'node:path';
import { createRequire } from 'node:module';
import S3rver from 's3rver';

const require = createRequire(import.meta.url);
/** s3rver knows one account; the stack's access key is registered on it (its signature is not checked). */
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account');

const [command, dir] = process.argv.slice(2);
if (command !== 'server' || !dir) {
  console.error('usage: s3-store.mjs server <data directory>');
  process.exit(2);
}
const user = process.env.MINIO_ROOT_USER;
const password = process.env.MINIO_ROOT_PASSWORD;
if (!user || !password) {
  console.error('MINIO_ROOT_USER and MINIO_ROOT_PASSWORD must be set');
  process.exit(2);
}
DUMMY_ACCOUNT.createKeyPair(user, password);

const server = new S3rver({
  address: '0.0.0.0',
  port: 9000,
  directory: path.resolve(dir),
  silent: true,
  // Path-style only (the stack sets STORAGE_S3_FORCE_PATH_STYLE): by default s3rver takes a host name such
  // as `s3` for a virtual-host bucket.
  vhostBuckets: false,
});
const { port } = await server.run();
console.log(`S3 look-alike (s3rver) on :${port}, objects under ${path.resolve(dir)}`);
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => {
    server.httpServer?.closeAllConnections();
    void server.close().then(() => process.exit(0));
  });
