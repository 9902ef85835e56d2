import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { calibratePhone, PHONE_NETWORK } from '../../bench/calibrated-phone.mjs';

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
  /** Slows the CPU down (1: not at all); the phone profile starts at the calibrated phone's rate. */
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

/** The benches' calibrated phone (bench/calibrated-phone.mjs), measured once per worker of a phone project. */
interface CalibratedPhone {
  cpuSlowdown: number;
  line: string;
}

/**
 * The impatient visitor (projects impatient-phone and impatient-desktop): taps and types the moment a control
 * shows, before the app has started, and loses nothing. The app's start is held until the visitor has acted,
 * so every action happens before hydration; the phone profile is also throttled like the benches' phone, a
 * budget Android whatever the host (CPU slowed by the host's benchmarkIndex / 600, Lighthouse's mobile network:
 * 150 ms RTT, 1.6 Mbps).
 */
export const impatientTest = base.extend<
  { visitor: ImpatientVisitor },
  { phone: CalibratedPhone | undefined }
>({
  phone: [
    async ({ browser }, use, workerInfo) =>
      use(workerInfo.project.name.includes('phone') ? await calibratePhone(browser) : undefined),
    { scope: 'worker' },
  ],
  visitor: async ({ page, phone }, use, testInfo) => {
    const cdp = await page.context().newCDPSession(page);
    if (phone) {
      testInfo.annotations.push({ type: 'calibrated phone', description: phone.line });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE_NETWORK });
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
