import { decideLightMode, type LightModeChoice, type LightModeDecision, type LightModeHint } from '../light-mode/decide-light-mode.ts';
import { isCrawler } from './is-crawler.ts';
import { tryGetRequestContext, type RequestContext } from './request-context.ts';
import { SHOP_COOKIES } from './shop-cookies.ts';

/** How many reviews a light page shows (the footer's link leads to all of them). */
export const LIGHT_MODE_REVIEWS = 3;

/** The footer switch's cookie: `1` light, `0` the full page; anything else is no choice. */
export function readLightModeChoice(cookies: ReadonlyMap<string, string>): LightModeChoice {
  const value = cookies.get(SHOP_COOKIES.lightMode.name);
  return value === '1' ? 'light' : value === '0' ? 'full' : null;
}

/** The request's light-mode decision (decision 0028), from its cookies, user agent and client hints. */
export function decideRequestLightMode(cookies: ReadonlyMap<string, string>, header: (name: string) => string | null | undefined): LightModeDecision {
  return decideLightMode({ choice: readLightModeChoice(cookies), crawler: isCrawler(header('user-agent')), hint: (name: LightModeHint) => header(name) });
}

/**
 * Light mode: pages carry no scripts and no decorative extras (snow, messenger, carousel motion);
 * everything still works as it does with JavaScript off. Decided once per request (see
 * decideLightMode): the visitor's choice, else normal for crawlers, else the client hints.
 */
export function isLightMode(context: Pick<RequestContext, 'lightMode'> | undefined = tryGetRequestContext()): boolean {
  return context?.lightMode.light ?? false;
}
