import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Pages arrive rendered by the server; React takes them over (`<html data-hydrated>`, web/src/app/root.tsx)
 * and then replays what the visitor did meanwhile. Tests about something else act once that has happened;
 * the impatient-visitor tests (impatient.spec.ts) act at once.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** `test` whose `page.goto` and `page.reload` also wait for hydration (when JavaScript runs): a patient visitor. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        // about:blank (leaving the site between two visits) has no app to wait for.
        if (!args[0].startsWith('about:')) await waitForHydration(page);
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
