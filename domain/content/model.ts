/**
 * App-side shapes of content stories (docs/content-model.md). Upstream JSON is parsed into these
 * by the mappers in this folder; components never see raw API answers.
 */
/** The visual editor's comment on a block of a draft read (decision 0026); absent in published reads. */
export type Editable = { _editable?: string };

export type StoryLink = {
  linktype: 'url' | 'story' | 'email' | 'asset';
  url?: string;
  cached_url?: string;
  email?: string;
  target?: string;
  anchor?: string;
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
  /** More images for link previews; each is an `og:image` after `ogImage`. */
  ogImages?: Asset[];
  translationGroup?: string;
  teaser?: Block[];
  body?: Block[];
  /** The trail above the page and in the footer, without the home link (added by the shop). */
  breadcrumb?: BreadcrumbItem[];
  /** This page's own footer instead of the global one (a `footer` block in the page). */
  footerOverride?: FooterContent;
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

export type HeaderItem = Editable & { _uid: string; type: 'magazine' | 'service' | 'account' | 'cart'; text: string; link: StoryLink; icon?: string };
/** A small link of the header's shop navigation (web platform only), e.g. a highlighted offer. */
export type ShopNavigationItem = Editable & { _uid: string; text: string; link: StoryLink; color?: string; icon?: string };
export type HeaderContent = {
  component: 'header';
  logo?: Asset;
  logoAlt?: string;
  items?: HeaderItem[];
  shopNavigation?: ShopNavigationItem[];
  serviceHotline?: string;
  /** The decorative snow over the page (a seasonal switch for the whole channel and language). */
  snowEffect?: boolean;
};

/** The product families a main navigation item (and its flyout and sub-navigation) belongs to. */
export const NAVIGATION_TYPES = ['calendar', 'card', 'collage', 'frame', 'photobook', 'wandbilder', 'accessories'] as const;
export type NavigationType = (typeof NAVIGATION_TYPES)[number];

/** How a flyout group draws its entries: images, plain links, swatches (colours), call-to-action tiles, small extras, a "more" list. */
export const FLYOUT_GROUP_TYPES = ['images', 'links', 'swatches', 'start', 'additional', 'more'] as const;
export type FlyoutGroupType = (typeof FLYOUT_GROUP_TYPES)[number];

export const SUB_NAVIGATION_TILE_TYPES = ['circle', 'square', 'square-image'] as const;
export type SubNavigationTileType = (typeof SUB_NAVIGATION_TILE_TYPES)[number];

export type FlyoutItem = Editable & {
  _uid: string;
  link: StoryLink;
  storyblokTitle: string;
  asset?: Asset;
  /** The image alone is the link; its text is only the accessible name. */
  linkOnlyImage?: boolean;
  /** Text and image of the item's sub-navigation tile, when they differ from the flyout's. */
  subnaviTitle?: string;
  subnaviAsset?: Asset;
  /** This item's sub-navigation tile type instead of the navigation type's default. */
  typeOverride?: SubNavigationTileType;
  /** The entry is the heading over the entries that follow it. */
  isHeadlineItem?: boolean;
  /** Groups of entries under this entry (one level: their entries carry none). */
  subFlyoutGroups?: FlyoutSubGroup[];
};

export type FlyoutSubGroup = { _uid: string; flyoutGroupTitle?: string; flyoutGroupItems: FlyoutItem[] };

/** An editor-made entry of a flyout group: "start without design", a colour swatch, the photo book assistant. */
export type FlyoutCustomElement = Editable & { _uid: string; text: string; link: StoryLink; asset?: Asset; color?: string; description?: string };
export type FlyoutAdditionalLink = Editable & { _uid: string; text: string; link: StoryLink; isHeadline?: boolean };

export type FlyoutGroup = Editable & {
  _uid: string;
  flyoutGroupIdentifier?: string;
  flyoutGroupTitle?: string;
  subline?: string;
  type: FlyoutGroupType;
  /** The flyout row (1 to 3) the group sits in. */
  row: 1 | 2 | 3;
  flyoutGroupItems: FlyoutItem[];
  flyoutGroupItemsCustom: FlyoutCustomElement[];
  additionalLinks: FlyoutAdditionalLink[];
};

export type NavigationItem = Editable & {
  _uid: string;
  text: string;
  link: StoryLink;
  navigationType?: NavigationType;
  flyoutGroups?: FlyoutGroup[];
  /** The groups feed the sub-navigation bar only; the item opens no flyout. */
  subNaviOnly?: boolean;
  isOnlyInBurgerNavigation?: boolean;
  /** Show the sub-navigation on every page of its tiles, not only on the item's own page. */
  alwaysShowSubNavi?: boolean;
};

export type FlyoutCategoryItem = Editable & {
  id: string;
  text: string;
  link: StoryLink;
  imageFlyout?: Asset;
  linkOnlyImage?: boolean;
  isHeadline?: boolean;
  subGroups?: { id: string; text: string; items: FlyoutCategoryItem[] }[];
};

/** A flyout group as the flyout draws it; used only with a name, a text and at least one entry. */
export type FlyoutCategory = Editable & {
  id: string;
  name: string;
  text: string;
  subline?: string;
  type: FlyoutGroupType;
  row: 1 | 2 | 3;
  items: FlyoutCategoryItem[];
  customElements: FlyoutCustomElement[];
  additionalLinks: FlyoutAdditionalLink[];
};

export type SubNavigationElement = {
  id: string;
  text: string;
  type: 'category' | SubNavigationTileType;
  image?: Asset;
  isActive: boolean;
  /** Accessible name where the tile shows no text (square-image). */
  label?: string;
  link?: StoryLink;
};

export type BurgerSubItem = { _uid: string; text: string; url: StoryLink; hasSubItems: boolean; subItems: BurgerSubItem[] };
export type BurgerMainItem = { _uid: string; text: string; url: StoryLink; icon?: string; hasSubItems: boolean; subItems: BurgerSubItem[] };
export type BurgerLink = { _uid: string; text: string; url: StoryLink; icon?: string };
export type BurgerNavigation = {
  mainNavigationItems: BurgerMainItem[];
  extraMenu: BurgerLink[];
  footer: BurgerLink[];
  serviceHotline?: string;
  serviceText?: string;
};

export type NavigationContent = { component: 'navigation'; items?: NavigationItem[]; burger?: BurgerNavigation };

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
export type FooterLinkBox = Editable & { _uid: string; title: string; links: (Editable & { _uid: string; text: string; link: StoryLink })[] };
/** The customer-opinions section's own words; the reviews themselves come from the shop API. */
export type FooterReviewsTexts = { headline: string; reviewBaseLink?: StoryLink; companyLink?: StoryLink; companyLinkText?: string };
/** A contact channel in the footer (phone, mail, chat, shop): icon from the sprite, text and a link. */
export type FooterTile = Editable & { _uid: string; title: string; text: string; icon?: string; link?: StoryLink; linkText?: string };
export type FooterBoxItem = Editable & { _uid: string; text: string; link?: StoryLink; image?: Asset; linkImage?: boolean; title?: string };
/** Footer boxes that come from content; international and languages are built by the shop from its host table. */
export const FOOTER_BOX_TYPES = ['about', 'apps', 'awards', 'service', 'social'] as const;
export type FooterBoxType = (typeof FOOTER_BOX_TYPES)[number];
export type FooterBox = Editable & { _uid: string; type: FooterBoxType; title: string; text?: string; items: FooterBoxItem[] };
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
