// A flood of page requests with unique addresses, as one abusive client or a crawler with cache busters
// would send: does a render become a way to slow everyone down? Prints the pages' latency (p50/p99) and
// the latency of /api/health measured alongside, idle and during the flood. Needs `pnpm build` first.
//
//   node bench/render-flood.mjs [--mode full|embedded] [--clients 60] [--seconds 20]
//   BENCH_API_DIST=/other/checkout/packages/api/dist node bench/render-flood.mjs   # another build
//
// The addresses: `/busqueda/?page=<1..100>&utm_source=<unique>` and `/?ref=<unique>`; every one is new to
// a cache keyed on the full URL. A bounded loop on loopback only; it stops by itself.
import { parseArgs } from 'node:util';
import { assertBuilt, createStack, machineBusy, num } from './load-stack.mjs';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'full' },
    clients: { type: 'string', default: '60' },
    seconds: { type: 'string', default: '20' },
  },
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

async function timed(url) {
  const start = performance.now();
  const res = await fetch(url, { headers: { Accept: 'text/html' } });
  await res.arrayBuffer();
  return { ms: performance.now() - start, status: res.status };
}

/** /api/health every 100 ms until `until`. */
async function probeHealth(base, until) {
  const samples = [];
  while (Date.now() < until) {
    samples.push((await timed(`${base}/api/health`)).ms);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return stats(samples);
}

assertBuilt();
if (machineBusy()) console.warn('warning: the machine is busy; figures will be noisy');
const stack = await createStack({ mode: values.mode });
try {
  const { base } = await stack.gateway();
  // Warm: the first render loads the server bundle.
  for (let i = 0; i < 5; i += 1) await timed(`${base}/`);
  const idle = await probeHealth(base, Date.now() + 5_000);

  let counter = 0;
  const pages = [];
  const statuses = new Map();
  const until = Date.now() + seconds * 1000;
  const client = async () => {
    while (Date.now() < until) {
      counter += 1;
      const url =
        counter % 2 === 0
          ? `${base}/busqueda/?page=${1 + (counter % 100)}&utm_source=flood-${counter}`
          : `${base}/?ref=flood-${counter}`;
      const { ms, status } = await timed(url).catch(() => ({ ms: NaN, status: 0 }));
      pages.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const [health] = await Promise.all([probeHealth(base, until), ...Array.from({ length: clients }, client)]);
  const page = stats(pages.filter((ms) => !Number.isNaN(ms)));

  console.log(
    `render flood: ${clients} clients x ${seconds} s of unique page addresses (${values.mode} stack)`,
  );
  console.log(
    `  pages answered        ${page.n} (${num(page.n / seconds, 1)}/s), statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  console.log(`  page latency          p50 ${num(page.p50)} ms   p99 ${num(page.p99)} ms`);
  console.log(`  /api/health idle      p50 ${num(idle.p50, 1)} ms   p99 ${num(idle.p99, 1)} ms`);
  console.log(
    `  /api/health in flood  p50 ${num(health.p50, 1)} ms   p99 ${num(health.p99, 1)} ms  (${num(health.p50 / idle.p50, 1)}x idle p50)`,
  );
} finally {
  await stack.close();
}
