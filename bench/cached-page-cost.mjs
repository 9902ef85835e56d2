// What a page served from the render cache costs the gateway: each answer is the cached page in the coding the
// browser asks for (brotli here, as browsers ask). Starts the built gateway on the
// embedded default (or two builds with --before, interleaved), fills the cache, then asks the same pages with
// autocannon for a few seconds at a time and prints requests/s, the gateway's CPU time per answer (/proc) and
// the bytes each answer travelled. A benchmark: figures, no assertions. Needs `pnpm build` first.
//
//   node bench/cached-page-cost.mjs [--seconds 8] [--rounds 3] [--connections 10] [--before /other/checkout]
//                                   [--log-level warn]   # info: each page's log line written, as operators run it
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { assertBuilt, cannon, cpuMs, createStack } from './load-stack.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    before: { type: 'string' },
    'log-level': { type: 'string', default: 'warn' },
  },
});
const repo = fileURLToPath(new URL('..', import.meta.url));
const PAGES = ['/', '/inmueble/919-1001', '/mantenimientos/crear/'];

async function measure({ pid, base }, page) {
  await fetch(base + page, { headers: { Accept: 'text/html' } }).then((r) => r.text()); // fill the cache
  const cpuBefore = cpuMs(pid);
  const result = await cannon({
    url: base + page,
    connections: Number(args.connections),
    duration: Number(args.seconds),
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
  });
  const cpu = cpuMs(pid) - cpuBefore;
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
assertBuilt();
// One embedded stack per build: a PGlite data directory is one process's.
const stacks = [];
const gateways = [];
for (const build of builds) {
  const stack = await createStack({ mode: 'embedded' });
  stacks.push(stack);
  gateways.push(
    await stack.gateway(
      { WEB_DIST: path.join(build.checkout, 'packages/web/dist'), LOG_LEVEL: args['log-level'] },
      { apiDist: path.join(build.checkout, 'packages/api/dist') },
    ),
  );
}
console.log(
  `# cached pages, ${args.connections} connections, LOG_LEVEL ${args['log-level']}, ${args.seconds} s per page, ${args.rounds} rounds interleaved; ` +
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
  await Promise.all(stacks.map((stack) => stack.close()));
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
