#!/usr/bin/env node
// Search-alert digest benchmark (issue 21 §2: "time and mails for 10,000 saved searches over 20,000
// listings"). In a fresh PostgreSQL database it
//   1. seeds 20,000 listings (the built seed command) and dates them a month back,
//   2. inserts 10,000 confirmed daily alerts directly (about 3 per address, each with its customer row),
//      their filters drawn from the seeded catalog (gestion, a city for most, sometimes a neighbourhood,
//      a type, a price range, bedrooms), stored as the service stores them (canonical query, label),
//   3. simulates a day of catalog changes: 200 new listings and 200 price drops (-10 %), an hour old,
//   4. starts a counting SMTP sink (answering at once; --greet-ms holds each greeting, as a remote relay's
//      connection set-up would) and the built gateway (the digest runs on its timer 5 s after the start;
//      with --redis it is the BullMQ job of a worker process, which also sends the mails),
// and measures the time until every alert has its digest row for the day, how many were mailed or had
// nothing new, the mails the sink received and when the last one arrived, the listings per mail, and the
// CPU the gateway/worker and PostgreSQL spent. Then it restarts the gateway (and worker) with one more
// alert as a canary: once the canary's digest is there, the second run is proven to have happened, and
// nothing else may have been digested or mailed again. Needs `pnpm build` first (runs packages/api/dist).
//
//   node bench/search-alerts-bench.mjs [--size 20000] [--alerts 10000] [--new 200] [--drops 200] [--redis]
//                                      [--greet-ms 0] [--seed 21] [--out bench/results/search-alerts-<date>.txt]
//                                      [--append]
//   env: BENCH_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/test),
//        BENCH_REDIS_URL (default redis://127.0.0.1:6379; used with --redis),
//        BENCH_API_DIST (another build of packages/api to compare, default packages/api/dist)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { admin, ADMIN_URL, API_DIR, freePort, REDIS_URL, rng, root, run, waitFor } from './bench-kit.mjs';
import { cpuMs as cpuMsSoFar } from './load-stack.mjs';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    size: { type: 'string', default: '20000' },
    alerts: { type: 'string', default: '10000' },
    new: { type: 'string', default: '200' },
    drops: { type: 'string', default: '200' },
    redis: { type: 'boolean', default: false },
    seed: { type: 'string', default: '21' },
    out: { type: 'string' },
    append: { type: 'boolean', default: false },
    'greet-ms': { type: 'string', default: '0' },
  },
});
const SIZE = Number(values.size);
const ALERTS = Number(values.alerts);
const NEW = Number(values.new);
const DROPS = Number(values.drops);
const SEED = Number(values.seed);
const USE_REDIS = values.redis;
const GREET_MS = Number(values['greet-ms']);
for (const [name, n] of Object.entries({ SIZE, ALERTS, NEW, DROPS, SEED, GREET_MS }))
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name.toLowerCase().replace('_', '-')} must be a whole number`);
    process.exit(2);
  }
const today = new Date().toISOString().slice(0, 10);
const OUT = path.resolve(values.out ?? path.join(root, `bench/results/search-alerts-${today}.txt`));

const apiDist = process.env.BENCH_API_DIST
  ? path.resolve(process.env.BENCH_API_DIST)
  : path.join(API_DIR, 'dist');
const mainJs = path.join(apiDist, 'main.js');
const workerJs = path.join(apiDist, 'worker.js');
const seedJs = path.join(apiDist, 'modules/demo-catalog/seed.command.js');
if (!existsSync(mainJs) || !existsSync(workerJs) || !existsSync(seedJs)) {
  console.error('The gateway is not built: run `pnpm build` (or `pnpm --filter @inmo/api build`) first.');
  process.exit(2);
}
// The contracts the gateway uses (built CommonJS): the search schema and the alert labels.
const {
  clampPriceRange,
  describeSearch,
  propertySearchQuerySchema,
  SEARCH_ALERT_LIMITS,
  SEARCH_FILTER_KEYS,
} = createRequire(path.join(API_DIR, 'package.json'))('@inmo/contracts');

/** Long enough that the timer never fires again during the run, short of setInterval's 2^31 ms limit. */
const DIGEST_INTERVAL_MINUTES = 1440;
const DIGEST_TEMPLATE = 'alerta-resumen';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const dbName = `inmo_bench_${stamp}`;
const dbUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();
const redisPrefixes = [`inmo-bench:${stamp}:`, `inmo-bench:${stamp}b:`];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inmo-bench-'));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const num = (x, d = 0) =>
  Number(x).toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const secs = (ms) => `${num(ms / 1000, 1)} s`;
const pct = (part, whole) => `${num((100 * part) / Math.max(whole, 1), 1)} %`;

const report = [];
function say(line = '') {
  console.log(line);
  report.push(line);
}

/** Busy share of all CPUs between two reads of /proc/stat. */
function cpuTicks() {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { idle: ticks[3] + ticks[4], total: ticks.reduce((a, b) => a + b, 0) };
}

/**
 * A minimal SMTP sink on node:net that records every message: Message-ID, recipients, arrival time. Not the
 * smtp-server package: it holds every greeting 100 ms (a hard-coded early-talker check), and the gateway
 * opens a connection per mail, 5 at a time, so that pause alone would cap delivery at 50 mails/s.
 * `greetMs` adds such a pause on purpose (a remote relay's connection set-up).
 */
async function startSmtpSink(greetMs) {
  const byId = new Map();
  const byRecipient = new Map();
  const sink = { total: 0, first: 0, last: 0, withOneClick: 0 };
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let rcpt = [];
    const reply = (line) => socket.write(`${line}\r\n`);
    const onMessage = (text) => {
      const head = text.split('\r\n\r\n')[0];
      const id = /^message-id:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? `none-${sink.total}`;
      byId.set(id, (byId.get(id) ?? 0) + 1);
      for (const address of rcpt) byRecipient.set(address, (byRecipient.get(address) ?? 0) + 1);
      if (/^list-unsubscribe-post:\s*List-Unsubscribe=One-Click/im.test(head)) sink.withOneClick += 1;
      const now = Date.now();
      sink.first ||= now;
      sink.last = now;
      sink.total += 1;
    };
    socket.setEncoding('utf8');
    socket.on('error', () => undefined); // a sender dropping its connection at shutdown
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          onMessage(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          rcpt = [];
          reply('250 2.0.0 OK queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-sink.local\r\n250-8BITMIME\r\n250 SMTPUTF8');
        else if (verb === 'HELO') reply('250 sink.local');
        else if (verb === 'MAIL') reply('250 2.1.0 OK');
        else if (verb === 'RCPT') {
          rcpt.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          rcpt = [];
          reply('250 2.0.0 OK');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
          return;
        } else reply(verb === 'NOOP' ? '250 2.0.0 OK' : '502 5.5.2 Not implemented');
      }
    });
    setTimeout(() => reply('220 sink.local ESMTP'), greetMs);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${server.address().port}`,
    unique: () => byId.size,
    duplicates: () => [...byId.values()].filter((n) => n > 1).length,
    recipients: () => byRecipient.size,
    maxPerRecipient: () => Math.max(0, ...byRecipient.values()),
    close: () => new Promise((resolve) => server.close(resolve)),
  });
}

// ---------------------------------------------------------------------------------------------------------
// Alerts drawn from the seeded catalog

/** What the catalog holds, per city and gestion: the weights the alerts' filters are drawn with. */
async function catalogProfile(db) {
  const cities = (
    await db.query(`select city_id, gestion_id, count(*)::int n from catalog_properties group by 1, 2`)
  ).rows;
  const hoods = (
    await db.query(
      `select p.neighbourhood_id id, n.name, p.city_id, p.gestion_id, count(*)::int n
         from catalog_properties p join catalog_neighbourhoods n on n.id = p.neighbourhood_id group by 1, 2, 3, 4`,
    )
  ).rows;
  const types = (
    await db.query(
      `select city_id, gestion_id, type_id, count(*)::int n from catalog_properties group by 1, 2, 3`,
    )
  ).rows;
  // Price deciles (10 % … 90 %) per city and gestion, and per gestion over all cities (city 0).
  const deciles = (
    await db.query(
      `select coalesce(city_id, 0) city_id, gestion_id,
              percentile_disc(array[0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]) within group (order by price) d
         from catalog_properties group by grouping sets ((city_id, gestion_id), (gestion_id))`,
    )
  ).rows;
  return { cities, hoods, types, deciles };
}

function drawAlerts(profile, count, seed) {
  const r = rng(seed);
  const weighted = (rows) => {
    const total = rows.reduce((s, x) => s + x.n, 0);
    let at = r() * total;
    for (const x of rows) if ((at -= x.n) < 0) return x;
    return rows.at(-1);
  };
  const decilesOf = new Map(profile.deciles.map((x) => [`${x.city_id}:${x.gestion_id}`, x.d]));
  const roundPrice = (price, gestion) => {
    const step = gestion === 5 ? 10_000_000 : 100_000;
    return Math.max(step, Math.round(price / step) * step);
  };
  const alerts = [];
  const seen = { ciudad: 0, barrio: 0, tipo: 0, valmax: 0, valmin: 0, habitaciones: 0 };
  for (let i = 0; i < count; i++) {
    const gestion = r() < 0.65 ? 1 : 5;
    const filter = { gestion };
    // Most people search a city; one in ten the whole catalog.
    if (r() < 0.9) filter.ciudad = weighted(profile.cities.filter((c) => c.gestion_id === gestion)).city_id;
    if (filter.ciudad && r() < 0.3) {
      const hood = weighted(
        profile.hoods.filter((h) => h.city_id === filter.ciudad && h.gestion_id === gestion),
      );
      filter.barrio = hood.id;
      filter.barrioName = hood.name;
    }
    if (r() < 0.4)
      filter.tipo = weighted(
        profile.types.filter(
          (t) => t.gestion_id === gestion && (!filter.ciudad || t.city_id === filter.ciudad),
        ),
      ).type_id;
    const d = decilesOf.get(`${filter.ciudad ?? 0}:${gestion}`) ?? decilesOf.get(`0:${gestion}`);
    if (r() < 0.5) filter.valmax = roundPrice(d[3 + Math.floor(r() * 6)], gestion);
    if (r() < 0.15) {
      const valmin = roundPrice(d[Math.floor(r() * 3)], gestion);
      if (filter.valmax === undefined || valmin < filter.valmax) filter.valmin = valmin;
    }
    // Bedrooms for homes only (an office with 3+ bedrooms matches nothing).
    if ([undefined, 1, 2].includes(filter.tipo) && r() < 0.4)
      filter.habitaciones = [1, 2, 2, 3, 3, 3, 4][Math.floor(r() * 7)];
    for (const key of Object.keys(seen)) if (filter[key] !== undefined) seen[key] += 1;

    // Stored as SearchAlertsService.create stores it: the canonical query and describeSearch's label.
    const params = new URLSearchParams();
    for (const key of SEARCH_FILTER_KEYS)
      if (filter[key] !== undefined && (filter[key] !== 0 || key === 'gestion'))
        params.set(key, String(filter[key]));
    const query = params.toString();
    const parsed = propertySearchQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
    if (!parsed.success) throw new Error(`drew an invalid search: ${query}`);
    alerts.push({
      query,
      search: parsed.data,
      label: describeSearch(parsed.data, filter.barrioName ?? null),
    });
  }
  return { alerts, seen };
}

/** 2-4 alerts per address (3 on average), each address a customer row and a manage key. */
async function insertAlerts(db, alerts, seed) {
  const r = rng(seed + 1);
  const owners = [];
  let address = 0;
  while (owners.length < alerts.length) {
    address += 1;
    const n = [2, 3, 3, 4][Math.floor(r() * 4)];
    for (let k = 0; k < n && owners.length < alerts.length; k++) owners.push(address);
  }
  // One alert per inbox and search (a unique index): a search an address already has goes to a new address.
  const queriesOf = new Map();
  for (const [i, owner] of owners.entries()) {
    const queries = queriesOf.get(owner) ?? new Set();
    queriesOf.set(owner, queries);
    if (!queries.has(alerts[i].query)) queries.add(alerts[i].query);
    else {
      address += 1;
      owners[i] = address;
      queriesOf.set(address, new Set([alerts[i].query]));
    }
  }
  const emails = Array.from(
    { length: address },
    (_, i) => `alerta${String(i + 1).padStart(5, '0')}@example.com`,
  );
  const customers = await db.query(
    `insert into customers (fullname, email, created_at)
     select '', e, now() - interval '1 day 10 minutes' from unnest($1::text[]) e returning id, email`,
    [emails],
  );
  const customerOf = new Map(customers.rows.map((c) => [c.email, c.id]));
  const keyOf = new Map(emails.map((e) => [e, randomBytes(32).toString('hex')]));
  const CHUNK = 2000;
  for (let i = 0; i < alerts.length; i += CHUNK) {
    const slice = alerts.slice(i, i + CHUNK);
    const mails = slice.map((_, k) => emails[owners[i + k] - 1]);
    await db.query(
      `insert into search_alerts
         (customer_id, email, mailbox, manage_key, manage_salt, frequency, query, label, status, confirmed_at,
          digest_cutoff, created_at)
       select c, e, e, k, md5(e), 'diaria', q, l, 'active', now() - interval '1 day', now() - interval '1 day',
              now() - interval '1 day 10 minutes'
         from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[]) as t(c, e, k, q, l)`,
      [
        mails.map((e) => customerOf.get(e)),
        mails,
        mails.map((e) => keyOf.get(e)),
        slice.map((a) => a.query),
        slice.map((a) => a.label),
      ],
    );
  }
  return address;
}

/** A day of catalog changes: copies of seeded listings added an hour ago, and price drops an hour old. */
async function catalogChanges(db, newCount, dropCount, seed) {
  await db.query(`select setseed($1)`, [((seed % 1000) / 1000) * 2 - 1]);
  const { rows } = await db.query(
    `select max(id)::int max_id, max(split_part(code, '-', 2)::bigint)::bigint max_code from catalog_properties`,
  );
  const { max_id: maxId, max_code: maxCode } = rows[0];
  const columns = (
    await db.query(
      `select column_name from information_schema.columns where table_name = 'catalog_properties'
         and column_name not in ('id', 'code', 'created_at', 'listed_at', 'previous_price', 'price_dropped_at')
       order by ordinal_position`,
    )
  ).rows.map((c) => `"${c.column_name}"`);
  await db.query(
    `create temp table bench_new as
       select id src, ${maxId} + row_number() over () new_id
         from (select id from catalog_properties where withdrawn_at is null order by random() limit $1) s`,
    [newCount],
  );
  await db.query(
    `insert into catalog_properties (id, code, created_at, listed_at, ${columns.join(', ')})
     select n.new_id, '919-' || (${maxCode} + n.new_id - ${maxId}), now() - interval '1 hour',
            now() - interval '1 hour', ${columns.map((c) => `p.${c}`).join(', ')}
       from bench_new n join catalog_properties p on p.id = n.src`,
  );
  await db.query(
    `insert into catalog_photos (property_id, position, file_key, url, width, height)
     select n.new_id, ph.position, ph.file_key, ph.url, ph.width, ph.height
       from bench_new n join catalog_photos ph on ph.property_id = n.src`,
  );
  await db.query(
    `insert into catalog_property_features (property_id, feature_id)
     select n.new_id, f.feature_id from bench_new n join catalog_property_features f on f.property_id = n.src`,
  );
  // The trigger records each drop at now(); then it is dated an hour back, before the digest's settle margin.
  await db.query(
    `create temp table bench_drops as
       select id from catalog_properties where id <= ${maxId} and withdrawn_at is null order by random() limit $1`,
    [dropCount],
  );
  await db.query(
    `update catalog_properties set price = (round(price * 0.9 / 1000) * 1000)::int
      where id in (select id from bench_drops)`,
  );
  const dropped = await db.query(
    `update catalog_properties set price_dropped_at = now() - interval '1 hour'
      where id in (select id from bench_drops) and price_dropped_at is not null`,
  );
  if (dropped.rowCount !== dropCount)
    throw new Error(`the price-drop trigger recorded ${dropped.rowCount} of ${dropCount} drops`);
}

/**
 * What a correct digest finds for each search, counted here without the gateway: the listings added or
 * made cheaper within the day that pass the search's filter (CatalogRepository.filtersOf, with the price
 * range clamped to the gestion's bounds as PropertiesService does). By query string.
 */
async function expectedMatches(db, alerts) {
  const { rows } = await db.query(
    `select gestion_id, type_id, city_id, neighbourhood_id, price::float8 as price, bedrooms from catalog_properties
      where withdrawn_at is null
        and (created_at > now() - interval '1 day' or price_dropped_at > now() - interval '1 day')`,
  );
  const expected = new Map();
  for (const { query, search: q } of alerts) {
    if (expected.has(query)) continue;
    const { valmin, valmax } = clampPriceRange(q.gestion, q.valmin, q.valmax);
    const n = rows.filter(
      (p) =>
        (!q.gestion || p.gestion_id === q.gestion) &&
        (!q.tipo || p.type_id === q.tipo) &&
        (!q.ciudad || p.city_id === q.ciudad) &&
        (!q.barrio || p.neighbourhood_id === q.barrio) &&
        p.price >= valmin &&
        p.price <= valmax &&
        (!q.habitaciones || p.bedrooms >= q.habitaciones),
    ).length;
    expected.set(query, n);
  }
  return { expected, changed: rows.length };
}

// ---------------------------------------------------------------------------------------------------------

const children = new Set();
function spawnNode(script, env) {
  const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function stop(child) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * Gateway (and, with --redis, a worker) on the bench database. Embedded, the digest runs on the gateway's
 * timer 5 s after its bootstrap; with Redis the gateway's new job scheduler has its first job run at once
 * by the worker, often before the gateway answers. `ready` resolves with when /api/health first answered.
 */
async function startStack(env, prefix) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const stackEnv = {
    ...env,
    PORT: String(port),
    PUBLIC_URL: base,
    ...(USE_REDIS ? { REDIS_URL, REDIS_PREFIX: prefix } : {}),
  };
  const spawnedAt = Date.now();
  const gateway = spawnNode(mainJs, stackEnv);
  const worker = USE_REDIS ? spawnNode(workerJs, stackEnv) : null;
  const ready = waitFor(`${base}/api/health`, 120_000).then(() => Date.now());
  ready.catch(() => undefined); // awaited by the caller
  return { gateway, worker, base, spawnedAt, ready };
}

/** CPU of the PostgreSQL backends serving the bench database (when they run on this machine). */
/** A process's CPU so far in ms, or null when it is gone or not visible here (another user's backend). */
function cpuMs(pid) {
  try {
    return cpuMsSoFar(pid);
  } catch {
    return null;
  }
}

async function postgresCpuMs(db) {
  const { rows } = await db.query(
    `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  const each = rows.map((r) => cpuMs(r.pid));
  return each.every((x) => x === null) ? null : new Map(rows.map((r, i) => [r.pid, each[i] ?? 0]));
}
const cpuDelta = (before, after) =>
  before && after ? [...after].reduce((s, [pid, ms]) => s + ms - (before.get(pid) ?? 0), 0) : null;

async function digestCounts(db) {
  const { rows } = await db.query(
    `select count(*)::int n, (count(*) filter (where listings > 0))::int mailed,
            extract(epoch from min(created_at)) * 1000 first_ms, extract(epoch from max(created_at)) * 1000 last_ms
       from search_alert_digests`,
  );
  return { ...rows[0], first_ms: Number(rows[0].first_ms), last_ms: Number(rows[0].last_ms) };
}

async function outboxCounts(db) {
  const { rows } = await db.query(
    `select status, count(*)::int n from outbox where payload->>'template' = $1 group by status`,
    [DIGEST_TEMPLATE],
  );
  const by = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  return { ...by, total: rows.reduce((s, r) => s + r.n, 0) };
}

let db;
let sink;
async function main() {
  const loadStart = os.loadavg();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_SIZE: '0',
    PROPERTY_SOURCE: 'local',
    ALERT_DIGEST_HOUR: '0',
    ALERT_DIGEST_INTERVAL_MINUTES: String(DIGEST_INTERVAL_MINUTES),
    // Fixed, so the gateway does not warn about random per-process ones.
    IP_HASH_SALT: 'bench-ip-hash-salt-0123456789abcdef',
    ALTCHA_HMAC_KEY: 'bench-altcha-hmac-key-0123456789abcdef',
  };
  delete env.REDIS_URL;
  delete env.REDIS_PREFIX;
  delete env.SMTP_URL;

  console.log(`Creating database ${dbName} and seeding ${SIZE} listings...`);
  await admin(`create database "${dbName}"`);
  let started = Date.now();
  await run(process.execPath, [seedJs, '--size', String(SIZE)], env);
  const seedMs = Date.now() - started;

  db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  started = Date.now();
  // Everything seeded is a month old: only the day's changes below are new to the alerts.
  await db.query(`update catalog_properties set created_at = now() - interval '30 days'`);
  const profile = await catalogProfile(db);
  const { alerts, seen } = drawAlerts(profile, ALERTS, SEED);
  const addresses = await insertAlerts(db, alerts, SEED);
  await catalogChanges(db, NEW, DROPS, SEED);
  // As autovacuum would have by the morning: the planner knows how few listings are new.
  await db.query(`vacuum analyze catalog_properties, catalog_photos, search_alerts, customers`);
  const setupMs = Date.now() - started;
  const distinctQueries = new Set(alerts.map((a) => a.query)).size;
  const { expected, changed } = await expectedMatches(db, alerts);
  const expectedMailed = alerts.filter((a) => expected.get(a.query) > 0).length;

  sink = await startSmtpSink(GREET_MS);
  env.SMTP_URL = sink.url;

  console.log(`Starting the gateway${USE_REDIS ? ' and a worker (BullMQ)' : ''}...`);
  const stack = await startStack(env, redisPrefixes[0]);
  let readyAt = 0;
  let notReady;
  stack.ready.then(
    (at) => (readyAt = at),
    (error) => (notReady = error),
  );
  // CPU so far of the gateway/worker, the PostgreSQL backends and the machine: the last reading before the
  // first digest row is the digest's starting point.
  const snapshot = async () => ({
    gateway: cpuMs(stack.gateway.pid),
    worker: stack.worker ? cpuMs(stack.worker.pid) : null,
    pg: await postgresCpuMs(db),
    ticks: cpuTicks(),
    at: Date.now(),
  });

  // Poll until every alert has its row; stop when nothing moves for two minutes.
  let before = await snapshot();
  let counts = await digestCounts(db);
  let lastProgress = Date.now();
  let lastN = 0;
  while (counts.n < ALERTS) {
    await sleep(200);
    if (notReady) throw notReady;
    const now = counts.n === 0 ? await snapshot() : null;
    counts = await digestCounts(db);
    if (now && counts.n === 0) before = now;
    if (counts.n !== lastN) {
      lastN = counts.n;
      lastProgress = Date.now();
      process.stdout.write(
        `\r  digests: ${counts.n} / ${ALERTS}, mailed ${counts.mailed}, mails at the sink ${sink.total}   `,
      );
    } else if (Date.now() - lastProgress > (counts.n === 0 ? 180_000 : 120_000)) {
      throw new Error(`the digest stopped at ${counts.n} of ${ALERTS} alerts`);
    }
  }
  readyAt ||= await stack.ready;
  const digestDoneAt = Date.now();
  process.stdout.write('\n');
  const atDigestEnd = await snapshot();
  // The database's clock against ours (same machine: close to 0, but measured).
  const t0 = Date.now();
  const dbNow = Number((await db.query(`select extract(epoch from clock_timestamp()) * 1000 ms`)).rows[0].ms);
  const clockOffset = dbNow - (t0 + Date.now()) / 2;
  const digestStart = counts.first_ms - clockOffset;
  const digestEnd = counts.last_ms - clockOffset;

  // Then wait for the mails: every digest outbox row done (or failed), and the sink holding as many.
  let outbox = await outboxCounts(db);
  const mailUntil = Date.now() + 15 * 60_000;
  let lastTotal = -1;
  let quietSince = Date.now();
  while (Date.now() < mailUntil) {
    outbox = await outboxCounts(db);
    const settled = (outbox.done ?? 0) + (outbox.failed ?? 0) === outbox.total;
    if (settled && sink.total >= (outbox.done ?? 0)) break;
    if (sink.total !== lastTotal) {
      lastTotal = sink.total;
      quietSince = Date.now();
      process.stdout.write(`\r  mails at the sink: ${sink.total} / ${outbox.total}   `);
    } else if (Date.now() - quietSince > 120_000) {
      throw new Error(`mails stopped at ${sink.total} of ${outbox.total}`);
    }
    await sleep(200);
  }
  process.stdout.write('\n');
  const mailsDoneAt = Date.now();
  const atMailEnd = await snapshot();

  const per = (
    await db.query(
      `select count(*)::int mails,
              avg(jsonb_array_length(payload->'data'->'listings'))::float shown_avg,
              max(jsonb_array_length(payload->'data'->'listings'))::int shown_max,
              count(*) filter (where (payload->'data'->>'more')::int > 0)::int with_more
         from outbox where payload->>'template' = $1`,
      [DIGEST_TEMPLATE],
    )
  ).rows[0];
  const matching = (
    await db.query(
      `select avg(listings)::float avg, max(listings)::int max,
              percentile_disc(0.5) within group (order by listings) p50
         from search_alert_digests where listings > 0`,
    )
  ).rows[0];
  const periods = (
    await db.query(`select period, count(*)::int n from search_alert_digests group by 1 order by 1`)
  ).rows;
  const got = (
    await db.query(
      `select a.query, d.listings from search_alert_digests d join search_alerts a on a.id = d.alert_id`,
    )
  ).rows;
  const mismatches = got.filter((g) => expected.get(g.query) !== g.listings);
  const firstRun = { digests: counts.n, mailed: counts.mailed, outbox: outbox.total, sink: sink.total };
  // The sink as the first run left it (the canary's mail comes later).
  const mails = {
    first: sink.first,
    last: sink.last,
    unique: sink.unique(),
    duplicates: sink.duplicates(),
    recipients: sink.recipients(),
    maxPerRecipient: sink.maxPerRecipient(),
    withOneClick: sink.withOneClick,
  };

  // -------------------------------------------------------------------------------------------------------
  // Second run: restart (with --redis: a fresh BullMQ namespace, so the new scheduler runs at once) with one
  // more alert, a canary whose digest proves the run happened. Nothing else may be digested or mailed.
  console.log('Restarting for the second run (one canary alert added)...');
  await Promise.all([stop(stack.gateway), stop(stack.worker)]);
  const canary = 'canario@example.com';
  const canaryCustomer = (
    await db.query(`insert into customers (fullname, email) values ('', $1) returning id`, [canary])
  ).rows[0].id;
  const canaryAlert = (
    await db.query(
      `insert into search_alerts
         (customer_id, email, mailbox, manage_key, manage_salt, frequency, query, label, status, confirmed_at,
          digest_cutoff, created_at)
       values ($1, $2::text, $2::text, $3, md5($2::text), 'diaria', 'gestion=1', $4, 'active', now() - interval '1 day', now() - interval '1 day',
               now() - interval '1 day 10 minutes') returning id`,
      [canaryCustomer, canary, randomBytes(32).toString('hex'), describeSearch({ gestion: 1 }, null)],
    )
  ).rows[0].id;
  const restartedAt = Date.now();
  const second = await startStack(env, redisPrefixes[1]);
  await second.ready;
  let canaryRow;
  const canaryUntil = Date.now() + 120_000;
  while (!canaryRow && Date.now() < canaryUntil) {
    await sleep(250);
    canaryRow = (
      await db.query(`select listings from search_alert_digests where alert_id = $1`, [canaryAlert])
    ).rows[0];
  }
  if (!canaryRow) throw new Error('the second run never digested the canary alert');
  const canaryMailed = canaryRow.listings > 0 ? 1 : 0;
  const secondUntil = Date.now() + 60_000;
  while (sink.total < firstRun.sink + canaryMailed && Date.now() < secondUntil) await sleep(250);
  await sleep(3000); // anything sent twice would arrive meanwhile
  const secondRun = {
    digests: (await digestCounts(db)).n,
    outbox: (await outboxCounts(db)).total,
    sink: sink.total,
    tookMs: Date.now() - restartedAt,
  };
  await Promise.all([stop(second.gateway), stop(second.worker)]);

  // -------------------------------------------------------------------------------------------------------
  const digestMs = digestEnd - digestStart;
  const gatewayCpu = atDigestEnd.gateway - before.gateway;
  const workerCpu = stack.worker ? atDigestEnd.worker - before.worker : null;
  const pgCpu = cpuDelta(before.pg, atDigestEnd.pg);
  const pgMailCpu = cpuDelta(atDigestEnd.pg, atMailEnd.pg);
  const busy = (a, b) => 1 - (b.idle - a.idle) / Math.max(b.total - a.total, 1);
  const mailsMs = mails.last - mails.first;
  const failed = outbox.failed ?? 0;
  const pgVersion = (await db.query(`select current_setting('server_version') v`)).rows[0].v;
  const argv = process.argv.slice(2).join(' ');

  say(`# node bench/search-alerts-bench.mjs${argv ? ` ${argv}` : ''}`);
  say(
    `# ${today}, ${USE_REDIS ? 'PostgreSQL + Redis: gateway + worker (the digest is the BullMQ job, the worker sends the mails)' : 'PostgreSQL, no Redis: the gateway runs the digest on its timer and sends the mails (in-process queue)'}`,
  );
  say(
    `# machine: nproc ${os.availableParallelism()} (${os.cpus()[0]?.model ?? '?'}), ${num(os.totalmem() / 2 ** 30, 1)} GiB, node ${process.version}, PostgreSQL ${pgVersion}; load average at the start ${loadStart.map((x) => x.toFixed(2)).join(' ')}, at the end ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  say();
  say(
    `Catalog: ${num(SIZE)} seeded listings (dated 30 days back; seed ${secs(seedMs)}), + ${num(NEW)} new listings and ${num(DROPS)} price drops (-10 %) an hour old`,
  );
  say(
    `Alerts: ${num(ALERTS)} active daily alerts of ${num(addresses)} addresses (${num(ALERTS / addresses, 2)} each), ${num(distinctQueries)} distinct searches; confirmed a day ago (setup ${secs(setupMs)})`,
  );
  say(
    `  filters: rent ${pct(alerts.filter((a) => a.query.startsWith('gestion=1')).length, ALERTS)}, city ${pct(seen.ciudad, ALERTS)}, neighbourhood ${pct(seen.barrio, ALERTS)}, type ${pct(seen.tipo, ALERTS)}, price cap ${pct(seen.valmax, ALERTS)}, price floor ${pct(seen.valmin, ALERTS)}, bedrooms ${pct(seen.habitaciones, ALERTS)}`,
  );
  say(`  e.g. ${alerts[0].query} "${alerts[0].label}"`);
  say();
  say(`Digest (period ${periods.map((p) => `${p.period}: ${num(p.n)} rows`).join(', ')})`);
  say(
    `  ${num(counts.n)} alerts digested in ${secs(digestMs)} (first claim to last claim): ${num((counts.n / digestMs) * 1000)} digests/s`,
  );
  say(
    `  the first claim came ${secs(digestStart - stack.spawnedAt)} after the ${USE_REDIS ? 'gateway and worker were' : 'gateway was'} started (it answered /api/health after ${secs(readyAt - stack.spawnedAt)}; ${USE_REDIS ? "the scheduler's first job runs at once" : 'the timer fires 5 s after bootstrap'}); the poll saw the last row ${secs(digestDoneAt - digestStart)} after the first claim`,
  );
  say(
    `  mailed ${num(counts.mailed)} (${pct(counts.mailed, counts.n)}), nothing new ${num(counts.n - counts.mailed)} (${pct(counts.n - counts.mailed, counts.n)}), skipped 0 (every alert has its row)`,
  );
  say(
    `  an independent count of the ${num(changed)} changed listings against each filter expects ${num(expectedMailed)} mailed; digests whose total differs from it: ${mismatches.length}${mismatches.length ? ` (e.g. ${mismatches[0].query}: ${mismatches[0].listings}, expected ${expected.get(mismatches[0].query)})` : ''}`,
  );
  say(
    `  listings per mail: ${num(per.shown_avg, 2)} shown on average (max ${per.shown_max}, the limit is ${SEARCH_ALERT_LIMITS.listingsPerMail}); matching the search: mean ${num(matching.avg, 1)}, median ${matching.p50}, max ${matching.max}; ${num(per.with_more)} mails link to more`,
  );
  const nodeCpu = workerCpu ?? gatewayCpu;
  const cpuWindow = atDigestEnd.at - before.at;
  say(
    `  CPU from the last poll before the first claim to the first poll after the last (${secs(cpuWindow)}): ${USE_REDIS ? `worker ${secs(workerCpu)} (gateway ${secs(gatewayCpu)})` : `gateway ${secs(gatewayCpu)}`} = ${pct(nodeCpu, cpuWindow)} of one core, PostgreSQL backends ${pgCpu === null ? 'n/a' : `${secs(pgCpu)} = ${pct(pgCpu, cpuWindow)}`}; all CPUs ${pct(busy(before.ticks, atDigestEnd.ticks), 1)} busy meanwhile`,
  );
  say();
  say(
    `Mails (SMTP sink in this process, greeting ${GREET_MS ? `after ${GREET_MS} ms` : 'at once'}; the ${USE_REDIS ? 'worker' : 'gateway'} opens a connection per mail, 5 mails at a time)`,
  );
  say(
    `  outbox rows (template ${DIGEST_TEMPLATE}): ${num(outbox.total)} = mailed digests ${counts.mailed === outbox.total ? 'yes' : `NO (${counts.mailed})`}; done ${num(outbox.done ?? 0)}, failed ${failed}`,
  );
  say(
    `  delivered to the SMTP sink: ${num(firstRun.sink)} (unique Message-IDs ${num(mails.unique)}, duplicates ${mails.duplicates}), to ${num(mails.recipients)} addresses (at most ${mails.maxPerRecipient} each), ${num(mails.withOneClick)} with List-Unsubscribe-Post`,
  );
  say(
    `  first mail ${secs(mails.first - digestStart)} after the digest's first claim, last mail ${secs(mails.last - digestStart)} after it (${secs(mails.last - digestEnd)} after the last claim); ${num((firstRun.sink / Math.max(mailsMs, 1)) * 1000)} mails/s from first to last`,
  );
  say(
    `  CPU from the digest's end to the last mail (${secs(mailsDoneAt - digestDoneAt)}): ${USE_REDIS ? `worker ${secs(atMailEnd.worker - atDigestEnd.worker)}, gateway ${secs(atMailEnd.gateway - atDigestEnd.gateway)}` : `gateway ${secs(atMailEnd.gateway - atDigestEnd.gateway)}`}, PostgreSQL backends ${pgMailCpu === null ? 'n/a' : secs(pgMailCpu)}; all CPUs ${pct(busy(atDigestEnd.ticks, atMailEnd.ticks), 1)} busy`,
  );
  say();
  say(
    `Second run (${USE_REDIS ? 'gateway and worker restarted on a fresh BullMQ namespace' : 'gateway restarted'}, one canary alert "gestion=1" added; canary digested ${canaryMailed ? 'and mailed' : 'with nothing new'} ${secs(secondRun.tookMs)} after the restart)`,
  );
  const again = {
    digests: secondRun.digests - firstRun.digests - 1,
    outbox: secondRun.outbox - firstRun.outbox - canaryMailed,
    sink: secondRun.sink - firstRun.sink - canaryMailed,
  };
  say(
    `  new digest rows besides the canary: ${again.digests}, new digest outbox rows: ${again.outbox}, mails again at the sink: ${again.sink}, duplicate Message-IDs: ${sink.duplicates()}`,
  );
  const ok = again.digests === 0 && again.outbox === 0 && again.sink === 0 && sink.duplicates() === 0;
  say(
    `  ${ok ? 'no alert was mailed twice in the period' : 'FAILED: something was digested or mailed again'}`,
  );

  mkdirSync(path.dirname(OUT), { recursive: true });
  const text = `${report.join('\n')}\n`;
  if (values.append && existsSync(OUT)) appendFileSync(OUT, `\n${text}`);
  else writeFileSync(OUT, text);
  console.log(`\nWritten to ${path.relative(root, OUT)}`);
  if (
    !ok ||
    failed > 0 ||
    mismatches.length > 0 ||
    counts.mailed !== outbox.total ||
    firstRun.sink !== outbox.total
  )
    process.exitCode = 1;
}

async function cleanup() {
  await Promise.all([...children].map((c) => stop(c)));
  await sink?.close();
  await db?.end().catch(() => undefined);
  await admin(`drop database if exists "${dbName}" with (force)`).catch((e) =>
    console.warn('drop failed:', e.message),
  );
  if (USE_REDIS) {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    for (const prefix of redisPrefixes) {
      const keys = await redis.keys(`${prefix}*`).catch(() => []);
      for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
    }
    redis.disconnect();
  }
  rmSync(dataDir, { recursive: true, force: true });
}

let cleaning;
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    cleaning ??= cleanup().finally(() => process.exit(130));
  });

main()
  .then(() => (cleaning ??= cleanup()))
  .catch(async (error) => {
    console.error('Benchmark failed:', error);
    await (cleaning ??= cleanup());
    process.exit(1);
  });
