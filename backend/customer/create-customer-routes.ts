import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  CUSTOMER_SESSION_COOKIE,
  CUSTOMER_SESSION_ID,
  customerLoginRequestSchema,
  customerPasswordCheckRequestSchema,
  customerPasswordConfirmRequestSchema,
  customerPasswordResetRequestSchema,
  customerSignupRequestSchema,
  cardAccessoryOrderRequestSchema,
  type CustomerErrorAnswer,
} from '../../domain/shop-api-contract/index.ts';
import type { Channel } from '../../domain/locale/channels.ts';
import type { HostTable } from '../../domain/routing/host-table.ts';
import { readRequestBody } from '../shop/read-request-body.ts';
import { getCardAccessoryPrice } from '../catalog/get-card-price.ts';
import { isShopLinkBase } from '../shop/shop-link-base.ts';
import { requireShopHeaders, type ShopEnv } from '../shop/read-shop-headers.ts';
import { getCustomerTexts } from './customer-texts.ts';
import { SESSION_ABSOLUTE_LIFETIME_MS, VISITOR, type CustomerStore, type FieldErrors } from './customer-store.ts';

function refuse(c: Context<ShopEnv>, text: string, errors?: FieldErrors, status: 400 | 404 = 400) {
  const answer: CustomerErrorAnswer = { error: true, data: { message: { text }, ...(errors ? { payload: { errors } } : {}) } };
  return c.json(answer, status);
}

function readSession(c: Context<ShopEnv>): string | undefined {
  const value = getCookie(c, CUSTOMER_SESSION_COOKIE);
  return value && CUSTOMER_SESSION_ID.test(value) ? value : undefined;
}

function setSession(c: Context<ShopEnv>, sessionId: string) {
  setCookie(c, CUSTOMER_SESSION_COOKIE, sessionId, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: SESSION_ABSOLUTE_LIFETIME_MS / 1000 });
}

/**
 * The customer calls of the shop API (customer data, log-in, sign-up, log-out, password reset and
 * confirm). X-Channel and X-Locale are checked by the shop routes' middleware in front of these.
 */
export function createCustomerRoutes(store: CustomerStore, shopHosts: HostTable): Hono<ShopEnv> {
  const app = new Hono<ShopEnv>();
  // A mail's link names one of the channel's own hosts, or none (a bare path).
  const isForeignLinkBase = (channel: Channel, linkBase: string | undefined) => linkBase !== undefined && !isShopLinkBase(shopHosts, channel, linkBase);

  app.get('/web-api/customer-data', (c) => {
    const sessionId = readSession(c);
    const customer = sessionId ? store.getSessionCustomer(sessionId) : null;
    if (sessionId && !customer) deleteCookie(c, CUSTOMER_SESSION_COOKIE, { path: '/' });
    return c.json(customer ?? VISITOR);
  });

  // Outside /web-api, as the spec names it: the headers are checked here. A visitor gets the visitor answer.
  app.post('/whitelabel/switch', requireShopHeaders, (c) => {
    const sessionId = readSession(c);
    const customer = sessionId ? store.leaveWhitelabel(sessionId) : null;
    if (sessionId && !customer) deleteCookie(c, CUSTOMER_SESSION_COOKIE, { path: '/' });
    return c.json(customer ?? VISITOR);
  });

  // The customer's open order; a visitor has none here (the cart application keeps visitors' carts).
  app.post('/web-api/card-accessory-order', async (c) => {
    const body = await readRequestBody(c);
    const parsed = body.ok ? cardAccessoryOrderRequestSchema.safeParse(body.value) : null;
    if (!parsed?.success) return c.json({ error: 'invalid-request' }, 400);
    const { sku, accessory, quantity } = parsed.data;
    if (!getCardAccessoryPrice(sku, accessory, quantity, c.get('shop').locale)) return c.json({ error: 'unknown-accessory' }, 404);
    const sessionId = readSession(c);
    const count = sessionId ? store.addToCart(sessionId, quantity) : null;
    if (count === null) return c.json({ error: 'no-order' }, 401);
    return c.json({ accessory, quantity, cartArticlesAmount: count });
  });

  app.post('/web-api/customer-login', async (c) => {
    const { channel, locale } = c.get('shop');
    const texts = getCustomerTexts(locale);
    const body = await readRequestBody(c);
    const parsed = body.ok ? customerLoginRequestSchema.safeParse(body.value) : null;
    if (!parsed?.success) return refuse(c, texts.invalidCredentials);
    const result = await store.login({ channel, ...parsed.data, previousSessionId: readSession(c) });
    if (!result.ok) return refuse(c, texts.invalidCredentials);
    setSession(c, result.value.sessionId);
    return c.json(result.value.customer);
  });

  app.post('/web-api/customer-signup', async (c) => {
    const { channel, locale } = c.get('shop');
    const texts = getCustomerTexts(locale);
    const body = await readRequestBody(c);
    const parsed = body.ok ? customerSignupRequestSchema.safeParse(body.value) : null;
    if (!parsed?.success) return refuse(c, texts.invalidInput);
    if (isForeignLinkBase(channel, parsed.data.linkBase)) return refuse(c, texts.invalidInput);
    const result = await store.signup({ channel, locale, ...parsed.data, previousSessionId: readSession(c) });
    if (!result.ok) return refuse(c, texts.invalidInput, result.error);
    setSession(c, result.value.sessionId);
    return c.json(result.value.customer);
  });

  app.post('/web-api/customer-logout', (c) => {
    const sessionId = readSession(c);
    if (sessionId) store.endSession(sessionId);
    deleteCookie(c, CUSTOMER_SESSION_COOKIE, { path: '/' });
    return c.json(VISITOR);
  });

  app.post('/web-api/customer-password-reset', async (c) => {
    const { channel, locale } = c.get('shop');
    const body = await readRequestBody(c);
    const parsed = body.ok ? customerPasswordResetRequestSchema.safeParse(body.value) : null;
    if (!parsed?.success) return refuse(c, getCustomerTexts(locale).invalidEmail, { email: [getCustomerTexts(locale).invalidEmail] });
    // Refused whether the address has an account or not: the answer tells nothing about accounts.
    if (isForeignLinkBase(channel, parsed.data.linkBase)) return refuse(c, getCustomerTexts(locale).invalidInput);
    // Answered before the work is done: a known address (token, mail) and an unknown one (nothing)
    // then take the same time, so the answer's timing does not tell which addresses have accounts.
    setImmediate(() => {
      try {
        store.requestPasswordReset({ channel, locale, ...parsed.data });
      } catch (error) {
        console.error(JSON.stringify({ level: 50, event: 'password-reset-failed', message: error instanceof Error ? error.message : String(error) }));
      }
    });
    return c.json({ success: true as const });
  });

  app.post('/web-api/customer-password-check', async (c) => {
    const texts = getCustomerTexts(c.get('shop').locale);
    const body = await readRequestBody(c);
    const parsed = body.ok ? customerPasswordCheckRequestSchema.safeParse(body.value) : null;
    if (!parsed?.success) return refuse(c, texts.invalidInput);
    return store.isPasswordResetTokenValid(parsed.data.token) ? c.json({ success: true as const }) : refuse(c, texts.invalidToken, undefined, 404);
  });

  app.post('/web-api/customer-password-confirm', async (c) => {
    const { locale } = c.get('shop');
    const texts = getCustomerTexts(locale);
    const body = await readRequestBody(c);
    const parsed = body.ok ? customerPasswordConfirmRequestSchema.safeParse(body.value) : null;
    if (!parsed?.success) return refuse(c, texts.invalidInput);
    const result = await store.confirmPasswordReset({ locale, ...parsed.data });
    if (result.ok) return c.json({ success: true as const });
    if (result.error.kind === 'invalid-password') return refuse(c, texts.invalidInput, result.error.errors);
    return refuse(c, texts.invalidToken, undefined, 404);
  });

  return app;
}
