/**
 * The blocks both channels build (docs/content-model.md), in the field order the story files keep.
 * Builders pass the `_uid`, the resolved links and assets and the parsed rich text; each channel
 * decides which blocks a page has and where they link.
 */
import type { FooterCopy, HeaderCopy, SeoCopy, TeaserCopy, VoucherCopy } from './copy-types.ts';
import type { RichTextDoc } from './rich-copy.ts';
import type { Asset, Block, Content, Link, PageContent } from './story-types.ts';

/** Vouchers run until the end of the season; the shop hides them after this day. */
export const VOUCHER_VALID_UNTIL = '2027-03-31';

export type HeadlineLevel = 'h1' | 'h2' | 'h3';
export type InformationType = 'info' | 'success' | 'warning';
export type UspIcon = 'truck' | 'star' | 'shield' | 'leaf' | 'clock' | 'heart';

export function headlineBlock(_uid: string, text: string, level: HeadlineLevel, align?: 'left' | 'center'): Block {
  return { _uid, component: 'headline', text, level, ...(align ? { align } : {}) };
}

export function textBlock(_uid: string, text: RichTextDoc): Block {
  return { _uid, component: 'text', text };
}

export function marginBlock(_uid: string, size: 's' | 'm' | 'l'): Block {
  return { _uid, component: 'margin', size };
}

export function teaserBlock(_uid: string, copy: TeaserCopy, image: Asset, link: Link, colours: { textColor?: string; backgroundColor?: string } = {}): Block {
  return { _uid, component: 'teaser', headline: copy.headline, subline: copy.subline, image, cta: { text: copy.ctaText, link }, ...colours };
}

export function uspBlock(_uid: string, items: ReadonlyArray<{ _uid: string; icon: UspIcon; text: string }>): Block {
  return { _uid, component: 'usp_teaser', items: [...items] };
}

export function informationBlock(_uid: string, headline: string, text: RichTextDoc, type: InformationType): Block {
  return { _uid, component: 'information', headline, text, type };
}

export function photoBlock(_uid: string, image: Asset, caption: string, link?: Link): Block {
  return { _uid, component: 'photo_block', image, caption, aspectRatio: '16/9', ...(link ? { link } : {}) };
}

/**
 * The video both channels show until the shop has its own: YouTube's player demonstration video
 * (the one the IFrame API's documentation embeds). The shop loads nothing from YouTube until the
 * visitor presses play.
 */
export const STAND_IN_YOUTUBE_ID = 'M7lc1UVf-VE';

export function videoBlock(_uid: string, title: string, caption: string, poster: Asset): Block {
  return { _uid, component: 'video_block', title, youtubeId: STAND_IN_YOUTUBE_ID, poster, caption };
}

export function voucherBlock(_uid: string, copy: VoucherCopy, text: RichTextDoc): Block {
  return { _uid, component: 'voucher', code: copy.code, headline: copy.headline, text, validUntil: VOUCHER_VALID_UNTIL, minimumOrderValue: copy.minimumOrderValue };
}

/** A product detail wrapper (card, calendar, photo book, collage): the product's fields, then copy and picture. */
export function detailBlock(_uid: string, component: string, fields: Readonly<Record<string, string>>, headline: string, text: RichTextDoc, image: Asset): Block {
  return { _uid, component, ...fields, headline, text, image };
}

export const HEADER_ITEM_TYPES = ['magazine', 'service', 'account', 'cart'] as const;
export type HeaderItemType = (typeof HEADER_ITEM_TYPES)[number];

/** Service and account are the locale's pages; cart and magazine are the same path in every locale. */
export function headerContent(copy: HeaderCopy, serviceHotline: string, logo: Asset, uidOf: (type: HeaderItemType) => string, linkOf: (type: HeaderItemType) => Link): Content {
  return {
    component: 'header',
    logo,
    logoAlt: copy.logoAlt,
    items: HEADER_ITEM_TYPES.map((type) => ({ _uid: uidOf(type), type, text: copy[type], link: linkOf(type), icon: type })),
    serviceHotline,
  };
}

export type PageParts = {
  readonly seo: SeoCopy;
  /** Only real landing pages are indexed; without robots the shop defaults to noindex,nofollow. */
  readonly indexed: boolean;
  readonly ogImage: Asset;
  readonly translationGroup: string;
  readonly teaser?: Block[];
  readonly body: Block[];
};

export function pageContent(parts: PageParts): PageContent {
  return {
    component: 'page',
    title: parts.seo.title,
    description: parts.seo.description,
    ...(parts.indexed ? { robots: 'index,follow' as const } : {}),
    ogImage: parts.ogImage,
    translationGroup: parts.translationGroup,
    ...(parts.teaser ? { teaser: parts.teaser } : {}),
    body: parts.body,
  };
}

export type FooterParts = {
  readonly privacyNote: RichTextDoc;
  readonly colours: { readonly backgroundColor: string; readonly textColor: string };
  readonly linkBoxes: readonly object[];
  readonly seoText: RichTextDoc;
  readonly paymentMethods: readonly string[];
  /** Customer opinions texts, contact tiles and boxes (shared/footer-extras.ts). */
  readonly extras: { readonly reviews: object; readonly communicationTiles: readonly object[]; readonly boxes: readonly object[] };
};

export function footerContent(copy: FooterCopy, parts: FooterParts): Content {
  return {
    component: 'footer',
    reviews: parts.extras.reviews,
    newsletter: { ...copy.newsletter, privacyNote: parts.privacyNote, ...parts.colours },
    linkBoxes: [...parts.linkBoxes],
    communicationTiles: [...parts.extras.communicationTiles],
    seoText: parts.seoText,
    paymentMethods: [...parts.paymentMethods],
    boxes: [...parts.extras.boxes],
    serviceText: copy.serviceText,
    copyright: copy.copyright,
  };
}

/** A page's breadcrumb below home: the steps up to and including the page itself (which has no link). */
export function breadcrumbItems(uidOf: (key: string) => string, steps: readonly { readonly text: string; readonly link?: Link }[]): Block[] {
  return steps.map((step, index) => ({ _uid: uidOf(`breadcrumb-${index}`), component: 'breadcrumb_item', text: step.text, ...(step.link ? { link: step.link } : {}) }));
}
