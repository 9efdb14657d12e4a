import { describe, expect, it } from 'vitest';
import { wishlistSchema, WISHLIST_MAX_ITEMS } from '../../domain/shop-api-contract/index.ts';
import { callShopApi, createTestClock, useTestBackend } from '../../tests/support/test-backend.ts';
import { DEMO_PASSWORD } from '../customer/customer-store.ts';
import { getThemeRecords } from '../catalog/build-themes.ts';

const clock = createTestClock();
const backend = useTestBackend({ now: clock.now });

const CARD_IDS = getThemeRecords('card').map((record) => String(record.id));
const [A, B, C] = CARD_IDS as [string, string, string];
let keys = 0;
const newKey = () => `visitor-key-for-the-wishlist-${(keys += 1)}`;

type Who = { key?: string; session?: string; channel?: string; locale?: string };

const call = (method: 'GET' | 'POST', path: string, body: unknown, { key, channel = 'card', ...who }: Who) =>
  callShopApi(backend, method, path, body, { ...who, channel, wishlistKey: key });

const ids = (json: unknown) => wishlistSchema.parse(json).items.map((item) => String(item.id));
const list = (who: Who) => call('GET', '/web-api/wishlist', undefined, who);
const save = (designId: string, who: Who, saved = true) => call('POST', '/web-api/wishlist', { designId, saved }, who);

async function logIn(): Promise<string> {
  const answer = await call('POST', '/web-api/customer-login', { email: 'demo@carta.example', password: DEMO_PASSWORD }, {});
  expect(answer.status).toBe(200);
  return answer.session!;
}

describe('wishlist store (SQLite)', () => {
  it('keeps a visitor’s designs newest first, each once, and removes them', async () => {
    const key = newKey();
    expect(ids((await list({ key })).json)).toEqual([]);
    await save(A, { key });
    clock.advance(1000);
    await save(B, { key });
    clock.advance(1000);
    const again = await save(A, { key });
    expect(again.status).toBe(200);
    expect(ids(again.json)).toEqual([B, A]);
    expect(ids((await save(B, { key }, false)).json)).toEqual([A]);
    // Another visitor sees nothing of it.
    expect(ids((await list({ key: newKey() })).json)).toEqual([]);
  });

  it('answers each design as the themes call does, in the asking locale', async () => {
    const key = newKey();
    await save(A, { key });
    const [item] = wishlistSchema.parse((await list({ key, locale: 'de-CH' })).json).items;
    const theme = (await (await fetch(`${backend.url}/web-api/themes/${A}`, { headers: { 'x-channel': 'card', 'x-locale': 'de-CH' } })).json()) as Record<string, unknown>;
    expect(item).toMatchObject({ id: theme['id'], name: theme['name'], image: theme['image'], priceFrom: theme['priceFrom'], currency: 'chf' });
  });

  it('refuses unknown designs, bad bodies, a missing owner and a full list', async () => {
    const key = newKey();
    expect((await save('999999999', { key })).status).toBe(404);
    expect((await call('POST', '/web-api/wishlist', { designId: 'x', saved: true }, { key })).status).toBe(400);
    expect((await list({})).status).toBe(400);
    expect((await list({ key: 'short' })).status).toBe(400);
    const full = newKey();
    for (const id of CARD_IDS.slice(0, WISHLIST_MAX_ITEMS)) expect((await save(id, { key: full })).status).toBe(200);
    if (CARD_IDS.length > WISHLIST_MAX_ITEMS) expect((await save(CARD_IDS[WISHLIST_MAX_ITEMS]!, { key: full })).status).toBe(409);
  });

  it('is not offered on the poster channel', async () => {
    expect((await list({ key: newKey(), channel: 'poster' })).status).toBe(404);
  });

  it('moves a visitor’s list onto the customer at log-in, without duplicates, and empties the visitor’s', async () => {
    const session = await logIn();
    await save(C, { session });
    const key = newKey();
    await save(A, { key });
    clock.advance(1000);
    await save(C, { key });
    const merged = await call('POST', '/web-api/wishlist-merge', { visitorKey: key }, { session });
    expect(merged.status).toBe(200);
    expect(ids(merged.json).sort()).toEqual([A, C].sort());
    expect(ids((await list({ session })).json).sort()).toEqual([A, C].sort());
    expect(ids((await list({ key })).json)).toEqual([]);
    // A second merge of the same key changes nothing.
    expect(ids((await call('POST', '/web-api/wishlist-merge', { visitorKey: key }, { session })).json).sort()).toEqual([A, C].sort());
  });

  it('refuses a merge without a session', async () => {
    expect((await call('POST', '/web-api/wishlist-merge', { visitorKey: newKey() }, {})).status).toBe(401);
  });
});
