// Checks the poster channel's story files against docs/content-model.md and against each other
// (translations, links, assets), so a copy edit cannot silently break what the shop renders.
import { parseListingPath } from '../../../../../domain/catalog/listing-path.ts';
import { getLanguageOfFolder } from '../../../../../domain/locale/locales.ts';
import { navigationContract, shopNavigationContract } from '../../shared/navigation/navigation-contract.ts';
import { breadcrumbShape, footerExtrasShape } from '../../shared/footer-extras-schema.ts';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findCard, getAccessoriesForCard } from '../../../../catalog/card-catalog.ts';
import { findCalendarType } from '../../../../catalog/data/calendars.ts';
import { strictAsset, strictBlockSchema } from '../../../../../domain/content/strict-content-schemas.ts';
import { listStoryKeys } from '../../write-stories.ts';
import { channelContentDir } from '../../content-paths.ts';

const contentRoot = channelContentDir('poster');
const assetsReadme = join(contentRoot, '../../assets/README.md');
const languageLocales = ['de-de', 'en-gb', 'en-us', 'fr-fr', 'es-es', 'it-it', 'nl-nl'];
const localeFallbacks: Record<string, string> = { 'de-ch': 'de-de', 'en-us': 'en-gb' };
const fixedPaths = ['home', 'error', 'products', 'themes', 'newsletter-confirm', 'global/header', 'global/navigation', 'global/footer'];
const noindexPaths = new Set(['error', 'newsletter-confirm']);
// Shop routes that are not content stories (docs/shop-rules.md, Routes and request checks); configurator entries end with a slash.
// Cart and magazine are one path in every locale, which the shop's link rules send to their applications.
const appRoutes = new Set(['/products', '/magazine']);
const cartRoutes = new Set(['/cart']);
// Shop pages that are not stories (src/lib/routing/match-shop-route.ts).
const shopRoutes = new Set(['/gift-voucher/']);
// A designer opened on one choice (the menu's photo-book types) keeps its query.
const configuratorRoute = /^\/configurator-[a-z-]+\/(\?[a-zA-Z]+=[a-z0-9-]+)?$/;
/** A filtered design listing (domain/catalog/listing-path.ts) in the words of the story's language (`de-ch` reads German). */
const isListingPath = (path: string, locale: string) =>
  path.startsWith('/products/') && parseListingPath(path.split('/').slice(2), getLanguageOfFolder(locale)) !== null;
// Tracking prefixes (docs/shop-rules.md, Tracking prefixes); there is none for Dutch photo prints.
const canvasPrefixes = ['leinwanddruck', 'afdruk-op-canvas', 'impression-sur-toile', 'stampa-su-tela', 'impresion-sobre-lienzo', 'canvas-prints'];
const photoPrintPrefixes = ['fotoabzuege', 'tirages-photos', 'stampa-foto', 'revelado-de-fotos', 'photo-prints'];
// The tracking prefixes cover photo calendars in German, Italian, French and Spanish; English and Dutch follow the brief.
const photoCalendarPrefixes = ['fotokalender', 'calendario-personalizzato', 'calendrier-photo', 'calendario-personalizado', 'photo-calendars'];
// The tracking prefixes leave out photo cards; these are the slugs the brief asks for.
const photoCardSlugs = ['fotokarten', 'photo-cards', 'cartes-photo', 'tarjetas-con-foto', 'biglietti-con-foto', 'fotokaarten'];

// --- the contract, strict so that a misspelt field name fails instead of rendering nothing ---

const text = z.string().trim().min(1);
const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i);
const link = z.discriminatedUnion('linktype', [
  // `#consent-settings`: the value the shop turns into the page's own consent settings address (decision 0026).
  z.strictObject({ linktype: z.literal('url'), url: z.string().regex(/^(\/|https:\/\/|#consent-settings$)/), target: z.enum(['_self', '_blank']).optional() }),
  z.strictObject({ linktype: z.literal('story'), cached_url: z.string().regex(/^poster\/[a-z]{2}-[a-z]{2}\/[a-z0-9/-]+$/), anchor: z.string().regex(/^[a-z][a-z0-9-]*$/).optional(), target: z.enum(['_self', '_blank']).optional() }),
  z.strictObject({ linktype: z.literal('email'), email: z.email() }),
]);
const asset = strictAsset;
const mark = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('bold') }),
  z.strictObject({ type: z.literal('italic') }),
  z.strictObject({
    type: z.literal('link'),
    attrs: z.strictObject({ href: z.string().min(1), linktype: z.enum(['url', 'story', 'email']), target: z.enum(['_self', '_blank']).optional() }),
  }),
]);
type RichTextNode = { type: string; text?: string; marks?: z.infer<typeof mark>[]; content?: RichTextNode[] };
const richTextNode: z.ZodType<RichTextNode> = z.lazy(() =>
  z.strictObject({
    type: z.enum(['paragraph', 'text', 'bullet_list', 'ordered_list', 'list_item', 'hard_break']),
    text: z.string().optional(),
    marks: z.array(mark).optional(),
    content: z.array(richTextNode).optional(),
  }),
);
const richText = z.strictObject({ type: z.literal('doc'), content: z.array(richTextNode).min(1) });
const uid = z.uuid();
const block = strictBlockSchema({ link, richText });
const page = z.strictObject({
  component: z.literal('page'),
  // Measured as shown: a price placeholder becomes an amount as long as "CHF 99.90".
  title: text.refine((title) => title.replace(/\{price:[a-z]+\}/g, "CHF 99.90").length <= 60, 'title over 60 characters'),
  description: text.max(155),
  robots: z.literal('index,follow').optional(),
  ogImage: asset,
  translationGroup: text,
  teaser: z.array(block).optional(),
  body: z.array(block).min(1),
  breadcrumb: breadcrumbShape(link),
});
const header = z.strictObject({
  component: z.literal('header'),
  logo: asset,
  logoAlt: text,
  items: z.array(z.strictObject({ _uid: uid, type: z.enum(['magazine', 'service', 'account', 'cart']), text, link, icon: text })),
  shopNavigation: shopNavigationContract(link),
  serviceHotline: text,
});
const navigation = navigationContract(link);
const footer = z.strictObject({
  component: z.literal('footer'),
  newsletter: z.strictObject({
    headline: text,
    inputPlaceholder: text,
    ctaText: text,
    newsletterText: text,
    privacyNote: richText,
    backgroundColor: hexColour.optional(),
    textColor: hexColour.optional(),
  }),
  linkBoxes: z.array(z.strictObject({ _uid: uid, title: text, links: z.array(z.strictObject({ _uid: uid, text, link })).min(1) })),
  seoText: richText.optional(),
  paymentMethods: z.array(text).min(1),
  serviceText: text,
  copyright: text,
  ...footerExtrasShape(link),
});
const content = z.discriminatedUnion('component', [page, header, navigation, footer]);
const storyFile = z.strictObject({ uuid: z.uuidv4(), name: text, published: content.nullable(), draft: content.optional() });

type StoryContent = z.infer<typeof content>;
type PageContent = z.infer<typeof page>;
type Story = z.infer<typeof storyFile>;

// --- loading and walking ---

const storyKeys = await listStoryKeys(contentRoot);
const rawFiles = new Map(storyKeys.map((key) => [key, readFileSync(join(contentRoot, `${key}.json`), 'utf8')]));
const stories = new Map<string, Story>();
for (const [key, raw] of rawFiles) {
  const parsed = storyFile.safeParse(JSON.parse(raw));
  if (parsed.success) stories.set(key, parsed.data);
}

function localeOf(key: string): string {
  return key.slice(0, key.indexOf('/'));
}
function pathOf(key: string): string {
  return key.slice(key.indexOf('/') + 1);
}
function versionsOf(story: Story): StoryContent[] {
  return [story.published, story.draft].filter((version): version is StoryContent => version !== null && version !== undefined);
}
function publishedPage(key: string): PageContent {
  const published = stories.get(key)?.published;
  if (published?.component !== 'page') throw new Error(`${key} has no published page`);
  return published;
}
function publishedPages(locale: string): Array<[string, PageContent]> {
  return [...stories]
    .filter(([key, story]) => localeOf(key) === locale && story.published?.component === 'page')
    .map(([key]) => [pathOf(key), publishedPage(key)]);
}

/** Every object nested anywhere in a value, depth first. */
function* objectsIn(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) {
    for (const item of value) yield* objectsIn(item);
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    yield record;
    for (const child of Object.values(record)) yield* objectsIn(child);
  }
}
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}
/** Visible copy only: leaves out ids, file names, link targets and colours. */
function copyIn(value: unknown): string {
  const hidden = new Set([
    ...['_uid', 'uuid', 'filename', 'url', 'cached_url', 'href', 'component', 'translationGroup', 'linktype', 'target', 'type'],
    ...['align', 'level', 'size', 'aspectRatio', 'icon', 'textColor', 'backgroundColor', 'robots', 'navigationType', 'paymentMethods'],
  ]);
  const visible = (node: unknown): unknown =>
    Array.isArray(node)
      ? node.map(visible)
      : node !== null && typeof node === 'object'
        ? Object.fromEntries(Object.entries(node).filter(([field]) => !hidden.has(field)).map(([field, child]) => [field, visible(child)]))
        : node;
  return stringsIn(visible(value)).join('\n');
}
function linksIn(value: unknown): Array<{ linktype: string; url?: string; cached_url?: string }> {
  return [...objectsIn(value)]
    .filter((record) => typeof record.linktype === 'string' && !('href' in record))
    .map((record) => record as { linktype: string; url?: string; cached_url?: string });
}
function richTextHrefsIn(value: unknown): string[] {
  return [...objectsIn(value)].filter((record) => typeof record.href === 'string').map((record) => record.href as string);
}
function blocksOf(pageContent: PageContent, component: string) {
  return [...(pageContent.teaser ?? []), ...pageContent.body].filter((entry) => entry.component === component);
}

// --- tests ---

describe('poster story files', () => {
  it('has stories for every language locale and the Swiss home page', () => {
    expect(new Set(storyKeys.map(localeOf))).toEqual(new Set([...languageLocales, 'de-ch']));
  });

  it.each(storyKeys)('%s follows the content contract', (key) => {
    const parsed = storyFile.safeParse(JSON.parse(rawFiles.get(key) ?? 'null'));
    expect(parsed.error?.issues ?? []).toEqual([]);
    const story = stories.get(key);
    const expectedComponent = key.endsWith('global/header') ? 'header' : key.endsWith('global/navigation') ? 'navigation' : key.endsWith('global/footer') ? 'footer' : 'page';
    expect(story && versionsOf(story).map((version) => version.component)).toEqual(
      story?.published === null ? [expectedComponent] : story?.draft ? [expectedComponent, expectedComponent] : [expectedComponent],
    );
  });

  it('gives every story its own uuid', () => {
    const uuids = [...stories.values()].map((story) => story.uuid);
    expect(new Set(uuids).size).toBe(stories.size);
  });

  it('never reuses a _uid within a story version', () => {
    for (const [key, story] of stories) {
      for (const version of versionsOf(story)) {
        const uids = [...objectsIn(version)].map((record) => record._uid).filter((value) => value !== undefined);
        expect(new Set(uids).size, key).toBe(uids.length);
      }
    }
  });
});

describe('translations', () => {
  const groupsOf = (locale: string) => publishedPages(locale).map(([, pageContent]) => pageContent.translationGroup).sort();

  it.each(languageLocales)('%s has the fixed stories', (locale) => {
    for (const path of fixedPaths) expect(stories.get(`${locale}/${path}`)?.published, `${locale}/${path}`).toBeTruthy();
  });

  it.each(languageLocales)('%s has the same translation groups as de-de, each once', (locale) => {
    expect(groupsOf(locale)).toEqual(groupsOf('de-de'));
    expect(new Set(groupsOf(locale)).size).toBe(groupsOf(locale).length);
  });

  it('has at least three content pages per locale besides the fixed ones', () => {
    for (const locale of languageLocales) {
      const contentPages = publishedPages(locale).filter(([path]) => !fixedPaths.includes(path));
      expect(contentPages.length, locale).toBeGreaterThanOrEqual(3);
    }
  });

  it('translates every page: titles differ between languages', () => {
    const distinctLanguages = ['de-de', 'en-gb', 'fr-fr', 'es-es', 'it-it', 'nl-nl'];
    for (const group of groupsOf('de-de')) {
      const titles = distinctLanguages.map((locale) => publishedPages(locale).find(([, pageContent]) => pageContent.translationGroup === group)?.[1].title);
      expect(new Set(titles).size, group).toBe(distinctLanguages.length);
    }
  });

  it('keeps the Swiss override to the home page, in the home translation group', () => {
    expect(storyKeys.filter((key) => localeOf(key) === 'de-ch')).toEqual(['de-ch/home']);
    expect(publishedPage('de-ch/home').translationGroup).toBe(publishedPage('de-de/home').translationGroup);
  });

  it('uses the tracking prefixes for canvas and photo print slugs', () => {
    for (const locale of languageLocales) {
      const slugOf = (group: string) => publishedPages(locale).find(([, pageContent]) => pageContent.translationGroup === group)?.[0] ?? '';
      expect(canvasPrefixes.some((prefix) => slugOf('poster-canvas').startsWith(prefix)), locale).toBe(true);
      if (locale !== 'nl-nl') expect(photoPrintPrefixes.some((prefix) => slugOf('poster-photo-prints').startsWith(prefix)), locale).toBe(true);
    }
  });
});

describe('links', () => {
  const linkLocalesFor = (locale: string) => [locale, localeFallbacks[locale]].filter((value) => value !== undefined);

  it('points every story link at an existing story of the same locale or its fallback', () => {
    for (const [key, story] of stories) {
      for (const version of versionsOf(story)) {
        for (const target of linksIn(version).filter((entry) => entry.linktype === 'story')) {
          const [, targetLocale = '', ...rest] = (target.cached_url ?? '').split('/');
          const targetStory = stories.get(`${targetLocale}/${rest.join('/')}`);
          // Published content must not lead visitors to a story that only exists as a draft.
          expect(version === story.published ? targetStory?.published : targetStory, `${key} -> ${target.cached_url}`).toBeTruthy();
          expect(linkLocalesFor(localeOf(key)), `${key} -> ${target.cached_url}`).toContain(targetLocale);
        }
      }
    }
  });

  it('points every internal path at a shop route or a story of the same locale', () => {
    for (const [key, story] of stories) {
      const reachable = new Set(
        linkLocalesFor(localeOf(key)).flatMap((locale) => storyKeys.filter((other) => localeOf(other) === locale).map((other) => `/${pathOf(other)}`)),
      );
      for (const version of versionsOf(story)) {
        const paths = [...linksIn(version).flatMap((entry) => (entry.linktype === 'url' && entry.url ? [entry.url] : [])), ...richTextHrefsIn(version)];
        for (const path of paths.filter((candidate) => candidate.startsWith('/'))) {
          expect(appRoutes.has(path) || cartRoutes.has(path) || shopRoutes.has(path) || configuratorRoute.test(path) || isListingPath(path, localeOf(key)) || reachable.has(path), `${key} -> ${path}`).toBe(true);
        }
      }
    }
  });
});

describe('hero buttons (the way to design)', () => {
  const heroLink = (pageContent: PageContent) => {
    const [teaser] = (pageContent.teaser ?? []) as { cta?: { link: { linktype: string; cached_url?: string; anchor?: string } } }[];
    return teaser?.cta?.link;
  };
  const hasCalculator = (key: string) => blocksOf(publishedPage(key), 'calculator').length > 0;

  it.each(languageLocales)('%s: a page with a calculator leads its hero button to that calculator, not to the design list', (locale) => {
    const calculatorPages = publishedPages(locale).filter(([path]) => hasCalculator(`${locale}/${path}`));
    expect(calculatorPages.length).toBeGreaterThanOrEqual(8);
    for (const [path, pageContent] of calculatorPages) {
      expect(heroLink(pageContent), path).toEqual({ linktype: 'story', cached_url: `poster/${locale}/${path}`, anchor: 'calculator' });
    }
  });

  it.each([...languageLocales, 'de-ch'])('%s: the home hero opens a product calculator', (locale) => {
    const link = heroLink(publishedPage(`${locale}/home`));
    expect(link).toMatchObject({ linktype: 'story', anchor: 'calculator' });
    const [, targetLocale = '', ...rest] = (link?.cached_url ?? '').split('/');
    expect(hasCalculator(`${targetLocale}/${rest.join('/')}`)).toBe(true);
  });
});

describe('pages', () => {
  const pageKeys = [...stories].filter(([, story]) => versionsOf(story)[0]?.component === 'page').map(([key]) => key);

  it.each(pageKeys)('%s sets robots only where search engines should index it', (key) => {
    const story = stories.get(key);
    for (const version of story ? versionsOf(story) : []) {
      if (version.component !== 'page') continue;
      expect(version.robots).toBe(noindexPaths.has(pathOf(key)) ? undefined : 'index,follow');
    }
  });

  it.each([...languageLocales, 'de-ch'])('%s home page has every building block of the brief', (locale) => {
    const home = publishedPage(`${locale}/home`);
    const countItems = (component: string) => blocksOf(home, component).map((entry) => ('items' in entry ? entry.items.length : 0));
    expect(blocksOf(home, 'teaser')).toHaveLength(1);
    expect(countItems('usp_teaser')[0]).toBeGreaterThanOrEqual(3);
    expect(countItems('usp_teaser')[0]).toBeLessThanOrEqual(4);
    expect(countItems('sub_teasers')).toEqual([4]);
    expect(countItems('reco_sub_teasers')[0]).toBeGreaterThanOrEqual(4);
    expect(countItems('reco_sub_teasers')[0]).toBeLessThanOrEqual(6);
    for (const component of ['headline', 'photo_block', 'information', 'margin']) expect(blocksOf(home, component).length, component).toBeGreaterThan(0);
    const marks = [...objectsIn(blocksOf(home, 'text'))].filter((record) => record.type === 'bold' || record.type === 'link').map((record) => record.type);
    expect(new Set(marks)).toEqual(new Set(['bold', 'link']));
    const [video] = blocksOf(home, 'video_block');
    expect(video).toMatchObject({ title: expect.any(String), poster: { filename: expect.any(String) } });
    // The stand-in video until the shop has its own; the shop loads it only on a click.
    expect(video).toHaveProperty('youtubeId', expect.stringMatching(/^[A-Za-z0-9_-]{11}$/));
    expect(video).not.toHaveProperty('video');
  });

  it('keeps unpublished changes as drafts: de-de and en-gb home and the summer campaign', () => {
    const storiesWithDraft = [...stories].filter(([, story]) => story.draft).map(([key]) => key).sort();
    expect(storiesWithDraft).toEqual(['de-de/home', 'de-de/sommer-aktion', 'en-gb/home']);
    expect(stories.get('de-de/sommer-aktion')?.published).toBeNull();
    for (const key of ['de-de/home', 'en-gb/home']) {
      const story = stories.get(key);
      const teaserHeadline = (version: StoryContent | null | undefined) =>
        version?.component === 'page' ? blocksOf(version, 'teaser').map((entry) => (entry.component === 'teaser' ? entry.headline : '')) : [];
      expect(teaserHeadline(story?.draft), key).not.toEqual(teaserHeadline(story?.published));
    }
  });
});

describe('global stories', () => {
  it.each(languageLocales)('%s header, navigation and footer have the expected parts', (locale) => {
    const headerContent = header.parse(stories.get(`${locale}/global/header`)?.published);
    expect(headerContent.items.map((item) => item.type)).toEqual(['magazine', 'service', 'account', 'cart']);
    expect(headerContent.logo.filename).toBe('{{assets}}/logo-poster.svg');
    const navigationContent = navigation.parse(stories.get(`${locale}/global/navigation`)?.published);
    expect(navigationContent.items.length).toBeGreaterThanOrEqual(6);
    // Every product family has its own page now; the burger-only items keep the main bar at eight.
    expect(navigationContent.items.length).toBeLessThanOrEqual(10);
    expect(navigationContent.items.filter((item) => !item.isOnlyInBurgerNavigation).length).toBeLessThanOrEqual(8);
    const footerContent = footer.parse(stories.get(`${locale}/global/footer`)?.published);
    expect(footerContent.linkBoxes).toHaveLength(4);
    // The consent settings are reachable from every page through the footer's own content link.
    expect(linksIn(footerContent).filter((entry) => entry.url === '#consent-settings')).toHaveLength(1);
    expect(footerContent.paymentMethods).not.toContain('twint');
  });

  it.each(languageLocales)('%s links every published content page from the navigation or the footer', (locale) => {
    const linked = new Set(
      ['global/navigation', 'global/footer'].flatMap((path) =>
        linksIn(stories.get(`${locale}/${path}`)?.published).flatMap((entry) => (entry.cached_url ? [entry.cached_url] : [])),
      ),
    );
    // The feed pages and the /posterdruck campaign landing page are entries for product feeds and
    // campaigns, listed in the sitemap rather than the navigation.
    const contentPaths = publishedPages(locale)
      .map(([path]) => path)
      .filter((path) => !fixedPaths.includes(path) && !path.startsWith('feed-') && path !== 'posterdruck');
    expect(contentPaths.filter((path) => !linked.has(`poster/${locale}/${path}`))).toEqual([]);
  });

  // A visitor arrives on the campaign page from an advert: it had a heading and a sentence, and no way on.
  it.each(languageLocales)('%s leads the campaign landing page on to the poster designs', (locale) => {
    const landing = stories.get(`${locale}/posterdruck`)?.published;
    expect(landing).toBeDefined();
    expect(linksIn(landing).map((entry) => entry.cached_url)).toContain(`poster/${locale}/products`);
  });
});

describe('localised copy', () => {
  const copyOf = (locale: string) => [...stories].filter(([key]) => localeOf(key) === locale).map(([, story]) => copyIn(story)).join('\n');
  // The shipping page prices every country reading the language in its own currency (CHF for Switzerland).
  const copyWithoutShippingOf = (locale: string) =>
    [...stories]
      .filter(([key, story]) => localeOf(key) === locale && !(story.published?.component === 'page' && story.published.translationGroup === 'poster-shipping'))
      .map(([, story]) => copyIn(story))
      .join('\n');

  it('writes German with ß but Swiss German without, and Swiss prices as placeholders the shop fills in CHF', () => {
    expect(copyOf('de-de')).toMatch(/ß/);
    expect(copyOf('de-ch')).not.toMatch(/ß|€/);
    expect(copyOf('de-ch')).toMatch(/ab \{price:canvas\}/);
    expect(copyOf('de-ch')).toMatch(/Versand in die Schweiz/);
  });

  it('writes British English for en-gb and American English for en-us', () => {
    expect(copyOf('en-gb')).not.toMatch(/\bcolor|personaliz|\$|\bcenter\b/i);
    expect(copyOf('en-gb')).toMatch(/£/);
    expect(copyOf('en-us')).not.toMatch(/colour|personalis|centimetre|£|€|\bcm\b/i);
    expect(copyOf('en-us')).toMatch(/\d+x\d+ in\b/);
  });

  it('prices every non-British, non-American, non-Swiss locale in euros', () => {
    for (const locale of ['de-de', 'fr-fr', 'es-es', 'it-it', 'nl-nl']) {
      expect(copyOf(locale), locale).toMatch(/€/);
      expect(copyWithoutShippingOf(locale), locale).not.toMatch(/£|\$|CHF/);
    }
  });

  it('describes every image with alt text in the page language', () => {
    const altsByFile = new Map<string, Map<string, string>>();
    for (const [key, story] of stories) {
      for (const record of objectsIn(story)) {
        if (typeof record.filename !== 'string' || typeof record.alt !== 'string') continue;
        const perLocale = altsByFile.get(record.filename) ?? new Map<string, string>();
        perLocale.set(localeOf(key), record.alt);
        altsByFile.set(record.filename, perLocale);
      }
    }
    for (const [filename, perLocale] of altsByFile) {
      const distinctLanguages = ['de-de', 'en-gb', 'fr-fr', 'es-es', 'it-it', 'nl-nl'].map((locale) => perLocale.get(locale));
      expect(new Set(distinctLanguages).size, filename).toBe(distinctLanguages.length);
    }
  });
});

describe('assets', () => {
  const fileNames = new Set(
    [...stories.values()].flatMap((story) =>
      [...objectsIn(story)].flatMap((record) => (typeof record.filename === 'string' ? [record.filename.replace('{{assets}}/', '')] : [])),
    ),
  );

  // The backend engineer publishes the generated image list there; until it exists there is nothing to compare with.
  it.skipIf(!existsSync(assetsReadme))('uses only images listed in backend/assets/README.md', () => {
    const readme = readFileSync(assetsReadme, 'utf8');
    expect([...fileNames].filter((name) => !readme.includes(name))).toEqual([]);
  });
});

describe('product pages', () => {
  const groupPage = (locale: string, group: string) => {
    const entry = publishedPages(locale).find(([, pageContent]) => pageContent.translationGroup === group);
    if (!entry) throw new Error(`${locale} has no ${group} page`);
    return entry;
  };
  const fieldsOf = (pageContent: PageContent, component: string) => blocksOf(pageContent, component) as Array<Record<string, unknown>>;
  // Tracking prefixes for photo boxes (docs/shop-rules.md, Tracking prefixes); English has none.
  const photoboxPrefixes = ['bilderbox', 'fotobox', 'box-photos', 'scatola-con-foto', 'caja-de-foto'];

  it.each(languageLocales)('%s sells every calculator product on some page', (locale) => {
    const products = publishedPages(locale).flatMap(([, pageContent]) => fieldsOf(pageContent, 'calculator').map((entry) => entry.product));
    expect(new Set(products)).toEqual(new Set(['framed', 'photoframe', 'collage', 'photoprint', 'photobox', 'photobook']));
  });

  it.each(languageLocales)('%s product pages carry the blocks their product needs', (locale) => {
    const [, canvas] = groupPage(locale, 'poster-canvas');
    expect(fieldsOf(canvas, 'calculator')).toEqual([expect.objectContaining({ product: 'framed', initialSku: 'leinwand:600x400' })]);
    const [, framed] = groupPage(locale, 'poster-framed');
    expect(fieldsOf(framed, 'calculator')).toEqual([expect.objectContaining({ product: 'framed', tags: ['top-deal'] })]);
    expect(fieldsOf(framed, 'frame')).toHaveLength(1);
    expect(fieldsOf(framed, 'formats_and_prices')).toEqual([expect.objectContaining({ product: 'framed' })]);
    for (const [group, product, wrapper] of [
      ['poster-collages', 'collage', 'collage_detail_wrapper'],
      ['poster-photobooks', 'photobook', 'photobook_detail_wrapper'],
    ] as const) {
      const [, pageContent] = groupPage(locale, group);
      expect(fieldsOf(pageContent, 'calculator').map((entry) => entry.product), group).toEqual([product]);
      expect(fieldsOf(pageContent, wrapper), group).toHaveLength(1);
    }
    for (const [group, product] of [['poster-photo-frames', 'photoframe'], ['poster-photo-prints', 'photoprint'], ['poster-photobox', 'photobox']] as const) {
      expect(fieldsOf(groupPage(locale, group)[1], 'calculator').map((entry) => entry.product), group).toEqual([product]);
    }
  });

  it.each(languageLocales)('%s wall-art overview links every family and lists designs', (locale) => {
    const [, overview] = groupPage(locale, 'poster-wall-art');
    const [wrapper] = blocksOf(overview, 'overview_wrapper');
    const items = wrapper && 'items' in wrapper ? (wrapper.items as Array<{ priceFrom?: string }>) : [];
    expect(items.length).toBeGreaterThanOrEqual(4);
    // Tiles name the product; the shop fills in its lowest calculator price (no amounts in copy).
    expect(items.filter((item) => item.priceFrom !== undefined).map((item) => item.priceFrom)).toEqual(['{price:canvas}', '{price:acrylic}', '{price:framed}', '{price:photoframe}', '{price:collage}']);
    // The poster channel's wall-art designs are sold as product `photoframe` (backend/catalog/build-themes.ts).
    expect(fieldsOf(overview, 'themes_overview')).toEqual([expect.objectContaining({ product: 'photoframe' })]);
    expect(fieldsOf(overview, 'calculator')).toEqual([]);
  });

  it.each(languageLocales)('%s home page offers a voucher that is still valid in the season', (locale) => {
    const [voucher] = fieldsOf(publishedPage(`${locale}/home`), 'voucher');
    expect(voucher).toMatchObject({ code: expect.any(String), headline: expect.any(String) });
    expect(Date.parse(String(voucher?.validUntil))).toBeGreaterThan(Date.parse('2026-11-01'));
  });

  it.each(languageLocales)('%s calendar page presents a wall and a desk calendar in formats the backend sells', (locale) => {
    const [, calendars] = groupPage(locale, 'poster-photo-calendars');
    const wrappers = fieldsOf(calendars, 'calendar_detail_wrapper');
    expect(wrappers.map((entry) => entry.calendarType).sort()).toEqual(['tischkalender', 'wandkalender']);
    for (const wrapper of wrappers) {
      const offered = findCalendarType(String(wrapper.calendarType))?.formats ?? [];
      expect(offered, `${locale} ${String(wrapper.calendarType)}`).toContain(wrapper.format);
    }
    // Calendars are priced by the backend per type and format; a calculator would offer wall-art materials instead.
    expect(fieldsOf(calendars, 'calculator')).toEqual([]);
    expect(blocksOf(calendars, 'information')).toHaveLength(1);
    expect(blocksOf(calendars, 'teaser')).toHaveLength(1);
  });

  it.each(languageLocales)('%s card page presents a card the backend sells, its accessories and a second card', (locale) => {
    const [, cards] = groupPage(locale, 'poster-photo-cards');
    const [detail, ...moreDetails] = fieldsOf(cards, 'card_detail_wrapper');
    expect(moreDetails).toEqual([]);
    const card = findCard(String(detail?.sku));
    expect(card, `${locale} ${String(detail?.sku)}`).toBeDefined();
    if (detail?.occasion !== undefined) expect(card?.occasions).toContain(detail.occasion);
    // The accessory block renders nothing for a card without accessories, so the page would lose it silently.
    expect(fieldsOf(cards, 'accessory')).toEqual([expect.objectContaining({ sku: detail?.sku })]);
    expect(card && getAccessoriesForCard(card).length).toBeGreaterThan(0);
    const containers = fieldsOf(cards, 'sku_container');
    expect(containers).toHaveLength(1);
    for (const container of containers) expect(findCard(String(container.sku)), `${locale} ${String(container.sku)}`).toBeDefined();
    expect(containers[0]?.sku).not.toBe(detail?.sku);
    expect(fieldsOf(cards, 'calculator')).toEqual([]);
    expect(blocksOf(cards, 'information')).toHaveLength(1);
    expect(blocksOf(cards, 'teaser')).toHaveLength(1);
  });

  it('gives the photo card pages the slugs of the brief', () => {
    const slugs = languageLocales.map((locale) => groupPage(locale, 'poster-photo-cards')[0]);
    expect(slugs.every((slug) => photoCardSlugs.includes(slug)), slugs.join(', ')).toBe(true);
  });

  it('uses the tracking prefixes for photo calendar slugs', () => {
    for (const locale of languageLocales) {
      const [slug] = groupPage(locale, 'poster-photo-calendars');
      expect(photoCalendarPrefixes.some((prefix) => slug.startsWith(prefix)), `${locale}: ${slug}`).toBe(true);
    }
  });

  it('uses the tracking prefixes for photo box slugs', () => {
    for (const locale of languageLocales.filter((candidate) => !candidate.startsWith('en-'))) {
      const [slug] = groupPage(locale, 'poster-photobox');
      expect(photoboxPrefixes.some((prefix) => slug.startsWith(prefix)), `${locale}: ${slug}`).toBe(true);
    }
  });

  it('lists the calculator pages of de-de, fr-fr, en-gb and en-us in backend/content/CALCULATOR_PAGES.md', () => {
    const listed = readFileSync(join(contentRoot, '../CALCULATOR_PAGES.md'), 'utf8')
      .split('\n')
      .map((line) => /^\| poster \| ([a-z]{2}-[a-z]{2}) \| `\/([a-z0-9-]+)` \| (\w+) \|/.exec(line))
      .flatMap((match) => (match ? [`${match[1]} /${match[2]} ${match[3]}`] : []));
    const actual = ['de-de', 'fr-fr', 'en-gb', 'en-us'].flatMap((locale) =>
      publishedPages(locale).flatMap(([path, pageContent]) => fieldsOf(pageContent, 'calculator').map((entry) => `${locale} /${path} ${String(entry.product)}`)),
    );
    expect(listed.sort()).toEqual(actual.sort());
  });
});
