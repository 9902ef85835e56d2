#!/usr/bin/env node
// First-page JavaScript, measured two ways:
//   1. static: what React Router's manifest lists for `/` (entry, matched route modules and their imports,
//      the manifest itself), the figure the gate's budget checks (scripts/check-bundle-budget.mjs);
//   2. real: every JS response Chromium receives while loading `/` until it has hydrated and the network is
//      idle (lazy chunks the page imports at once included), gzip-compressed at level 9 here, so the figure
//      does not depend on the server's compression settings.
// The same is printed, in one line each, for a property detail and the maintenance form.
// Target (issue 17): `/` at most 210 KB gzip. Needs `pnpm build` first (WEB_DIST may point elsewhere).
//
//   node bench/bundle-size.mjs [--json] [--page /inmueble/919-1001]   (--page: that page's files, one by one)
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { BUDGETS, firstPageFiles, readManifest } from '../scripts/check-bundle-budget.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, DETAIL_CODE, startApp, webDist } from './lighthouse-app.mjs';

const TARGET_KB = 210;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

function staticEntry() {
  const clientDir = path.join(webDist(), 'client');
  const home = BUDGETS.find((b) => b.page === '/');
  if (!home) throw new Error('check-bundle-budget.mjs has no budget for /');
  return firstPageFiles(clientDir, readManifest(clientDir), home.routes).map((f) => ({ url: f.name, ...f }));
}

async function realLoad(baseURL, pagePath) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, isMobile: true });
    const files = new Map();
    const pending = [];
    page.on('response', (res) => {
      const type = res.headers()['content-type'] ?? '';
      if (res.request().resourceType() !== 'script' && !type.includes('javascript')) return;
      pending.push(
        res.body().then(
          (buf) => {
            const url = new URL(res.url()).pathname;
            files.set(url, {
              url,
              raw: buf.length,
              gzip: gz(buf),
              wire: Number(res.headers()['content-length'] ?? 0),
              encoding: res.headers()['content-encoding'] ?? 'identity',
            });
          },
          () => undefined,
        ),
      );
    });
    await page.goto(`${baseURL}${pagePath}`, { waitUntil: 'networkidle' });
    // On a busy machine the network can go quiet before the app starts: count until it has hydrated
    // (web/src/app/root.tsx) and the network is quiet again.
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    return [...files.values()];
  } finally {
    await browser.close();
  }
}

function table(title, files) {
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  console.log(`\n${title}`);
  for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) {
    const extra = f.encoding ? `  served ${f.encoding}${f.wire > 0 ? ` (${kb(f.wire)} KB)` : ''}` : '';
    console.log(
      `  ${String(kb(f.gzip)).padStart(7)} KB gz  ${String(kb(f.raw)).padStart(7)} KB raw  ${f.url}${extra}`,
    );
  }
  console.log(`  ${String(kb(total)).padStart(7)} KB gz  total (${files.length} files)${asSent(files)}`);
  return total;
}

/** What travelled: the bytes of the precompressed answers (those compressed on the fly carry no length). */
function asSent(files) {
  const known = files.filter((f) => f.wire > 0);
  if (known.length === 0) return '';
  const encodings = [...new Set(known.map((f) => f.encoding))].join('/');
  const rest = files.length - known.length;
  const sent = kb(known.reduce((sum, f) => sum + f.wire, 0));
  return `; ${known.length} sent precompressed as ${sent} KB ${encodings}${rest ? `, ${rest} compressed on the fly` : ''}`;
}

const app = await startApp();
try {
  const staticFiles = staticEntry();
  const realFiles = await realLoad(app.baseURL, '/');
  const staticTotal = table("React Router manifest for / (the gate's budget)", staticFiles);
  const realTotal = table('Chromium load of / (375 px, until network idle)', realFiles);
  // The other pages a visitor may land on (a shared property, the maintenance form), in one line each.
  console.log('\nother first pages (375 px, until network idle)');
  const detailed = process.argv.includes('--page') ? process.argv[process.argv.indexOf('--page') + 1] : null;
  for (const other of [`/inmueble/${DETAIL_CODE}`, '/mantenimientos/crear/']) {
    const files = await realLoad(app.baseURL, other);
    if (other === detailed) table(`Chromium load of ${other}`, files);
    const total = files.reduce((sum, f) => sum + f.gzip, 0);
    console.log(`  ${String(kb(total)).padStart(7)} KB gz  ${other} (${files.length} files)${asSent(files)}`);
  }
  // The target is what a page needs to start (the manifest); parts that hydrate later load after it.
  const verdict = staticTotal / 1024 <= TARGET_KB ? 'meets' : 'misses';
  console.log(
    `\nfirst-page JS: ${kb(staticTotal)} KB gzip to start /, ${verdict} the ${TARGET_KB} KB target; ` +
      `${kb(realTotal)} KB until the network is idle, with the parts that hydrate after the page`,
  );
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ staticGzip: staticTotal, realGzip: realTotal, files: realFiles }));
  }
} finally {
  await app.stop();
}
