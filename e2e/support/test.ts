import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Pages arrive rendered by the server and do not respond to controls until React takes them over (web/src/app/
 * hydration-gate.tsx); a test acts like a visitor once the page responds.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-hydrating]') === null);
}

/** `test` whose `page.goto` and `page.reload` also wait for hydration (when JavaScript runs). */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
});
