#!/usr/bin/env node
// Does the alert sign-up's answer time tell what an address has? (issue 47 item 6: "a sign-up for an address
// that already has that search answers in about 8 ms, an unknown one in 20-23 ms".) Starts the built gateway
// (embedded PGlite, or --full: PostgreSQL + Redis), signs one address up for one search, then times
// POST /api/alerts, interleaved, for
//   known:   that address and search again (the pending alert exists), each from its own client address,
//   unknown: a new address each time, same search, each from its own client address,
// and writes the median, p10 and p90 of each to a Markdown table. Captchas are solved before the timed
// phase. Mail caps are raised so both cases enqueue their confirmation mail (a cap is its own signal).
//
//   node bench/alert-signup-timing.mjs [--runs 60] [--full] [--label after] [--out bench/results/alert-signup-timing.md]
//   BENCH_API_DIST=<another build of packages/api> compares a build (e.g. the one before a change).
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './bench-kit.mjs';
import { assertBuilt, createStack, machineBusy, solveCaptchas } from './load-stack.mjs';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    runs: { type: 'string', default: '60' },
    full: { type: 'boolean', default: false },
    label: { type: 'string', default: process.env.BENCH_API_DIST ? 'other build' : 'this build' },
    out: { type: 'string', default: path.join(root, 'bench/results/alert-signup-timing.md') },
  },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a whole number');
assertBuilt();

const stack = await createStack({
  mode: values.full ? 'full' : 'embedded',
  seedSize: 200,
  extraEnv: {
    TRUST_PROXY: '1',
    CONFIRMATIONS_PER_RECIPIENT_PER_DAY: '100000',
    CONFIRMATIONS_PER_IP_PER_DAY: '100000',
  },
});
try {
  const { base } = await stack.gateway();
  const query = 'gestion=1&banos=2';
  const captchas = await solveCaptchas(base, 2 * RUNS + 1);
  let ip = 0;
  const signUp = async (email) => {
    ip += 1;
    const started = performance.now();
    const res = await fetch(`${base}/api/alerts`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.18.${Math.floor(ip / 250)}.${(ip % 250) + 1}`,
      },
      body: JSON.stringify({ email, frequency: 'diaria', query, consent: true, captcha: captchas.pop() }),
    });
    const ms = performance.now() - started;
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`sign-up answered ${res.status}`);
    return ms;
  };
  await signUp('conocida@bench.example');
  const known = [];
  const unknown = [];
  const busy = machineBusy();
  for (let i = 0; i < RUNS; i++) {
    // Alternating which goes first keeps a warm-up or a neighbour's burst from favouring one case.
    if (i % 2 === 0) {
      known.push(await signUp('conocida@bench.example'));
      unknown.push(await signUp(`nueva.${i}@bench.example`));
    } else {
      unknown.push(await signUp(`nueva.${i}@bench.example`));
      known.push(await signUp('conocida@bench.example'));
    }
  }
  const load = busy();
  const q = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
  const row = (name, xs) =>
    `| ${values.label} | ${values.full ? 'PostgreSQL + Redis' : 'embedded PGlite'} | ${name} | ${xs.length} | ${q(xs, 0.5).toFixed(1)} | ${q(xs, 0.1).toFixed(1)} | ${q(xs, 0.9).toFixed(1)} |`;
  const lines = [row('known address and search', known), row('unknown address', unknown)];
  console.log(lines.join('\n'));
  console.log(`machine busy ${(load * 100).toFixed(0)} % during the timed phase`);
  mkdirSync(path.dirname(values.out), { recursive: true });
  if (!existsSync(values.out))
    writeFileSync(
      values.out,
      '# Alert sign-up answer time by what the address has (ms, `node bench/alert-signup-timing.mjs`)\n\n' +
        '| build | stack | case | runs | median | p10 | p90 |\n|---|---|---|---|---|---|---|\n',
    );
  appendFileSync(values.out, `${lines.join('\n')}\n`);
} finally {
  await stack.close();
}
