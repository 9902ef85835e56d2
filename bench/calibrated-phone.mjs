// One phone whatever the host (issue 38): the web benchmarks slow the CPU by the host's measured speed over a
// budget Android's, so a run on a fast host and one on a slow or loaded host emulate the same device.
// Lighthouse's own `throttling.md` calibrates `cpuSlowdownMultiplier` this way; its benchmarkIndex is the
// measure (lighthouse/core/lib/page-functions.js, computeBenchmarkIndex: ~1 s of string and array copies).
import os from 'node:os';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** benchmarkIndex of the phone emulated: a common budget Android (Lighthouse puts mid-tier phones near 1,000). */
export const TARGET_BENCHMARK_INDEX = 600;

/** Lighthouse's mobile network (mobileSlow4G, applied): 150 ms RTT, 1.6 Mbps down, 750 kbps up. */
export const PHONE_NETWORK = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** The phone's screen: a Playwright browser context's options. */
export const PHONE_CONTEXT = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/** The web benches' two visitors: the calibrated phone (throttled with {@link emulatePhone}) and a desktop. */
export const PROFILES = [
  { name: 'phone (calibrated budget Android)', phone: true, context: PHONE_CONTEXT },
  { name: 'desktop', phone: false, context: { viewport: { width: 1440, height: 900 } } },
];

/**
 * Makes a page run as the phone: its CPU slowed by `cpuSlowdown` (calibratePhone's) and {@link PHONE_NETWORK}.
 * @param {{ send(method: string, params: object): Promise<unknown> }} cdp the page's CDP session
 * @param {number} cpuSlowdown
 */
export async function emulatePhone(cdp, cpuSlowdown) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE_NETWORK });
}

/**
 * What the calibration needs of a Playwright Browser (playwright-core's in the benches, @playwright/test's in e2e).
 * @typedef {{ newContext(): Promise<{ newPage(): Promise<{ evaluate(fn: () => number): Promise<number> }>;
 *   close(): Promise<void> }> }} BrowserLike
 */

/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * The host's benchmarkIndex: the median of `samples` runs of Lighthouse's benchmark in an unthrottled blank
 * page of `browser` (a Playwright Browser), so one slow sample on a loaded host does not set the phone.
 * @param {BrowserLike} browser
 * @param {number} samples
 */
export async function measureBenchmarkIndex(browser, samples = 7) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const indexes = [];
    for (let i = 0; i < samples; i++) indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return { index: median(indexes), samples: indexes };
  } finally {
    await context.close();
  }
}

/**
 * The CPU slowdown that makes a host of `index` run like the target phone (1: the host is no faster).
 * @param {number} index
 */
export function cpuSlowdownFor(index) {
  return Math.max(1, Math.round((index / TARGET_BENCHMARK_INDEX) * 100) / 100);
}

/**
 * Measures the host and returns the factor with a line that states target, measure and factor.
 * @param {BrowserLike} browser
 * @param {number} samples
 */
export async function calibratePhone(browser, samples = 7) {
  const { index, samples: indexes } = await measureBenchmarkIndex(browser, samples);
  const cpuSlowdown = cpuSlowdownFor(index);
  const slower = index < TARGET_BENCHMARK_INDEX ? ' (the host is slower than the phone: no slowdown)' : '';
  return {
    index,
    cpuSlowdown,
    line:
      `phone: benchmarkIndex ${TARGET_BENCHMARK_INDEX} (target); host ${Math.round(index)} ` +
      `(median of ${indexes.map(Math.round).join(', ')}); CPU slowdown ${cpuSlowdown}x${slower}`,
  };
}

/** The host's load when a figure was taken: calibration makes loaded runs comparable, not identical. */
export function hostLoad() {
  const [one = 0, five = 0] = os.loadavg();
  return `load average ${one.toFixed(1)} (1 min), ${five.toFixed(1)} (5 min) on ${os.cpus().length} CPUs`;
}
