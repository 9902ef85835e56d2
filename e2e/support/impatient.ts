import { test as base, expect, type Locator, type Page } from '@playwright/test';

/** How long the app may take to start, or a part of it to arrive: a throttled phone on a loaded host needs seconds. */
export const APP_START_TIMEOUT = 45_000;

export interface ImpatientVisitor {
  page: Page;
  /** Opens `path` with the app's start held back until {@link ImpatientVisitor.startApp} (each page anew). */
  open: (path: string) => Promise<void>;
  /** Lets the app start, checking nothing had started it before, and waits until it has taken the page over. */
  startApp: () => Promise<void>;
  /** Lets the app start and returns at once: the visitor acts on while it starts. */
  letAppStart: () => Promise<void>;
  /** Waits until the app has taken the page over (after {@link ImpatientVisitor.letAppStart}). */
  appStarted: () => Promise<void>;
  /** Slows the CPU down (1: not at all); the phone profile starts at 4. */
  throttleCpu: (rate: number) => Promise<void>;
}

/**
 * What the browser's autofill (or a password manager) does: sets the field's value and sends `input` and
 * `change`, with no keystroke and no focus.
 */
export async function autofill(field: Locator, value: string): Promise<void> {
  await field.evaluate((el, text) => {
    const input = el as HTMLInputElement | HTMLTextAreaElement;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input) as object, 'value')?.set;
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
}

/**
 * The impatient visitor (projects impatient-phone and impatient-desktop): taps and types the moment a control
 * shows, before the app has started, and loses nothing. The app's start is held until the visitor has acted,
 * so every action happens before hydration; the phone profile is also throttled like Lighthouse's mobile one
 * (4x CPU, 150 ms RTT, 1.6 Mbps).
 */
export const impatientTest = base.extend<{ visitor: ImpatientVisitor }>({
  visitor: async ({ page }, use, testInfo) => {
    const cdp = await page.context().newCDPSession(page);
    if (testInfo.project.name.includes('phone')) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
    }
    let release: () => void = () => undefined;
    let held = Promise.resolve();
    // The app's entry waits until the visitor has acted.
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await use({
      page,
      open: async (path) => {
        held = new Promise<void>((resolve) => (release = resolve));
        await page.goto(path, { waitUntil: 'commit' });
      },
      startApp: async () => {
        expect(await page.locator('html[data-hydrated]').count(), 'acted before the app started').toBe(0);
        release();
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: APP_START_TIMEOUT });
      },
      letAppStart: async () => {
        expect(await page.locator('html[data-hydrated]').count(), 'acted before the app started').toBe(0);
        release();
      },
      appStarted: () =>
        page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: APP_START_TIMEOUT }),
      throttleCpu: (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate }).then(() => undefined),
    });
  },
});
