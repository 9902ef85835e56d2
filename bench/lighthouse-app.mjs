// Starts the built gateway (embedded defaults: PGlite, in-memory cache, .eml mail) in a temporary
// DATA_DIR on a free port for the web benchmarks, and waits until the seeded catalog answers.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './bench-kit.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Seeded deterministically by the local catalog. */
export const DETAIL_CODE = '919-1001';

export function webDist() {
  return path.resolve(ROOT, process.env.WEB_DIST ?? 'packages/web/dist');
}

/** Resolves to `{ baseURL, stop }` once `/api/properties/<DETAIL_CODE>` answers 200. */
export async function startApp() {
  const mainJs = path.join(ROOT, 'packages/api/dist/main.js');
  if (!existsSync(mainJs) || !existsSync(path.join(webDist(), 'server/index.js'))) {
    console.error('The app is not built: run `pnpm build` first (or set WEB_DIST to another web build).');
    process.exit(2);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inmo-webbench-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [mainJs], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      WEB_DIST: webDist(),
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      CHROMIUM_PATH,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited) throw new Error('the gateway exited before it was ready');
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the gateway was not ready within 180 s');
    }
    try {
      const res = await fetch(`${baseURL}/api/properties/${DETAIL_CODE}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { baseURL, stop };
}
