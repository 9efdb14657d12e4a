import type { Readable } from 'node:stream';
import { text as readStream } from 'node:stream/consumers';
import { setupServer } from 'msw/node';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/dom';
import { createContentApiMock } from '../../../../tests/mocks/content-api.ts';
import { createReviewsMock } from '../../../../tests/mocks/shop-api-reviews.ts';
import { buildTestRequestContext, buildTestServices, MOCK_UPSTREAMS } from '../../../../tests/support/test-request-context.ts';
import { parseHtml } from '../../../../tests/support/parse-html.ts';
import type { RequestFlags } from '../../../lib/flags/request-flags.ts';
import { setRequestFlags } from '../../../lib/flags/request-flags.ts';
import type { Treatment } from '../../../lib/flags/treatments.ts';
import { getPageScope } from '../../../lib/request/get-page-scope.ts';
import { runWithRequestContext } from '../../../lib/request/request-context.ts';
import { SiteFooter } from '../site-footer.tsx';

const link = (slug: string) => ({ linktype: 'story', cached_url: slug });
const page = (title: string, extra: Record<string, unknown> = {}) => ({ component: 'page', title, translationGroup: 'canvas', body: [], ...extra });

const footer = {
  component: 'footer',
  reviews: { headline: 'L’avis de nos clients' },
  newsletter: { headline: 'Newsletter', inputPlaceholder: 'E-mail', ctaText: 'OK', newsletterText: 'Nouveautés' },
  linkBoxes: [
    { _uid: 'b1', title: 'Tableaux', links: [{ _uid: 'l1', text: 'Toile', link: link('poster/fr-fr/impression-sur-toile') }] },
    { _uid: 'b2', title: 'Société', links: [{ _uid: 'l2', text: 'À propos', link: link('poster/fr-fr/a-propos') }] },
  ],
  communicationTiles: [
    { _uid: 't1', title: 'Appelez-nous', text: 'Du lundi au vendredi', icon: 'phone', link: { linktype: 'url', url: 'tel:+41441234567' } },
    { _uid: 't2', title: 'Écrivez-nous', text: 'Réponse en un jour', icon: 'mail', link: { linktype: 'email', email: 'service@shop.test' } },
  ],
  paymentMethods: ['paypal', 'visa'],
  boxes: [{ _uid: 'x1', type: 'service', title: 'Service client', text: 'Du lundi au vendredi, 8 h – 18 h', items: [] }],
  copyright: '© Posterly',
};

const contentApi = createContentApiMock({
  baseUrl: MOCK_UPSTREAMS.CONTENT_API_URL,
  publicToken: MOCK_UPSTREAMS.CONTENT_TOKEN,
  previewToken: MOCK_UPSTREAMS.CONTENT_PREVIEW_TOKEN,
  stories: [
    { uuid: 'f', fullSlug: 'poster/fr-fr/global/footer', published: footer },
    {
      uuid: 'p1',
      fullSlug: 'poster/fr-fr/impression-sur-toile',
      published: page('Toile', {
        breadcrumb: [
          { _uid: 'c1', text: 'Tableaux muraux', link: link('poster/fr-fr/tableaux-muraux') },
          { _uid: 'c2', text: 'Impression sur toile' },
        ],
      }),
    },
    { uuid: 'p2', fullSlug: 'poster/de-de/leinwanddruck', published: page('Leinwand') },
    { uuid: 'p3', fullSlug: 'poster/it-it/stampa-su-tela', published: page('Tela') },
  ],
});
const reviews = createReviewsMock({ baseUrl: MOCK_UPSTREAMS.SHOP_API_URL });
const server = setupServer(...contentApi.handlers, ...reviews.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  contentApi.reset();
  reviews.reset();
});

/** The footer of the Swiss French canvas page, as a browser would parse it. */
async function renderFooter(treatment: Treatment = 'control') {
  const context = buildTestRequestContext(
    'http://ch.poster.localhost/fr/impression-sur-toile',
    { channel: 'poster', country: 'ch', locale: 'fr-CH', languagePrefix: '/fr', route: { kind: 'content', slug: 'impression-sur-toile' } },
    buildTestServices(MOCK_UPSTREAMS),
  );
  setRequestFlags(context, { treatments: { 'footer-customer-opinions-order': treatment } } as unknown as RequestFlags);
  const html = await runWithRequestContext(context, async () => {
    const { prelude } = await prerenderToNodeStream(await SiteFooter({ scope: getPageScope(), uniqueIdentifier: 'test' }));
    return readStream(prelude as Readable);
  });
  return parseHtml(html);
}

const sectionHeadings = (body: HTMLElement) =>
  [...body.querySelectorAll('.site-footer__section')].map((section) => section.className.replace(/.*--/, ''));

describe('the footer', () => {
  it('shows the customer opinions first, or after the link boxes when the treatment is on', async () => {
    expect(sectionHeadings((await renderFooter('control')).body).slice(0, 2)).toEqual(['reviews', 'linkBoxes']);
    expect(sectionHeadings((await renderFooter('on')).body).slice(0, 2)).toEqual(['linkBoxes', 'reviews']);
  });

  it('shows score, count, stars with accessible text and time-ago labels', async () => {
    const { screen } = await renderFooter();
    const region = within(screen.getByRole('region', { name: 'L’avis de nos clients' }));
    expect(region.getByText('TrustScore 4,7')).toBeTruthy();
    // Issue 20 item 13: the score's stars were labelled 4,5 beside "TrustScore 4,7".
    expect(region.getByRole('img', { name: '4,7 étoiles sur 5' })).toBeTruthy();
    expect(region.getByRole('link', { name: /^1.?284 avis$/ })).toBeTruthy();
    expect(region.getAllByRole('img', { name: '5,0 étoiles sur 5' }).length).toBeGreaterThan(0);
    expect(region.getByRole('img', { name: '3,0 étoiles sur 5' })).toBeTruthy();
    expect(region.getByText('à l’instant')).toBeTruthy();
    expect(region.getByText('il y a 3 heures')).toBeTruthy();
    expect(region.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('leaves out only the customer opinions when reviews fail', async () => {
    reviews.failWith(503);
    const { screen, body } = await renderFooter();
    expect(screen.queryByRole('region', { name: 'L’avis de nos clients' })).toBeNull();
    expect(sectionHeadings(body)).toContain('linkBoxes');
    expect(screen.getByRole('link', { name: 'Toile' })).toBeTruthy();
  });

  it('opens only the first link list and the first contact tile', async () => {
    const { body } = await renderFooter();
    const openStates = (selector: string) => [...body.querySelectorAll<HTMLDetailsElement>(selector)].map((details) => details.hasAttribute('open'));
    expect(openStates('.footer-link-box')).toEqual([true, false]);
    expect(openStates('.footer-tile')).toEqual([true, false]);
  });

  it('repeats the page breadcrumb: home, the category, the page as plain text', async () => {
    const { screen } = await renderFooter();
    const trail = within(screen.getByRole('navigation', { name: 'Vous êtes ici' }));
    expect(trail.getByRole('link', { name: 'Accueil' }).getAttribute('href')).toBe('/fr');
    expect(trail.getByRole('link', { name: 'Tableaux muraux' }).getAttribute('href')).toBe('/fr/tableaux-muraux');
    expect(trail.queryByRole('link', { name: 'Impression sur toile' })).toBeNull();
    expect(trail.getByText('Impression sur toile').getAttribute('aria-current')).toBe('page');
  });

  it('switches language to the same page and country to the other hosts, and links the cookie settings', async () => {
    const { screen } = await renderFooter();
    const languages = within(screen.getByRole('region', { name: 'Langues' }));
    expect(languages.getByRole('link', { name: 'Deutsch' }).getAttribute('href')).toBe('http://ch.poster.localhost/leinwanddruck');
    expect(languages.getByRole('link', { name: 'Italiano' }).getAttribute('href')).toBe('http://ch.poster.localhost/it/stampa-su-tela');
    const countries = within(screen.getByRole('region', { name: 'International' }));
    expect(countries.getByRole('link', { name: 'Allemagne' }).getAttribute('href')).toBe('http://de.poster.localhost/');
    expect(countries.queryByRole('link', { name: 'Suisse' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Paramètres des cookies' }).getAttribute('href')).toBe('/fr/impression-sur-toile?consent=settings');
    expect(screen.getByRole('img', { name: 'PayPal' }).getAttribute('src')).toBe('/payment/paypal.svg');
  });
});
