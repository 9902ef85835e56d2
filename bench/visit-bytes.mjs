#!/usr/bin/env node
// A ten-page visit's bytes (issue 50, goal 5): on the calibrated phone (bench/calibrated-phone.mjs: a budget
// Android's CPU, Lighthouse's mobile network; 375x812 touch viewport), a visitor opens / and then follows the
// app's links: the menu to /busqueda/, three properties from the results (Back to the results between them),
// the third one saved to favorites, the header's favorites to /favoritos/, the menu to the maintenance form.
// Every step waits until the network has been quiet for a second. The walk is done twice in one browser
// context: the first visit (empty cache) and the return visit (a new page, the cache warm: a visitor coming
// back; seconds later, so what is cached for an hour, the lookups, is still fresh, as it would not be the next
// day). Counts what came over the wire (CDP Network.loadingFinished encodedDataLength: compressed bodies plus
// response headers, HTTP/1.1 straight to the gateway, no proxy's HTTP/2 header compression) per step and per
// kind (document HTML, scripts, styles, data = React Router `.data` and /api, images, fonts, other), the
// headers' share, the requests made, how many the browser cache answered (no bytes) and how many were 304s.
// Then, apart, the HTML document of a full load of each page walked (what each page costs when opened, not
// reached by the app's client-side navigation). Images below the fold that load lazily count only if they
// show: the visitor does not scroll. Needs `pnpm build` first.
//
//   node bench/visit-bytes.mjs [--runs 3] [--json]      (--runs > 1: the median of each figure)
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { calibratePhone, emulatePhone, hostLoad, PHONE_CONTEXT } from './calibrated-phone.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startApp } from './lighthouse-app.mjs';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, json: { type: 'boolean', default: false } },
});
const RUNS = Math.max(1, Number(values.runs));
const KINDS = ['html', 'scripts', 'styles', 'data', 'images', 'fonts', 'other'];
const COUNTS = ['headers', 'requests', 'cached', 'revalidated'];
/** A step is over once no request has been in flight for this long. */
const QUIET_MS = 1000;

function kindOf(url, type) {
  const { pathname } = new URL(url);
  if (type === 'Document') return 'html';
  if (type === 'Image' || /\.(png|jpe?g|webp|avif|gif|svg|ico)$/.test(pathname)) return 'images';
  if (type === 'Font' || /\.(woff2?|ttf|otf)$/.test(pathname)) return 'fonts';
  if (pathname.endsWith('.data') || pathname.startsWith('/api/')) return 'data';
  if (type === 'Script' || /\.m?js$/.test(pathname)) return 'scripts';
  if (type === 'Stylesheet' || pathname.endsWith('.css')) return 'styles';
  return 'other';
}

const emptyStep = (name) => ({
  name,
  ...Object.fromEntries([...KINDS, 'total', ...COUNTS].map((k) => [k, 0])),
});

/** Records a page's requests over CDP, each counted in the step it started in. */
async function recorder(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  const inFlight = new Set();
  let step;
  let lastActivity = Date.now();
  const settle = (id) => {
    inFlight.delete(id);
    lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type, redirectResponse }) => {
    if (!/^https?:/.test(request.url)) return;
    const previous = requests.get(requestId);
    // A redirect reuses the id: its 3xx answer's bytes stay with the step that asked.
    if (previous && redirectResponse) {
      previous.step.other += redirectResponse.encodedDataLength ?? 0;
      previous.step.total += redirectResponse.encodedDataLength ?? 0;
    }
    requests.set(requestId, { step, kind: kindOf(request.url, type), url: request.url });
    if (!previous) step.requests++;
    inFlight.add(requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const r = requests.get(requestId);
    if (r) r.cached = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const r = requests.get(requestId);
    if (r && response.fromDiskCache) r.cached = true;
  });
  // The status and headers on the wire come apart (a 304 shows as the cached 200 in responseReceived).
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode, headersText }) => {
    const r = requests.get(requestId);
    if (!r) return;
    if (statusCode === 304) r.step.revalidated++;
    r.step.headers += headersText?.length ?? 0;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const r = requests.get(requestId);
    if (!r) return;
    const bytes = r.cached ? 0 : encodedDataLength;
    r.step[r.kind] += bytes;
    r.step.total += bytes;
    if (r.cached) r.step.cached++;
    settle(requestId);
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => settle(requestId));
  return {
    cdp,
    /** Runs `action` as step `name` and waits until the network is quiet. */
    async step(name, steps, action) {
      step = emptyStep(name);
      steps.push(step);
      lastActivity = Date.now();
      await action();
      step.path = new URL(page.url()).pathname;
      const until = Date.now() + 60_000;
      while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
        if (Date.now() > until) throw new Error(`${name}: the network was not quiet within 60 s`);
        await page.waitForTimeout(100);
      }
    },
  };
}

/** The walk, from / to the maintenance form; returns its steps' figures. */
async function visit(context, baseURL, cpuSlowdown) {
  const page = await context.newPage();
  const rec = await recorder(context, page);
  await emulatePhone(rec.cdp, cpuSlowdown);
  const steps = [];
  const menuTo = async (label) => {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('navigation', { name: 'Menú del sitio' }).getByRole('link', { name: label }).click();
  };
  const results = page.getByRole('list', { name: 'Resultados de la búsqueda' });

  await rec.step('/ (full load)', steps, async () => {
    await page.goto(`${baseURL}/`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
  });
  await rec.step('menu → /busqueda/', steps, async () => {
    await menuTo('Buscar inmuebles');
    await page.waitForURL(/\/busqueda\//);
    await results.waitFor();
  });
  const hrefs = [
    ...new Set(
      await results
        .locator('a[href*="/inmueble/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ),
  ].slice(0, 3);
  for (const [i, href] of hrefs.entries()) {
    const code = href.match(/\/inmueble\/([^/?#]+)/)[1];
    await rec.step(`property ${i + 1} (${code})`, steps, async () => {
      await results.locator(`a[href="${href}"]`).first().click();
      await page.waitForURL(`**${href}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
    if (i < hrefs.length - 1) {
      await rec.step('back → results', steps, async () => {
        await page.goBack();
        await results.waitFor();
      });
    } else {
      // The return visit finds it saved already: nothing to click.
      await rec.step('save it to favorites', steps, async () => {
        const add = page.getByRole('button', { name: `Agregar a favoritos: ${code}`, exact: true }).first();
        if (await add.isVisible()) await add.click();
      });
    }
  }
  await rec.step('header ♥ → /favoritos/', steps, async () => {
    await page.getByRole('button', { name: /^Favoritos/ }).click();
    await page.getByRole('link', { name: 'Ver todos mis favoritos' }).click();
    await page.waitForURL('**/favoritos/');
  });
  await rec.step('menu → /mantenimientos/crear/', steps, async () => {
    await menuTo('Mantenimientos');
    await page.waitForURL('**/mantenimientos/crear/');
    await page.locator('form').first().waitFor();
  });
  await page.close();
  return { steps, paths: [...new Set(steps.map((s) => s.path))] };
}

/** The HTML document of a full load of each path (no throttling: bytes only). */
async function fullLoadHtml(browser, baseURL, paths) {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const out = [];
    for (const path of paths) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      let docId;
      const done = new Promise((resolve) => {
        cdp.on('Network.requestWillBeSent', (e) => {
          if (e.type === 'Document') docId ??= e.requestId;
        });
        cdp.on('Network.loadingFinished', (e) => e.requestId === docId && resolve(e.encodedDataLength));
      });
      const res = await page.goto(`${baseURL}${path}`, { waitUntil: 'domcontentloaded' });
      out.push({ path, bytes: await done, status: res.status(), title: await page.title() });
      await page.close();
    }
    return out;
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Each figure of each step, the median over the runs (the runs walk the same steps). */
function medianSteps(runs) {
  return runs[0].map((first, i) => ({
    ...first,
    ...Object.fromEntries(
      [...KINDS, 'total', ...COUNTS].map((k) => [k, median(runs.map((steps) => steps[i][k]))]),
    ),
  }));
}

function totals(steps) {
  const sum = emptyStep('all');
  for (const s of steps) for (const k of [...KINDS, 'total', ...COUNTS]) sum[k] += s[k];
  return sum;
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);

function table(title, steps) {
  const lines = [
    `\n${title}: KB transferred (response headers included; of which headers), requests, served from cache, 304`,
    `  ${'step'.padEnd(32)}${[...KINDS, 'total', 'headers'].map((k) => k.padStart(8)).join('')}   reqs cached 304`,
  ];
  for (const s of [...steps, totals(steps)]) {
    lines.push(
      `  ${s.name.padEnd(32)}${[...KINDS, 'total', 'headers'].map((k) => kb(s[k])).join('')}` +
        `   ${String(s.requests).padStart(4)} ${String(s.cached).padStart(6)} ${String(s.revalidated).padStart(3)}`,
    );
  }
  return lines.join('\n');
}

const app = await startApp();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.slice(1) });
try {
  const started = new Date().toISOString();
  const runs = [];
  const phones = [];
  // Warms the gateway's render cache, so the first run's pages are no different.
  const warm = await browser.newContext({ ...PHONE_CONTEXT, locale: 'es-CO' });
  await visit(warm, app.baseURL, 1);
  await warm.close();
  for (let i = 0; i < RUNS; i++) {
    const phone = await calibratePhone(browser, 5);
    phones.push(phone);
    const context = await browser.newContext({ ...PHONE_CONTEXT, locale: 'es-CO' });
    try {
      const first = await visit(context, app.baseURL, phone.cpuSlowdown);
      const back = await visit(context, app.baseURL, phone.cpuSlowdown);
      runs.push({ first, back });
    } finally {
      await context.close();
    }
  }
  const first = medianSteps(runs.map((r) => r.first.steps));
  const back = medianSteps(runs.map((r) => r.back.steps));
  const html = await fullLoadHtml(browser, app.baseURL, runs[0].first.paths);
  if (values.json) {
    console.log(JSON.stringify({ runs: RUNS, phones, first, back, fullLoadHtml: html }, null, 2));
  } else {
    console.log(
      `# a visit's bytes on the calibrated phone; ${RUNS} run(s)${RUNS > 1 ? ", each step's medians (the totals add them up)" : ''}`,
    );
    console.log(`# ${started}, ${hostLoad()}`);
    for (const phone of phones) console.log(`# ${phone.line}`);
    console.log(table('first visit (empty cache)', first));
    console.log(table('return visit (same context, cache warm)', back));
    const [a, b] = [totals(first).total, totals(back).total];
    console.log(`\nreturn visit / first visit: ${kb(b).trim()} / ${kb(a).trim()} KB = ${(b / a).toFixed(2)}`);
    console.log('\nHTML document of a full load of each page walked: KB (headers included), status, title');
    for (const { path, bytes, status, title } of html)
      console.log(`  ${path.padEnd(32)}${kb(bytes)}   ${status}  ${title}`);
    console.log(`\n# done ${new Date().toISOString()}, ${hostLoad()}`);
  }
} finally {
  await browser.close();
  await app.stop();
}
