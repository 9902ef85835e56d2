#!/usr/bin/env node
// What server renders keep alive after their answers are sent: the gateway's live V8 heap (after a full
// GC) and its pending timers, before and after a run of renders with unique addresses. Read through the
// gateway's inspector. Needs `pnpm build` first.
//
//   node bench/ssr-memory.mjs [--renders 2000] [--mode embedded|full]
//   BENCH_API_DIST=/other/checkout/packages/api/dist node bench/ssr-memory.mjs   # another build
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { assertBuilt, createStack } from './load-stack.mjs';

// Node 20 has WebSocket behind a flag (22 and later: always).
if (!globalThis.WebSocket) {
  const run = spawnSync(process.execPath, ['--experimental-websocket', ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}

const { values } = parseArgs({
  options: { renders: { type: 'string', default: '2000' }, mode: { type: 'string', default: 'embedded' } },
});
const renders = Number(values.renders);

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** Evaluates `expression` in the gateway (through its inspector) and returns the value. */
async function inGateway(inspectPort, expression) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve) => ws.addEventListener('open', resolve));
  const answer = new Promise((resolve) => ws.addEventListener('message', (e) => resolve(JSON.parse(e.data))));
  ws.send(JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression, returnByValue: true } }));
  const { result } = await answer;
  ws.close();
  return result.result.value;
}

const LIVE = `(() => { gc(); gc(); return { heapMb: process.memoryUsage().heapUsed / 2 ** 20,
  timers: process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length }; })()`;

assertBuilt();
const stack = await createStack({ mode: values.mode });
try {
  const inspectPort = await freePort();
  const { base } = await stack.gateway({ NODE_OPTIONS: `--expose-gc --inspect=127.0.0.1:${inspectPort}` });
  const page = async (path) =>
    (await fetch(`${base}${path}`, { headers: { Accept: 'text/html' } })).arrayBuffer();
  for (let i = 0; i < 20; i += 1) await page(`/?warm=${i}`);
  const before = await inGateway(inspectPort, LIVE);
  for (let i = 0; i < renders; i += 1) {
    await page(i % 2 === 0 ? `/?ref=mem-${i}` : `/busqueda/?page=${1 + (i % 50)}&utm_source=mem-${i}`);
  }
  const after = await inGateway(inspectPort, LIVE);
  console.log(
    `${renders} renders of / and /busqueda/ (${values.mode} stack, ${process.env.BENCH_API_DIST ?? 'this checkout'}): ` +
      `live heap ${before.heapMb.toFixed(1)} -> ${after.heapMb.toFixed(1)} MB ` +
      `(${(((after.heapMb - before.heapMb) * 1024) / renders).toFixed(1)} KB a render), ` +
      `pending timers ${before.timers} -> ${after.timers}`,
  );
} finally {
  await stack.close();
}
