// What an uncached property page costs the gateway, and where the time goes (issue 50 goal 3). Starts the
// built gateway, warms it up, then asks for N property pages nobody asked for before (`/inmueble/<code>`, codes
// from /api/properties; the render cache keys on the path, so each one is rendered), one at a time:
//   1. timed: response time median/p90 and the gateway's CPU time per page (/proc), no profiler;
//   2. profiled: V8's CPU profiler over those renders only (bench/cpu-profile-on-signal.mjs), each sample given
//      to a category by the module of its innermost frame that says something (web bundle modules are named by
//      the bundle's own `// path` comments): ms per render and %.
// With `--before <checkout>` (its packages/api/dist and packages/web/dist) both builds run side by side and are
// measured interleaved, in chunks, so the machine's other work weighs on both alike.
//
//   node bench/render-cost.mjs [--mode embedded|full] [--n 200] [--before /path/to/other/checkout]
//                              [--top 40] [--keep-profile /tmp/render]   # top self-time frames; the profiles
//   BENCH_API_DIST=… WEB_DIST=… node bench/render-cost.mjs     # measure another build alone
//
// `full` needs PostgreSQL and Redis (BENCH_DATABASE_URL, BENCH_REDIS_URL; see bench-kit.mjs). Loopback only.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { percentile, root } from './bench-kit.mjs';
import { assertBuilt, cpuMs, createStack, machineBusy, num } from './load-stack.mjs';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'embedded' },
    n: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '40' },
    chunk: { type: 'string', default: '20' },
    before: { type: 'string' },
    'no-profile': { type: 'boolean', default: false },
    top: { type: 'string', default: '0' },
    'keep-profile': { type: 'string' },
  },
});
const N = Number(values.n);
const WARMUP = Number(values.warmup);
const CHUNK = Number(values.chunk);
const PRELOAD = path.join(root, 'bench/cpu-profile-on-signal.mjs');

const builds = [
  {
    name: values.before ? 'after' : 'this build',
    apiDist: path.resolve(process.env.BENCH_API_DIST ?? path.join(root, 'packages/api/dist')),
    webDist: path.resolve(process.env.WEB_DIST ?? path.join(root, 'packages/web/dist')),
  },
];
if (values.before) {
  const other = path.resolve(values.before);
  builds.unshift({
    name: 'before',
    apiDist: path.join(other, 'packages/api/dist'),
    webDist: path.join(other, 'packages/web/dist'),
  });
}
assertBuilt();
for (const build of builds) {
  if (
    !existsSync(path.join(build.apiDist, 'main.js')) ||
    !existsSync(path.join(build.webDist, 'server/index.js'))
  ) {
    console.error(
      `${build.name}: no build in ${build.apiDist} / ${build.webDist}: run \`pnpm build\` there.`,
    );
    process.exit(2);
  }
}

// ---------- the profile's categories ----------

/** Where each module of a bundled file starts: rolldown writes `// <source path>` before each one. */
function moduleMap(file) {
  const starts = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const m = /^\/\/ ((?:\.\.\/)*(?:node_modules|src|server|app)\/\S+|(?:\.\.\/)+packages\/\S+)$/.exec(
        line,
      );
      if (m) starts.push({ line: i, module: m[1] });
    });
  return starts;
}

/** A web build's `server/...` files → their module starts (each build its own: index.js is in both). */
function bundlesOf(webDist) {
  const bundles = new Map();
  const serverDir = path.join(webDist, 'server');
  for (const entry of readdirSync(serverDir, { recursive: true })) {
    if (String(entry).endsWith('.js')) {
      bundles.set(`server/${entry}`, moduleMap(path.join(serverDir, String(entry))));
    }
  }
  return bundles;
}

/** The source module of a frame (bundled web code by its line; anything else by its URL). */
function moduleOf({ url, lineNumber }, bundles) {
  const inBuild = /\/(server\/(?:assets\/)?[^/]+\.js)$/.exec(url);
  const starts = inBuild && bundles.get(inBuild[1]);
  if (starts) {
    let found = 'web bundle';
    for (const s of starts) {
      if (s.line > lineNumber) break;
      found = s.module;
    }
    return found;
  }
  return url;
}

/** A module's own path: after the last `node_modules/` (pnpm's folder names say nothing), else as it is. */
const shortModule = (module) => module.replace(/^.*node_modules\//, '');

/**
 * Work that others call: the innermost frame of these decides, wherever the sample is (MUI's and the app's
 * style callbacks run inside emotion's serialisation, PGlite's wasm inside the API's query).
 */
const CALLED = [
  [
    /^(stylis\/|@emotion\/(cache|sheet|utils|use-insertion-effect-with-fallbacks)\/)/,
    'emotion: stylis compile + insert',
  ],
  [
    /^@emotion\/(serialize|hash|unitless|memoize|weak-memoize|styled|react)\//,
    'emotion: styled + serialise styles',
  ],
  [
    /^(@emotion\/server|html-tokenize|multipipe)\/|src\/app\/critical-styles|#withComposedStyles$/,
    'critical CSS extraction',
  ],
  [
    /^(@electric-sql\/pglite|drizzle-orm|pg|pg-protocol|pg-pool|pg-types|ioredis|@redis\/[^/]+|redis)\//,
    'loader: DB (PGlite/PostgreSQL/Redis)',
  ],
];
/** Otherwise the innermost frame that matches one of these. */
const CALLERS = [
  [/undici/, 'loader: loopback fetch (client)'],
  [
    /^@tanstack\/|src\/lib\/(route-data|api-client|query-client|get-)|src\/features\/[^/]+\/api\//,
    'loader: react-query + api-client',
  ],
  [
    /api\/dist\/(modules\/(?!pages\/)|infra\/(?!http\/|metrics\/|rate-limit\/))|^(class-validator|class-transformer|zod)\//,
    'loader: API handlers',
  ],
  [/src\/app\/entry\.server/, 'page assembly (entry.server: HTML string, replace)'],
  [
    /^(react-dom|react|react-router|@mui|clsx|prop-types)\/|^src\/|^web bundle#/,
    'React render (+ app, MUI components)',
  ],
  [
    /^(@nestjs|express|body-parser|helmet|finalhandler|send|router|path-to-regexp|prom-client)\/|api\/dist\//,
    'HTTP server: express/Nest (page + API)',
  ],
  [
    /^node:(_http|net|zlib|stream|internal\/(streams|http|zlib|stream_base|js_stream|webstreams))|^compression\//,
    'HTTP/compression (node)',
  ],
];
const IGNORED = new Set(['(idle)']);
const SPECIAL = new Map([
  ['(garbage collector)', 'GC'],
  ['(program)', 'V8/native (program)'],
]);
/** Names to tell apart within React render's share (JSON-LD, the data script). */
const ALSO = [[/jsonLd|JsonLd|json-ld/, 'of which JSON-LD']];

function categorise(profile, bundles) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const cache = new Map();
  const categoryOf = (id) => {
    if (cache.has(id)) return cache.get(id);
    let found = 'other';
    let called;
    let caller;
    const also = [];
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const { callFrame } = byId.get(cur);
      if (SPECIAL.has(callFrame.functionName)) {
        found = SPECIAL.get(callFrame.functionName);
        break;
      }
      if (IGNORED.has(callFrame.functionName)) {
        found = null;
        break;
      }
      for (const [re, label] of ALSO) if (re.test(callFrame.functionName)) also.push(label);
      if (called || !callFrame.url) continue;
      const module = `${shortModule(moduleOf(callFrame, bundles))}#${callFrame.functionName}`;
      called = CALLED.find(([re]) => re.test(module))?.[1];
      caller ??= CALLERS.find(([re]) => re.test(module))?.[1];
      found = called ?? caller ?? 'other';
    }
    const result = found === null ? null : { found, also };
    cache.set(id, result);
    return result;
  };
  const ms = new Map();
  const alsoMs = new Map();
  const self = new Map();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const c = categoryOf(id);
    if (!c) return;
    busy += dt;
    const { callFrame } = byId.get(id);
    const key = `${c.found} | ${callFrame.functionName || '(anonymous)'} ${moduleOf(callFrame, bundles).replace(/^.*node_modules\//, '')}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    ms.set(c.found, (ms.get(c.found) ?? 0) + dt);
    for (const a of new Set(c.also)) alsoMs.set(a, (alsoMs.get(a) ?? 0) + dt);
  });
  return { busy, ms, alsoMs, self };
}

// ---------- the run ----------

async function get(url) {
  const started = performance.now();
  // As a browser asks (fetch's own default is gzip only): the gateway compresses the page with brotli.
  const res = await fetch(url, { headers: { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' } });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return { ms, body };
}

async function codesOf(base, count) {
  const codes = [];
  for (let page = 1; codes.length < count; page += 1) {
    const res = await fetch(`${base}/api/properties?page=${page}`);
    const { items } = await res.json();
    if (!items?.length) throw new Error(`only ${codes.length} properties; need ${count}`);
    codes.push(...items.map((item) => item.code));
  }
  return codes;
}

const waitForFile = async (file) => {
  for (let i = 0; i < 600 && !existsSync(file); i += 1) await new Promise((r) => setTimeout(r, 50));
  if (!existsSync(file)) throw new Error(`${file} was not written`);
};

/** Each build's renders of `codes`, in chunks, the builds taking turns (the first one alternating). */
async function interleaved(running, codes, onChunk) {
  for (let at = 0, turn = 0; at < codes.length; at += CHUNK, turn += 1) {
    const chunk = codes.slice(at, at + CHUNK);
    const order = turn % 2 === 0 ? running : [...running].reverse();
    for (const r of order) {
      for (const code of chunk) onChunk(r, await get(`${r.base}/inmueble/${code}`), code);
    }
  }
}

const busyAtStart = machineBusy();
const running = [];
const stacks = [];
try {
  // Full: one database for both builds (the same listings and published points, so their HTML can be compared),
  // each gateway with its own Redis prefix (its own API cache). Embedded: a PGlite of its own each.
  let shared;
  for (const build of builds) {
    let stack = shared;
    if (!stack) {
      stack = await createStack({ mode: values.mode });
      stacks.push(stack);
      if (values.mode === 'full') shared = stack;
    }
    const profileFile = path.join(os.tmpdir(), `render-cost-${process.pid}-${running.length}.cpuprofile`);
    const gw = await stack.gateway(
      {
        WEB_DIST: build.webDist,
        BENCH_CPU_PROFILE_FILE: profileFile,
        ...(stack.env.REDIS_PREFIX ? { REDIS_PREFIX: `${stack.env.REDIS_PREFIX}${running.length}:` } : {}),
      },
      { apiDist: build.apiDist, nodeArgs: ['--import', PRELOAD] },
    );
    running.push({ ...build, ...gw, profileFile, times: [], bytes: 0 });
  }
  // One set of codes for all: the same seed everywhere; each gateway has its own render cache.
  const codes = await codesOf(running[0].base, WARMUP + 2 * N);
  for (const r of running) {
    await get(`${r.base}/`);
    for (const code of codes.slice(0, WARMUP)) await get(`${r.base}/inmueble/${code}`);
  }

  // 1. timed, no profiler
  const cpuBefore = running.map((r) => cpuMs(r.pid));
  const busyTimed = machineBusy();
  await interleaved(running, codes.slice(WARMUP, WARMUP + N), (r, { ms, body }, code) => {
    r.times.push(ms);
    r.bytes += body.length;
    if (running.length > 1 && values.mode === 'full')
      (r.pages ??= new Map()).set(
        code,
        body
          .replace(/ nonce="[^"]*"/g, '')
          .replaceAll(r.base, 'ORIGIN')
          .replace(/-[\w-]{8}\.(js|css)\b/g, '.$1'),
      );
  });
  const machine = busyTimed();
  running.forEach((r, i) => (r.cpuPerRender = (cpuMs(r.pid) - cpuBefore[i]) / N));

  // 2. profiled
  if (!values['no-profile']) {
    for (const r of running) {
      r.child.kill('SIGUSR2');
      await waitForFile(`${r.profileFile}.started`);
    }
    await interleaved(running, codes.slice(WARMUP + N, WARMUP + 2 * N), (r, { ms }) => {
      (r.profiledTimes ??= []).push(ms);
    });
    for (const r of running) {
      r.child.kill('SIGUSR2');
      await waitForFile(r.profileFile);
      r.split = categorise(JSON.parse(readFileSync(r.profileFile, 'utf8')), bundlesOf(r.webDist));
      if (values['keep-profile']) {
        const kept = `${values['keep-profile']}-${r.name.replaceAll(' ', '-')}.cpuprofile`;
        renameSync(r.profileFile, kept);
        console.error(`${r.name}: CPU profile kept in ${kept} (Chrome DevTools opens it)`);
      }
      rmSync(r.profileFile, { force: true });
      rmSync(`${r.profileFile}.started`, { force: true });
    }
  }

  console.log(
    `render cost: ${N} uncached /inmueble/<code> pages one at a time, ${values.mode} stack, after ${WARMUP} warm-up renders` +
      `${running.length > 1 ? `, builds interleaved in chunks of ${CHUNK}` : ''}; node ${process.version}, ${os.cpus().length} CPUs`,
  );
  console.log(
    `  machine busy during the timed pass: ${num(machine * 100)} % of all CPUs (this bench included)`,
  );
  for (const r of running) {
    const s = [...r.times].sort((a, b) => a - b);
    console.log(`\n${r.name}: ${r.apiDist} + ${r.webDist}`);
    console.log(
      `  response time   p50 ${num(percentile(s, 50), 1)} ms   p90 ${num(percentile(s, 90), 1)} ms   max ${num(s.at(-1), 1)} ms   (${num(r.bytes / N / 1024)} KB per page)`,
    );
    console.log(
      `  gateway CPU     ${num(r.cpuPerRender, 1)} ms per render (user+system, /proc, no profiler)`,
    );
    if (r.split) {
      const p = [...r.profiledTimes].sort((a, b) => a - b);
      const perRender = r.split.busy / N;
      console.log(
        `  profiled pass   p50 ${num(percentile(p, 50), 1)} ms; profile busy ${num(perRender, 1)} ms per render:`,
      );
      const rows = [...r.split.ms].sort((a, b) => b[1] - a[1]);
      for (const [label, ms] of rows) {
        console.log(
          `    ${label.padEnd(42)} ${num(ms / N, 1).padStart(6)} ms  ${num((100 * ms) / r.split.busy).padStart(3)} %`,
        );
      }
      const top = [...r.split.self].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
      if (top.length) console.log(`  innermost frames (self time), top ${top.length}:`);
      for (const [key, ms] of top) console.log(`    ${num(ms / N, 2).padStart(6)} ms  ${key}`);
      for (const [label, ms] of r.split.alsoMs) {
        console.log(`    (${label}: ${num(ms / N, 2)} ms per render, inside the categories above)`);
      }
    }
  }
  if (running.length === 2 && values.mode === 'full') {
    // The similar listings are a random pick (spec §7): the body differs; the head (every critical style,
    // the meta tags, the JSON-LD) must not.
    const [before, after] = running.map((r) => r.pages);
    const head = (html) => html.slice(0, html.indexOf('</head>'));
    const whole = [...before].filter(([code, html]) => after.get(code) === html).length;
    const differ = [...before]
      .filter(([code, html]) => head(after.get(code)) !== head(html))
      .map(([code]) => code);
    console.log(
      `\nHTML (nonces, origins and asset hashes aside): head byte-identical between the builds for ${before.size - differ.length} of ${before.size} pages${differ.length ? ` (differ: ${differ.slice(0, 5).join(' ')})` : ''}; whole page for ${whole} (the similar listings are a random pick)`,
    );
    if (differ.length > 0) {
      const [x, y] = [before.get(differ[0]), after.get(differ[0])];
      if (process.env.BENCH_DUMP_DIR) {
        writeFileSync(path.join(process.env.BENCH_DUMP_DIR, `${differ[0]}.before.html`), x);
        writeFileSync(path.join(process.env.BENCH_DUMP_DIR, `${differ[0]}.after.html`), y);
      }
      let i = 0;
      while (x[i] === y[i]) i += 1;
      console.log(
        `  first difference at ${i}:\n  before …${x.slice(i - 80, i + 120)}\n  after  …${y.slice(i - 80, i + 120)}`,
      );
    }
  }
  if (running.length === 2) {
    const [b, a] = running.map((r) =>
      percentile(
        [...r.times].sort((x, y) => x - y),
        50,
      ),
    );
    console.log(`\nafter/before p50: ${num(a / b, 2)}  (${num(b, 1)} → ${num(a, 1)} ms)`);
    console.log(
      `after/before gateway CPU per render: ${num(running[1].cpuPerRender / running[0].cpuPerRender, 2)}  (${num(running[0].cpuPerRender, 1)} → ${num(running[1].cpuPerRender, 1)} ms)`,
    );
  }
  if (busyAtStart() > 0.9) console.warn('warning: the machine was busy; figures are noisy');
} finally {
  for (const stack of stacks) await stack.close();
}
