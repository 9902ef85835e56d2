#!/usr/bin/env node
// Time from navigation to interactive (the app hydrated: `html[data-hydrated]`, web/src/app/root.tsx) on a
// phone throttled like Lighthouse's mobile profile (4x CPU, 150 ms RTT, 1.6 Mbps down, 750 kbps up) and on
// an unthrottled desktop, each load in a new browser context (cold cache). Also prints the first contentful
// paint, when a visitor first sees the page, and when the parts below the fold that hydrate after the page
// (a property's forms) have hydrated too. Target (issue 17): hydrated within 3.0 s on the phone.
// A benchmark, not a test: figures move with the machine's load. Needs `pnpm build` first.
//
//   node bench/time-to-interactive.mjs [--runs 5] [--path /other/]...
/* global window, document, MutationObserver -- the marks run in the page */
import { parseArgs } from 'node:util';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, DETAIL_CODE, startApp } from './lighthouse-app.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    path: { type: 'string', multiple: true },
  },
});
const RUNS = Math.max(1, Number(values.runs));
const PATHS = values.path ?? ['/', `/inmueble/${DETAIL_CODE}`, '/mantenimientos/crear/'];
const TARGET_MS = 3000;

const PROFILES = [
  {
    name: 'phone (throttled)',
    context: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    throttle: { cpu: 4, latency: 150, down: (1.6 * 1024 * 1024) / 8, up: (750 * 1024) / 8 },
  },
  { name: 'desktop', context: { viewport: { width: 1440, height: 900 } } },
];

/** Records when the page was first painted with content and when the app marked itself hydrated. */
const MARKS = () => {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') window.__fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  // The document, not <html>: the script runs before the parser has created it. The build before issue 17
  // marked the end of hydration by removing `data-hydrating` instead, so before and after can be compared.
  // Parts of a page that hydrate after it (web/src/app/hydrates-later.tsx) are timed apart: `__allHydrated`.
  new MutationObserver((records, observer) => {
    const now = performance.now();
    const started =
      document.documentElement.hasAttribute('data-hydrated') ||
      records.some((r) => r.attributeName === 'data-hydrating' && !r.target.hasAttribute('data-hydrating'));
    if (started) window.__hydrated ??= now;
    if (
      window.__hydrated !== undefined &&
      !document.querySelector('[data-hydrates-later]:not([data-hydrated])')
    ) {
      window.__allHydrated = now;
      observer.disconnect();
    }
  }).observe(document, {
    attributes: true,
    subtree: true,
    attributeFilter: ['data-hydrated', 'data-hydrating'],
  });
};

async function load(browser, baseURL, path, profile) {
  const context = await browser.newContext({ ...profile.context, locale: 'es-CO' });
  try {
    const page = await context.newPage();
    await page.addInitScript(MARKS);
    if (profile.throttle) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.throttle.cpu });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.throttle.latency,
        downloadThroughput: profile.throttle.down,
        uploadThroughput: profile.throttle.up,
      });
    }
    await page.goto(`${baseURL}${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__allHydrated !== undefined, null, {
      timeout: 60_000,
      polling: 50,
    });
    return await page.evaluate(() => ({
      fcp: window.__fcp ?? NaN,
      hydrated: window.__hydrated,
      all: window.__allHydrated,
    }));
  } finally {
    await context.close();
  }
}

/** When the parts that hydrate after the page had hydrated too, where the page has such parts. */
function laterParts(runs) {
  const all = runs.map((r) => r.all);
  if (runs.every((r) => r.all === r.hydrated)) return '';
  return `   below-the-fold parts ${ms(median(all))} (${Math.round(Math.min(...all))}-${Math.round(Math.max(...all))})`;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${Math.round(x)}`.padStart(6);

const app = await startApp();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.slice(1) });
try {
  console.log(`# ${RUNS} cold loads per page and profile; median (min-max) in ms from navigation start`);
  // The same slowdown is a different phone on a different host: the host's speed makes figures comparable.
  const probe = await browser.newPage();
  const index = await probe.evaluate(pageFunctions.computeBenchmarkIndex);
  await probe.close();
  console.log(
    `# host benchmarkIndex ${Math.round(index)} (Lighthouse's): the phone's 4x CPU runs the page as on about ${Math.round(index / 4)}` +
      " (DevTools' calibration: 264 a low-tier phone, 1,000 a mid-tier one)",
  );
  for (const profile of PROFILES) {
    console.log(`\n${profile.name}`);
    for (const path of PATHS) {
      await load(browser, app.baseURL, path, profile); // warms the gateway's render cache, not the browser's
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await load(browser, app.baseURL, path, profile));
      const hydrated = runs.map((r) => r.hydrated);
      const verdict = profile.throttle
        ? median(hydrated) <= TARGET_MS
          ? '  meets 3.0 s'
          : '  misses 3.0 s'
        : '';
      console.log(
        `  ${path.padEnd(24)} first paint ${ms(median(runs.map((r) => r.fcp)))}   hydrated ${ms(median(hydrated))}` +
          ` (${Math.round(Math.min(...hydrated))}-${Math.round(Math.max(...hydrated))})${verdict}` +
          laterParts(runs),
      );
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
