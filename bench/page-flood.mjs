// One address floods the pages while a visitor at another address uses the API and opens a page: does the
// flood slow everyone (issue 47 item 1)? Prints the probe's latency, p50 and max, idle and during the flood,
// and what the flood got. Needs `pnpm build` first.
//
//   node bench/page-flood.mjs [--mode embedded|full] [--attack unknown|favorites] [--connections 100] [--seconds 20]
//   BENCH_API_DIST=/other/checkout/packages/api/dist node bench/page-flood.mjs   # another build
//   node bench/page-flood.mjs --nginx      # behind docker/nginx.conf, as compose runs it (needs nginx on PATH)
//   node bench/page-flood.mjs --target http://127.0.0.1:8080   # a running site
//
// The flood: `--connections` keep-alive connections from 127.0.0.2, each asking one page after another:
// `unknown` asks `/x<random>`, `favorites` asks `/favoritos/?inmuebles=<random codes>`. The probe, from
// 127.0.0.1, asks in turn /api/health, a property, the cities and an uncached property page, every 100 ms.
// The gateway runs with the production page limits (PAGE_RENDERS_*), not the load benches' raised ones.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, root } from './bench-kit.mjs';
import { assertBuilt, createStack, machineBusy, num } from './load-stack.mjs';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'embedded' },
    attack: { type: 'string', default: 'unknown' },
    connections: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '20' },
    target: { type: 'string' },
    nginx: { type: 'boolean', default: false },
    'flood-from': { type: 'string', default: '127.0.0.2' },
    'probe-from': { type: 'string', default: '127.0.0.1' },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);

function get(base, path, agent) {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = http.get(new URL(path, base), { agent, headers: { Accept: 'text/html,*/*' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ms: performance.now() - start, status: res.statusCode }));
    });
    req.on('error', () => resolve({ ms: performance.now() - start, status: 0 }));
  });
}

function stats(samples) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  return { n: sorted.length, p50: at(0.5), max: sorted[sorted.length - 1] };
}

const random = () => Math.random().toString(36).slice(2, 10);
const floodPath = {
  unknown: () => `/x${random()}`,
  favorites: () => `/favoritos/?inmuebles=919-${random()},919-${random()}`,
}[values.attack];
if (!floodPath) throw new Error(`--attack must be unknown or favorites, not ${values.attack}`);

/** The probe's requests, in turn, every 100 ms until `until`: each kind's latencies. */
async function probe(base, agent, until, codes) {
  const kinds = { health: [], property: [], cities: [], page: [] };
  let i = 0;
  do {
    const code = codes[i % codes.length];
    kinds.health.push(await get(base, '/api/health', agent));
    kinds.property.push(await get(base, `/api/properties/${code}`, agent));
    kinds.cities.push(await get(base, '/api/locations/cities', agent));
    kinds.page.push(await get(base, `/inmueble/${code}?probe=${i}`, agent));
    i += 1;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < until);
  return kinds;
}

async function propertyCodes(base) {
  const res = await fetch(`${base}/api/properties?gestion=1&page=1`);
  const body = await res.json();
  return body.items.map((p) => p.code);
}

function print(label, kinds) {
  for (const [kind, samples] of Object.entries(kinds)) {
    const s = stats(samples);
    const failed = samples.filter((x) => x.status >= 400 || x.status === 0).length;
    console.log(
      `  ${label.padEnd(6)} ${kind.padEnd(9)} n ${String(s.n).padStart(4)}  p50 ${num(s.p50, 1).padStart(8)} ms  max ${num(s.max, 1).padStart(9)} ms${failed ? `  (${failed} failed)` : ''}`,
    );
  }
}

/** nginx with the compose stack's docker/nginx.conf in front of `gateway`; returns its base URL and a stop. */
async function startNginx(gateway) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inmo-nginx-'));
  const port = await freePort();
  const site = readFileSync(path.join(root, 'docker/nginx.conf'), 'utf8')
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace(/set \$gateway api:3000;/, `set $gateway ${new URL(gateway).host};`)
    .replace('/usr/share/nginx/html', path.join(root, 'packages/web/dist/client'));
  writeFileSync(path.join(dir, 'site.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid; error_log ${dir}/error.log; daemon off; events {} http { access_log off; include ${dir}/site.conf; }`,
  );
  const child = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let stack;
let nginx;
let base = values.target;
if (!base) {
  assertBuilt();
  stack = await createStack({
    mode: values.mode,
    extraEnv: {
      PAGE_RENDERS_PER_MINUTE: '60',
      PAGE_RENDERS_AT_ONCE: '4',
      ...(values.nginx ? { TRUST_PROXY: '1' } : {}),
    },
  });
  base = (await stack.gateway()).base;
  if (values.nginx) {
    nginx = await startNginx(base);
    base = nginx.base;
  }
}
const busy = machineBusy();
try {
  const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: values['probe-from'] });
  const codes = (await propertyCodes(base)).slice(0, 20);
  // Warm: the first render loads the server bundle.
  for (let i = 0; i < 3; i += 1) await get(base, '/', probeAgent);
  const idle = await probe(base, probeAgent, Date.now() + 5_000, codes);

  const floodAgent = new http.Agent({
    keepAlive: true,
    maxSockets: connections,
    localAddress: values['flood-from'],
  });
  const statuses = new Map();
  let answered = 0;
  const until = Date.now() + seconds * 1000;
  const flooder = async () => {
    while (Date.now() < until) {
      const { status } = await get(base, floodPath(), floodAgent);
      answered += 1;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const [during] = await Promise.all([
    probe(base, probeAgent, until, codes),
    ...Array.from({ length: connections }, flooder),
  ]);

  console.log(
    `page flood: ${connections} keep-alive connections from ${values['flood-from']} x ${seconds} s of '${values.attack}' pages (${values.target ?? `${values.mode} stack${nginx ? ' behind nginx' : ''}`}); probe from ${values['probe-from']}`,
  );
  console.log(
    `  flood answered ${answered} (${num(answered / seconds, 1)}/s), statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  print('idle', idle);
  print('flood', during);
  console.log(`  machine busy meanwhile: ${num(busy() * 100, 0)}% of all CPUs`);
} finally {
  nginx?.stop();
  await stack?.close();
}
