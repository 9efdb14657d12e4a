/**
 * Links into the applications beside the shop: the designers, the magazine, and cart and checkout.
 * In production they share the shop's domain or have their own; their addresses come from the
 * configuration (DESIGNER_URL, MAGAZINE_URL, CART_URL), and without it the embedded backend
 * serves a stand-in for each.
 */
import type { LocaleCode } from '../../../domain/locale/index.ts';
import { addLocaleToHref, CONFIGURATOR_PATH_PREFIX } from './configurator-locale.ts';
import type { ApplicationLink } from './resolve-link.ts';

export type ApplicationUrls = {
  /** Origin of the designers. */
  designerUrl: string;
  /** Start page of the magazine; its origin also serves every `/magazin...` path. */
  magazineUrl: string;
  /** Cart page of the cart and checkout application. */
  cartUrl: string;
};

export const MAGAZINE_PATH_PREFIX = '/magazin';

/** Path prefixes of content links that belong to another application, with its origin. */
export function getApplicationLinks(urls: ApplicationUrls): ApplicationLink[] {
  return [
    { pathPrefix: CONFIGURATOR_PATH_PREFIX, origin: urls.designerUrl },
    { pathPrefix: MAGAZINE_PATH_PREFIX, origin: urls.magazineUrl },
  ];
}

/**
 * The entry link of an application (cart, magazine start page): it cannot tell the visitor's
 * locale from its own host, and its "back to the shop" link needs to know where the visitor came
 * from, so both travel in the query. An unusable address gives null (the item renders as text).
 */
export function buildApplicationEntryLink(entryUrl: string, locale: LocaleCode, returnUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(entryUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.searchParams.delete('returnUrl');
  url.searchParams.set('returnUrl', returnUrl);
  url.searchParams.delete('locale');
  return addLocaleToHref(url.href, locale);
}
