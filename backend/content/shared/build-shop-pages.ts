/**
 * Builds the service, account, legal and shipping pages and the footer parts that link them, for
 * both channels' generators. Structure and links are decided here; words come from ./copy.
 */
import { createHash } from 'node:crypto';
import { sharedCopyTables } from './copy/index.ts';
import { buildShopFacts } from './shop-facts.ts';
import {
  LEGAL_PAGE_KEYS,
  SHOP_PAGE_KEYS,
  type Channel,
  type SharedPageCopy,
  type SharedPagesCopy,
  type SharedRich,
  type ShopLocale,
  type ShopPageKey,
} from './shop-pages-types.ts';

export type SharedLink = { linktype: 'story'; cached_url: string } | { linktype: 'email'; email: string };
export type SharedAsset = { filename: string; alt: string };
export type SharedBlock = { _uid: string; component: string; [field: string]: unknown };
type RichMark = { type: 'bold' } | { type: 'link'; attrs: { href: string; linktype: 'story' | 'email'; target?: '_self' } };
type RichNode = { type: string; text?: string; marks?: RichMark[]; content?: RichNode[] };
export type SharedRichDoc = { type: 'doc'; content: RichNode[] };

export type SharedPageContent = {
  component: 'page';
  title: string;
  description: string;
  robots: 'index,follow';
  ogImage: SharedAsset;
  translationGroup: string;
  body: SharedBlock[];
};
export type SharedStory = { uuid: string; name: string; published: SharedPageContent };

/** What a channel tells the shared pages about itself. */
export type ChannelSetup = {
  readonly channel: Channel;
  readonly locale: ShopLocale;
  /** The hotline as the channel's header shows it. */
  readonly phone: string;
  readonly ogImage: SharedAsset;
};

/** Stable v4-shaped ids from a seed, so regenerating never reshuffles uuids and `_uid`s. */
export function stableUuid(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [hex.slice(0, 8), hex.slice(8, 12), `4${hex.slice(13, 16)}`, `${variant}${hex.slice(17, 20)}`, hex.slice(20, 32)].join('-');
}

export function getSharedCopy(setup: ChannelSetup): SharedPagesCopy {
  const facts = buildShopFacts(setup.channel, setup.locale, { phone: setup.phone });
  return sharedCopyTables[setup.locale](facts);
}

/** The localised slugs of the shared pages; the same for both channels. */
export function getShopPageSlugs(locale: ShopLocale): Readonly<Record<ShopPageKey, string>> {
  // Slugs do not depend on the brand; any facts will do to read them.
  return getSharedCopy({ channel: 'poster', locale, phone: '', ogImage: { filename: '', alt: '' } }).slugs;
}

export function getShopPageFullSlug(channel: Channel, locale: ShopLocale, key: ShopPageKey): string {
  return `${channel}/${locale}/${getShopPageSlugs(locale)[key]}`;
}

export function shopPageLink(channel: Channel, locale: ShopLocale, key: ShopPageKey): SharedLink {
  return { linktype: 'story', cached_url: getShopPageFullSlug(channel, locale, key) };
}

const INLINE_MARKUP = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function isShopPageKey(value: string): value is ShopPageKey {
  return (SHOP_PAGE_KEYS as readonly string[]).includes(value);
}

function linkMark(channel: Channel, locale: ShopLocale, target: string, source: string): RichMark {
  if (target.startsWith('mailto:')) return { type: 'link', attrs: { href: target.slice('mailto:'.length), linktype: 'email' } };
  const key = target.slice(1);
  if (target.startsWith('@') && isShopPageKey(key)) {
    // A story link: the shop maps it to the visitor's host and language prefix.
    return { type: 'link', attrs: { href: getShopPageFullSlug(channel, locale, key), linktype: 'story', target: '_self' } };
  }
  throw new Error(`Unknown link target "${target}" in shared copy: "${source}"`);
}

function parseInline(channel: Channel, locale: ShopLocale, source: string): RichNode[] {
  const nodes: RichNode[] = [];
  let cursor = 0;
  const plain = (text: string) => {
    // A leftover marker is a typo in the copy that would otherwise show up verbatim in the shop.
    if (text.includes('**') || text.includes('](')) throw new Error(`Unbalanced markup in shared copy: "${source}"`);
    if (text) nodes.push({ type: 'text', text });
  };
  for (const match of source.matchAll(INLINE_MARKUP)) {
    plain(source.slice(cursor, match.index));
    const [, bold, label, target] = match;
    if (bold !== undefined) nodes.push({ type: 'text', text: bold, marks: [{ type: 'bold' }] });
    else if (label !== undefined && target !== undefined) nodes.push({ type: 'text', text: label, marks: [linkMark(channel, locale, target, source)] });
    cursor = match.index + match[0].length;
  }
  plain(source.slice(cursor));
  return nodes;
}

export function buildSharedRichText(channel: Channel, locale: ShopLocale, rich: SharedRich): SharedRichDoc {
  const paragraph = (line: string): RichNode => ({ type: 'paragraph', content: parseInline(channel, locale, line) });
  return {
    type: 'doc',
    content: rich.map((entry) =>
      typeof entry === 'string'
        ? paragraph(entry)
        : { type: 'bullet_list', content: entry.list.map((item) => ({ type: 'list_item', content: [paragraph(item)] })) },
    ),
  };
}

/** A channel's own rich text: the same document shape, built by the channel's generator. */
export type ExtraSection = { readonly headline: string; readonly text: { readonly type: 'doc'; readonly content: readonly object[] } };

function buildPage(setup: ChannelSetup, key: ShopPageKey, slug: string, copy: SharedPageCopy, extraSections: readonly ExtraSection[]): SharedPageContent {
  const { channel, locale } = setup;
  const uid = (block: string) => stableUuid(`${channel}/${locale}/${slug}#${block}`);
  const rich = (text: SharedRich) => buildSharedRichText(channel, locale, text);
  const shared: ExtraSection[] = copy.sections.map((section) => ({ headline: section.headline, text: rich(section.text) }));
  // A channel's own questions go before the closing section (the service page's legal links).
  const sections = extraSections.length > 0 ? [...shared.slice(0, -1), ...extraSections, ...shared.slice(-1)] : shared;
  return {
    component: 'page',
    title: copy.title,
    description: copy.description,
    robots: 'index,follow',
    ogImage: setup.ogImage,
    translationGroup: `${channel}-${key}`,
    body: [
      // The page's only h1; everything below is a section of it.
      { _uid: uid('headline'), component: 'headline', text: copy.h1, level: 'h1' },
      { _uid: uid('intro'), component: 'text', text: rich(copy.intro) },
      ...sections.flatMap((section, index) => [
        { _uid: uid(`section-${index}-headline`), component: 'headline', text: section.headline, level: 'h2' },
        { _uid: uid(`section-${index}-text`), component: 'text', text: section.text },
      ]),
      ...(copy.note
        ? [
            { _uid: uid('margin-note'), component: 'margin', size: 'm' },
            { _uid: uid('note'), component: 'information', headline: copy.note.headline, text: rich(copy.note.text), type: 'info' },
          ]
        : []),
      { _uid: uid('margin-end'), component: 'margin', size: 'l' },
    ],
  };
}

/**
 * The seven shared pages of one channel and locale, keyed by their story path (the slug).
 * `serviceExtras` are channel-specific questions the service page lists after the shared ones.
 */
export function buildShopPages(setup: ChannelSetup, serviceExtras: readonly ExtraSection[] = []): Map<string, SharedStory> {
  const copy = getSharedCopy(setup);
  const stories = new Map<string, SharedStory>();
  for (const key of SHOP_PAGE_KEYS) {
    const slug = copy.slugs[key];
    stories.set(slug, {
      uuid: stableUuid(`${setup.channel}/${setup.locale}/shop-page/${key}`),
      name: copy.pages[key].name,
      published: buildPage(setup, key, slug, copy.pages[key], key === 'service' ? serviceExtras : []),
    });
  }
  return stories;
}

/** The footer box that links the legal and price pages, for every country host of the locale. */
export function buildLegalLinkBox(setup: ChannelSetup) {
  const copy = getSharedCopy(setup);
  const uid = (key: string) => stableUuid(`${setup.channel}/${setup.locale}/global/footer#legal-${key}`);
  return {
    _uid: uid('box'),
    title: copy.legalBoxTitle,
    links: LEGAL_PAGE_KEYS.map((key) => ({ _uid: uid(key), text: copy.linkTexts[key], link: shopPageLink(setup.channel, setup.locale, key) })),
  };
}

export function getShopPageLinkText(setup: ChannelSetup, key: ShopPageKey): string {
  return getSharedCopy(setup).linkTexts[key];
}

/** The note under the newsletter form, linking the privacy page. */
export function buildNewsletterPrivacyNote(setup: ChannelSetup): SharedRichDoc {
  return buildSharedRichText(setup.channel, setup.locale, getSharedCopy(setup).newsletterPrivacyNote);
}
