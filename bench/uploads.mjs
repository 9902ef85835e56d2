#!/usr/bin/env node
// Uploads under load (issue 19): resident memory of the gateway and bytes on disk under DATA_DIR before,
// at the peak of, and after 5 concurrent maintenance requests of 200 MB each (10 videos of 20 MB, the most
// the form's rules allow) from one address. Run twice: with the default bounds (UPLOAD_INFLIGHT_MAX_MB,
// UPLOAD_WAIT_MS, UPLOAD_DAILY_MB_PER_IP), and with the quota and the wait raised so that all 5 bodies are
// received, to see what streaming to disk costs. The requests carry no captcha: the files are received and
// checked, then the request is refused and its files removed, which is the attacker's case.
// Needs `pnpm build` first; BENCH_API_DIST=<an older build of packages/api> measures that build instead
// (the settings it does not know are ignored).
//
//   node bench/uploads.mjs
import { readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { root } from './bench-kit.mjs';
import { assertBuilt, createStack, num, rssMb } from './load-stack.mjs';

const MB = 1024 * 1024;
const FILES = 10;
const FILE_BYTES = 20 * MB;
const CONCURRENT = 5;

function diskBytes(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    try {
      total += statSync(path.join(entry.parentPath, entry.name)).size;
    } catch {
      // removed meanwhile
    }
  }
  return total;
}

/** An MP4 header (ftyp + mdat) padded to `size`: sniffed as video/mp4. */
function mp4Head() {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.write('isomiso2avc1mp41', 8, 'latin1');
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(FILE_BYTES - 24, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/** Streams one multipart body of FILES videos, with Content-Length, and resolves with the status. */
function sendMaintenance(base) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const partHead = (i) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="video-${i}.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const head = mp4Head();
  const chunk = Buffer.alloc(MB, 0);
  let length = tail.length;
  for (let i = 0; i < FILES; i++) length += partHead(i).length + FILE_BYTES + (i < FILES - 1 ? 2 : 0);
  const url = new URL('/api/maintenance', base);
  return new Promise((resolve) => {
    const req = http.request(url, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': length },
    });
    const started = Date.now();
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () =>
        resolve({ status: res.statusCode, ms: Date.now() - started, body: body.slice(0, 160) }),
      );
    });
    req.on('error', (error) =>
      resolve({ status: `error ${error.code ?? error.message}`, ms: Date.now() - started }),
    );
    (async () => {
      const write = (b) => (req.write(b) ? undefined : new Promise((r) => req.once('drain', r)));
      for (let i = 0; i < FILES; i++) {
        if (i > 0) await write(Buffer.from('\r\n'));
        await write(partHead(i));
        await write(head);
        let left = FILE_BYTES - head.length;
        while (left > 0 && !req.destroyed) {
          const n = Math.min(left, chunk.length);
          await write(n === chunk.length ? chunk : chunk.subarray(0, n));
          left -= n;
        }
      }
      req.end(tail);
    })().catch(() => undefined);
  });
}

async function run(label, extraEnv) {
  // This checkout's built SPA, also for an older API build measured with BENCH_API_DIST.
  const webDist = path.join(root, 'packages/web/dist');
  const stack = await createStack({
    mode: 'embedded',
    seedSize: 0,
    extraEnv: { WEB_DIST: webDist, ...extraEnv },
  });
  try {
    const gw = await stack.gateway();
    await new Promise((r) => setTimeout(r, 1500));
    const before = { rss: rssMb(gw.pid), disk: diskBytes(stack.dataDir) };
    let peakRss = before.rss;
    let peakDisk = before.disk;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(gw.pid));
      peakDisk = Math.max(peakDisk, diskBytes(stack.dataDir));
    }, 100);
    const started = Date.now();
    const results = await Promise.all(Array.from({ length: CONCURRENT }, () => sendMaintenance(gw.base)));
    const seconds = (Date.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 1000));
    clearInterval(sampler);
    const after = { rss: rssMb(gw.pid), disk: diskBytes(stack.dataDir) };
    console.log(`\n## ${label}`);
    console.log(`env: ${JSON.stringify(extraEnv)}`);
    console.log(
      `${CONCURRENT} concurrent requests × ${FILES} files × ${FILE_BYTES / MB} MB, ${num(seconds, 1)} s in all`,
    );
    for (const [i, r] of results.entries())
      console.log(`  request ${i + 1}: ${r.status} after ${num(r.ms / 1000, 1)} s ${r.body ?? ''}`);
    console.log(
      `resident memory: before ${num(before.rss)} MB, peak ${num(peakRss)} MB, after ${num(after.rss)} MB`,
    );
    console.log(
      `disk under DATA_DIR: before ${num(before.disk / MB, 1)} MB, peak ${num(peakDisk / MB, 1)} MB, after ${num(after.disk / MB, 1)} MB`,
    );
  } finally {
    await stack.close();
  }
}

assertBuilt();
console.log(
  `# uploads bench, ${new Date().toISOString()}, node ${process.version}, ${process.platform}, API build ${process.env.BENCH_API_DIST ?? 'packages/api/dist'}`,
);
await run('default bounds', {});
await run('quota and wait raised (all 5 bodies received, one after another under the in-flight bound)', {
  UPLOAD_DAILY_MB_PER_IP: '100000',
  UPLOAD_WAIT_MS: '600000',
});
await run('quota and in-flight bound raised (all 5 bodies received at once: what streaming to disk costs)', {
  UPLOAD_DAILY_MB_PER_IP: '100000',
  UPLOAD_INFLIGHT_MAX_MB: '100000',
});
