#!/usr/bin/env node
// Lighthouse (issue 8) with mobile emulation against the built app: `/`, a property detail page and
// `/mantenimientos/crear/`. Prints the four category scores and LCP, CLS and TBT per page, with the
// targets (performance >= 95, the others 100, LCP < 1.5 s lab, CLS < 0.02). A benchmark, not a test:
// lab figures move with the machine's load. Needs `pnpm build` first (WEB_DIST may point elsewhere).
//
//   node bench/lighthouse.mjs [--runs 1] [--path /other/]... [--diagnose] [--devtools] [--cpu 4]
//
// --diagnose also prints, per page (first run), where the main thread's time went: the scripts with the
// most evaluation/compile time (bootup-time), the work by kind (mainthread-work-breakdown) and the long
// tasks, which is what TBT adds up.
//
// Simulated runs also print each run's unthrottled first paint and how many of the page's scripts had
// finished loading by then. Lantern counts a High-priority script that finished before the observed first
// paint as render-blocking unless it finds the script's EvaluateScript after the paint, and ES modules have
// none (GoogleChrome/lighthouse#17163). So the simulated FCP and LCP swing by 1-2 s on the same build
// with a race of tens of ms on the unthrottled load; --devtools measures a real throttled load instead.
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, DETAIL_CODE, startApp } from './lighthouse-app.mjs';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    runs: { type: 'string', default: '1' },
    path: { type: 'string', multiple: true },
    diagnose: { type: 'boolean', default: false },
    // Lighthouse's default is 4; its throttling.md asks to calibrate it to the host's benchmarkIndex.
    cpu: { type: 'string' },
    // Applied throttling (a real throttled load) instead of Lantern's simulation, which counts every ES module
    // that finished loading before the observed first paint as render-blocking.
    devtools: { type: 'boolean', default: false },
  },
});
const RUNS = Math.max(1, Number(values.runs));
const PATHS = values.path ?? ['/', `/inmueble/${DETAIL_CODE}`, '/mantenimientos/crear/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function audit(url, port) {
  // Default config = mobile form factor, Moto G power emulation, simulated slow 4G throttling.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    ...(values.cpu ? { throttling: { cpuSlowdownMultiplier: Number(values.cpu) } } : {}),
    ...(values.devtools ? { throttlingMethod: 'devtools' } : {}),
  });
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
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    observedPaint:
      observedPaint === undefined
        ? 'n/a'
        : `${Math.round(observedPaint)} ms (${scriptsBeforePaint}/${scripts.length} scripts loaded)`,
    failing,
  };
}

const app = await startApp();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
const rows = [];
try {
  for (const path of PATHS) {
    const url = `${app.baseURL}${path}`;
    await fetch(url); // warm the gateway's caches once; Lighthouse measures a cold browser anyway
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(url, chrome.port));
    const pick = (fn) => median(runs.map(fn));
    rows.push({
      path,
      performance: pick((r) => r.scores.performance),
      accessibility: pick((r) => r.scores.accessibility),
      'best-practices': pick((r) => r.scores['best-practices']),
      seo: pick((r) => r.scores.seo),
      lcp: pick((r) => r.lcp),
      cls: pick((r) => r.cls),
      tbt: pick((r) => r.tbt),
      benchmarkIndex: pick((r) => r.benchmarkIndex),
      failing: [...new Set(runs.flatMap((r) => r.failing))],
      observedPaints: runs.map((r) => `${r.scores.performance} after ${r.observedPaint}`),
      diagnosis: runs[0].diagnosis,
      lcpElement: runs[0].lcpElement,
      shifts: runs[0].shifts,
    });
  }
} finally {
  await chrome.kill();
  await app.stop();
}

console.log(
  `\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}mobile, ${values.devtools ? 'applied (devtools)' : 'simulated'} throttling, CPU ${values.cpu ?? 4}x;`,
  `host benchmarkIndex ${rows.map((r) => Math.round(r.benchmarkIndex)).join('/')}`,
);
console.log('page'.padEnd(26), 'perf  a11y  bp   seo   LCP(ms)  CLS     TBT(ms)');
for (const r of rows) {
  console.log(
    r.path.padEnd(26),
    String(r.performance).padEnd(5),
    String(r.accessibility).padEnd(5),
    String(r['best-practices']).padEnd(4),
    String(r.seo).padEnd(5),
    String(Math.round(r.lcp)).padEnd(8),
    Number(r.cls).toFixed(3).padEnd(7),
    Math.round(r.tbt),
  );
  if (r.failing.length) console.log('  failing audits:', r.failing.join(', '));
  if (r.lcpElement) console.log('  LCP element:', r.lcpElement.slice(0, 160));
  if (!values.devtools)
    console.log('  per run, performance after the unthrottled first paint at:', r.observedPaints.join(', '));
  if (r.cls >= 0.02) for (const s of r.shifts) console.log('  shifted:', s.slice(0, 160));
  if (values.diagnose) for (const line of r.diagnosis) console.log(`  ${line}`);
}
const misses = rows.flatMap((r) => [
  ...(r.performance < 95 ? [`${r.path} performance ${r.performance}`] : []),
  ...['accessibility', 'best-practices', 'seo']
    .filter((c) => r[c] < 100)
    .map((c) => `${r.path} ${c} ${r[c]}`),
  ...(r.lcp >= 1500 ? [`${r.path} LCP ${Math.round(r.lcp)} ms`] : []),
  ...(!(r.cls < 0.02) ? [`${r.path} CLS ${Number(r.cls).toFixed(3)}`] : []),
]);
console.log(misses.length ? `\nbelow target: ${misses.join('; ')}` : '\nevery target met');
