// The calibrated phone's arithmetic and measurement (issue 38).   node --test bench/calibrated-phone.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  calibratePhone,
  cpuSlowdownFor,
  emulatePhone,
  measureBenchmarkIndex,
  PHONE_NETWORK,
  TARGET_BENCHMARK_INDEX,
} from './calibrated-phone.mjs';

test('the slowdown brings any host faster than the phone down to its benchmarkIndex', () => {
  assert.equal(TARGET_BENCHMARK_INDEX, 600);
  assert.equal(cpuSlowdownFor(3000), 5);
  assert.equal(cpuSlowdownFor(1394), 2.32);
  assert.equal(cpuSlowdownFor(600), 1);
  // Chromium cannot speed a host up: a slower host runs unthrottled.
  assert.equal(cpuSlowdownFor(420), 1);
});

/** A Playwright-like browser whose page answers the benchmark with `indexes` in turn. */
function fakeBrowser(indexes) {
  const state = { closed: 0, evaluated: [] };
  const queue = [...indexes];
  return {
    state,
    newContext: async () => ({
      newPage: async () => ({
        evaluate: async (fn) => {
          state.evaluated.push(fn.name);
          return queue.shift();
        },
      }),
      close: async () => void state.closed++,
    }),
  };
}

test('the host is measured with Lighthouse’s benchmark, and one slow sample does not set the phone', async () => {
  const browser = fakeBrowser([1800, 300, 1700, 1900, 1750]);
  const { index, samples } = await measureBenchmarkIndex(browser, 5);
  assert.equal(index, 1750);
  assert.deepEqual(samples, [1800, 300, 1700, 1900, 1750]);
  assert.deepEqual(new Set(browser.state.evaluated), new Set(['computeBenchmarkIndex']));
  assert.equal(browser.state.closed, 1);
});

test('the calibration states the target, the host and the factor', async () => {
  const phone = await calibratePhone(fakeBrowser([2400, 2300, 2500]), 3);
  assert.equal(phone.cpuSlowdown, 4);
  assert.equal(
    phone.line,
    'phone: benchmarkIndex 600 (target); host 2400 (median of 2400, 2300, 2500); CPU slowdown 4x',
  );
  const slow = await calibratePhone(fakeBrowser([400, 500, 450]), 3);
  assert.equal(slow.cpuSlowdown, 1);
  assert.match(slow.line, /host 450 .*CPU slowdown 1x \(the host is slower than the phone: no slowdown\)/);
});

test("a page runs as the phone: the calibrated CPU slowdown and Lighthouse's mobile network", async () => {
  const sent = [];
  await emulatePhone({ send: async (method, params) => void sent.push([method, params]) }, 4.8);
  assert.deepEqual(sent, [
    ['Emulation.setCPUThrottlingRate', { rate: 4.8 }],
    ['Network.emulateNetworkConditions', { offline: false, ...PHONE_NETWORK }],
  ]);
});
