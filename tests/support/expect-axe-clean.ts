import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, with axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe's serious and critical findings on the page as it is now (in `include`, or the whole page),
 * one line per finding with the elements it names. axe runs in the page: callers skip it with
 * JavaScript off.
 *
 * Legacy mode runs axe once in the page; the default opens a blank page per check to merge frame
 * results, and the shop's pages have no frames. Only violations carry their elements: the passes'
 * details were never read. Together a whole-page check costs Chromium about 1 s of CPU instead of
 * about 2.7 s, and the test runner 0.06 s instead of 0.7 s (decision 0052).
 */
export async function seriousAxeViolations(page: Page, ...include: string[]): Promise<string[]> {
  let axe = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().options({ resultTypes: ['violations'] });
  for (const selector of include) axe = axe.include(selector);
  const results = await axe.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `${node.target.join(' ')} [${(node.failureSummary ?? '').split('\n').slice(1).map((line) => line.trim()).join('; ')}]`);
      return `${violation.id} (${violation.impact}, ${violation.help}): ${nodes.join(', ')}`;
    });
}

/** No serious or critical axe finding (in `include`, or the whole page) and nothing wider than the viewport. */
export async function expectAxeCleanWithoutSidewaysScroll(page: Page, include?: string) {
  expect(await seriousAxeViolations(page, ...(include ? [include] : []))).toEqual([]);
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
