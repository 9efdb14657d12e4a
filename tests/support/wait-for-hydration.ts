import type { Page } from '@playwright/test';
import { HYDRATION_MARKS } from '../../src/lib/hydration/hydration-marks.ts';

/**
 * With JavaScript: until the client entry has hydrated this document (its `shop:hydrated` mark,
 * decision 0041), so a click or a post goes through React, not a page load. It replaces waiting
 * for `networkidle`, which always idled 500 ms more and waited on pictures too (decision 0043).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, HYDRATION_MARKS.hydrated);
}
