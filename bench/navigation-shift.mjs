#!/usr/bin/env node
// How much a page moves under the visitor once it is opened from another page (a client-side navigation), the
// layout shift Lighthouse never sees: it loads pages cold. Each journey opens its first page, waits until the app
// has hydrated and settled, follows a link of that page to the second (the page's own <a>, clicked as the
// router's Link takes it), and sums the layout shifts (PerformanceObserver, `hadRecentInput` aside) until the
// second page has been quiet for a while. On the calibrated phone (bench/calibrated-phone.mjs) and an unthrottled
// desktop, each journey in a new browser context. Prints the shift (CLS units: the share of the screen that moved
// times how far) with the elements that moved most. A benchmark, not a test: needs `pnpm build` first.
//
//   node bench/navigation-shift.mjs [--runs 3] [--journey '/>/mantenimientos/crear/']...
// A journey is `from>to`, `to` the href of a link on `from`; `to` ending in `*` takes the first link that starts so.
/* global window, document, Element */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { calibratePhone, emulatePhone, hostLoad, PROFILES } from './calibrated-phone.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, DETAIL_CODE, startApp } from './lighthouse-app.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    journey: { type: 'string', multiple: true },
  },
});
const RUNS = Math.max(1, Number(values.runs));
const JOURNEYS = (
  values.journey ?? [
    '/>/busqueda/venta/0/0',
    '/>/inmueble/*',
    `/inmueble/${DETAIL_CODE}>/`,
    '/>/mantenimientos/crear/',
    '/>/pqrs/crear/',
    '/>/Forms/formPromoteProperty/',
    '/>/contacto/',
    '/>/trabaja-con-nosotros/',
    '/>/rentalsimulator/',
    '/>/favoritos/',
  ]
).map((journey) => {
  const [from = '/', to = '/'] = journey.split('>');
  return { from, to };
});
/** The second page is done once nothing has moved and no request has gone out for this long. */
const QUIET_MS = 1500;

const OBSERVE = () => {
  window.__shift = { total: 0, last: performance.now(), sources: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shift.total += entry.value;
      window.__shift.last = performance.now();
      for (const source of entry.sources ?? []) {
        const node = source.node;
        const name =
          node instanceof Element
            ? `${node.localName}${node.id ? `#${node.id}` : ''}${node.getAttribute('data-testid') ? `[${node.getAttribute('data-testid')}]` : ''}.${[
                ...node.classList,
              ]
                .filter((c) => !c.startsWith('css-'))
                .slice(0, 2)
                .join('.')}`
            : String(node?.nodeName);
        window.__shift.sources.push({
          name,
          value: entry.value,
          dy: Math.round(source.currentRect.y - source.previousRect.y),
          dh: Math.round(source.currentRect.height - source.previousRect.height),
        });
      }
    }
  }).observe({ type: 'layout-shift' });
};

async function journey(browser, baseURL, { from, to }, profile, cpuSlowdown) {
  const context = await browser.newContext({ ...profile.context, locale: 'es-CO' });
  try {
    const page = await context.newPage();
    if (profile.phone) await emulatePhone(await context.newCDPSession(page), cpuSlowdown);
    let lastRequest = Date.now();
    page.on('request', () => (lastRequest = Date.now()));
    await page.goto(`${baseURL}${from}`);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
    await page.waitForFunction(
      () => !document.querySelector('[data-hydrates-later]:not([data-hydrated])'),
      null,
      {
        timeout: 60_000,
      },
    );
    await page.waitForTimeout(QUIET_MS);
    await page.evaluate(OBSERVE);
    const prefix = to.endsWith('*') ? to.slice(0, -1) : undefined;
    const link = page.locator(prefix ? `a[href^="${prefix}"]` : `a[href="${to}"]`).first();
    if ((await link.count()) === 0) throw new Error(`${from} has no link to ${to}`);
    const href = (await link.getAttribute('href')) ?? to;
    await link.evaluate((a) => a.click());
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href, { timeout: 60_000 });
    const started = Date.now();
    for (;;) {
      await page.waitForTimeout(250);
      const sinceShift = await page.evaluate(() => performance.now() - window.__shift.last);
      if ((sinceShift >= QUIET_MS && Date.now() - lastRequest >= QUIET_MS) || Date.now() - started > 30_000)
        break;
    }
    return await page.evaluate(() => window.__shift);
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const app = await startApp();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.slice(1) });
try {
  console.log(
    `# ${RUNS} runs per journey and profile; layout shift after the link was followed, median (max)`,
  );
  console.log(`# ${new Date().toISOString()}, ${hostLoad()}`);
  for (const profile of PROFILES) {
    console.log(`\n${profile.name}`);
    for (const route of JOURNEYS) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const phone = profile.phone ? await calibratePhone(browser, 5) : undefined;
        runs.push(await journey(browser, app.baseURL, route, profile, phone?.cpuSlowdown ?? 1));
      }
      const totals = runs.map((r) => r.total);
      const worst = runs.reduce((a, b) => (b.total > a.total ? b : a));
      const movers = [...worst.sources]
        .sort((a, b) => b.value - a.value)
        .slice(0, 3)
        .map(
          (s) =>
            `${s.name} ${s.dy >= 0 ? '+' : ''}${s.dy} px${s.dh ? `, height ${s.dh >= 0 ? '+' : ''}${s.dh}` : ''}`,
        );
      console.log(
        `  ${`${route.from} -> ${route.to}`.padEnd(44)} ${median(totals).toFixed(4)} (${Math.max(...totals).toFixed(4)})` +
          (movers.length ? `   moved: ${movers.join('; ')}` : ''),
      );
    }
  }
  console.log(`\n# done ${new Date().toISOString()}, ${hostLoad()}`);
} finally {
  await browser.close();
  await app.stop();
}
