import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No serious or critical axe finding (in `include`, or the whole page) and nothing wider than the
 * viewport. axe runs in the page, so callers skip it with JavaScript off.
 */
export async function expectAxeCleanWithoutSidewaysScroll(page: Page, include?: string) {
  const axe = new AxeBuilder({ page });
  const results = await (include ? axe.include(include) : axe).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
}
