import { describe, expect, it } from 'vitest';
import { ACTION_BAR_DISMISSED_PREFIX, SHOP_COOKIES } from '../request/shop-cookies.ts';
import {
  APP_BANNER_BASE_PERIOD_SECONDS,
  APP_BANNER_DISMISS_SECONDS,
  getActionBarCookieName,
  isActionBarDismissed,
  isAppBannerDismissed,
} from './dismissal.ts';

describe('banner dismissal', () => {
  it('remembers each action bar by its own id', () => {
    const cookies = new Map([[`${ACTION_BAR_DISMISSED_PREFIX}summer-sale`, '1']]);
    expect(isActionBarDismissed('summer-sale', cookies)).toBe(true);
    expect(isActionBarDismissed('free-shipping', cookies)).toBe(false);
  });

  it('refuses ids that could not be a bar’s as cookie names', () => {
    expect(getActionBarCookieName('a; Path=/x')).toBeNull();
    expect(getActionBarCookieName('')).toBeNull();
    expect(getActionBarCookieName('x'.repeat(65))).toBeNull();
  });

  it('keeps the app banner closed for three base periods', () => {
    expect(APP_BANNER_DISMISS_SECONDS).toBe(3 * APP_BANNER_BASE_PERIOD_SECONDS);
    expect(isAppBannerDismissed(new Map([[SHOP_COOKIES.appBannerDismissed.name, '1']]))).toBe(true);
    expect(isAppBannerDismissed(new Map())).toBe(false);
  });
});
