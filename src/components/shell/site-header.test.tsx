import type { Readable } from 'node:stream';
import { text as readStream } from 'node:stream/consumers';
import { within } from '@testing-library/dom';
import { setupServer } from 'msw/node';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContentApiMock } from '../../../tests/mocks/content-api.ts';
import { createInitialDataMock } from '../../../tests/mocks/shop-api-initial-data.ts';
import { parseHtml } from '../../../tests/support/parse-html.ts';
import { buildTestRequestContext, buildTestServices, MOCK_UPSTREAMS } from '../../../tests/support/test-request-context.ts';
import { getPageScope } from '../../lib/request/get-page-scope.ts';
import { runWithRequestContext } from '../../lib/request/request-context.ts';
import type { Platform } from '../../lib/routing/route-pipeline.ts';
import { SiteHeader } from './site-header.tsx';

const services = buildTestServices(MOCK_UPSTREAMS);
const link = (url: string) => ({ linktype: 'url', url });
const picture = { filename: 'https://a.storyblok.com/f/1/1x1/a.jpg', alt: 'Ein Bild' };

const header = {
  component: 'header',
  items: [
    { _uid: 'h1', type: 'service', text: 'Service', link: link('/service'), _editable: `<!--#storyblok#${JSON.stringify({ name: 'headerItem', space: '1', uid: 'h1', id: '78' })}-->` },
    { _uid: 'h2', type: 'account', text: 'Mein Konto', link: link('/kundenkonto') },
    { _uid: 'h3', type: 'cart', text: 'Warenkorb', link: link('/cart') },
  ],
  shopNavigation: [
    { _uid: 's1', text: 'Alle Designs', link: link('/products'), color: '#b3441e', icon: 'star' },
    // The main list links the canvas page too: in the drawer once.
    { _uid: 's2', text: 'Leinwand', link: link('/leinwanddruck') },
    // The burger's extra menu links this page as "Über uns": the drawer lists it once, by address.
    { _uid: 's3', text: 'Wer wir sind', link: link('/ueber-uns') },
  ],
};

const comment = (uid: string, name: string) => `<!--#storyblok#${JSON.stringify({ name, space: '1', uid, id: '77' })}-->`;

const wallArt = {
  _uid: 'n1',
  _editable: comment('n1', 'navigationItem'),
  text: 'Wandbilder',
  link: link('/wandbilder'),
  navigationType: 'wandbilder',
  flyoutGroups: [
    {
      _uid: 'g1',
      flyoutGroupIdentifier: 'materials',
      flyoutGroupTitle: 'Materialien',
      type: 'images',
      row: 1,
      flyoutGroupItems: [
        { _uid: 'i1', storyblokTitle: 'Leinwand', link: link('/leinwanddruck'), asset: picture, _editable: comment('i1', 'flyoutItem') },
        { _uid: 'i2', storyblokTitle: 'Acrylglas', link: link('/acrylglas'), asset: picture },
      ],
    },
  ],
};
// Headline entry, sub groups and an image-only link: each drawn as what it is.
const frames = {
  _uid: 'n4',
  text: 'Rahmen',
  link: link('/rahmen'),
  navigationType: 'frame',
  flyoutGroups: [
    {
      _uid: 'g2',
      flyoutGroupIdentifier: 'frames',
      flyoutGroupTitle: 'Rahmenarten',
      type: 'links',
      row: 1,
      flyoutGroupItems: [
        { _uid: 'r1', storyblokTitle: 'Beliebte Rahmen', link: link('/rahmen/beliebt'), isHeadlineItem: true },
        {
          _uid: 'r2',
          storyblokTitle: 'Holzrahmen',
          link: link('/holzrahmen'),
          subFlyoutGroups: [{ _uid: 'sg1', flyoutGroupTitle: 'Holzarten', flyoutGroupItems: [{ _uid: 'r3', storyblokTitle: 'Eiche', link: link('/holzrahmen/eiche') }] }],
        },
        { _uid: 'r4', storyblokTitle: 'Rahmen-Sale', link: link('/rahmen/sale'), asset: picture, linkOnlyImage: true },
      ],
    },
  ],
};
const burgerOnly = { _uid: 'n2', text: 'Bilderbox', link: link('/bilderbox'), isOnlyInBurgerNavigation: true };

const navigation = {
  component: 'navigation',
  items: [wallArt, { _uid: 'n3', text: 'Leinwand', link: link('/leinwanddruck'), navigationType: 'wandbilder' }, burgerOnly, frames],
  burger: {
    // No tree of its own: the drawer is the main navigation (the seed's burgers are so).
    mainNavigationItems: [],
    // Bilderbox is a burger-only entry of the main list as well: the drawer lists it once.
    extraMenu: [
      { _uid: 'e1', text: 'Über uns', url: link('/ueber-uns') },
      { _uid: 'e2', text: 'Bilderbox', url: link('/bilderbox') },
    ],
    footer: [{ _uid: 'f1', text: 'Impressum', url: link('/impressum') }],
    serviceHotline: '+49 221 98765 430',
    serviceText: 'Mo–Fr 8–18 Uhr',
  },
};

const contentApi = createContentApiMock({
  baseUrl: MOCK_UPSTREAMS.CONTENT_API_URL,
  stories: [
    { uuid: 'h', fullSlug: 'poster/de-de/global/header', published: header },
    { uuid: 'n', fullSlug: 'poster/de-de/global/navigation', published: navigation },
    // An entry whose own link is refused: its flyout is the only way to what it groups.
    {
      uuid: 'g',
      fullSlug: 'poster/en-gb/global/navigation',
      published: { component: 'navigation', items: [{ ...wallArt, text: 'Wall art', link: { linktype: 'url', url: 'javascript:alert(1)' } }] },
    },
    // The content's own burger tree: the drawer shows it instead of the main list.
    {
      uuid: 't',
      fullSlug: 'card/en-gb/global/navigation',
      published: {
        component: 'navigation',
        items: [{ ...wallArt, text: 'Wall art' }, { _uid: 'n5', text: 'Cards', link: link('/cards') }],
        burger: {
          mainNavigationItems: [
            {
              _uid: 't1',
              text: 'Gift ideas',
              url: link('/gifts'),
              icon: 'star',
              subItems: [
                { _uid: 't2', text: 'For her', url: link('/gifts/her') },
                {
                  _uid: 't3',
                  text: 'By occasion',
                  url: link('/occasions'),
                  subItems: [
                    { _uid: 't4', text: 'Birthday', url: link('/birthday') },
                    { _uid: 't5', text: 'All gift ideas', url: link('/gifts') },
                  ],
                },
              ],
            },
            { _uid: 't6', text: 'Greeting cards', url: link('/cards') },
          ],
          extraMenu: [],
          footer: [],
        },
      },
    },
    // The card channel's story is broken around its items: flyouts and burger cannot be read.
    {
      uuid: 'c',
      fullSlug: 'card/de-de/global/navigation',
      published: { component: 'navigation', items: [{ ...wallArt, flyoutGroups: { kaputt: true } }, burgerOnly], burger: 'kaputt' },
    },
  ],
});
const initialData = createInitialDataMock({ baseUrl: MOCK_UPSTREAMS.SHOP_API_URL, hotlines: {} });
const server = setupServer(...contentApi.handlers, ...initialData.handlers);

beforeAll(() => server.listen());
afterAll(() => server.close());
beforeEach(() => contentApi.reset());

async function renderHeader({
  channel = 'poster',
  path = '/',
  platform = 'web',
  locale = 'de-DE',
  light = false,
  editable = false,
}: { channel?: 'poster' | 'card'; path?: string; platform?: Platform; locale?: 'de-DE' | 'en-GB'; light?: boolean; editable?: boolean } = {}) {
  const country = locale === 'en-GB' ? 'gb' : 'de';
  const context = { ...buildTestRequestContext(`http://${country}.${channel}.localhost${path}`, { channel, platform, country, locale }, services), lightMode: { light, reason: 'save-data' as const, hintsRead: ['Save-Data' as const] } };
  const html = await runWithRequestContext(context, async () => {
    const scope = getPageScope();
    const { prelude } = await prerenderToNodeStream(
      await SiteHeader({ scope: editable ? { ...scope, blockContext: { ...scope.blockContext, editable: true } } : scope, cartArticlesAmount: 3 }),
    );
    return readStream(prelude as Readable);
  });
  return parseHtml(html).screen;
}

describe('site header', () => {
  it('shows the main navigation with burger-only items kept for the burger, a flyout per item with groups, and marks the current page', async () => {
    const screen = await renderHeader({ path: '/leinwanddruck' });
    const main = within(screen.getByRole('navigation', { name: 'Hauptnavigation' }));
    const flyout = within(main.getByRole('group', { name: 'Wandbilder' }));
    expect(flyout.getByText('Materialien', { selector: 'p' })).toBeTruthy();
    expect(flyout.getByRole('link', { name: 'Acrylglas' }).getAttribute('href')).toBe('/acrylglas');
    // One tree serves bar and burger: the burger-only item is there, marked for CSS to keep it out
    // of the bar (the e2e navigation spec checks the bar at 1366 px does not show it).
    const burgerOnly = main.getByRole('link', { name: 'Bilderbox' });
    expect(burgerOnly.closest('li')?.classList.contains('b')).toBe(true);
    expect(main.getByRole('link', { name: 'Wandbilder' }).closest('li')?.classList.contains('b')).toBe(false);
    const current = main.getAllByRole('link', { name: 'Leinwand' }).filter((entry) => entry.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
  });

  it('draws a headline entry as a heading, sub groups as named groups and an image-only entry as a link named by its text', async () => {
    const screen = await renderHeader();
    const flyout = within(screen.getByRole('group', { name: 'Rahmen' }));
    expect(flyout.getByRole('heading', { level: 3, name: 'Beliebte Rahmen' })).toBeTruthy();
    expect(flyout.queryByRole('heading', { name: 'Holzrahmen' })).toBeNull();
    const woods = within(flyout.getByRole('group', { name: 'Holzarten' }));
    expect(woods.getByRole('link', { name: 'Eiche' }).getAttribute('href')).toBe('/holzrahmen/eiche');
    const sale = flyout.getByRole('link', { name: 'Rahmen-Sale' });
    expect(within(sale).getByRole('img', { name: 'Rahmen-Sale' })).toBeTruthy();
    expect(within(sale).queryByText('Rahmen-Sale')).toBeNull();
  });

  it('marks header, navigation and flyout entries for the visual editor on editor requests only', async () => {
    const editor = await renderHeader({ editable: true });
    const main = within(editor.getByRole('navigation', { name: 'Hauptnavigation' }));
    expect(main.getByRole('link', { name: 'Wandbilder' }).closest('li')?.getAttribute('data-blok-uid')).toBe('77-n1');
    const canvas = within(main.getByRole('group', { name: 'Wandbilder' })).getByRole('link', { name: 'Leinwand' });
    expect(canvas.closest('li')?.getAttribute('data-blok-uid')).toBe('77-i1');
    expect(JSON.parse(canvas.closest('li')?.getAttribute('data-blok-c') ?? '{}')).toMatchObject({ name: 'flyoutItem', uid: 'i1' });
    const service = editor.getAllByRole('link', { name: 'Service' }).map((entry) => entry.closest('li')?.getAttribute('data-blok-uid'));
    expect(service).toContain('78-h1');
    // A shopper's page stays as it was, even where the content carries the comment.
    const shopper = await renderHeader();
    expect(shopper.getByRole('navigation', { name: 'Hauptnavigation' }).querySelector('[data-blok-uid]')).toBeNull();
    expect(shopper.getAllByRole('link', { name: 'Service' }).every((entry) => entry.closest('[data-blok-c]') === null)).toBe(true);
  });

  it('shows no flyouts in light mode: each entry is a link to its own page, which lists the same', async () => {
    const screen = await renderHeader({ path: '/leinwanddruck', light: true });
    const main = within(screen.getByRole('navigation', { name: 'Hauptnavigation' }));
    expect(main.queryAllByRole('group')).toEqual([]);
    expect(main.getByRole('link', { name: 'Wandbilder' }).getAttribute('href')).toBe('/wandbilder');
    expect(main.getByRole('link', { name: 'Leinwand' }).getAttribute('aria-current')).toBe('page');
  });

  it('keeps a flyout in light mode where the entry has no page of its own to lead to', async () => {
    const screen = await renderHeader({ locale: 'en-GB', light: true });
    const main = within(screen.getByRole('navigation', { name: /^(Hauptnavigation|Main navigation)$/ }));
    expect(main.queryByRole('link', { name: 'Wall art' })).toBeNull();
    expect(within(main.getByRole('group', { name: 'Wall art' })).getByRole('link', { name: 'Acrylglas' }).getAttribute('href')).toBe('/acrylglas');
  });

  it('shows the sub-navigation of the page type with the tile of this page current', async () => {
    const screen = await renderHeader({ path: '/leinwanddruck' });
    const sub = within(screen.getByRole('navigation', { name: 'Kategorien dieser Seite' }));
    expect(sub.getByRole('link', { name: 'Leinwand' }).getAttribute('aria-current')).toBe('page');
    expect(sub.getByRole('link', { name: 'Acrylglas' }).getAttribute('aria-current')).toBeNull();
    expect(sub.getByText('Materialien')).toBeTruthy();
  });

  it('has a burger with the second and third level, extra menu, hotline as tel: link and footer links', async () => {
    const screen = await renderHeader();
    expect(screen.getByText('Menü', { selector: 'summary span' })).toBeTruthy();
    // The burger's drawer is the main navigation itself (one tree).
    const burger = within(screen.getByRole('navigation', { name: 'Hauptnavigation' }));
    expect(burger.getByText('Wandbilder', { selector: 'summary' })).toBeTruthy();
    expect(burger.getByText('Materialien', { selector: 'summary' })).toBeTruthy();
    const canvas = burger.getAllByRole('link', { name: 'Leinwand' });
    expect(canvas.length).toBeGreaterThan(0);
    expect(canvas.every((entry) => entry.getAttribute('href') === '/leinwanddruck')).toBe(true);
    expect(burger.getByRole('link', { name: 'Über uns' })).toBeTruthy();
    expect(burger.getByRole('link', { name: 'Impressum' })).toBeTruthy();
    expect(burger.getByRole('link', { name: /\+49 221 98765 430/ }).getAttribute('href')).toBe('tel:+4922198765430');
    // Service moves into the burger for narrow screens, next to the shop navigation.
    expect(burger.getByRole('link', { name: 'Service' })).toBeTruthy();
    expect(burger.getByRole('link', { name: 'Alle Designs' })).toBeTruthy();
    // Each page once at the drawer's top level and below it: the extra menu's Bilderbox and the
    // shop navigation's Leinwand are the main list's own entries.
    const topLevel = (name: string) => burger.getAllByRole('link', { name }).filter((entry) => !entry.closest('[role=group], details'));
    expect(topLevel('Bilderbox')).toHaveLength(1);
    expect(topLevel('Leinwand')).toHaveLength(1);
    expect(burger.getAllByRole('link').filter((entry) => entry.getAttribute('href') === '/ueber-uns')).toHaveLength(1);
    expect(burger.queryByRole('link', { name: 'Wer wir sind' })).toBeNull();
    // The bar's shop navigation keeps its entry.
    expect(within(screen.getByRole('navigation', { name: 'Shop-Navigation' })).getByRole('link', { name: 'Leinwand' })).toBeTruthy();
  });

  it('draws the content\'s own burger tree in the drawer, each link once, and the main list where the content has none', async () => {
    const screen = await renderHeader({ channel: 'card', locale: 'en-GB' });
    const main = screen.getByRole('navigation', { name: /^(Hauptnavigation|Main navigation)$/ });
    const nav = within(main);
    const gifts = within(nav.getByRole('group', { name: 'Gift ideas' }));
    expect(nav.getByText('Gift ideas', { selector: 'summary' })).toBeTruthy();
    expect(gifts.getByRole('link', { name: 'For her' }).getAttribute('href')).toMatch(/^\/gifts\/her\/?$/);
    expect(nav.getByText('By occasion', { selector: 'summary' })).toBeTruthy();
    expect(gifts.getByRole('link', { name: 'Birthday' }).getAttribute('href')).toMatch(/^\/birthday\/?$/);
    // The entry's own link leads its second level; the same link further down is not drawn again.
    expect(nav.getAllByRole('link').filter((entry) => /^\/gifts\/?$/.test(entry.getAttribute('href') ?? ''))).toHaveLength(1);
    expect(nav.getByRole('link', { name: 'Greeting cards' }).getAttribute('href')).toMatch(/^\/cards\/?$/);
    // It replaces the main list in the drawer (CSS, checked at 390 px by the e2e navigation spec).
    expect(main.classList.contains('mn--t')).toBe(true);
    // A story without a tree: the drawer is the main navigation.
    const fallback = await renderHeader();
    expect(fallback.getByRole('navigation', { name: 'Hauptnavigation' }).classList.contains('mn--t')).toBe(false);
    expect(fallback.queryByRole('group', { name: 'Gift ideas' })).toBeNull();
  });

  it('shows the shop navigation and the cart count on the web platform', async () => {
    const screen = await renderHeader();
    expect(within(screen.getByRole('navigation', { name: 'Shop-Navigation' })).getByRole('link', { name: 'Alle Designs' })).toBeTruthy();
    expect(screen.getByText('3 Artikel im Warenkorb')).toBeTruthy();
  });

  it('shows a back link instead of the shop and main navigation on the desktop platform', async () => {
    const screen = await renderHeader({ path: '/d/leinwanddruck', platform: 'desktop' });
    expect(screen.getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/d');
    expect(screen.queryByRole('navigation', { name: 'Hauptnavigation' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Shop-Navigation' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Service' })).toBeNull();
  });

  it('degrades a broken navigation story to plain links', async () => {
    const screen = await renderHeader({ channel: 'card' });
    const main = within(screen.getByRole('navigation', { name: 'Hauptnavigation' }));
    expect(main.getByRole('link', { name: 'Wandbilder' }).getAttribute('href')).toMatch(/^\/wandbilder\/?$/);
    expect(main.queryByRole('group')).toBeNull();
    expect(main.queryByText('Wandbilder', { selector: 'summary' })).toBeNull();
    expect(main.getAllByRole('link').map((entry) => entry.textContent)).toEqual(expect.arrayContaining(['Wandbilder', 'Bilderbox']));
  });
});
