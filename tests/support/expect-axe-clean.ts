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

/**
 * A page's own content (main) at a phone's and a desktop's width, in one load: the header and
 * footer around it are accessibility.spec.ts's, at both widths on both channels (decision 0049).
 */
export async function expectContentAxeCleanAtBothWidths(page: Page, url: string) {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(url);
  await expectAxeCleanWithoutSidewaysScroll(page, 'main');
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectAxeCleanWithoutSidewaysScroll(page, 'main');
}
