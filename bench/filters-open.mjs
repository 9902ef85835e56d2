#!/usr/bin/env node
// How long the phone's "Filtros" takes to show its filters on the calibrated budget Android
// (bench/calibrated-phone.mjs), from the tap to the first frame with the drawer's fields visible: tapped the
// moment the app has started (before the page is idle, so before the closed drawer is rendered ahead), once the
// page is idle, and a second time. Target (issue 49, D11): under 100 ms once idle. Needs `pnpm build` first.
//
//   node bench/filters-open.mjs [--runs 5]
/* global document, requestAnimationFrame -- the marks run in the page */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { calibratePhone, emulatePhone, hostLoad, PHONE_CONTEXT } from './calibrated-phone.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startApp } from './lighthouse-app.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Math.max(1, Number(values.runs));
const TARGET_MS = 100;
/** Past requestIdleCallback's 2 s timeout, with room for the idle render itself. */
const IDLE_WAIT_MS = 4000;
const FIELD = '#filtro-movil-gestion';

/** Taps "Filtros" and returns the ms from the tap to the first frame that shows the drawer's fields. */
async function timeOpen(page) {
  const shown = page.evaluate(
    (selector) =>
      new Promise((resolve) => {
        const start = performance.now();
        const frame = () => {
          const field = document.querySelector(selector);
          if (field?.checkVisibility()) requestAnimationFrame(() => resolve(performance.now() - start));
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    FIELD,
  );
  await page.getByRole('button', { name: /^Filtros/ }).tap();
  return shown;
}

async function run(browser, baseURL, idleFirst, cpuSlowdown) {
  const context = await browser.newContext({ ...PHONE_CONTEXT, locale: 'es-CO' });
  try {
    const page = await context.newPage();
    await emulatePhone(await context.newCDPSession(page), cpuSlowdown);
    await page.goto(`${baseURL}/`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    if (idleFirst) await page.waitForTimeout(IDLE_WAIT_MS);
    const first = await timeOpen(page);
    await page.keyboard.press('Escape');
    await page.locator(FIELD).waitFor({ state: 'hidden' });
    await page.waitForTimeout(500);
    return { first, second: await timeOpen(page) };
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const line = (xs) => `${Math.round(median(xs))} ms (${xs.map(Math.round).join(', ')})`;

const app = await startApp();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.slice(1) });
try {
  console.log(
    `# ${RUNS} cold loads of / per case on the calibrated phone; median (each run) from tap to frame`,
  );
  console.log(`# ${new Date().toISOString()}, ${hostLoad()}`);
  await run(browser, app.baseURL, false, 1); // warms the gateway's render cache
  for (const idleFirst of [false, true]) {
    const firsts = [];
    const seconds = [];
    const slowdowns = [];
    for (let i = 0; i < RUNS; i++) {
      const phone = await calibratePhone(browser, 5);
      slowdowns.push(phone.cpuSlowdown);
      const { first, second } = await run(browser, app.baseURL, idleFirst, phone.cpuSlowdown);
      firsts.push(first);
      seconds.push(second);
    }
    const when = idleFirst ? `tapped once the page is idle (${IDLE_WAIT_MS} ms)` : 'tapped as the app starts';
    console.log(`\n${when}; CPU slowdown per run: ${slowdowns.join(', ')}`);
    console.log(`  first open  ${line(firsts)}`);
    console.log(`  second open ${line(seconds)}`);
    if (idleFirst)
      console.log(
        `  first open once idle ${median(firsts) <= TARGET_MS ? 'meets' : 'misses'} ${TARGET_MS} ms`,
      );
  }
} finally {
  await browser.close();
  await app.stop();
}
