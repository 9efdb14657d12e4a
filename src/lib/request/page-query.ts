import { TRACKING_QUERY } from '../analytics/tag-manager.ts';
import { CALCULATOR_QUERY_KEYS } from '../calculator/calculator-query.ts';
import { FILTER_TYPES } from '../../../domain/catalog/vocabulary.ts';
import { CONSENT_QUERY } from '../consent/consent.ts';
import { CONTACT_SENT_QUERY } from '../contact/contact-form-state.ts';
import { PREVIEW_PARAMS } from '../content/preview-params.ts';
import { DIALOG_PARAM } from '../dialog/dialog-url.ts';
import { PRODUCT_DIALOG_PARAMS } from '../dialog/product-dialog.ts';
import { FLAG_DEBUG_PARAMS, FLAG_QUERY } from '../flags/flag-overrides.ts';
import { GIFT_VOUCHER_AMOUNT_PARAM } from '../gift-voucher/choose-gift-voucher.ts';
import { ACCESSORY_RESULT_PARAM } from '../shop-api/card-accessory-order.ts';
import { TOOLBOX_UPLOAD_QUERY } from '../toolbox/toolbox-form.ts';
import { WISHLIST_RESULT_PARAM } from '../wishlist/wishlist-notice.ts';
import { PAGE_TOKEN_PARAM } from './page-token.ts';

/**
 * Every query parameter a shop page reads on the server. A new one is added here, or the page
 * never sees it: the request middleware drops every other parameter before a page renders.
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set<string>([
  ...Object.values(CALCULATOR_QUERY_KEYS),
  DIALOG_PARAM,
  // The product dialogs' picture and angle (decision 0037).
  ...Object.values(PRODUCT_DIALOG_PARAMS),
  // The design listing (parseListingQuery): filters, also as `color[]`, sort and paging.
  ...FILTER_TYPES.flatMap((type) => [type, `${type}[]`]),
  'sort',
  'page',
  'perPage',
  CONSENT_QUERY,
  CONTACT_SENT_QUERY.name,
  // The accessory block's outcome after its form post (decision 0031).
  ACCESSORY_RESULT_PARAM,
  // The gift voucher page's chosen amount (a form GET).
  GIFT_VOUCHER_AMOUNT_PARAM,
  // A wishlist post that failed (decision 0038).
  WISHLIST_RESULT_PARAM,
  TRACKING_QUERY,
  PAGE_TOKEN_PARAM,
  // The customer page (notice, returnTo) and the newsletter confirmation (status).
  'notice',
  'returnTo',
  'status',
  // The shop's own `_` switches: flag overrides and debug, drafts, the toolbox upload.
  ...Object.values(FLAG_QUERY),
  ...FLAG_DEBUG_PARAMS,
  ...Object.values(PREVIEW_PARAMS),
  TOOLBOX_UPLOAD_QUERY,
]);

/** The visual editor adds switches of its own to a draft's URL (`_storyblok_lang`, ...). */
const EDITOR_PREFIX = PREVIEW_PARAMS.story;

export function isPageQueryParam(name: string): boolean {
  return PAGE_QUERY_PARAMS.has(name) || name.startsWith(EDITOR_PREFIX);
}

/**
 * The query with only the parameters a page reads, in their order. Campaign tags, ad click ids,
 * cache busters and junk are left out: they are read in the browser (the address bar keeps them)
 * or not at all, and copying them into the page's forms, links and store key grew each page by
 * whatever a visitor appended and made every such URL a page of its own.
 */
export function keepPageQuery(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (isPageQueryParam(name)) kept.append(name, value);
  return kept;
}
