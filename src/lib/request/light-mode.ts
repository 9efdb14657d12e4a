import { tryGetRequestContext, type RequestContext } from './request-context.ts';
import { SHOP_COOKIES } from './shop-cookies.ts';

/** How many reviews a light page shows (the footer's link leads to all of them). */
export const LIGHT_MODE_REVIEWS = 3;

/** `Save-Data: on` (Client Hints); other values, or none, mean the visitor did not ask. */
export function isSaveDataRequested(header: string | null | undefined): boolean {
  return header?.trim().toLowerCase() === 'on';
}

/**
 * Light mode: the visitor's connection asks to save data, or the visitor chose the light version
 * (a cookie). Pages then carry no scripts and no decorative extras (snow, messenger, carousel
 * motion); everything still works as it does with JavaScript off.
 */
export function isLightMode(context: Pick<RequestContext, 'saveData' | 'cookies'> | undefined = tryGetRequestContext()): boolean {
  if (!context) return false;
  return context.saveData || context.cookies.get(SHOP_COOKIES.lightMode.name) === '1';
}
