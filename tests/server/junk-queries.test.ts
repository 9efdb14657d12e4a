import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useSharedStack } from './shared-stack.ts';
import { send } from './raw-http.ts';

const stack = useSharedStack();

/** A crawler gets the same treatments every time, so its pages share one stored copy. */
const get = (path: string) => send(stack.shopPort, { path, headers: { 'user-agent': 'junk-query-test-bot/1.0' } });
const storeOf = (response: { headers: Record<string, unknown> }) => response.headers['x-page-store'];
const random = () => randomBytes(12).toString('hex');

describe('query parameters the page does not read', () => {
  it('do not grow the page: /leinwanddruck with 200 of them is the size of the plain page', async () => {
    const plain = await get('/leinwanddruck');
    const junk = Array.from({ length: 200 }, (_, index) => `junk${index}=${random()}`).join('&');
    const junky = await get(`/leinwanddruck?${junk}`);
    expect([plain.status, junky.status]).toEqual([200, 200]);
    expect(junky.body).not.toContain('junk17');
    expect(junky.body.length).toBeLessThan(plain.body.length * 1.02);
  });

  it('neither bypass nor split the page store, underscore junk included', async () => {
    await get('/ueber-uns');
    // The one stored copy, fresh or (on the shared stack, stored by an earlier file a minute ago)
    // stale while it is renewed; a split key would be a miss, a bypass says so.
    const sameCopy = ['hit', 'stale'];
    expect(sameCopy).toContain(storeOf(await get(`/ueber-uns?r=${random()}`)));
    expect(sameCopy).toContain(storeOf(await get(`/ueber-uns?utm_source=${random()}&gclid=${random()}&_x=${random()}`)));
  });

  it('leave what the page reads: a dialog, the listing sort, the shop’s own switches', async () => {
    const marker = random();
    const dialog = await get(`/leinwanddruck?dialog=login&junk=${marker}`);
    expect(dialog.body).toMatch(/type="password"/);
    expect(dialog.body).not.toContain(marker);
    await get('/products');
    expect(storeOf(await get('/products?sort=created'))).toBe('miss');
    expect(storeOf(await get('/products?_debug=1'))).toBe('bypass');
  });
});
