import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on a page. Legacy mode runs axe.run() in the page: the default runs it per frame and finishes in a new
 * blank page, twice the time (7.6 -> 3.8 s on `/` here), for cross-origin frames the site never has (CSP
 * frame-src 'self'). Deprecated for axe 5: when it goes, so does the saving.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/** Moderate findings that fail all the same: Lighthouse's accessibility score counts them. */
const FAILING_WHATEVER_THE_IMPACT = new Set(['heading-order']);

/**
 * WCAG 2.2 AA (target-size included) plus best practices; serious and critical findings fail (and those
 * above), listed with their selectors so a failure says what to fix.
 */
export async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  let builder = axeBuilder(page).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || FAILING_WHATEVER_THE_IMPACT.has(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}
