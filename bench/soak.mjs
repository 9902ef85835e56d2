#!/usr/bin/env node
// Form-submission soak (issue 9): basic contact submissions at a steady rate for several minutes against
// PostgreSQL + Redis + a worker process, every mail counted at an SMTP peer (each delivered, none twice),
// and the gateway's resident memory before and after. Exit code 1 when a mail is missing or doubled.
//
//   node bench/soak.mjs [--minutes 3] [--rate 10] (submissions per second)
import { parseArgs } from 'node:util';
import { assertBuilt, contactBody, createStack, num, rssMb, startSmtpSink } from './load-stack.mjs';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { minutes: { type: 'string', default: '3' }, rate: { type: 'string', default: '10' } },
});
const DURATION_MS = Number(values.minutes) * 60_000;
const RATE = Number(values.rate);

assertBuilt();
const sink = await startSmtpSink();
const stack = await createStack({
  mode: 'full',
  seedSize: 0,
  smtpUrl: sink.url,
  extraEnv: { TRUST_PROXY: 'loopback' },
});
let exitCode = 0;
try {
  const gw = await stack.gateway();
  stack.worker();
  // A few submissions first so the "before" figure is a warmed-up process, not a cold one.
  const phoneBase = Math.floor(Math.random() * 4e8);
  let n = 0;
  const statuses = new Map();
  const submit = async () => {
    const i = n++;
    try {
      const r = await fetch(`${gw.base}/api/contact`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.9.${(i >> 8) & 255}.${i & 255}`,
        },
        body: contactBody(i, phoneBase),
      });
      await r.arrayBuffer();
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    } catch {
      statuses.set('error', (statuses.get('error') ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: 50 }, submit));
  await new Promise((r) => setTimeout(r, 2000));
  const before = rssMb(gw.pid);
  console.log(
    `soak: ${values.minutes} min at ${RATE}/s on PostgreSQL + Redis + worker; gateway RSS before ${num(before, 1)} MB`,
  );

  const started = Date.now();
  const inflight = new Set();
  let samples = [];
  while (Date.now() - started < DURATION_MS) {
    const tick = Date.now();
    for (let k = 0; k < RATE; k++) {
      const p = submit().finally(() => inflight.delete(p));
      inflight.add(p);
    }
    if ((tick - started) % 30_000 < 1000)
      samples.push(`${Math.round((tick - started) / 1000)} s: ${num(rssMb(gw.pid), 1)} MB`);
    await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (Date.now() - tick))));
  }
  await Promise.all(inflight);
  const accepted = statuses.get(201) ?? 0;
  const until = Date.now() + 180_000;
  while (sink.total < accepted && Date.now() < until) await new Promise((r) => setTimeout(r, 500));
  await new Promise((r) => setTimeout(r, 3000));
  const after = rssMb(gw.pid);
  const [{ n: rows }] = await stack.query('select count(*)::int as n from contact_requests');
  const outbox = await stack.query(
    'select status, count(*)::int as n from outbox group by status order by status',
  );
  console.log(`RSS samples: ${samples.join(', ')}`);
  console.log(
    `answers: ${[...statuses].map(([s, c]) => `${s} x ${c}`).join(', ')} (${n} sent in ${num((Date.now() - started) / 1000)} s)`,
  );
  console.log(`records: ${rows}; outbox: ${outbox.map((r) => `${r.status} ${r.n}`).join(', ')}`);
  console.log(
    `mails at the SMTP peer: ${sink.total} delivered, ${sink.unique} distinct, ${sink.duplicates} duplicated, for ${accepted} accepted`,
  );
  console.log(
    `gateway RSS: before ${num(before, 1)} MB, after ${num(after, 1)} MB (${after >= before ? '+' : ''}${num(after - before, 1)} MB)`,
  );
  const ok = sink.total === accepted && sink.duplicates === 0 && rows === accepted;
  console.log(
    ok
      ? 'PASS  every accepted submission stored and mailed exactly once'
      : 'FAIL  mails or records do not match',
  );
  if (!ok) exitCode = 1;
} catch (error) {
  console.error('soak failed:', error);
  exitCode = 1;
} finally {
  await stack.close();
  await sink.close();
}
process.exit(exitCode);
