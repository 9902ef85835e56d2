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

/**
 * Holds the build's script of module `name` until the function returned is called; its `asked` settles once the
 * page has asked for the script.
 */
export async function holdScript(page: Page, name: string): Promise<(() => void) & { asked: Promise<void> }> {
  let arrive: () => void = () => undefined;
  let ask: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const asked = new Promise<void>((resolve) => (ask = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    ask();
    await arrived;
    await route.continue();
  });
  return Object.assign(arrive, { asked });
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
