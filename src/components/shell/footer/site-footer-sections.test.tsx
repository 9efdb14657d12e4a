import type { Readable } from 'node:stream';
import { text as readStream } from 'node:stream/consumers';
import { setupServer } from 'msw/node';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/dom';
import { createContentApiMock } from '../../../../tests/mocks/content-api.ts';
import { createReviewsMock } from '../../../../tests/mocks/shop-api-reviews.ts';
import { buildTestRequestContext, buildTestServices, MOCK_UPSTREAMS } from '../../../../tests/support/test-request-context.ts';
import { parseHtml } from '../../../../tests/support/parse-html.ts';
import * as log from '../../../lib/log/logger.ts';
import type { RequestFlags } from '../../../lib/flags/request-flags.ts';
import { setRequestFlags } from '../../../lib/flags/request-flags.ts';
import type { Treatment } from '../../../../domain/flags/treatments.ts';
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
    {
      _uid: 'b1',
      title: 'Tableaux',
      links: [{ _uid: 'l1', text: 'Toile', link: link('poster/fr-fr/impression-sur-toile'), _editable: `<!--#storyblok#${JSON.stringify({ name: 'link', space: '1', uid: 'l1', id: '79' })}-->` }],
    },
    {
      _uid: 'b2',
      title: 'Société',
      links: [
        { _uid: 'l2', text: 'À propos', link: link('poster/fr-fr/a-propos') },
        { _uid: 'l3', text: 'Gérer mes cookies', link: { linktype: 'url', url: '#consent-settings' } },
      ],
    },
  ],
  communicationTiles: [
    { _uid: 't1', title: 'Appelez-nous', text: 'Du lundi au vendredi', icon: 'phone', link: { linktype: 'url', url: 'tel:+41441234567' } },
    { _uid: 't2', title: 'Écrivez-nous', text: 'Réponse en un jour', icon: 'mail', link: { linktype: 'email', email: 'service@shop.test' } },
  ],
  paymentMethods: ['paypal', 'visa'],
  boxes: [
    { _uid: 'x1', type: 'service', title: 'Service client', text: 'Du lundi au vendredi, 8 h – 18 h', items: [] },
    {
      _uid: 'x2',
      type: 'apps',
      title: 'Nos applications',
      items: [{ _uid: 'a1', text: 'Télécharger dans l’App Store', link: { linktype: 'url', url: 'https://apps.apple.com/app/id1' }, image: { filename: 'https://a.storyblok.com/f/1/app-store.png' }, linkImage: true }],
    },
    {
      _uid: 'x3',
      type: 'awards',
      title: 'Distinctions',
      items: [{ _uid: 'w1', text: 'Meilleur service 2024', title: 'Sceau qualité', image: { filename: 'https://a.storyblok.com/f/1/award.png', alt: 'Sceau Meilleur service' } }],
    },
  ],
  copyright: '© Posterly',
};

const contentApi = createContentApiMock({
  baseUrl: MOCK_UPSTREAMS.CONTENT_API_URL,
  publicToken: MOCK_UPSTREAMS.CONTENT_TOKEN,
  previewToken: MOCK_UPSTREAMS.CONTENT_PREVIEW_TOKEN,
  stories: [
    { uuid: 'f', fullSlug: 'poster/fr-fr/global/footer', published: footer },
    { uuid: 'fc', fullSlug: 'card/fr-fr/global/footer', published: footer },
    { uuid: 'pc', fullSlug: 'card/fr-fr/impression-sur-toile', published: page('Toile') },
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
    {
      uuid: 'p4',
      fullSlug: 'poster/fr-fr/offre',
      published: page('Offre', {
        footerOverride: [
          {
            _uid: 'fo',
            component: 'footer',
            linkBoxes: [{ _uid: 'ob', title: 'Offre', links: [{ _uid: 'ol', text: 'Conditions de l’offre', link: link('poster/fr-fr/conditions') }] }],
            copyright: '© Offre spéciale',
          },
        ],
      }),
    },
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
async function renderFooter(treatment: Treatment = 'control', slug = 'impression-sur-toile', editable = false, channel: 'poster' | 'card' = 'poster') {
  const context = buildTestRequestContext(
    `http://ch.${channel}.localhost/fr/${slug}${channel === 'card' ? '/' : ''}`,
    { channel, country: 'ch', locale: 'fr-CH', languagePrefix: '/fr', route: { kind: 'content', slug } },
    buildTestServices(MOCK_UPSTREAMS),
  );
  setRequestFlags(context, { treatments: { 'footer-customer-opinions-order': treatment } } as unknown as RequestFlags);
  const html = await runWithRequestContext(context, async () => {
    const scope = getPageScope();
    const { prelude } = await prerenderToNodeStream(
      await SiteFooter({ scope: editable ? { ...scope, blockContext: { ...scope.blockContext, editable: true } } : scope, uniqueIdentifier: 'test' }),
    );
    return readStream(prelude as Readable);
  });
  return parseHtml(html);
}

const sectionHeadings = (body: HTMLElement) =>
  [...body.querySelectorAll('.site-footer__section')].map((section) => section.className.replace(/.*--/, ''));

describe('the footer', () => {
  it('marks footer entries for the visual editor on editor requests only', async () => {
    const editor = (await renderFooter('control', 'impression-sur-toile', true)).screen;
    expect(editor.getByRole('link', { name: 'Toile' }).closest('li')?.getAttribute('data-blok-uid')).toBe('79-l1');
    const shopper = (await renderFooter()).screen;
    expect(shopper.getByRole('link', { name: 'Toile' }).closest('[data-blok-uid]')).toBeNull();
  });

  it('keeps the consent settings reachable where a footer carries no consent link: the shop adds its own, and says so in the log', async () => {
    const logged = vi.spyOn(log, 'logEventOnce');
    const { screen } = await renderFooter('control', 'offre');
    expect(screen.getByRole('link', { name: 'Paramètres des cookies' }).getAttribute('href')).toBe('/fr/offre?consent=settings#consent-settings');
    expect(logged).toHaveBeenCalledWith('warn', 'footer-consent-link-missing', expect.any(String), expect.objectContaining({ channel: 'poster', footerOverride: true }));
    logged.mockRestore();
  });

  it('shows the page’s own footer (footerOverride) instead of the global one', async () => {
    const { screen } = await renderFooter('control', 'offre');
    expect(screen.getByText('Offre', { selector: 'summary' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Conditions de l’offre' }).getAttribute('href')).toBe('/fr/conditions');
    expect(screen.getByText('© Offre spéciale')).toBeTruthy();
    expect(screen.queryByText('© Posterly')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Toile' })).toBeNull();
    // The global footer still shows on the other pages.
    expect((await renderFooter()).screen.getByText('© Posterly')).toBeTruthy();
  });

  it('shows footer box images: an app badge as an image-only link, an award seal with its alt text', async () => {
    const { screen } = await renderFooter();
    const apps = within(screen.getByRole('region', { name: 'Nos applications' }));
    const badge = apps.getByRole('link', { name: 'Télécharger dans l’App Store' });
    expect(badge.getAttribute('href')).toBe('https://apps.apple.com/app/id1');
    expect(within(badge).getByRole('img', { name: 'Télécharger dans l’App Store' }).getAttribute('src')).toContain('app-store.png');
    expect(within(badge).queryByText('Télécharger dans l’App Store')).toBeNull();
    const awards = within(screen.getByRole('region', { name: 'Distinctions' }));
    expect(awards.getByRole('img', { name: 'Sceau Meilleur service' }).getAttribute('src')).toContain('award.png');
    expect(awards.getByText('Meilleur service 2024')).toBeTruthy();
  });

  it('leaves an apps box out on the card channel, which sells no app (spec 9.4)', async () => {
    const { screen } = await renderFooter('control', 'impression-sur-toile', false, 'card');
    expect(screen.queryByRole('region', { name: 'Nos applications' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Distinctions' })).toBeTruthy();
  });

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
    // The content's own consent link opens the second layer; the shop's fallback link is then left out.
    expect(screen.getByRole('link', { name: 'Gérer mes cookies' }).getAttribute('href')).toBe('/fr/impression-sur-toile?consent=settings#consent-settings');
    expect(screen.queryByRole('link', { name: 'Paramètres des cookies' })).toBeNull();
    expect(screen.getByRole('img', { name: 'PayPal' }).getAttribute('src')).toBe('/payment/paypal.svg');
  });
});
