#!/usr/bin/env node
// Multi-instance proof (issue 9): two gateway processes and two worker processes on one PostgreSQL and
// one Redis, driven together. Checks, printed with PASS/FAIL (exit code 1 on a failure):
//   1. the per-IP form rate limit is shared: N+N requests from one IP spread over both gateways get
//      exactly N accepted (a per-process limit would accept 2N);
//   2. each job is done once: M submissions from distinct IPs over both gateways give exactly M mails
//      at the SMTP peer, none duplicated (the Message-ID is the job's id), every outbox row done, and
//      both workers ran some of them (BullMQ's processedBy of each job: host:pid of its worker).
//
//   node bench/multi-instance.mjs [--limit 20] [--submissions 300]
import os from 'node:os';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { REDIS_URL } from './bench-kit.mjs';
import { assertBuilt, contactBody, createStack, startSmtpSink } from './load-stack.mjs';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { limit: { type: 'string', default: '20' }, submissions: { type: 'string', default: '300' } },
});
const LIMIT = Number(values.limit);
const SUBMISSIONS = Number(values.submissions);
let failed = 0;
const check = (ok, text) => {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
  if (!ok) failed += 1;
};

const post = (base, n, phoneBase, ip) =>
  fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: contactBody(n, phoneBase),
  }).then(async (r) => {
    await r.arrayBuffer();
    return r.status;
  });

assertBuilt();
const sink = await startSmtpSink();
const stack = await createStack({
  mode: 'full',
  seedSize: 0,
  smtpUrl: sink.url,
  extraEnv: {
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_CONTACT_PER_MINUTE: String(LIMIT),
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
  },
});
try {
  const [a, b] = await Promise.all([stack.gateway(), stack.gateway()]);
  const workers = [stack.worker(), stack.worker()];
  console.log(
    `gateways ${a.base} (pid ${a.pid}) and ${b.base} (pid ${b.pid}); workers pid ${workers.map((w) => w.pid).join(', ')}`,
  );

  // 1. Shared rate limit: 2*LIMIT requests from one address, alternating gateways, in parallel.
  const phoneBase = Math.floor(Math.random() * 4e8);
  const statuses = await Promise.all(
    Array.from({ length: LIMIT * 2 }, (_, i) => post(i % 2 ? b.base : a.base, i, phoneBase, '198.51.100.7')),
  );
  const accepted = statuses.filter((s) => s === 201).length;
  const limited = statuses.filter((s) => s === 429).length;
  console.log(
    `rate limit ${LIMIT}/min per IP: ${accepted} x 201, ${limited} x 429, others ${statuses.length - accepted - limited}`,
  );
  check(
    accepted === LIMIT && limited === LIMIT,
    `one IP over both gateways gets exactly ${LIMIT} accepted and ${LIMIT} refused with 429`,
  );

  // 2. Each job once: SUBMISSIONS from distinct IPs (so the limit does not apply), 20 at a time.
  let ok = 0;
  for (let i = 0; i < SUBMISSIONS; i += 20) {
    const batch = Array.from({ length: Math.min(20, SUBMISSIONS - i) }, (_, j) => {
      const n = 1000 + i + j;
      return post(
        n % 2 ? b.base : a.base,
        n,
        phoneBase,
        `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      );
    });
    ok += (await Promise.all(batch)).filter((s) => s === 201).length;
  }
  check(
    ok === SUBMISSIONS,
    `${ok} of ${SUBMISSIONS} submissions from distinct IPs accepted over both gateways`,
  );
  const expected = accepted + ok; // one agency mail per contact (no visitor e-mail given)
  const until = Date.now() + 120_000;
  while (sink.total < expected && Date.now() < until) await new Promise((r) => setTimeout(r, 250));
  await new Promise((r) => setTimeout(r, 3000)); // late duplicates would show up here
  console.log(
    `mails at the SMTP peer: ${sink.total} delivered, ${sink.unique} distinct Message-IDs, ${sink.duplicates} duplicated; expected ${expected}`,
  );
  check(
    sink.total === expected && sink.unique === expected && sink.duplicates === 0,
    'every mail delivered exactly once',
  );
  const outbox = await stack.query(
    `select status, count(*)::int as n from outbox group by status order by status`,
  );
  console.log(`outbox: ${outbox.map((r) => `${r.status} ${r.n}`).join(', ')}`);
  check(outbox.length === 1 && outbox[0].n === expected, 'every outbox row in one final state');
  const jobs = await stack.query(`select id from outbox where queue = 'mail'`);
  const redis = new Redis(REDIS_URL);
  const pipeline = redis.pipeline();
  for (const { id } of jobs) pipeline.hget(`${stack.env.REDIS_PREFIX}bull:mail:${id}`, 'pb');
  const ranBy = new Map();
  for (const [, by] of await pipeline.exec())
    ranBy.set(by ?? 'unknown', (ranBy.get(by ?? 'unknown') ?? 0) + 1);
  redis.disconnect();
  const perWorker = workers.map((w) => ranBy.get(`${os.hostname()}:${w.pid}`) ?? 0);
  console.log(
    `jobs per worker (processedBy): ${workers.map((w, i) => `pid ${w.pid} ${perWorker[i]}`).join(', ')}; others ${jobs.length - perWorker.reduce((a, b) => a + b, 0)}`,
  );
  check(
    perWorker.every((n) => n > 0) && perWorker.reduce((a, b) => a + b, 0) === jobs.length,
    'both workers ran jobs, and every job was run by one of them',
  );
  const rows = await stack.query('select count(*)::int as n from contact_requests');
  check(rows[0].n === expected, `contact_requests rows ${rows[0].n} = accepted submissions ${expected}`);
} catch (error) {
  console.error('multi-instance run failed:', error);
  failed += 1;
} finally {
  await stack.close();
  await sink.close();
}
console.log(failed ? `${failed} check(s) failed` : 'all checks passed');
process.exit(failed ? 1 : 0);
