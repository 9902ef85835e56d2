// What a page served from the render cache costs the gateway: each answer is the cached HTML with a fresh CSP
// nonce, compressed for the browser as it asks (brotli here, as browsers ask). Starts the built gateway on the
// embedded default (or two builds with --before, interleaved), fills the cache, then asks the same pages with
// autocannon for a few seconds at a time and prints requests/s, the gateway's CPU time per answer (/proc) and
// the bytes each answer travelled. A benchmark: figures, no assertions. Needs `pnpm build` first.
//
//   node bench/cached-page-cost.mjs [--seconds 8] [--rounds 3] [--connections 10] [--before /other/checkout]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    before: { type: 'string' },
  },
});
const repo = fileURLToPath(new URL('..', import.meta.url));
const PAGES = ['/', '/inmueble/919-1001', '/mantenimientos/crear/'];
const TICKS = 100; // USER_HZ on Linux

function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}

async function startGateway(checkout, port) {
  const child = spawn(process.execPath, [path.join(checkout, 'packages/api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      WEB_DIST: path.join(checkout, 'packages/web/dist'),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cached-page-')),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`gateway ${checkout} exited`);
    const ok = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`gateway ${checkout} did not start`);
}

async function measure({ child, base }, page) {
  await fetch(base + page, { headers: { Accept: 'text/html' } }).then((r) => r.text()); // fill the cache
  const cpuBefore = cpuMs(child.pid);
  const result = await autocannon({
    url: base + page,
    connections: Number(args.connections),
    duration: Number(args.seconds),
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
  });
  const cpu = cpuMs(child.pid) - cpuBefore;
  return {
    rps: result.requests.average,
    cpuPerAnswer: cpu / result.requests.total,
    kbPerAnswer: result.throughput.total / result.requests.total / 1024,
    non2xx: result.non2xx,
  };
}

const builds = [
  ...(args.before ? [{ name: 'before', checkout: path.resolve(args.before) }] : []),
  { name: 'after', checkout: repo },
];
const gateways = [];
for (const [i, build] of builds.entries()) gateways.push(await startGateway(build.checkout, 4100 + i));
console.log(
  `# cached pages, ${args.connections} connections, ${args.seconds} s per page, ${args.rounds} rounds interleaved; ` +
    `node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}`,
);
const rows = new Map();
try {
  for (let round = 0; round < Number(args.rounds); round += 1)
    for (const page of PAGES)
      for (const [i, build] of builds.entries()) {
        const r = await measure(gateways[i], page);
        const key = `${build.name} ${page}`;
        rows.set(key, [...(rows.get(key) ?? []), r]);
      }
} finally {
  for (const { child } of gateways) child.kill();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(
  'build   page                        req/s   CPU ms/answer   KB/answer (headers included)   non-2xx',
);
for (const [key, runs] of rows) {
  const [name, page] = key.split(' ');
  console.log(
    `${name.padEnd(7)} ${page.padEnd(26)} ${median(runs.map((r) => r.rps))
      .toFixed(0)
      .padStart(6)}   ` +
      `${median(runs.map((r) => r.cpuPerAnswer))
        .toFixed(2)
        .padStart(13)}   ` +
      `${median(runs.map((r) => r.kbPerAnswer))
        .toFixed(1)
        .padStart(9)}   ${runs.reduce((n, r) => n + r.non2xx, 0)}`,
  );
}
