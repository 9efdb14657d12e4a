import { getAllByRole, getByRole, queryByRole } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Readable } from 'node:stream';
import { text as readStream } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../../domain/catalog/price.ts';
import { SHOP_API } from '../../../domain/shop-api-contract/index.ts';
import { answerContract } from '../../../tests/mocks/shop-api-contract.ts';
import { parseHtml } from '../../../tests/support/parse-html.ts';
import { buildTestRequestContext, buildTestServices, MOCK_UPSTREAMS } from '../../../tests/support/test-request-context.ts';
import { getPageScope } from '../../lib/request/get-page-scope.ts';
import { runWithRequestContext } from '../../lib/request/request-context.ts';
import type { ShopLocation } from '../../lib/routing/route-pipeline.ts';
import { GiftVoucherView } from './gift-voucher-view.tsx';

/** What the shop's one price formatter writes (its spaces are non-breaking). */
const whole = (value: number, locale: 'de-DE' | 'fr-CH') => formatPrice(value, locale, { minimumFractionDigits: 0 });

const services = buildTestServices({ ...MOCK_UPSTREAMS, CART_URL: 'https://cart.test/warenkorb/' });
const asked: { channel: string | null; locale: string | null }[] = [];
let failure: number | null = null;

const server = setupServer(
  http.get(`${MOCK_UPSTREAMS.SHOP_API_URL}${SHOP_API.giftVouchers.path}`, ({ request }) => {
    asked.push({ channel: request.headers.get('x-channel'), locale: request.headers.get('x-locale') });
    if (failure !== null) return HttpResponse.json({ error: 'failed' }, { status: failure });
    const currency = request.headers.get('x-locale') === 'fr-CH' ? 'chf' : 'eur';
    return answerContract('giftVouchers', {
      currency,
      amounts: [10, 25, 1000].map((value) => ({ sku: `gift-voucher-card-${value}-${currency}`, value })),
      defaultValue: 25,
      validityYears: 3,
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  failure = null;
  asked.length = 0;
});
afterAll(() => server.close());

async function renderPage(url: string, location: Pick<ShopLocation, 'country' | 'locale'> & { languagePrefix?: string }) {
  const context = buildTestRequestContext(url, { ...location, channel: 'card', route: { kind: 'gift-voucher' } }, services);
  const html = await runWithRequestContext(context, async () => {
    const { prelude } = await prerenderToNodeStream(<GiftVoucherView scope={getPageScope()} />);
    return readStream(prelude as Readable);
  });
  return { page: parseHtml(html).body, status: context.response.status };
}

describe('the gift voucher page', () => {
  it('offers the amounts of the shop API in the host’s currency, the preselected one checked and previewed', async () => {
    const { page, status } = await renderPage('http://de.card.localhost/gift-voucher', { country: 'de', locale: 'de-DE' });
    expect(status).toBeNull();
    expect(asked).toEqual([{ channel: 'card', locale: 'de-DE' }]);
    expect(getByRole(page, 'heading', { level: 1 }).textContent).toBe('Geschenkgutschein');
    const group = getByRole(page, 'group', { name: 'Betrag wählen' });
    expect(getAllByRole(group, 'radio').map((radio) => radio.parentElement?.textContent)).toEqual([10, 25, 1000].map((value) => whole(value, 'de-DE')));
    expect((getByRole(group, 'radio', { name: whole(25, 'de-DE') }) as HTMLInputElement).defaultChecked).toBe(true);
    expect(getByRole(page, 'figure').textContent).toContain(`Vorschau: Gutschein von Carta & Co. über ${whole(25, 'de-DE')}, 3 Jahre gültig`);
    const cart = new URL(getByRole(page, 'link', { name: `Gutschein über ${whole(25, 'de-DE')} in den Warenkorb` }).getAttribute('href')!);
    expect(cart.origin + cart.pathname).toBe('https://cart.test/warenkorb/');
    expect(Object.fromEntries(cart.searchParams)).toMatchObject({ sku: 'gift-voucher-card-25-eur', quantity: '1', locale: 'de-DE' });
  });

  it('previews and links the amount chosen by the form GET, in francs with the Swiss apostrophe', async () => {
    const { page } = await renderPage('http://ch.card.localhost/fr/gift-voucher?amount=1000', { country: 'ch', locale: 'fr-CH', languagePrefix: '/fr' });
    const form = page.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/fr/gift-voucher/');
    expect(whole(1000, 'fr-CH')).toContain("1'000");
    expect((getByRole(page, 'radio', { name: whole(1000, 'fr-CH') }) as HTMLInputElement).defaultChecked).toBe(true);
    const cart = new URL(getByRole(page, 'link', { name: `Ajouter le bon de ${whole(1000, 'fr-CH')} au panier` }).getAttribute('href')!);
    expect(cart.searchParams.get('sku')).toBe('gift-voucher-card-1000-chf');
  });

  it('answers 400 with a message and the preselected amount for an amount it does not sell', async () => {
    const { page, status } = await renderPage('http://de.card.localhost/gift-voucher?amount=7', { country: 'de', locale: 'de-DE' });
    expect(status).toBe(400);
    expect(getByRole(page, 'status').textContent).toBe(`Diesen Betrag gibt es nicht als Gutschein. Gezeigt wird ${whole(25, 'de-DE')}.`);
    expect((getByRole(page, 'radio', { name: whole(25, 'de-DE') }) as HTMLInputElement).defaultChecked).toBe(true);
  });

  it('keeps its heading and says so when the shop API fails (503, no form, no cart link)', async () => {
    failure = 500;
    const { page, status } = await renderPage('http://de.card.localhost/gift-voucher', { country: 'de', locale: 'de-DE' });
    expect(status).toBe(503);
    expect(getByRole(page, 'heading', { level: 1 }).textContent).toBe('Geschenkgutschein');
    expect(getByRole(page, 'status').textContent).toMatch(/gerade nicht angezeigt/);
    expect(queryByRole(page, 'radio')).toBeNull();
    expect(queryByRole(page, 'link')).toBeNull();
  });
});
