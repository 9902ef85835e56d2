#!/usr/bin/env node
// Lighthouse (issues 8 and 38) with mobile emulation against the built app: `/`, a property detail page and
// `/mantenimientos/crear/`, on one calibrated phone whatever the host: the CPU slowdown is the host's
// benchmarkIndex over a budget Android's 600 (bench/calibrated-phone.mjs, measured in the audit's own
// Chromium before each run), for both Lantern's simulation and applied (devtools) throttling. Prints the four
// category scores and LCP, CLS, TBT and the longest task per page, with the targets (performance >= 95, the
// others 100, LCP < 1.5 s lab, CLS < 0.02, TBT <= 200 ms, no task over 200 ms), and the page's HTML and CSS
// bytes. A benchmark, not a test: calibration makes a loaded host's figures comparable, not identical, so the
// output states the host's load. Needs `pnpm build` first (WEB_DIST may point elsewhere).
//
//   node bench/lighthouse.mjs [--runs 1] [--path /other/]... [--diagnose] [--mode both|simulated|devtools]
//                             [--cpu 4]
//
// --mode: `both` (the default) audits each page with Lantern's simulation, then with applied throttling (a
// real throttled load; `--devtools` is `--mode devtools`). --cpu sets the slowdown instead of calibrating it
// (Lighthouse's default is 4x whatever the host: the figures before issue 38).
//
// --diagnose also prints, per page (first run), where the main thread's time went: the scripts with the
// most evaluation/compile time (bootup-time), the work by kind (mainthread-work-breakdown) and the long
// tasks, which is what TBT adds up.
//
// Simulated runs also print each run's unthrottled first paint and how many of the page's scripts had
// finished loading by then. Lantern counts a High-priority script that finished before the observed first
// paint as render-blocking unless it finds the script's EvaluateScript after the paint, and ES modules have
// none (GoogleChrome/lighthouse#17163). So the simulated FCP and LCP swing by 1-2 s on the same build
// with a race of tens of ms on the unthrottled load; applied throttling measures a real throttled load instead.
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { calibratePhone, hostLoad, TARGET_BENCHMARK_INDEX } from './calibrated-phone.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, DETAIL_CODE, startApp } from './lighthouse-app.mjs';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    runs: { type: 'string', default: '1' },
    path: { type: 'string', multiple: true },
    diagnose: { type: 'boolean', default: false },
    // A fixed slowdown instead of the calibrated one.
    cpu: { type: 'string' },
    mode: { type: 'string', default: 'both' },
    devtools: { type: 'boolean', default: false },
  },
});
const MODE = values.devtools ? 'devtools' : values.mode;
if (!['both', 'simulated', 'devtools'].includes(MODE)) {
  console.error(`--mode is both, simulated or devtools, not ${MODE}`);
  process.exit(2);
}
const METHODS = MODE === 'both' ? ['simulate', 'devtools'] : [MODE === 'devtools' ? 'devtools' : 'simulate'];
const RUNS = Math.max(1, Number(values.runs));
const PATHS = values.path ?? ['/', `/inmueble/${DETAIL_CODE}`, '/mantenimientos/crear/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** What the page's document and stylesheets weighed on the wire and unpacked, from network-requests. */
function pageBytes(requests, url) {
  const doc = requests.find((r) => r.resourceType === 'Document' && r.url.startsWith(url));
  const sheets = requests.filter((r) => r.resourceType === 'Stylesheet');
  const sum = (rs, key) => rs.reduce((total, r) => total + (r[key] ?? 0), 0);
  return {
    html: doc?.resourceSize ?? NaN,
    htmlWire: doc?.transferSize ?? NaN,
    css: sum(sheets, 'resourceSize'),
    cssWire: sum(sheets, 'transferSize'),
    sheets: sheets.length,
  };
}

/** The bytes of CSS inlined in the page's HTML (`<style>` elements: the critical CSS emotion serialises). */
async function inlineCss(url) {
  const html = await (await fetch(url)).text();
  let bytes = 0;
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) bytes += Buffer.byteLength(m[1]);
  return bytes;
}

async function audit(url, port, method, cpuSlowdown) {
  // Default config = mobile form factor, Moto G power emulation, slow 4G; the CPU slowdown is the phone's.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    throttlingMethod: method,
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  });
  if (result.lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdown)
    throw new Error(`Lighthouse ran at ${result.lhr.configSettings.throttling.cpuSlowdownMultiplier}x`);
  // A run Lighthouse could not finish (a page that never painted within its limits on a loaded host) is
  // left out of the medians and counted.
  if (result.lhr.runtimeError) return { error: result.lhr.runtimeError.code };
  const { categories, audits } = result.lhr;
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  const nodes = (id) =>
    (audits[id]?.details?.items ?? []).flatMap((item) =>
      [item.node, ...(item.items ?? []).map((i) => i.node)].filter(Boolean).map((n) => n.snippet),
    );
  const items = (id) => audits[id]?.details?.items ?? [];
  // The observed metrics and network-requests' times both count from the navigation's start (±1 ms).
  const observedPaint = items('metrics')[0]?.observedFirstContentfulPaint;
  const scripts = items('network-requests').filter((r) => r.resourceType === 'Script');
  const scriptsBeforePaint = scripts.filter((r) => r.networkEndTime <= observedPaint).length;
  const short = (url) => String(url).replace(/^https?:\/\/[^/]+/, '');
  const diagnosis = [
    'scripts (scripting + compile ms): ' +
      items('bootup-time')
        .slice(0, 8)
        .map((i) => `${short(i.url)} ${Math.round(i.scripting)}+${Math.round(i.scriptParseCompile)}`)
        .join(', '),
    'main thread by kind (ms): ' +
      items('mainthread-work-breakdown')
        .map((i) => `${i.groupLabel} ${Math.round(i.duration)}`)
        .join(', '),
    'long tasks (start ms: duration ms, script): ' +
      items('long-tasks')
        .slice(0, 10)
        .map((i) => `${Math.round(i.startTime)}: ${Math.round(i.duration)} ${short(i.url)}`)
        .join('; '),
  ];
  return {
    diagnosis,
    lcpElement: nodes('largest-contentful-paint-element')[0],
    shifts: nodes('layout-shifts').slice(0, 3),
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    // Sorted longest first; simulated runs give Lantern's durations at the phone's slowdown.
    longestTask: items('long-tasks')[0]?.duration ?? 0,
    bytes: pageBytes(items('network-requests'), url),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    observedPaint:
      observedPaint === undefined
        ? 'n/a'
        : `${Math.round(observedPaint)} ms (${scriptsBeforePaint}/${scripts.length} scripts loaded)`,
    failing,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const METHOD_LABEL = { simulate: 'simulated (Lantern)', devtools: 'applied (devtools)' };

const app = await startApp();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
/** The audits' own Chromium measures the host, through Playwright, which is gone before Lighthouse runs. */
async function calibrate() {
  const probe = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    return await calibratePhone(probe);
  } finally {
    await probe.close(); // disconnects: the Chromium runs on
  }
}
const rows = [];
const started = `${new Date().toISOString()}, ${hostLoad()}`;
try {
  for (const path of PATHS) {
    const url = `${app.baseURL}${path}`;
    await fetch(url); // warm the gateway's caches once; Lighthouse measures a cold browser anyway
    const css = await inlineCss(url);
    for (const method of METHODS) {
      const all = [];
      for (let i = 0; i < RUNS; i++) {
        // Measured again before each run: a loaded host's speed moves within minutes.
        const phone = values.cpu ? { cpuSlowdown: Number(values.cpu) } : await calibrate();
        all.push({ ...(await audit(url, chrome.port, method, phone.cpuSlowdown)), phone });
      }
      const errors = all.filter((r) => r.error).map((r) => r.error);
      const runs = all.filter((r) => !r.error);
      if (runs.length === 0) {
        rows.push({ path, method, inlineCss: css, errors, phones: all.map((r) => r.phone) });
        continue;
      }
      const pick = (fn) => median(runs.map(fn));
      rows.push({
        path,
        method,
        errors,
        phones: all.map((r) => r.phone),
        inlineCss: css,
        bytes: runs[0].bytes,
        performance: pick((r) => r.scores.performance),
        accessibility: pick((r) => r.scores.accessibility),
        'best-practices': pick((r) => r.scores['best-practices']),
        seo: pick((r) => r.scores.seo),
        lcp: pick((r) => r.lcp),
        cls: pick((r) => r.cls),
        tbt: pick((r) => r.tbt),
        longestTask: pick((r) => r.longestTask),
        benchmarkIndexes: runs.map((r) => Math.round(r.benchmarkIndex)),
        failing: [...new Set(runs.flatMap((r) => r.failing))],
        observedPaints: runs.map((r) => `${r.scores.performance} after ${r.observedPaint}`),
        diagnosis: runs[0].diagnosis,
        lcpElement: runs[0].lcpElement,
        shifts: runs[0].shifts,
      });
    }
  }
} finally {
  await chrome.kill();
  await app.stop();
}

console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile on one calibrated phone`);
console.log(`# started ${started}\n# done ${new Date().toISOString()}, ${hostLoad()}`);
for (const method of METHODS) {
  console.log(`\n${METHOD_LABEL[method]} throttling`);
  console.log('page'.padEnd(26), 'perf  a11y  bp   seo   LCP(ms)  CLS     TBT(ms)  longest task(ms)');
  for (const r of rows.filter((row) => row.method === method)) {
    const phones = values.cpu
      ? `CPU slowdown ${values.cpu}x (--cpu, not calibrated)`
      : `phone: benchmarkIndex ${TARGET_BENCHMARK_INDEX} (target); per run, the host's index and the slowdown: ` +
        r.phones.map((p) => `${Math.round(p.index)} ${p.cpuSlowdown}x`).join(', ');
    const failed = r.errors.length ? `; runs Lighthouse could not finish: ${r.errors.join(', ')}` : '';
    if (r.performance === undefined) {
      console.log(r.path.padEnd(26), 'no run finished');
      console.log(`  ${phones}${failed}`);
      continue;
    }
    console.log(
      r.path.padEnd(26),
      String(r.performance).padEnd(5),
      String(r.accessibility).padEnd(5),
      String(r['best-practices']).padEnd(4),
      String(r.seo).padEnd(5),
      String(Math.round(r.lcp)).padEnd(8),
      Number(r.cls).toFixed(3).padEnd(7),
      String(Math.round(r.tbt)).padEnd(8),
      Math.round(r.longestTask),
    );
    console.log(
      `  ${phones}; Lighthouse's own benchmarkIndex per run: ${r.benchmarkIndexes.join(', ')}${failed}`,
    );
    if (r.failing.length) console.log('  failing audits:', r.failing.join(', '));
    if (r.lcpElement) console.log('  LCP element:', r.lcpElement.slice(0, 160));
    if (method === 'simulate')
      console.log(
        '  per run, performance after the unthrottled first paint at:',
        r.observedPaints.join(', '),
      );
    if (r.cls >= 0.02) for (const s of r.shifts) console.log('  shifted:', s.slice(0, 160));
    if (values.diagnose) for (const line of r.diagnosis) console.log(`  ${line}`);
  }
}
console.log('\nHTML and CSS per page (unpacked, and what travelled)');
for (const path of PATHS) {
  const r = rows.find((row) => row.path === path && row.bytes);
  if (!r) continue;
  const b = r.bytes;
  console.log(
    `  ${r.path.padEnd(24)} HTML ${kb(b.html)} (${kb(b.htmlWire)}), of it inline CSS ${kb(r.inlineCss)};` +
      ` stylesheets ${b.sheets}: ${kb(b.css)} (${kb(b.cssWire)})`,
  );
}
const misses = rows.flatMap((r) => {
  const at = `${r.path} (${r.method === 'simulate' ? 'simulated' : 'applied'})`;
  if (r.performance === undefined) return [`${at} no run finished`];
  return [
    ...(r.performance < 95 ? [`${at} performance ${r.performance}`] : []),
    ...['accessibility', 'best-practices', 'seo'].filter((c) => r[c] < 100).map((c) => `${at} ${c} ${r[c]}`),
    ...(r.lcp >= 1500 ? [`${at} LCP ${Math.round(r.lcp)} ms`] : []),
    ...(!(r.cls < 0.02) ? [`${at} CLS ${Number(r.cls).toFixed(3)}`] : []),
    ...(r.tbt > 200 ? [`${at} TBT ${Math.round(r.tbt)} ms`] : []),
    ...(r.longestTask > 200 ? [`${at} longest task ${Math.round(r.longestTask)} ms`] : []),
  ];
});
console.log(misses.length ? `\nbelow target: ${misses.join('; ')}` : '\nevery target met');
