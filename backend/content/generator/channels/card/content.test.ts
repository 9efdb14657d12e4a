import { navigationContract, shopNavigationContract } from '../../shared/navigation/navigation-contract.ts';
import { breadcrumbShape, footerExtrasShape } from '../../shared/footer-extras-schema.ts';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { strictAsset, strictBlockSchema } from '../../../../../domain/content/strict-content-schemas.ts';
import { buildCalculatorReference } from '../../../../catalog/build-calculator-reference.ts';
import { CALCULATOR_PRODUCTS, type CalculatorProduct } from '../../../../../domain/catalog/vocabulary.ts';
import { CARD_LOCALES } from './copy/copy-types.ts';
import { channelContentDir } from '../../content-paths.ts';

/**
 * Checks the card channel's story files against docs/content-model.md and against each other:
 * shapes and field names, SEO limits, translation groups, link targets and asset names.
 */

const contentDir = channelContentDir('card');
const assetsReadme = path.join(contentDir, '../../assets/README.md');

/** Shop routes that are not content stories; every other internal url must be a story of the locale. */
const SHOP_ROUTE_PREFIXES = ['/configurator-', '/vorkonfigurator-', '/products/', '/themes/', '/gift-voucher/'];
/** One path in every locale, which the shop's link rules send to the applications serving them. */
const CART_AND_MAGAZINE = ['/cart', '/magazine'];
const NOINDEX_GROUPS = new Set(['card-error', 'card-newsletter-confirm']);

type StoryFile = { uuid: string; name: string; published: Record<string, unknown> | null; draft?: Record<string, unknown> };

function readStoryFiles(): Map<string, StoryFile> {
  const files = new Map<string, StoryFile>();
  for (const locale of CARD_LOCALES) {
    const localeDir = path.join(contentDir, locale);
    for (const entry of fs.readdirSync(localeDir, { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.json')) continue;
      const relative = `${locale}/${entry.split(path.sep).join('/')}`;
      files.set(relative, JSON.parse(fs.readFileSync(path.join(contentDir, relative), 'utf8')) as StoryFile);
    }
  }
  return files;
}

function getFullSlug(relativeFile: string): string {
  return `card/${relativeFile.replace(/\.json$/, '')}`;
}

function getLocale(relativeFile: string): string {
  return relativeFile.slice(0, relativeFile.indexOf('/'));
}

const storyFiles = readStoryFiles();
const fileEntries = [...storyFiles.entries()];

// --- schemas of docs/content-model.md, strict so a misspelt field name fails ---------------------

const internalPath = z.union([
  z.string().regex(/^\/([a-z0-9-]+\/)*$/, 'internal paths are lower-case and end with a slash'),
  // A designer opened on one choice (the menu's photo-book types): designer links keep their query.
  z.string().regex(/^\/configurator-[a-z]+\/\?[a-zA-Z]+=[a-z0-9-]+$/),
  z.enum(CART_AND_MAGAZINE),
  // The value the shop turns into the page's own consent settings address (decision 0026).
  z.literal('#consent-settings'),
]);

function linkSchema(locale: string) {
  return z.discriminatedUnion('linktype', [
    z.strictObject({ linktype: z.literal('url'), url: internalPath, target: z.string().optional() }),
    z.strictObject({
      linktype: z.literal('story'),
      cached_url: z.string().startsWith(`card/${locale}/`, 'story links stay in the channel and locale'),
      target: z.string().optional(),
    }),
    z.strictObject({ linktype: z.literal('email'), email: z.email(), target: z.string().optional() }),
  ]);
}

const assetSchema = strictAsset;

const linkMarkSchema = z.strictObject({
  type: z.literal('link'),
  attrs: z.union([
    z.strictObject({ href: internalPath, linktype: z.literal('url'), target: z.literal('_self').optional() }),
    z.strictObject({ href: z.string().regex(/^card\/[a-z]{2}-[a-z]{2}\/[a-z0-9/-]+$/), linktype: z.literal('story'), target: z.literal('_self').optional() }),
    z.strictObject({ href: z.email(), linktype: z.literal('email') }),
  ]),
});
const textNodeSchema = z.strictObject({
  type: z.literal('text'),
  text: z.string().min(1),
  marks: z.array(z.union([z.strictObject({ type: z.literal('bold') }), linkMarkSchema])).optional(),
});
const paragraphSchema = z.strictObject({ type: z.literal('paragraph'), content: z.array(textNodeSchema).min(1) });
const bulletListSchema = z.strictObject({
  type: z.literal('bullet_list'),
  content: z.array(z.strictObject({ type: z.literal('list_item'), content: z.array(paragraphSchema).min(1) })).min(1),
});
const richTextSchema = z.strictObject({
  type: z.literal('doc'),
  content: z.array(z.union([paragraphSchema, bulletListSchema])).min(1),
});

const uid = z.uuid();
const nonEmpty = z.string().trim().min(1);

function blockSchema(locale: string) {
  return strictBlockSchema({ link: linkSchema(locale), richText: richTextSchema });
}

function contentSchema(locale: string) {
  const link = linkSchema(locale);
  const block = blockSchema(locale);
  return z.discriminatedUnion('component', [
    z.strictObject({
      component: z.literal('page'),
      title: nonEmpty.refine((title) => title.replace(/\{price:[a-z]+\}/g, "CHF 99.90").length <= 60, 'title over 60 characters'),
      description: nonEmpty.max(155),
      robots: z.literal('index,follow').optional(),
      ogImage: assetSchema,
      translationGroup: z.string().regex(/^card-[a-z-]+$/),
      teaser: z.array(block).optional(),
      body: z.array(block).min(1),
      breadcrumb: breadcrumbShape(link),
    }),
    z.strictObject({
      component: z.literal('header'),
      logo: assetSchema,
      logoAlt: nonEmpty,
      items: z.array(
        z.strictObject({ _uid: uid, type: z.enum(['magazine', 'service', 'account', 'cart']), text: nonEmpty, link, icon: nonEmpty }),
      ),
      shopNavigation: shopNavigationContract(link),
      serviceHotline: nonEmpty,
      snowEffect: z.boolean().optional(),
    }),
    navigationContract(link),
    z.strictObject({
      component: z.literal('footer'),
      newsletter: z.strictObject({
        headline: nonEmpty,
        inputPlaceholder: nonEmpty,
        ctaText: nonEmpty,
        newsletterText: nonEmpty,
        privacyNote: richTextSchema,
        backgroundColor: z.string().optional(),
        textColor: z.string().optional(),
      }),
      linkBoxes: z
        .array(z.strictObject({ _uid: uid, title: nonEmpty, links: z.array(z.strictObject({ _uid: uid, text: nonEmpty, link })).min(1) }))
        .length(4),
      seoText: richTextSchema.optional(),
      paymentMethods: z.array(nonEmpty).min(1),
      serviceText: nonEmpty,
      copyright: nonEmpty,
      ...footerExtrasShape(link),
    }),
  ]);
}

function storyFileSchema(locale: string) {
  const content = contentSchema(locale);
  return z
    .strictObject({ uuid: z.uuidv4(), name: nonEmpty, published: content.nullable(), draft: content.optional() })
    .refine((file) => file.published !== null || file.draft !== undefined, 'a draft-only story needs a draft');
}

// --- walkers ------------------------------------------------------------------------------------

type Visitor = (value: Record<string, unknown>) => void;

function visitObjects(value: unknown, visit: Visitor): void {
  if (Array.isArray(value)) {
    for (const entry of value) visitObjects(entry, visit);
  } else if (value !== null && typeof value === 'object') {
    visit(value as Record<string, unknown>);
    for (const entry of Object.values(value)) visitObjects(entry, visit);
  }
}

function getVersions(file: StoryFile): Record<string, unknown>[] {
  return [file.published, file.draft].filter((content): content is Record<string, unknown> => content != null);
}

/** Every internal path a version links to: multilinks of type url and rich-text url marks. */
function collectInternalPaths(content: unknown): string[] {
  const paths: string[] = [];
  visitObjects(content, (node) => {
    if (node['linktype'] === 'url' && typeof node['url'] === 'string') paths.push(node['url']);
    if (node['linktype'] === 'url' && typeof node['href'] === 'string') paths.push(node['href']);
  });
  // The footer's app stores, social networks and phone numbers are not pages of the shop.
  return paths.filter((path) => !/^(https:|tel:|#consent-settings$)/.test(path));
}

function collectStoryLinks(content: unknown): string[] {
  const targets: string[] = [];
  visitObjects(content, (node) => {
    if (node['linktype'] === 'story' && typeof node['cached_url'] === 'string') targets.push(node['cached_url']);
    if (node['linktype'] === 'story' && typeof node['href'] === 'string') targets.push(node['href']);
  });
  return targets;
}

function collectUids(content: unknown): string[] {
  const uids: string[] = [];
  visitObjects(content, (node) => {
    if (typeof node['_uid'] === 'string') uids.push(node['_uid']);
  });
  return uids;
}

function collectAssetNames(content: unknown): string[] {
  const names: string[] = [];
  visitObjects(content, (node) => {
    const filename = node['filename'];
    if (typeof filename === 'string' && filename.startsWith('{{assets}}/')) names.push(filename.slice('{{assets}}/'.length));
  });
  return names;
}

function getPage(content: Record<string, unknown> | null): { translationGroup: string; robots?: string } | undefined {
  return content?.['component'] === 'page' ? (content as { translationGroup: string; robots?: string }) : undefined;
}

/** Content pages a locale publishes, as the visitor's path (`/` for home). */
function getPublishedPagePaths(locale: string): Set<string> {
  const paths = new Set<string>();
  for (const [relative, file] of fileEntries) {
    if (getLocale(relative) !== locale || !getPage(file.published)) continue;
    const storyPath = relative.slice(locale.length + 1).replace(/\.json$/, '');
    paths.add(storyPath === 'home' ? '/' : `/${storyPath}/`);
  }
  return paths;
}

// --- tests ----------------------------------------------------------------------------------------

describe('card content files', () => {
  it('exist for every locale', () => {
    for (const locale of CARD_LOCALES) {
      expect([...storyFiles.keys()].filter((file) => file.startsWith(`${locale}/`)).length, locale).toBeGreaterThan(10);
    }
  });

  it.each(fileEntries)('%s matches the content contract', (relative, file) => {
    const result = storyFileSchema(getLocale(relative)).safeParse(file);
    expect(result.success ? '' : z.prettifyError(result.error)).toBe('');
  });

  it.each(fileEntries)('%s keeps global components in global/ and pages outside it', (relative, file) => {
    const storyPath = relative.slice(relative.indexOf('/') + 1).replace(/\.json$/, '');
    for (const content of getVersions(file)) {
      const expected = storyPath.startsWith('global/') ? storyPath.slice('global/'.length) : 'page';
      expect(content['component']).toBe(expected);
    }
  });

  it('gives each locale the same published translation groups and global stories', () => {
    const signature = (locale: string) =>
      fileEntries
        .filter(([relative, file]) => getLocale(relative) === locale && file.published)
        .map(([relative, file]) => getPage(file.published)?.translationGroup ?? relative.slice(locale.length + 1))
        .sort();
    const reference = signature('de-de');
    expect(reference.length).toBeGreaterThan(10);
    for (const locale of CARD_LOCALES) expect(signature(locale), locale).toEqual(reference);
  });

  it('has at most one story per translation group and locale', () => {
    const owner = new Map<string, string>();
    for (const [relative, file] of fileEntries) {
      const groups = new Set(getVersions(file).map((content) => getPage(content)?.translationGroup));
      for (const group of groups) {
        if (!group) continue;
        const key = `${getLocale(relative)}:${group}`;
        expect(owner.get(key) ?? relative, `${key} is used by two stories`).toBe(relative);
        owner.set(key, relative);
      }
    }
  });

  it('indexes real pages and leaves the error and newsletter pages to the noindex default', () => {
    for (const [relative, file] of fileEntries) {
      for (const content of getVersions(file)) {
        const page = getPage(content);
        if (!page) continue;
        expect(page.robots, relative).toBe(NOINDEX_GROUPS.has(page.translationGroup) ? undefined : 'index,follow');
      }
    }
  });

  it('uses unique story uuids and unique _uids across stories', () => {
    const uuids = fileEntries.map(([, file]) => file.uuid);
    expect(new Set(uuids).size).toBe(uuids.length);
    const owner = new Map<string, string>();
    for (const [relative, file] of fileEntries) {
      for (const content of getVersions(file)) {
        const uids = collectUids(content);
        expect(new Set(uids).size, `${relative} repeats a _uid within one version`).toBe(uids.length);
        for (const value of uids) {
          // The draft keeps the published blocks it did not change, like Storyblok does.
          expect(owner.get(value) ?? relative, `${value} is used by two stories`).toBe(relative);
          owner.set(value, relative);
        }
      }
    }
  });

  it('links only to stories that exist, and published content only to published stories', () => {
    for (const [relative, file] of fileEntries) {
      for (const content of getVersions(file)) {
        for (const target of collectStoryLinks(content)) {
          const targetFile = storyFiles.get(`${target.slice('card/'.length)}.json`);
          expect(targetFile, `${relative} links to missing ${target}`).toBeDefined();
          if (content === file.published) expect(targetFile?.published, `${relative} links to unpublished ${target}`).toBeTruthy();
        }
      }
    }
  });

  it('leads every hero button to a product (its designer or its design pick), never to the list of every design', () => {
    for (const [relative, file] of fileEntries) {
      for (const content of getVersions(file)) {
        for (const teaser of (content['teaser'] ?? []) as { cta?: { link: Record<string, unknown> } }[]) {
          const link = teaser.cta?.link;
          if (!link) continue;
          expect(String(link['cached_url'] ?? ''), relative).not.toMatch(/\/products$/);
          if (link['linktype'] === 'url') expect(link['url'], relative).toMatch(/^\/(configurator-|vorkonfigurator-)/);
        }
      }
    }
  });

  it('gives every footer one link that opens the consent settings', () => {
    for (const locale of CARD_LOCALES) {
      const footers = fileEntries.filter(([entry]) => getLocale(entry) === locale && entry.endsWith('global/footer.json'));
      expect(footers, locale).toHaveLength(1);
      for (const [relative, file] of footers) {
        const values: string[] = [];
        for (const content of getVersions(file)) visitObjects(content, (node) => void (node['url'] === '#consent-settings' && values.push(relative)));
        expect(values.length, relative).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('links internal urls to content pages of the same locale or to known shop routes', () => {
    for (const locale of CARD_LOCALES) {
      const pagePaths = getPublishedPagePaths(locale);
      for (const [relative, file] of fileEntries.filter(([entry]) => getLocale(entry) === locale)) {
        for (const content of getVersions(file)) {
          for (const url of collectInternalPaths(content)) {
            const known =
              pagePaths.has(url) || CART_AND_MAGAZINE.includes(url) || SHOP_ROUTE_PREFIXES.some((prefix) => url.startsWith(prefix));
            expect(known, `${relative} links to unknown ${url}`).toBe(true);
          }
        }
      }
    }
  });

  it('keeps unpublished drafts: new home teasers in de-de and en-gb, an Easter page only in de-de', () => {
    for (const locale of ['de-de', 'en-gb']) {
      const home = storyFiles.get(`${locale}/home.json`);
      expect(home?.draft, locale).toBeDefined();
      expect(JSON.stringify(home?.draft?.['teaser'])).not.toBe(JSON.stringify(home?.published?.['teaser']));
      expect(home?.draft?.['body']).toEqual(home?.published?.['body']);
    }
    const draftOnly = fileEntries.filter(([, file]) => file.published === null).map(([relative]) => relative);
    expect(draftOnly).toEqual(['de-de/ostern.json']);
  });

  it('names only assets that the backend lists in backend/assets/README.md', () => {
    const readme = fs.readFileSync(assetsReadme, 'utf8');
    const listed = new Set([...readme.matchAll(/`([a-z0-9-]+\.(?:jpg|png|svg|webp))`/g)].map((match) => match[1]));
    const used = new Set(fileEntries.flatMap(([, file]) => getVersions(file).flatMap(collectAssetNames)));
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((name) => !listed.has(name))).toEqual([]);
  });
});

describe('full slugs', () => {
  it('are lower-case paths that the loader can address', () => {
    for (const relative of storyFiles.keys()) expect(getFullSlug(relative)).toMatch(/^card\/[a-z]{2}-[a-z]{2}\/([a-z0-9-]+\/)*[a-z0-9-]+$/);
  });
});

describe('product pages', () => {
  type Block = Record<string, unknown> & { component: string };
  const pageByGroup = (locale: string, group: string) => {
    const entry = fileEntries.find(([relative, file]) => getLocale(relative) === locale && getPage(file.published)?.translationGroup === group);
    if (!entry) throw new Error(`${locale} has no ${group} page`);
    const content = entry[1].published as { teaser?: Block[]; body: Block[] };
    return { relative: entry[0], blocks: [...(content.teaser ?? []), ...content.body] };
  };
  const blocksNamed = (blocks: Block[], component: string) => blocks.filter((entry) => entry.component === component);

  it.each(CARD_LOCALES)('%s wedding page presents a card with its accessories and a sample SKU', (locale) => {
    const { blocks } = pageByGroup(locale, 'card-wedding-cards');
    expect(blocksNamed(blocks, 'card_detail_wrapper')).toEqual([expect.objectContaining({ sku: 'klappkarte-148x105-matt', occasion: 'hochzeit' })]);
    expect(blocksNamed(blocks, 'accessory')).toEqual([expect.objectContaining({ sku: 'klappkarte-148x105-matt' })]);
    expect(blocksNamed(blocks, 'sku_container')).toHaveLength(1);
  });

  it.each(CARD_LOCALES)('%s calendar page presents a calendar', (locale) => {
    const { blocks } = pageByGroup(locale, 'card-photo-calendars');
    expect(blocksNamed(blocks, 'calendar_detail_wrapper')).toEqual([expect.objectContaining({ calendarType: 'wandkalender' })]);
  });

  const productPages = [
    ['card-photobooks', 'photobook'],
    ['card-collages', 'collage'],
    ['card-photo-prints', 'photoprint'],
    ['card-photo-frames', 'photoframe'],
    ['card-photobox', 'photobox'],
    ['card-wall-art', 'framed'],
  ] as const satisfies ReadonlyArray<readonly [string, CalculatorProduct]>;

  it.each(CARD_LOCALES)('%s sells every product on its own page with its calculator', (locale) => {
    for (const [group, product] of productPages) {
      const { blocks } = pageByGroup(locale, group);
      expect(blocksNamed(blocks, 'calculator').map((entry) => entry.product), group).toEqual([product]);
    }
    expect(blocksNamed(pageByGroup(locale, 'card-photobooks').blocks, 'photobook_detail_wrapper')).toHaveLength(1);
    // Wall art is sold as canvas first, the card channel's living-room picture.
    expect(blocksNamed(pageByGroup(locale, 'card-wall-art').blocks, 'calculator')).toEqual([expect.objectContaining({ initialSku: 'leinwand:600x400' })]);
  });

  it.each(CARD_LOCALES)('%s offers every calculator product the backend has', (locale) => {
    const offered = new Set(
      fileEntries
        .filter(([relative]) => getLocale(relative) === locale)
        .flatMap(([, file]) => blocksNamed((file.published as { body?: Block[] } | null)?.body ?? [], 'calculator').map((entry) => entry.product)),
    );
    expect([...offered].sort()).toEqual([...CALCULATOR_PRODUCTS].sort());
  });

  it('preselects only materials and formats that the backend lists for the calculator product', () => {
    const calculators = fileEntries.flatMap(([relative, file]) =>
      getVersions(file).flatMap((content) => {
        const blocks = [...((content['teaser'] as Block[] | undefined) ?? []), ...((content['body'] as Block[] | undefined) ?? [])];
        return blocksNamed(blocks, 'calculator').map((entry) => ({ relative, product: entry.product as CalculatorProduct, initialSku: entry.initialSku }));
      }),
    );
    expect(calculators.length).toBeGreaterThanOrEqual(CARD_LOCALES.length * productPages.length);
    for (const { relative, product, initialSku } of calculators) {
      expect(initialSku, `${relative} names no initial selection`).toEqual(expect.any(String));
      const [material, format] = String(initialSku).split(':');
      const offered = buildCalculatorReference(product, 'eur').materials.find((entry) => entry.value === material);
      expect(offered, `${relative}: ${product} has no material ${material}`).toBeDefined();
      const formats = [...(offered?.formats ?? []), ...(offered?.moreFormats ?? [])].map((entry) => entry.value);
      expect(formats, `${relative}: ${product} ${material} lists no ${format}`).toContain(format);
    }
  });

  it.each(CARD_LOCALES)('%s links every product page from the navigation and the footer', (locale) => {
    const linkedFrom = (global: string) => new Set(collectStoryLinks(storyFiles.get(`${locale}/global/${global}.json`)?.published));
    const navigation = linkedFrom('navigation');
    const footer = linkedFrom('footer');
    for (const [group] of productPages) {
      const target = getFullSlug(pageByGroup(locale, group).relative);
      expect(navigation.has(target), `${target} in the navigation`).toBe(true);
      expect(footer.has(target), `${target} in the footer`).toBe(true);
    }
  });

  // The spec shows prices in overviews on the poster channel only.
  it.each(CARD_LOCALES)('%s cards overview shows every occasion, without prices, and the card designs', (locale) => {
    const { blocks } = pageByGroup(locale, 'card-cards-overview');
    const [overview] = blocksNamed(blocks, 'overview_wrapper');
    const items = (overview?.items ?? []) as Array<{ priceFrom?: unknown }>;
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.every((item) => item.priceFrom === undefined)).toBe(true);
    expect(blocksNamed(blocks, 'themes_overview')).toEqual([expect.objectContaining({ product: 'card' })]);
  });

  it.each(CARD_LOCALES)('%s home page offers a voucher that is still valid in the season', (locale) => {
    const { blocks } = pageByGroup(locale, 'card-home');
    const [voucher] = blocksNamed(blocks, 'voucher');
    expect(voucher).toMatchObject({ code: expect.any(String), headline: expect.any(String) });
    expect(Date.parse(String(voucher?.validUntil))).toBeGreaterThan(Date.parse('2026-11-01'));
  });

  it.each(CARD_LOCALES)('%s keeps at most eight items in the main navigation bar', (locale) => {
    const items = (storyFiles.get(`${locale}/global/navigation.json`)?.published?.['items'] ?? []) as Array<{ isOnlyInBurgerNavigation?: boolean }>;
    expect(items.filter((item) => !item.isOnlyInBurgerNavigation).length).toBeLessThanOrEqual(8);
  });

  it('lists the calculator pages of every card locale in backend/content/CALCULATOR_PAGES.md', () => {
    const listed = fs
      .readFileSync(path.join(contentDir, '../CALCULATOR_PAGES.md'), 'utf8')
      .split('\n')
      .map((line) => /^\| card \| ([a-z]{2}-[a-z]{2}) \| `\/([a-z0-9-]+)\/` \| (\w+) \|/.exec(line))
      .flatMap((match) => (match ? [`${match[1]}/${match[2]}.json ${match[3]}`] : []));
    const actual = fileEntries.flatMap(([relative, file]) => {
      const content = file.published as { body?: Block[] } | null;
      return blocksNamed(content?.body ?? [], 'calculator').map((entry) => `${relative} ${String(entry.product)}`);
    });
    expect(actual.length).toBeGreaterThanOrEqual(CARD_LOCALES.length * productPages.length);
    expect(listed.sort()).toEqual(actual.sort());
  });
});
