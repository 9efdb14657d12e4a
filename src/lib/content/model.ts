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
};

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
export type HeaderContent = {
  component: 'header';
  logo?: Asset;
  logoAlt?: string;
  items?: HeaderItem[];
  serviceHotline?: string;
  /** The decorative snow over the page (a seasonal switch for the whole channel and language). */
  snowEffect?: boolean;
};

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
export type FooterContent = {
  component: 'footer';
  newsletter?: NewsletterTexts;
  linkBoxes?: FooterLinkBox[];
  seoText?: RichTextDoc;
  paymentMethods?: string[];
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
