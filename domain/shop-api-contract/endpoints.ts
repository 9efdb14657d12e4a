import type { z } from 'zod';
import { actionBarAnswerSchema, actionBarQuerySchema } from './banners.ts';
import * as blocks from './blocks.ts';
import * as catalog from './catalog.ts';
import * as customer from './customer.ts';
import * as designGroups from './design-groups.ts';
import * as designs from './designs.ts';
import { featureFlagsAnswerSchema } from './feature-flags.ts';
import * as prices from './price-service.ts';
import { reviewsSchema } from './reviews.ts';
import * as shipping from './shipping.ts';
import * as shop from './shop.ts';
import * as location from './location.ts';
import * as vouchers from './vouchers.ts';
import * as wishlist from './wishlist.ts';

export type ShopApiEndpoint = {
  method: 'GET' | 'POST';
  /** `:name` marks a path parameter. */
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** How the body goes out: JSON unless the spec names a form post. */
  bodyEncoding?: 'form';
  /** The success answer (200). */
  answer: z.ZodType;
};

/**
 * Every shop API call the shop makes or the embedded backend documents, by name: the shop's client
 * calls these paths, the backend serves them, the msw mocks answer them, and the contract tests
 * check the backend's and the mocks' answers against `answer`.
 */
export const SHOP_API = {
  calculatorReference: { method: 'GET', path: '/web-api/calculator/reference', query: catalog.calculatorReferenceQuerySchema, answer: catalog.calculatorReferenceSchema },
  priceArticle: { method: 'GET', path: '/web-api/product-selection-photo-frame/price-article', query: catalog.priceArticleQuerySchema, answer: catalog.priceArticleSchema },
  pricesFrom: { method: 'GET', path: '/web-api/product-selection-photo-frame/prices-from', answer: catalog.pricesFromSchema },
  // The frame product's calculator (photoframe) answers here, in the reference's shape.
  photoFrameSelectionData: { method: 'GET', path: '/web-api/product-selection-photo-frame/data', answer: catalog.calculatorReferenceSchema },
  formatLimits: { method: 'GET', path: '/web-api/product-selection-photo-frame/format-limits', query: prices.materialQuerySchema, answer: prices.formatLimitsSchema },
  pricesFormatGroup: { method: 'GET', path: '/web-api/product-selection-photo-frame/prices-format-group', query: prices.materialQuerySchema, answer: prices.formatPricesSchema },
  pricesFormats: { method: 'GET', path: '/web-api/product-selection-photo-frame/prices-formats', query: prices.formatsQuerySchema, answer: prices.formatPricesSchema },
  priceServiceAccessory: { method: 'GET', path: '/price-api/accessory', query: prices.accessoryPriceQuerySchema, answer: prices.accessoryPriceSchema },
  priceServiceFrame: { method: 'GET', path: '/price-api/frame', query: prices.framePriceQuerySchema, answer: prices.framePriceSchema },
  priceServicePhotoOptionsGroups: { method: 'GET', path: '/price-api/photo-options-groups', answer: prices.photoOptionsGroupsSchema },
  priceServicePhotoboxes: { method: 'GET', path: '/price-api/photoboxes', answer: prices.photoboxesSchema },
  priceServiceArticle: { method: 'GET', path: '/price-api/prices/article', query: catalog.priceArticleQuerySchema, answer: catalog.priceArticleSchema },
  priceServiceFormatGroup: { method: 'GET', path: '/price-api/prices/format-group', query: prices.materialQuerySchema, answer: prices.formatPricesSchema },
  priceServiceFormats: { method: 'GET', path: '/price-api/prices/formats', query: prices.formatsQuerySchema, answer: prices.formatPricesSchema },
  priceServiceFormatGroupImages: { method: 'GET', path: '/price-api/prices/format-group-prices-images', query: prices.materialQuerySchema, answer: prices.formatPricesImagesSchema },
  photobookPrice: { method: 'GET', path: '/web-api/photobook-price', query: catalog.photobookPriceQuerySchema, answer: catalog.photobookPriceSchema },
  calendarPrice: { method: 'GET', path: '/web-api/calendar-price', query: catalog.calendarPriceQuerySchema, answer: catalog.calendarPriceSchema },
  cardPrice: { method: 'GET', path: '/web-api/card-price', query: catalog.cardPriceQuerySchema, answer: catalog.cardPriceSchema },
  cardAccessories: { method: 'GET', path: '/web-api/card-accessories', query: catalog.skuQuerySchema, answer: catalog.cardAccessoriesSchema },
  cardAccessoryPrice: { method: 'GET', path: '/web-api/card-accessory-price', query: catalog.cardAccessoryPriceQuerySchema, answer: catalog.cardAccessoryPriceSchema },
  // 401 without a customer session: visitors' orders live in the cart application.
  cardAccessoryOrder: { method: 'POST', path: '/web-api/card-accessory-order', body: catalog.cardAccessoryOrderRequestSchema, answer: catalog.cardAccessoryOrderSchema },
  skuContainer: { method: 'GET', path: '/web-api/sku/container', query: catalog.skuQuerySchema, answer: catalog.skuContainerSchema },
  frameTypes: { method: 'GET', path: '/web-api/variants-for-frame-types', query: catalog.frameTypesQuerySchema, answer: catalog.frameTypesSchema },
  themes: { method: 'GET', path: '/web-api/themes', query: designs.themesQuerySchema, answer: designs.themesSchema },
  theme: { method: 'GET', path: '/web-api/themes/:id', answer: designs.themeDetailSchema },
  calendarDesignGroup: { method: 'GET', path: '/web-api/calendar-design-group', query: designGroups.calendarDesignGroupQuerySchema, answer: designGroups.calendarDesignGroupSchema },
  collageDesignGroups: { method: 'GET', path: '/web-api/collage-designer-design-groups', query: designGroups.collageDesignGroupsQuerySchema, answer: designGroups.collageDesignGroupsSchema },
  collageDesignGroup: { method: 'GET', path: '/web-api/collage-designer-design-group', query: designGroups.collageDesignGroupQuerySchema, answer: designGroups.collageDesignGroupSchema },
  photobookDesignGroupSets: { method: 'GET', path: '/web-api/photobook-design-group-set', query: designGroups.photobookDesignGroupSetsQuerySchema, answer: designGroups.photobookDesignGroupSetsSchema },
  photobookDesignGroupSet: { method: 'GET', path: '/web-api/photobook-design-group-set/:id', answer: designGroups.photobookDesignGroupSetSchema },
  initialData: { method: 'GET', path: '/web-api/shop-frontends-initial-data', answer: shop.initialDataSchema },
  customerData: { method: 'GET', path: '/web-api/customer-data', answer: shop.customerDataSchema },
  actionBar: { method: 'GET', path: '/web-api/bar', query: actionBarQuerySchema, answer: actionBarAnswerSchema },
  customerLogin: { method: 'POST', path: '/web-api/customer-login', body: customer.customerLoginRequestSchema, answer: shop.customerDataSchema },
  customerSignup: { method: 'POST', path: '/web-api/customer-signup', body: customer.customerSignupRequestSchema, answer: shop.customerDataSchema },
  customerLogout: { method: 'POST', path: '/web-api/customer-logout', answer: shop.customerDataSchema },
  // Leaves whitelabel mode for the session in the cookie; answers the customer as now seen.
  whitelabelSwitch: { method: 'POST', path: '/whitelabel/switch', answer: shop.customerDataSchema },
  customerPasswordReset: { method: 'POST', path: '/web-api/customer-password-reset', body: customer.customerPasswordResetRequestSchema, answer: customer.customerSuccessSchema },
  customerPasswordConfirm: { method: 'POST', path: '/web-api/customer-password-confirm', body: customer.customerPasswordConfirmRequestSchema, answer: customer.customerSuccessSchema },
  // A POST: the token stays out of URLs and access logs. 404 when unknown, used or expired.
  customerPasswordCheck: { method: 'POST', path: '/web-api/customer-password-check', body: customer.customerPasswordCheckRequestSchema, answer: customer.customerSuccessSchema },
  featureFlags: { method: 'GET', path: '/web-api/feature-flags', answer: featureFlagsAnswerSchema },
  // Spec 2: a form post (email, uniqueIdentifier, reCaptchaToken), not JSON.
  newsletterSubscribe: { method: 'POST', path: '/web-api/newsletter-subscribe', bodyEncoding: 'form', body: shop.newsletterSubscribeRequestSchema, answer: shop.newsletterSubscribeSchema },
  reviews: { method: 'GET', path: '/web-api/reviews', answer: reviewsSchema },
  shippingInformation: { method: 'GET', path: '/web-api/shipping-information', answer: shipping.shippingInformationSchema },
  expressShop: { method: 'GET', path: '/web-api/express-shop', answer: shipping.expressShopSchema },
  // 404 for a code the channel does not know.
  voucher: { method: 'GET', path: '/web-api/voucher', query: vouchers.voucherQuerySchema, answer: vouchers.voucherSchema },
  // Outside /web-api/ as the spec names it; the same two headers.
  giftVouchers: { method: 'GET', path: '/gift-voucher', answer: vouchers.giftVouchersSchema },
  newsletterConfirm: { method: 'POST', path: '/web-api/newsletter-confirm', body: shop.newsletterConfirmRequestSchema, answer: shop.newsletterConfirmSchema },
  contactForm: { method: 'POST', path: '/web-api/contact-form', body: blocks.contactFormRequestSchema, answer: blocks.contactFormAnswerSchema },
  customerPictures: { method: 'GET', path: '/customer-picture/get', query: blocks.customerPicturesQuerySchema, answer: blocks.customerPicturesAnswerSchema },
  // Card channel only (404 elsewhere). The list of `X-Wishlist-Key`, or of the session's customer.
  wishlist: { method: 'GET', path: '/web-api/wishlist', answer: wishlist.wishlistSchema },
  // 404 for a design the channel does not sell, 409 when the list is full.
  wishlistUpdate: { method: 'POST', path: '/web-api/wishlist', body: wishlist.wishlistUpdateRequestSchema, answer: wishlist.wishlistSchema },
  // Moves the visitor's list onto the session's customer (no duplicates); 401 without a session.
  wishlistMerge: { method: 'POST', path: '/web-api/wishlist-merge', body: wishlist.wishlistMergeRequestSchema, answer: wishlist.wishlistSchema },
  // Outside /web-api, as the spec names it.
  location: { method: 'GET', path: '/api/get-location/', answer: location.locationSchema },
} as const satisfies Record<string, ShopApiEndpoint>;

export type ShopApiEndpointName = keyof typeof SHOP_API;
/** The success answer of one call, as the contract describes it. */
export type ShopApiAnswer<N extends ShopApiEndpointName> = z.infer<(typeof SHOP_API)[N]['answer']>;

/** The path of a call with its parameters filled in, e.g. `/web-api/themes/1001`. */
export function buildShopApiPath(name: ShopApiEndpointName, params: Record<string, string> = {}): string {
  return SHOP_API[name].path.replace(/:(\w+)/g, (_match, key: string) => encodeURIComponent(params[key] ?? ''));
}
