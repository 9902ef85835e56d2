import { defineConfig } from '@playwright/test';
import { prepareStack } from './support/stack';

// E2E_STACK=embedded (default) or full: see support/stack.ts. The test gate runs every test on the full
// stack, then the phone projects again on the embedded default `npm start` runs.
const stack = await prepareStack();

export default defineConfig({
  testDir: './tests',
  tsconfig: './tsconfig.runtime.json',
  // One folder per stack: Playwright empties it when a run starts, and the gate runs both in turn.
  outputDir: `./artifacts/${stack.mode}`,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // One retry in CI only: on a loaded 2-core machine a debounce or a captcha solve can miss a timeout.
  // A retried pass is reported as flaky in the JSON report, so it stays visible.
  retries: process.env.CI ? 1 : 0,
  // Two browsers against one app server: tests spend much of their time waiting (debounces, the
  // server), so 2 workers cut the run by a third on 2 cores. Tests must not depend on each other's data.
  workers: 2,
  // A hang guard, not a speed target: a journey of five pages took 26 s of a 30 s limit on the loaded gate.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? `./artifacts/results-${stack.mode}.json` },
    ],
  ],
  use: {
    baseURL: stack.baseURL,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      testIgnore: /impatient\.spec\.ts/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    { name: 'desktop', testIgnore: /impatient\.spec\.ts/, use: { viewport: { width: 1440, height: 900 } } },
    // The impatient visitor acts before the app has started (support/impatient.ts); the phone is throttled there.
    // search-alerts.spec.ts has tests for both kinds of visitor, each skipped for the other's projects.
    {
      name: 'impatient-phone',
      testMatch: /(impatient|search-alerts)\.spec\.ts/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: 'impatient-desktop',
      testMatch: /(impatient|search-alerts)\.spec\.ts/,
      use: { viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: stack.webServer,
});
