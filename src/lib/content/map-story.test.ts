import { describe, expect, it } from 'vitest';
import { footerContent, headerContent, homePage, navigationContent } from '../../../tests/fixtures/content-stories.ts';
import { globalStoryMappers, mapFooterStory, mapHeaderStory, mapNavigationStory, mapPageStory, type MapResult } from './map-story.ts';

/** The envelope the content API wraps around content (Storyblok CDN v2 story object). */
function apiStory(content: unknown, overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    uuid: 'uuid-1',
    name: 'Startseite',
    slug: 'home',
    full_slug: 'poster/de-de/home',
    content,
    alternates: [{ id: 8, name: 'Home', slug: 'home', full_slug: 'poster/en-gb/home', is_folder: false, parent_id: 0 }],
    published_at: '2025-01-02T03:04:05.000Z',
    created_at: '2025-01-01T00:00:00.000Z',
    lang: 'default',
    tag_list: [],
    ...overrides,
  };
}

function expectMapped<C>(result: MapResult<C>) {
  if (!result.ok) throw new Error(`expected a mapped story, got ${result.error.issues.join('; ')}`);
  return result.value;
}

describe('mapPageStory', () => {
  it('keeps every readable entry of ogImages and drops the empty ones', () => {
    const content = { ...homePage('x'), ogImages: [{ filename: 'https://assets.test/a.jpg', alt: 'A' }, { filename: '' }, { filename: 'https://assets.test/b.jpg' }] };
    const { story } = expectMapped(mapPageStory(apiStory(content)));
    expect(story.content.ogImages).toEqual([{ filename: 'https://assets.test/a.jpg', alt: 'A' }, { filename: 'https://assets.test/b.jpg' }]);
  });

  it('maps the envelope and the page fields', () => {
    const { story, dropped } = expectMapped(mapPageStory(apiStory(homePage('Startseite'))));
    expect(dropped).toEqual([]);
    expect(story).toMatchObject({
      uuid: 'uuid-1',
      name: 'Startseite',
      fullSlug: 'poster/de-de/home',
      alternates: [{ full_slug: 'poster/en-gb/home', slug: 'home' }],
      publishedAt: '2025-01-02T03:04:05.000Z',
    });
    expect(story.content).toMatchObject({ component: 'page', title: 'Startseite', description: 'Startseite description', translationGroup: 'poster-home' });
    expect(story.content.body?.map((block) => block.component)).toEqual(['headline', 'text']);
    expect(story.content.body?.[0]).toMatchObject({ text: 'Startseite', level: 'h1' });
    expect(story.content.teaser?.[0]).toMatchObject({ component: 'teaser', image: { filename: 'https://assets.test/hero.jpg' } });
  });

  it('keeps only the asset fields of the model and drops null ones', () => {
    const { story } = expectMapped(mapPageStory(apiStory(homePage('Startseite'))));
    expect(story.content.ogImage).toEqual({ filename: 'https://assets.test/og.jpg' });
  });

  it('treats an empty asset and blank texts as not set', () => {
    const content = { ...homePage('x'), ogImage: { filename: '', id: null }, description: '  ', robots: null };
    const { story } = expectMapped(mapPageStory(apiStory(content)));
    expect(story.content.ogImage).toBeUndefined();
    expect(story.content.description).toBeUndefined();
    expect(story.content.robots).toBeUndefined();
  });

  it('drops blocks without _uid or component and names them', () => {
    const content = { ...homePage('x'), body: [{ _uid: 'b1', component: 'headline' }, { component: 'text' }, { _uid: 'b3' }, 'junk'] };
    const { story, dropped } = expectMapped(mapPageStory(apiStory(content)));
    expect(story.content.body?.map((block) => block._uid)).toEqual(['b1']);
    expect(dropped).toEqual(['body[#1]', 'body[b3]', 'body[#3]']);
  });

  it('gives a page without body an empty body and keeps a missing teaser missing', () => {
    const { story } = expectMapped(mapPageStory(apiStory({ component: 'page', title: 'Leer' })));
    expect(story.content.body).toEqual([]);
    expect(story.content.teaser).toBeUndefined();
  });

  it('answers a story without publication date with null and without alternates with none', () => {
    const { story } = expectMapped(mapPageStory(apiStory(homePage('x'), { published_at: null, alternates: undefined })));
    expect(story.publishedAt).toBeNull();
    expect(story.alternates).toEqual([]);
  });

  it.each([
    ['another component', apiStory(headerContent), 'content.component'],
    ['no content', apiStory(undefined), 'content'],
    ['no uuid', apiStory(homePage('x'), { uuid: undefined }), 'story.uuid'],
    ['no full slug', apiStory(homePage('x'), { full_slug: '' }), 'story.full_slug'],
    ['not an object', 'story', 'story'],
  ])('refuses a story with %s', (_name, raw, path) => {
    const result = mapPageStory(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.issues.join('\n')).toContain(path);
  });
});

describe('mapHeaderStory', () => {
  it('maps logo, items and hotline, keeping only the link fields in use', () => {
    const { story } = expectMapped(mapHeaderStory(apiStory(headerContent, { full_slug: 'poster/de-de/global/header' })));
    expect(story.content).toEqual({
      component: 'header',
      logo: { filename: 'https://assets.test/logo.svg', alt: 'Logo' },
      logoAlt: 'Poster shop',
      items: [
        { _uid: 'h1', type: 'magazine', text: 'Magazin', link: { linktype: 'url', url: '/magazin' }, icon: 'magazine' },
        { _uid: 'h2', type: 'cart', text: 'Warenkorb', link: { linktype: 'url', url: '/warenkorb' }, icon: 'cart' },
      ],
      serviceHotline: '+49 30 123456',
    });
  });

  it('drops items of an unknown type or without a link', () => {
    const items = [
      ...headerContent.items,
      { _uid: 'h3', type: 'wishlist', text: 'Merkzettel', link: { linktype: 'url', url: '/merkzettel' } },
      { _uid: 'h4', type: 'service', text: 'Service' },
    ];
    const { story, dropped } = expectMapped(mapHeaderStory(apiStory({ ...headerContent, items })));
    expect(story.content.items?.map((item) => item._uid)).toEqual(['h1', 'h2']);
    expect(dropped).toEqual(['items[h3]', 'items[h4]']);
  });

  it('switches the snow on only for a true snowEffect', () => {
    expect(expectMapped(mapHeaderStory(apiStory({ ...headerContent, snowEffect: true }))).story.content.snowEffect).toBe(true);
    for (const snowEffect of [false, 'yes', 1, null]) {
      const mapped = mapHeaderStory(apiStory({ ...headerContent, snowEffect }));
      expect(mapped.ok && mapped.value.story.content.snowEffect).toBeFalsy();
    }
  });
});

describe('mapNavigationStory', () => {
  it('maps items with story links and flags', () => {
    const { story } = expectMapped(mapNavigationStory(apiStory(navigationContent)));
    expect(story.content.items).toEqual([
      { _uid: 'n1', text: 'Leinwand', link: { linktype: 'story', cached_url: 'poster/de-de/leinwanddruck' }, navigationType: 'wandbilder' },
      { _uid: 'n2', text: 'Über uns', link: { linktype: 'story', cached_url: 'poster/de-de/ueber-uns' }, isOnlyInBurgerNavigation: true },
    ]);
  });

  it('drops items without text or with a link of an unknown type', () => {
    const items = [
      { _uid: 'n3', text: '', link: { linktype: 'url', url: '/x' } },
      { _uid: 'n4', text: 'Kaputt', link: { linktype: 'ftp', url: 'ftp://x' } },
      ...navigationContent.items,
    ];
    const { story, dropped } = expectMapped(mapNavigationStory(apiStory({ component: 'navigation', items })));
    expect(story.content.items?.map((item) => item._uid)).toEqual(['n1', 'n2']);
    expect(dropped).toEqual(['items[n3]', 'items[n4]']);
  });
});

describe('page breadcrumb', () => {
  it('keeps items with a text, with or without a link, and drops the others', () => {
    const breadcrumb = [
      { _uid: 'a', component: 'breadcrumb_item', text: 'Wandbilder', link: { linktype: 'story', cached_url: 'poster/de-de/wandbilder' } },
      { _uid: 'b', component: 'breadcrumb_item', text: '' },
      { _uid: 'c', component: 'breadcrumb_item', text: 'Leinwand', link: { linktype: 'story', cached_url: '' } },
    ];
    const { story, dropped } = expectMapped(mapPageStory(apiStory({ ...homePage('x'), breadcrumb })));
    expect(story.content.breadcrumb).toEqual([
      { _uid: 'a', text: 'Wandbilder', link: { linktype: 'story', cached_url: 'poster/de-de/wandbilder' } },
      { _uid: 'c', text: 'Leinwand', link: { linktype: 'story' } },
    ]);
    expect(dropped).toEqual(['breadcrumb[b]']);
  });
});

describe('mapFooterStory', () => {
  it('maps every footer section', () => {
    const { story, dropped } = expectMapped(mapFooterStory(apiStory(footerContent)));
    expect(dropped).toEqual([]);
    expect(story.content).toEqual({
      component: 'footer',
      newsletter: { headline: 'Newsletter', inputPlaceholder: 'E-Mail', ctaText: 'Anmelden', newsletterText: 'Rabatte', backgroundColor: '#f3ede4' },
      linkBoxes: [{ _uid: 'f1', title: 'Wandbilder', links: [{ _uid: 'f1a', text: 'Leinwand', link: { linktype: 'story', cached_url: 'poster/de-de/leinwanddruck' } }] }],
      seoText: footerContent.seoText,
      paymentMethods: ['paypal', 'visa'],
      serviceText: 'Mo-Fr 8-18 Uhr',
      copyright: '© Poster shop',
    });
  });

  it('drops a newsletter without texts, links without a link and payment methods that are not names', () => {
    const content = {
      ...footerContent,
      newsletter: { headline: 'Newsletter' },
      linkBoxes: [{ _uid: 'f1', title: 'Box', links: [{ _uid: 'l1', text: 'Ohne Link' }, { _uid: 'l2', text: 'Gut', link: { linktype: 'url', url: '/gut' } }] }],
      paymentMethods: ['paypal', 3, '', null],
      seoText: '<p>html</p>',
    };
    const { story, dropped } = expectMapped(mapFooterStory(apiStory(content)));
    expect(story.content.newsletter).toBeUndefined();
    expect(story.content.linkBoxes?.[0]?.links.map((link) => link._uid)).toEqual(['l2']);
    expect(story.content.paymentMethods).toEqual(['paypal']);
    expect(story.content.seoText).toBeUndefined();
    expect(dropped).toEqual(['newsletter', 'linkBoxes[f1].links[l1]']);
  });

  it('lets only hex colours into the newsletter, which the footer puts into a style attribute', () => {
    const texts = { headline: 'Newsletter', inputPlaceholder: 'E-Mail', ctaText: 'Anmelden', newsletterText: 'Rabatte' };
    const colours = (backgroundColor: unknown, textColor: unknown) =>
      expectMapped(mapFooterStory(apiStory({ ...footerContent, newsletter: { ...texts, backgroundColor, textColor } }))).story.content.newsletter;
    expect(colours('red;background-image:url(https://evil.test/x)', 'expression(alert(1))')).toEqual(texts);
    expect(colours({ color: '#1f4e5f' }, ' #FFF ')).toEqual({ ...texts, backgroundColor: '#1f4e5f', textColor: '#FFF' });
  });

  it('maps customer opinions texts, contact tiles and boxes, dropping what would break them', () => {
    const content = {
      ...footerContent,
      reviews: { headline: 'Kundenmeinungen', companyLink: { linktype: 'story', cached_url: 'poster/de-de/service' } },
      communicationTiles: [
        { _uid: 't1', title: 'Anrufen', text: 'Mo-Fr', icon: 'phone', link: { linktype: 'url', url: 'tel:+49221' } },
        { _uid: 't2', text: 'ohne Titel' },
      ],
      boxes: [
        { _uid: 'b1', type: 'service', title: 'Kundenservice', text: 'Montag bis Freitag', items: [{ _uid: 'i1', text: 'Hotline' }, { _uid: 'i2' }] },
        { _uid: 'b2', type: 'unknown', title: 'Fremd', items: [] },
      ],
    };
    const { story, dropped } = expectMapped(mapFooterStory(apiStory(content)));
    expect(story.content.reviews).toEqual({ headline: 'Kundenmeinungen', companyLink: { linktype: 'story', cached_url: 'poster/de-de/service' } });
    expect(story.content.communicationTiles).toEqual([{ _uid: 't1', title: 'Anrufen', text: 'Mo-Fr', icon: 'phone', link: { linktype: 'url', url: 'tel:+49221' } }]);
    expect(story.content.boxes).toEqual([{ _uid: 'b1', type: 'service', title: 'Kundenservice', text: 'Montag bis Freitag', items: [{ _uid: 'i1', text: 'Hotline' }] }]);
    expect(dropped).toEqual(['boxes[b2]', 'boxes[b1].items[i2]', 'communicationTiles[t2]']);
  });

  it('leaves empty link fields out, as the blocks do', () => {
    const linkBoxes = [{ _uid: 'f1', title: 'Box', links: [{ _uid: 'l1', text: 'Leinwand', link: { linktype: 'story', cached_url: 'poster/de-de/leinwand', url: '', target: '' } }] }];
    const { story } = expectMapped(mapFooterStory(apiStory({ ...footerContent, linkBoxes })));
    expect(story.content.linkBoxes?.[0]?.links[0]?.link).toEqual({ linktype: 'story', cached_url: 'poster/de-de/leinwand' });
  });
});

describe('globalStoryMappers', () => {
  it.each([
    ['header', headerContent],
    ['navigation', navigationContent],
    ['footer', footerContent],
  ] as const)('maps %s stories and refuses the other kinds', (kind, content) => {
    expect(globalStoryMappers[kind](apiStory(content)).ok).toBe(true);
    for (const other of [headerContent, navigationContent, footerContent, homePage('x')].filter((candidate) => candidate !== content)) {
      expect(globalStoryMappers[kind](apiStory(other)).ok).toBe(false);
    }
  });

  it('maps global stories that hold nothing but their component', () => {
    expect(expectMapped(mapHeaderStory(apiStory({ component: 'header' }))).story.content).toEqual({ component: 'header', items: [] });
    expect(expectMapped(mapNavigationStory(apiStory({ component: 'navigation' }))).story.content).toEqual({ component: 'navigation', items: [] });
    expect(expectMapped(mapFooterStory(apiStory({ component: 'footer' }))).story.content).toEqual({ component: 'footer', linkBoxes: [], paymentMethods: [] });
  });
});
