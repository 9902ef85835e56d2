#!/usr/bin/env node
// `vite dev` renders pages on the server too (issue 17): starts `react-router dev` on a free port, asks for
// a page that needs no API and checks its HTML carries the page's heading, then stops the server.
// Exit 1 when it does not. Run from the repository root: node scripts/check-dev-render.mjs
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'web');
const PAGE = '/politica-de-datos/';
const HEADING = 'Política de tratamiento de datos personales';

/** @type {Promise<number>} */
const freePort = new Promise((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const { port: free } = /** @type {import('node:net').AddressInfo} */ (server.address());
    server.close(() => resolve(free));
  });
});
const port = await freePort;

const dev = spawn(
  'pnpm',
  ['exec', 'react-router', 'dev', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  {
    cwd: web,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  },
);
let log = '';
dev.stdout.on('data', (chunk) => (log += chunk));
dev.stderr.on('data', (chunk) => (log += chunk));

let failure = `no answer from ${PAGE} within 120 s`;
const deadline = Date.now() + 120_000;
while (Date.now() < deadline && dev.exitCode === null) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${PAGE}`);
    const html = await res.text();
    failure =
      res.status === 200 && html.includes(HEADING)
        ? ''
        : `${PAGE} answered ${res.status} without its heading`;
    break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
if (dev.exitCode !== null) failure = `react-router dev exited with ${dev.exitCode}`;
// The dev server and its children: the whole process group.
if (dev.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');

if (failure) {
  console.error(`vite dev render: ${failure}\n${log.slice(-3000)}`);
  process.exit(1);
}
console.log(`vite dev render: ${PAGE} rendered on the server with its heading`);
