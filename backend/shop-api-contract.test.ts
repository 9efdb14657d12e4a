/**
 * Every shop API call the contract names, asked of the embedded backend with valid headers in
 * channels and currencies of both kinds, and every answer parsed against the contract
 * (domain/shop-api-contract) and the shop's reader of it. A new call in the contract fails the type check here until it has
 * an example request.
 */
import { describe, expect, it } from 'vitest';
import { CLIENT_READERS } from '../tests/mocks/shop-api-contract.ts';
import { buildShopApiPath, SHOP_API, type ShopApiEndpointName } from '../domain/shop-api-contract/index.ts';
import { useTestBackend } from '../tests/support/test-backend.ts';
import { DEMO_PASSWORD } from './customer/customer-store.ts';

const backend = useTestBackend();

type Scope = { channel: 'card' | 'poster'; locale: string };
/** `channels`: where the call has something to answer (guestbook sets are the card channel's); default both. */
type Example = {
  channels?: Scope['channel'][];
  query?: Record<string, string | string[]>;
  queryFor?: (scope: Scope) => Record<string, string>;
  session?: true;
  params?: (scope: Scope) => Promise<Record<string, string>>;
  body?: (scope: Scope) => Promise<unknown>;
};

const SCOPES: Scope[] = [
  { channel: 'poster', locale: 'de-DE' },
  { channel: 'card', locale: 'fr-CH' },
  { channel: 'poster', locale: 'en-US' },
  { channel: 'card', locale: 'en-GB' },
];

let subscriptions = 0;

async function subscribe({ channel, locale }: Scope, email: string) {
  return fetch(`${backend.url}${SHOP_API.newsletterSubscribe.path}`, {
    method: 'POST',
    headers: { 'x-channel': channel, 'x-locale': locale },
    body: new URLSearchParams({ email }),
  });
}

/** A fresh subscription's token, read from the mail the backend keeps in its outbox. */
async function confirmToken(scope: Scope): Promise<{ token: string }> {
  const email = `contract-${(subscriptions += 1)}@example.org`;
  expect((await subscribe(scope, email)).status).toBe(200);
  const outbox = (await (await fetch(`${backend.url}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { confirm_path: string }[] };
  const token = new URLSearchParams(outbox.messages[0]?.confirm_path.split('?')[1]).get('token');
  if (!token) throw new Error('no token in the confirmation mail');
  return { token };
}

let customers = 0;

/** The demo customer's session cookie, for calls about the customer's own order. */
async function logInDemo({ channel, locale }: Scope): Promise<string> {
  const response = await fetch(`${backend.url}${SHOP_API.customerLogin.path}`, {
    method: 'POST',
    headers: { 'x-channel': channel, 'x-locale': locale, 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_LOGIN[channel], password: DEMO_PASSWORD }),
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}
const DEMO_LOGIN: Record<Scope['channel'], string> = { poster: 'demo@posterly.example', card: 'demo@carta.example' };

/** A new account with a reset link asked for: the token comes from the mail in the outbox. */
async function resetToken({ channel, locale }: Scope): Promise<{ token: string; password: string }> {
  const email = `contract-customer-${(customers += 1)}@example.org`;
  const headers = { 'x-channel': channel, 'x-locale': locale, 'content-type': 'application/json' };
  const post = (path: string, body: unknown) => fetch(`${backend.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  expect((await post(SHOP_API.customerSignup.path, { firstName: 'Ada', lastName: 'Contract', email, password: 'a long contract phrase' })).status).toBe(200);
  expect((await post(SHOP_API.customerPasswordReset.path, { email })).status).toBe(200);
  const outbox = (await (await fetch(`${backend.url}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { confirm_url: string }[] };
  const token = new URLSearchParams(outbox.messages[0]?.confirm_url.split('?')[1]).get('token');
  if (!token) throw new Error('no token in the reset mail');
  return { token, password: 'another long phrase' };
}

/** Designs differ per channel: the first of the scope's listing. */
async function firstThemeId({ channel, locale }: Scope): Promise<{ id: string }> {
  const response = await fetch(`${backend.url}${SHOP_API.themes.path}`, { headers: { 'x-channel': channel, 'x-locale': locale } });
  const { items } = SHOP_API.themes.answer.parse(await response.json());
  return { id: String(items[0]!.id) };
}

const EXAMPLES: Record<ShopApiEndpointName, Example[]> = {
  calculatorReference: SHOP_API.calculatorReference.query.shape.product.options.map((product) => ({ query: { product } })),
  priceArticle: [
    { query: { product: 'framed', material: 'leinwand', width: '700', height: '500' } },
    { query: { material: 'poster', width: '300', height: '400' } },
  ],
  pricesFrom: [{}],
  photoFrameSelectionData: [{}],
  formatLimits: [{ query: { product: 'photoframe', material: 'fotorahmen-holz' } }, { query: { material: 'leinwand' } }],
  pricesFormatGroup: [{ query: { product: 'photoframe', material: 'fotorahmen-alu' } }, { query: { product: 'photobox', material: 'small' } }],
  pricesFormats: [{ query: { product: 'framed', material: 'leinwand', formats: ['600x400', '700x500'] } }],
  priceServiceAccessory: [{ query: { sku: 'posterbar-300x20-schwarz' } }],
  priceServiceFrame: [{ query: { frameKind: 'holzrahmen', width: '400', height: '300', matSize: '30' } }, { query: { frameKind: 'fotorahmen', width: '150', height: '100' } }],
  priceServicePhotoOptionsGroups: [{}],
  priceServicePhotoboxes: [{}],
  priceServiceArticle: [{ query: { product: 'photoframe', material: 'fotorahmen-holz', width: '200', height: '300' } }],
  priceServiceFormatGroup: [{ query: { product: 'photoprint', material: 'glossy' } }],
  priceServiceFormats: [{ query: { product: 'photobook', material: 'echtfotobuch', formats: ['297x210'] } }],
  priceServiceFormatGroupImages: [{ query: { product: 'framed', material: 'acrylglas' } }, { query: { material: 'leinwand' } }],
  photobookPrice: [{ query: { printing: 'echtfotobuch', format: 'a4-quer' } }, { query: { printing: 'digitalfotobuch', format: 'a4-hoch', pages: '48', cover: 'soft' } }],
  calendarPrice: [{ query: { calendarType: 'wandkalender', format: 'a4-hoch' } }, { query: { calendarType: 'wandkalender', format: 'a4-hoch', mounting: 'spirale' } }],
  cardPrice: [{ query: { sku: 'klappkarte-148x105-matt', quantity: '10' } }, { query: { sku: 'klappkarte-148x105-matt', quantity: '100' } }],
  cardAccessories: [{ query: { sku: 'klappkarte-148x105-matt' } }],
  cardAccessoryPrice: [{ query: { sku: 'klappkarte-148x105-matt', accessory: 'envelope-162x114-kraft', quantity: '10' } }],
  cardAccessoryOrder: [{ body: async () => ({ sku: 'klappkarte-148x105-matt', accessory: 'envelope-162x114-kraft', quantity: 10 }), session: true }],
  skuContainer: [{ query: { sku: 'poster:300x400' } }, { query: { sku: 'klappkarte-148x105-matt' } }],
  frameTypes: [{ query: { material: 'poster' } }],
  themes: [{}, { query: { perPage: '48', sort: 'created' } }, { query: { page: '2', color: 'red' } }],
  theme: [{ params: firstThemeId }],
  calendarDesignGroup: [{}, { query: { calendarType: 'wandkalender' } }],
  collageDesignGroups: [{ query: { name: ['leinwand', 'mixed'] } }],
  collageDesignGroup: [{ query: { name: 'poster' } }],
  photobookDesignGroupSets: [{}, { query: { categoryIds: ['16', '21'] } }],
  photobookDesignGroupSet: [{ channels: ['card'], params: async () => ({ id: '16' }) }],
  initialData: [{}],
  customerData: [{}],
  customerLogin: [{ body: async ({ channel }) => ({ email: DEMO_LOGIN[channel], password: DEMO_PASSWORD }) }],
  customerSignup: [{ body: async () => ({ firstName: 'Ada', lastName: 'Contract', email: `contract-customer-${(customers += 1)}@example.org`, password: 'a long contract phrase', newsletter: false }) }],
  customerLogout: [{}],
  whitelabelSwitch: [{}],
  customerPasswordReset: [{ body: async () => ({ email: 'nobody@example.org' }) }, { body: async ({ channel }) => ({ email: DEMO_LOGIN[channel] }) }],
  customerPasswordConfirm: [{ body: resetToken }],
  customerPasswordCheck: [{ body: async (scope) => ({ token: (await resetToken(scope)).token }) }],
  featureFlags: [{}],
  actionBar: [{ query: { url: '/' } }, { query: { url: '/fr/impression-sur-toile' } }, { query: { url: '/impressum' } }],
  reviews: [{}],
  shippingInformation: [{}],
  expressShop: [{}],
  // Codes belong to a channel.
  voucher: [
    { queryFor: ({ channel }) => ({ code: channel === 'poster' ? 'wandliebe10' : 'KARTENGLUECK' }) },
    { queryFor: ({ channel }) => ({ code: channel === 'poster' ? 'SOMMER2025' : 'ADVENT2025' }) },
  ],
  giftVouchers: [{}],
  newsletterSubscribe: [{ body: async () => ({ email: `contract-${(subscriptions += 1)}@example.org`, uniqueIdentifier: 'contract-test' }) }],
  newsletterConfirm: [{ body: confirmToken }],
  contactForm: [
    { body: async () => ({ name: 'Ada', email: 'contract-contact@example.org', message: 'Hello', contactPerson: 'customer-service' }) },
    { body: async () => ({ name: 'Ada', email: 'contract-contact@example.org', subject: 'Order', message: 'Hello', page: '/service' }) },
  ],
  customerPictures: [{}, { query: { limit: '3' } }, { query: { product: 'canvas' } }],
  // The card channel's; a customer's list here (a visitor's needs the shop's key header).
  wishlist: [{ channels: ['card'], session: true }],
  wishlistUpdate: [{ channels: ['card'], session: true, body: async (scope) => ({ designId: (await firstThemeId(scope)).id, saved: true }) }],
  wishlistMerge: [{ channels: ['card'], session: true, body: async () => ({ visitorKey: 'contract-visitor-key-0123456789' }) }],
  location: [{}],
};

const CASES = (Object.keys(EXAMPLES) as ShopApiEndpointName[]).flatMap((name) =>
  EXAMPLES[name].flatMap((example, index) => SCOPES.filter((scope) => !example.channels || example.channels.includes(scope.channel)).map((scope) => ({ name, example, index, scope }))),
);

describe('every backend answer follows the shop API contract', () => {
  it.each(CASES)('$name #$index in $scope.channel $scope.locale', async ({ name, example, scope }) => {
    const endpoint: (typeof SHOP_API)[ShopApiEndpointName] = SHOP_API[name];
    const query = example.queryFor ? example.queryFor(scope) : example.query;
    if ('query' in endpoint) expect(endpoint.query.safeParse(query ?? {}).error).toBeUndefined();
    const params = example.params ? await example.params(scope) : undefined;
    const body = example.body ? await example.body(scope) : undefined;
    if ('body' in endpoint) expect(endpoint.body.safeParse(body).error).toBeUndefined();
    // Arrays go out with bracket keys (spec 5), one pair per value.
    const search = new URLSearchParams(
      Object.entries(query ?? {}).flatMap(([key, value]) => (Array.isArray(value) ? value.map((item) => [`${key}[]`, item]) : [[key, value]])),
    ).toString();
    const asForm = 'bodyEncoding' in endpoint && endpoint.bodyEncoding === 'form';
    const cookie = example.session ? await logInDemo(scope) : undefined;
    const response = await fetch(`${backend.url}${buildShopApiPath(name, params)}${search ? `?${search}` : ''}`, {
      method: endpoint.method,
      headers: { 'x-channel': scope.channel, 'x-locale': scope.locale, ...(body === undefined || asForm ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : asForm ? new URLSearchParams(body as Record<string, string>) : JSON.stringify(body),
    });
    const answer: unknown = await response.json();
    expect(response.status, JSON.stringify(answer)).toBe(200);
    expect(endpoint.answer.safeParse(answer).error?.issues ?? []).toEqual([]);
    // The shop's own reader of the answer, where it reads one, takes it too.
    const reader = CLIENT_READERS[name];
    if (reader) expect(reader.safeParse(answer).error?.issues ?? []).toEqual([]);
  });
});
