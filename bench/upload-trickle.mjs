#!/usr/bin/env node
// Uploads blocked for everyone without a captcha (issue 47 item 4): one client address (127.0.0.2, Linux
// routes all of 127/8 to lo) opens two maintenance POSTs declaring 128 MiB each and trickles a byte every
// 2 s; meanwhile a real maintenance request (solved captcha, a small JPEG) is sent from 127.0.0.1. Prints
// the real request's status and latency, what the gateway had reserved, and how long each trickling body
// was held and how it ended. Runs the built gateway (production mode) on the embedded default.
// Needs `pnpm build` first; BENCH_API_DIST=<an older build of packages/api> measures that build instead.
//
//   node bench/upload-trickle.mjs
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './bench-kit.mjs';
import { assertBuilt, createStack, num, solveCaptchas } from './load-stack.mjs';

const MiB = 1024 * 1024;
const DECLARED = 128 * MiB;
const ATTACKER = '127.0.0.2';
const VISITOR = '127.0.0.1';
/** How long the bench waits for the gateway to let go of a trickling body. */
const HOLD_CAP_MS = Number(process.env.BENCH_TRICKLE_MAX_S ?? 400) * 1000;

const fromApi = createRequire(path.join(root, 'packages/api/package.json'));
const sharp = fromApi('sharp');
const { MAINTENANCE_SAMPLE_FIELDS } = fromApi('@inmo/contracts');

function part(boundary, name, value) {
  return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

/** One trickling POST: the form's head and 1 KB of a video at once, then one byte every 2 s. */
function trickle(base) {
  const boundary = `----trickle${Math.random().toString(16).slice(2)}`;
  const head = Buffer.concat([
    Buffer.from(
      `${part(boundary, 'description', 'x')}--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    ),
    mp4Head(),
    Buffer.alloc(1024 - 32),
  ]);
  const started = Date.now();
  return new Promise((resolve) => {
    let timer;
    let sent = head.length;
    const req = http.request(new URL('/api/maintenance', base), {
      method: 'POST',
      localAddress: ATTACKER,
      agent: false,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': DECLARED },
    });
    const finish = (how) => {
      clearInterval(timer);
      clearTimeout(cap);
      resolve({ how, heldMs: Date.now() - started, sent });
    };
    const cap = setTimeout(() => {
      req.destroy();
      finish(`still held after ${HOLD_CAP_MS / 1000} s (bench gave up)`);
    }, HOLD_CAP_MS);
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => finish(`${res.statusCode} ${body.slice(0, 140)}`));
      res.on('error', () => finish(`${res.statusCode} (then reset)`));
    });
    req.on('error', (error) => finish(`connection ${error.code ?? error.message}`));
    req.write(head);
    timer = setInterval(() => {
      if (req.destroyed) return;
      req.write(Buffer.from([0]));
      sent += 1;
    }, 2000);
  });
}

function mp4Head() {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.write('isomiso2avc1mp41', 8, 'latin1');
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(DECLARED, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/** A real maintenance request from the visitor's address: the form's fields, a solved captcha, one photo. */
async function realUpload(base, captcha, photo) {
  const fields = { ...MAINTENANCE_SAMPLE_FIELDS, captcha };
  const boundary = `----real${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      Object.entries(fields)
        .map(([k, v]) => part(boundary, k, v))
        .join(''),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="gotera.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const started = Date.now();
  return new Promise((resolve) => {
    const req = http.request(new URL('/api/maintenance', base), {
      method: 'POST',
      localAddress: VISITOR,
      agent: false,
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': body.length,
        Origin: base,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () =>
        resolve({ status: res.statusCode, ms: Date.now() - started, body: text.slice(0, 140) }),
      );
    });
    req.on('error', (error) =>
      resolve({ status: `error ${error.code}`, ms: Date.now() - started, body: '' }),
    );
    req.end(body);
  });
}

assertBuilt();
const apiBuild = process.env.BENCH_API_DIST ?? 'packages/api/dist';
console.log(
  `# upload trickle bench, ${new Date().toISOString()}, node ${process.version}, ${process.platform}, API build ${apiBuild}`,
);
const stack = await createStack({
  mode: 'embedded',
  seedSize: 0,
  extraEnv: { WEB_DIST: path.join(root, 'packages/web/dist'), RATE_LIMIT_PER_MINUTE: '10000000' },
});
try {
  const gw = await stack.gateway();
  const [captcha] = await solveCaptchas(gw.base, 1, 1);
  const photo = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg({ quality: 60 })
    .toBuffer();
  const alone = await realUpload(gw.base, (await solveCaptchas(gw.base, 1, 1))[0], photo);
  console.log(`real upload alone (${photo.length}-byte photo): ${alone.status} after ${num(alone.ms)} ms`);

  const started = Date.now();
  const trickles = [trickle(gw.base), trickle(gw.base)];
  await new Promise((r) => setTimeout(r, 1000));
  const during = await realUpload(gw.base, captcha, photo);
  console.log(
    `real upload from ${VISITOR} while ${ATTACKER} trickles two ${DECLARED / MiB} MiB bodies: ${during.status} after ${num(during.ms)} ms ${during.body}`,
  );
  const held = await Promise.all(trickles);
  for (const [i, t] of held.entries())
    console.log(
      `  trickle ${i + 1}: held ${num(t.heldMs / 1000, 1)} s after sending ${t.sent} bytes, ended: ${t.how}`,
    );
  console.log(`all trickles let go after ${num((Date.now() - started) / 1000, 1)} s`);
} finally {
  await stack.close();
}
