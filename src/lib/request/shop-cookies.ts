/**
 * Every cookie the shop sets or reads, in one table. The page store (anonymous pages served
 * without rendering) reads it: a `personal` cookie means the page is never stored, a
 * `variesPage` cookie becomes part of the stored page's key. A new cookie is added here first,
 * or the page store cannot know what it does to a page.
 */
export type ShopCookie = {
  name: string;
  /** Set for one visitor's account: pages rendered with it are never stored or shared. */
  personal: boolean;
  /** Changes what an anonymous page shows (a banner gone, another consent state, light mode). */
  variesPage: boolean;
  purpose: string;
};

export const SHOP_COOKIES = {
  /** The session id; on https the `__Host-` variant (see getSessionCookieName). */
  session: { name: 'shop_session', personal: true, variesPage: true, purpose: 'customer session (opaque id, HttpOnly)' },
  consent: { name: 'consent', personal: false, variesPage: true, purpose: 'the visitor’s consent choice per category' },
  /** `1` light, `0` full. Not `variesPage`: the page varies on the light-mode outcome (decideLightMode), which the page key carries. */
  lightMode: { name: 'light_mode', personal: false, variesPage: false, purpose: '“light version” or the full one, the visitor’s choice over the client hints' },
  appBannerDismissed: { name: 'app_banner_dismissed', personal: false, variesPage: true, purpose: 'app-install banner closed' },
  /** A mail link's token moved out of the URL (src/lib/request/page-token.ts); path-scoped to that page, 30 minutes. */
  pageToken: { name: 'page_token', personal: true, variesPage: true, purpose: 'a mail link’s token for its page (HttpOnly, that page’s path only)' },
  /** The visitor's wishlist (card channel, decision 0038): an opaque key; pages then show the visitor's saved designs and are never stored. */
  wishlist: { name: 'wishlist_key', personal: true, variesPage: true, purpose: 'the visitor’s wishlist key (opaque, HttpOnly), until log-in moves the list to the account' },
  /** `home` (nothing to suggest), `no` (dismissed) or `to-{country}`: the location suggestion shown (decision 0038). */
  location: { name: 'shop_location', personal: false, variesPage: true, purpose: 'whether to suggest the country shop of the visitor’s location, or that they declined' },
  flagUserKey: { name: 'flag_user_key', personal: false, variesPage: false, purpose: 'feature-flag user key (treatments vary the page, not the key)' },
  /** The visitor's treatments, one character per shop flag, for a shared cache's key (src/lib/request/variant-key.ts). */
  flagVariant: { name: 'flag_variant', personal: false, variesPage: false, purpose: 'the visitor’s experiment groups in short, for a shared cache in front of the shop' },
  flagSession: { name: 'flag_session', personal: false, variesPage: false, purpose: 'feature-flag monitoring record (session)' },
  flagUser: { name: 'flag_user', personal: false, variesPage: false, purpose: 'feature-flag monitoring record (user)' },
  /** Not set by the shop: the tag manager's, after statistics consent (also `_ga_<id>`, `_gid`); read only to delete it when consent is withdrawn. */
  analytics: { name: '_ga', personal: false, variesPage: false, purpose: 'analytics client id, set by the tag manager after statistics consent' },
} as const satisfies Record<string, ShopCookie>;

/** Action bars are dismissed one by one: one cookie per bar id, all with this prefix. */
export const ACTION_BAR_DISMISSED_PREFIX = 'action_bar_dismissed_';

/** `__Host-` binds the cookie to this host and path `/` with Secure, which only https allows. */
export function getSessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SHOP_COOKIES.session.name}` : SHOP_COOKIES.session.name;
}
