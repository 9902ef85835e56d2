#!/usr/bin/env node
// Load benchmark (issue 9): requests/s and p50/p99 at 50 connections for GET /api/health (the same app's
// minimal JSON endpoint, the baseline), a cached search, a property detail and a basic contact form
// submission (unique phones), on the embedded default (PGlite, memory cache, in-process jobs) and on
// PostgreSQL + Redis + a worker process. Figures from one run, printed; no assertions on speed.
//
//   node bench/load.mjs [--duration 10] [--connections 50] [--mode both|embedded|full]
import os from 'node:os';
import { parseArgs } from 'node:util';
import { assertBuilt, cannon, contactBody, createStack, num, pad, startSmtpSink } from './load-stack.mjs';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    mode: { type: 'string', default: 'both' },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const MODES = values.mode === 'both' ? ['embedded', 'full'] : [values.mode];

async function measure(mode) {
  const sink = mode === 'full' ? await startSmtpSink() : undefined;
  const stack = await createStack({ mode, smtpUrl: sink?.url });
  try {
    console.log(`\n[${mode}] starting (seeding 2,000 listings)...`);
    const { base } = await stack.gateway();
    if (mode === 'full') stack.worker();
    const search = '/api/properties?gestion=1&orden=fecha&page=1';
    const page = await (await fetch(`${base}${search}`)).json();
    const codes = page.items.map((p) => p.code);
    if (codes.length === 0) throw new Error('no listings to read');

    const probe = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: contactBody(0, 999_000_000),
    });
    if (probe.status !== 201) throw new Error(`contact form answered ${probe.status}: ${await probe.text()}`);
    let d = 0;
    let n = 0;
    const phoneBase = Math.floor(Math.random() * 4e8);
    const scenarios = [
      ['GET /api/health (baseline)', { url: `${base}/api/health` }],
      ['search, cached', { url: `${base}${search}` }],
      [
        'detail GET /api/properties/:code',
        {
          url: base,
          requests: [
            {
              method: 'GET',
              setupRequest: (r) => ({ ...r, path: `/api/properties/${codes[d++ % codes.length]}` }),
            },
          ],
        },
      ],
      [
        'POST /api/contact (unique phones)',
        {
          url: base,
          requests: [
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              setupRequest: (r) => ({ ...r, path: '/api/contact', body: contactBody(n++, phoneBase) }),
            },
          ],
        },
      ],
    ];
    // Warm-up: JIT, pools and caches in steady state (every detail code read once).
    await cannon({ url: `${base}/api/health`, duration: 2, connections: 10 });
    await cannon({ url: `${base}${search}`, duration: 2, connections: 10 });
    await cannon({ ...scenarios[2][1], amount: codes.length * 2, connections: 4 });

    const results = [];
    for (const [name, opts] of scenarios) {
      const r = await cannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
      results.push({
        name,
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        total: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors,
      });
    }
    console.log(
      `[${mode}] ${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} CPUs shared with the load generator`,
    );
    console.log(
      `${pad('scenario', 36)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('requests', 10)}${pad('non-2xx', 9)}errors`,
    );
    for (const r of results)
      console.log(
        `${pad(r.name, 36)}${pad(num(r.rps), 10)}${pad(num(r.p50), 9)}${pad(num(r.p99), 9)}${pad(r.total, 10)}${pad(r.non2xx, 9)}${r.errors}`,
      );
    const [health] = results;
    console.log(`[${mode}] ratios to the baseline (req/s, p99)`);
    for (const r of results.slice(1))
      console.log(
        `  ${pad(r.name, 34)} ${num(r.rps / health.rps, 2)} of the req/s, p99 ${num(r.p99 / Math.max(health.p99, 1), 2)}x`,
      );
    if (sink) {
      const submitted = results[3].total - results[3].non2xx;
      const until = Date.now() + 120_000;
      while (sink.total < submitted && Date.now() < until) await new Promise((r) => setTimeout(r, 500));
      console.log(
        `[${mode}] mails at the SMTP peer: ${sink.total} for ${submitted} accepted submissions, ${sink.duplicates} duplicated`,
      );
    }
    return results;
  } finally {
    await stack.close();
    await sink?.close();
  }
}

const all = {};
try {
  assertBuilt();
  for (const mode of MODES) all[mode] = await measure(mode);
  if (all.embedded && all.full) {
    console.log('\nfull stack / embedded (req/s)');
    all.full.forEach((r, i) => console.log(`  ${pad(r.name, 34)} ${num(r.rps / all.embedded[i].rps, 2)}`));
  }
} catch (error) {
  console.error('Benchmark failed:', error);
  process.exit(1);
}
