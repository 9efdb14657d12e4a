/**
 * App-side shapes of content stories (docs/content-model.md). Upstream JSON is parsed into these
 * by the mappers in this folder; components never see raw API answers.
 */
export type StoryLink = {
  linktype: 'url' | 'story' | 'email' | 'asset';
  url?: string;
  cached_url?: string;
  email?: string;
  target?: string;
};

export type Asset = { filename: string; alt?: string; focus?: string };

/** A Storyblok rich-text document; rendered by the text block, never trusted as HTML. */
export type RichTextDoc = { type: 'doc'; content?: unknown[] };

export type Block = { _uid: string; component: string; [field: string]: unknown };

export type PageContent = {
  component: 'page';
  title?: string;
  description?: string;
  robots?: string;
  ogImage?: Asset;
  translationGroup?: string;
  teaser?: Block[];
  body?: Block[];
  /** The trail above the page and in the footer, without the home link (added by the shop). */
  breadcrumb?: BreadcrumbItem[];
};

/** One step of a page's breadcrumb trail; the last one is the page itself. */
export type BreadcrumbItem = { _uid: string; text: string; link?: StoryLink };

export type StoryAlternate = { full_slug: string; slug: string };

export type Story<C = Record<string, unknown>> = {
  uuid: string;
  name: string;
  fullSlug: string;
  content: C;
  alternates: StoryAlternate[];
  publishedAt: string | null;
};

export type HeaderItem = { _uid: string; type: 'magazine' | 'service' | 'account' | 'cart'; text: string; link: StoryLink; icon?: string };
export type HeaderContent = { component: 'header'; logo?: Asset; logoAlt?: string; items?: HeaderItem[]; serviceHotline?: string };

export type NavigationItem = {
  _uid: string;
  text: string;
  link: StoryLink;
  navigationType?: string;
  subNaviOnly?: boolean;
  isOnlyInBurgerNavigation?: boolean;
};
export type NavigationContent = { component: 'navigation'; items?: NavigationItem[] };

export type NewsletterTexts = {
  headline: string;
  inputPlaceholder: string;
  ctaText: string;
  newsletterText: string;
  /** What signing up means, with a link to the privacy page; shown under the form. */
  privacyNote?: RichTextDoc;
  backgroundColor?: string;
  textColor?: string;
};
export type FooterLinkBox = { _uid: string; title: string; links: { _uid: string; text: string; link: StoryLink }[] };
/** The customer-opinions section's own words; the reviews themselves come from the shop API. */
export type FooterReviewsTexts = { headline: string; reviewBaseLink?: StoryLink; companyLink?: StoryLink; companyLinkText?: string };
/** A contact channel in the footer (phone, mail, chat, shop): icon from the sprite, text and a link. */
export type FooterTile = { _uid: string; title: string; text: string; icon?: string; link?: StoryLink; linkText?: string };
export type FooterBoxItem = { _uid: string; text: string; link?: StoryLink; image?: Asset; linkImage?: boolean; title?: string };
/** Footer boxes that come from content; international and languages are built by the shop from its host table. */
export const FOOTER_BOX_TYPES = ['about', 'apps', 'awards', 'service', 'social'] as const;
export type FooterBoxType = (typeof FOOTER_BOX_TYPES)[number];
export type FooterBox = { _uid: string; type: FooterBoxType; title: string; text?: string; items: FooterBoxItem[] };
export type FooterContent = {
  component: 'footer';
  reviews?: FooterReviewsTexts;
  newsletter?: NewsletterTexts;
  linkBoxes?: FooterLinkBox[];
  communicationTiles?: FooterTile[];
  seoText?: RichTextDoc;
  paymentMethods?: string[];
  boxes?: FooterBox[];
  serviceText?: string;
  copyright?: string;
};

/** Draft mode for one request: the draft version, optionally as of a Storyblok release. `null` = published. */
export type ContentPreview = {
  release?: string;
  /**
   * Set for the visual editor's token, which names one story (`_storyblok`): only that story is
   * read as a draft, every other one as published.
   */
  storyId?: string;
};
