/**
 * Builds the service, account, legal and shipping pages and the footer parts that link them, for
 * both channels' generators. Structure and links are decided here; words come from ./copy.
 */
import { parseRichCopy, type RichCopy, type RichTextDoc } from '../rich-copy.ts';
import { stableUuid } from '../stable-uuid.ts';
import type { Asset, Link, PageContent } from '../story-types.ts';
import { buildServiceBlocks } from './block-pages.ts';
import { sharedCopyTables } from './copy/index.ts';
import { buildShopFacts } from './shop-facts.ts';
import {
  LEGAL_PAGE_KEYS,
  SHOP_PAGE_KEYS,
  type Channel,
  type SharedPageCopy,
  type SharedPagesCopy,
  type ShopLocale,
  type ShopPageKey,
} from './shop-pages-types.ts';

export type SharedPageContent = PageContent & { robots: 'index,follow' };
export type SharedStory = { uuid: string; name: string; published: SharedPageContent };

/** What a channel tells the shared pages about itself. */
export type ChannelSetup = {
  readonly channel: Channel;
  readonly locale: ShopLocale;
  /** The hotline as the channel's header shows it. */
  readonly phone: string;
  readonly ogImage: Asset;
};

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

export function shopPageLink(channel: Channel, locale: ShopLocale, key: ShopPageKey): Link {
  return { linktype: 'story', cached_url: getShopPageFullSlug(channel, locale, key) };
}

export function isShopPageKey(value: string): value is ShopPageKey {
  return (SHOP_PAGE_KEYS as readonly string[]).includes(value);
}

/** Shared copy links only to the shared pages of the same channel and locale (and to mail addresses). */
export function buildSharedRichText(channel: Channel, locale: ShopLocale, rich: RichCopy): RichTextDoc {
  return parseRichCopy(rich, (key) => (isShopPageKey(key) ? getShopPageFullSlug(channel, locale, key) : undefined));
}

/** A channel's own section, its rich text built by the channel's generator. */
export type ExtraSection = { readonly headline: string; readonly text: RichTextDoc };

function buildPage(setup: ChannelSetup, key: ShopPageKey, slug: string, copy: SharedPageCopy, extraSections: readonly ExtraSection[]): SharedPageContent {
  const { channel, locale } = setup;
  const uid = (block: string) => stableUuid(`${channel}/${locale}/${slug}#${block}`);
  const rich = (text: RichCopy) => buildSharedRichText(channel, locale, text);
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
      // The visitor's own country from the shop API; the sections below list every country of the language.
      ...(key === 'shipping' ? [{ _uid: uid('shipping-information'), component: 'shipping_information' }] : []),
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
      // Customers reach the service by the contact form, and prepare their files with the toolbox.
      ...(key === 'service' ? buildServiceBlocks(locale, uid) : []),
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
    links: [
      ...LEGAL_PAGE_KEYS.map((key) => ({ _uid: uid(key), text: copy.linkTexts[key], link: shopPageLink(setup.channel, setup.locale, key) })),
      // The shop turns this value into the page's own settings address (decision 0026).
      { _uid: uid('consent'), text: copy.consentLinkText, link: { linktype: 'url' as const, url: '#consent-settings' } },
    ],
  };
}

export function getShopPageLinkText(setup: ChannelSetup, key: ShopPageKey): string {
  return getSharedCopy(setup).linkTexts[key];
}

/** The note under the newsletter form, linking the privacy page. */
export function buildNewsletterPrivacyNote(setup: ChannelSetup): RichTextDoc {
  return buildSharedRichText(setup.channel, setup.locale, getSharedCopy(setup).newsletterPrivacyNote);
}
