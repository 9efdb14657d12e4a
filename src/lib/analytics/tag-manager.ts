import type { ServerConfig } from '../config/server-config.ts';
import type { Channel } from '../../../domain/locale/channels.ts';
import { getCountry, getCurrency, getLanguage, type LocaleCode } from '../../../domain/locale/locales.ts';
import { logEventOnce } from '../log/logger.ts';
import type { Platform } from '../routing/route-pipeline.ts';
import { checkContainerId } from './container-id.ts';

export type TagManager = { containerId: string; origin: string; scriptUrl: string };

/**
 * The configured tag manager, or null: none configured, or an id that fails the check (logged once
 * per process with the likely correction, and nothing loads: a wrong id would only send the
 * shop's visitors to someone else's container or nowhere).
 */
export function getTagManager(config: Pick<ServerConfig, 'tagManagerId' | 'tagManagerOrigin'> & Partial<Pick<ServerConfig, 'tagManagerDebug'>>): TagManager | null {
  if (config.tagManagerId === undefined || config.tagManagerOrigin === null) return null;
  const checked = checkContainerId(config.tagManagerId);
  if (!checked.ok) {
    logEventOnce('error', 'tag-manager-id-invalid', config.tagManagerId, { message: checked.error.message, suggestion: checked.error.suggestion });
    return null;
  }
  const containerId = checked.value;
  // A tag manager container loads gtm.js, a Google tag (G-) gtag/js; a tagging host serves both.
  const path = containerId.startsWith('GTM-') ? '/gtm.js' : '/gtag/js';
  const debug = config.tagManagerDebug ? '&gtm_debug=x' : '';
  return { containerId, origin: config.tagManagerOrigin, scriptUrl: `${config.tagManagerOrigin}${path}?id=${containerId}${debug}` };
}

/**
 * The inline script that hands the events to `window.dataLayer` and then adds the tag script.
 * Added by this (nonce'd or hashed) script rather than as a <script src> in the HTML: a stored page
 * has no nonce, and under 'strict-dynamic' only scripts a trusted script adds may load. `defer`
 * means nothing on an added script, so it is added once the document is parsed, which is what
 * `defer` does (decision 0013): the tag script never competes with the page for the parser.
 */
export function buildTagBootScript(pageKey: string, scriptUrl: string): string {
  return (
    `(function(){var e=JSON.parse(document.getElementById('shop-data-layer').textContent),d=window.dataLayer=window.dataLayer||[];` +
    `for(var i=0;i<e.length;i++)d.push(e[i]);window.__shopTag={pageKey:${toScriptJson(pageKey)},init:true,script:true};` +
    `function a(){var s=document.createElement('script');s.src=${toScriptJson(scriptUrl)};s.defer=true;document.head.appendChild(s);}` +
    `if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',a);else a();})();`
  );
}

/** `?tracking=0` turns tracking (and the page's request log line) off for that request. */
export const TRACKING_QUERY = 'tracking';

export function isTrackingOff(pageUrl: URL): boolean {
  return pageUrl.searchParams.get(TRACKING_QUERY) === '0';
}

export type InitEvent = {
  event: 'init';
  channel: Channel;
  country: string;
  currency: string;
  language: string;
  locale: LocaleCode;
  page: { uniqueIdentifier: string };
  platform: Platform;
  consent: { statistics: boolean; marketing: boolean };
};

export type PageViewEvent = { event: 'landingpage_view'; page: { uniqueIdentifier: string; path: string } };

export type DataLayerEvent = InitEvent | PageViewEvent;

export function buildInitEvent(input: {
  channel: Channel;
  locale: LocaleCode;
  platform: Platform;
  uniqueIdentifier: string;
  consent: { statistics: boolean; marketing: boolean };
}): InitEvent {
  return {
    event: 'init',
    channel: input.channel,
    country: getCountry(input.locale),
    currency: getCurrency(input.locale).toUpperCase(),
    language: getLanguage(input.locale),
    locale: input.locale,
    page: { uniqueIdentifier: input.uniqueIdentifier },
    platform: input.platform,
    consent: input.consent,
  };
}

export function buildPageViewEvent(uniqueIdentifier: string, path: string): PageViewEvent {
  return { event: 'landingpage_view', page: { uniqueIdentifier, path } };
}

/**
 * JSON for the inside of a <script> element: `<` is escaped so no value (a path, a content
 * text) can close the element (`</script>`) or open a comment (`<!--`); U+2028/2029 for old parsers.
 */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
