#!/usr/bin/env node
// `mc ready local`, the one MinIO client command compose's health check runs: ready once the S3 port answers
// any HTTP request (an unsigned one is refused, which still says the server is up).
import { request } from 'node:http';

if (process.argv[2] !== 'ready') {
  console.error('this image only has `mc ready local`');
  process.exit(2);
}
const req = request({ host: '127.0.0.1', port: 9000, path: '/', timeout: 2000 }, (res) => {
  res.resume();
  process.exit(0);
});
req.on('timeout', () => req.destroy(new Error('timeout')));
req.on('error', () => process.exit(1));
req.end();
