/**
 * Builds the card channel's story files (docs/content-model.md) from the copy tables in `copy/`.
 * Structure, images and links live here; words live in the copy tables.
 */
import { buildGiftVoucherLink, getGiftVoucherLinkText } from '../../shared/gift-voucher-link.ts';
import type {
  AboutPageCopy,
  CardCopy,
  CardImage,
  CardLocale,
  ContentPageKey,
  DetailCopy,
  DraftOnlyPageCopy,
  OccasionPageCopy,
  OverviewPageCopy,
  PageKey,
  ProductPageCopy,
  RichCopy,
  SimplePageCopy,
  SubTeaserCopy,
  TeaserCopy,
  TextSectionCopy,
} from './copy/copy-types.ts';
import { CONTENT_PAGE_KEYS, OVERVIEW_ITEM_KEYS } from './copy/copy-types.ts';
import {
  breadcrumbItems,
  detailBlock,
  footerContent,
  headerContent,
  headlineBlock,
  informationBlock,
  marginBlock,
  pageContent,
  photoBlock,
  teaserBlock,
  textBlock,
  uspBlock,
  videoBlock,
  voucherBlock,
  type HeaderItemType,
  type HeadlineLevel,
  type InformationType,
} from '../../blocks.ts';
import { parseRichCopy, type PageSlugOf, type RichTextDoc } from '../../rich-copy.ts';
import { stableUuid } from '../../stable-uuid.ts';
import type { Asset, Block, Content, Link, StoryFile } from '../../story-types.ts';
import {
  buildLegalLinkBox,
  buildNewsletterPrivacyNote,
  buildShopPages,
  getShopPageSlugs,
  type ChannelSetup,
  type ExtraSection,
} from '../../shared/build-shop-pages.ts';
import { getImageAlts, type PhotoFile } from '../../shared/image-alts.ts';
import {
  accessoryGroups,
  buildNavigationContent,
  calendarGroups,
  cardGroups,
  collageGroups,
  photobookGroups,
  type ListingLink,
  listingLinks,
  type NavItemPlan,
  type NavPage,
  type NavTile,
} from '../../shared/navigation/build-navigation.ts';
import { navigationCopy } from '../../shared/navigation/navigation-copy.ts';
import { buildCustomerPicturesBlock, buildFeedStories } from '../../shared/block-pages.ts';
import { buildFooterExtras } from '../../shared/footer-extras.ts';
import { COMPANIES, PAYMENT_METHOD_ICONS } from '../../shared/shop-facts.ts';
import { SHOP_PAGE_KEYS, type ShopPageKey } from '../../shared/shop-pages-types.ts';
import { STORY_UUIDS } from './story-uuids.ts';
import { deDe, deDeEaster } from './copy/de-de.ts';
import { enGb } from './copy/en-gb.ts';
import { enUs } from './copy/en-us.ts';
import { frFr } from './copy/fr-fr.ts';
import { esEs } from './copy/es-es.ts';
import { itIt } from './copy/it-it.ts';
import { nlNl } from './copy/nl-nl.ts';
import { HOTLINE } from '../../shared/hotline-placeholder.ts';

export const CHANNEL = 'card';
export const CARD_COPIES: readonly CardCopy[] = [deDe, enGb, enUs, frFr, esEs, itIt, nlNl];
/** The company facts (address, service mailbox) are written once, in the shared module. */
export const SERVICE_EMAIL = COMPANIES.card.serviceEmail;
const NEWSLETTER_COLORS = { backgroundColor: '#f4ede4', textColor: '#2b2622' } as const;

/**
 * Where a link goes: a story of the same locale, or a shop route outside the content tree. Routes
 * end with the channel's slash, except cart and magazine, which are one path in every locale
 * that the shop's link rules send to the applications serving them.
 */
type Destination = { page: PageKey } | { route: `/${string}/` | '/cart' | '/magazine' };

const CONFIGURE_CARD: Destination = { route: '/configurator-card/' };
const CONFIGURE_CALENDAR: Destination = { route: '/configurator-calendar/' };
const CONFIGURE_PHOTOBOOK: Destination = { route: '/configurator-photobook/' };
const CONFIGURE_COLLAGE: Destination = { route: '/configurator-collage/' };
const CONFIGURE_PHOTOBOX: Destination = { route: '/configurator-photobox/' };
/** Frames and framed wall art (canvas included) open in the same designer, as the calculator's call to action does. */
const CONFIGURE_PHOTO_FRAME: Destination = { route: '/configurator-photo-frame/' };
const ALL_DESIGNS: Destination = { page: 'products' };
/** The card design pick before the card designer: where a hero's "design now" leads, not the list of every product's designs. */
const PICK_CARD_DESIGN: Destination = { route: '/vorkonfigurator-karten/' };
const MAGAZINE: Destination = { route: '/magazine' };
const CART: Destination = { route: '/cart' };
const ACCOUNT: Destination = { page: 'account' };

type Context = { copy: CardCopy; nextUid: () => string };

/** `_uid`s derive from the story and block position, so regenerating does not churn every file. */
function createUidSequence(storyKey: string): () => string {
  let position = 0;
  return () => stableUuid(`${CHANNEL}/${storyKey}#${position++}`);
}

function isShopPageKey(page: PageKey): page is ShopPageKey {
  return (SHOP_PAGE_KEYS as readonly string[]).includes(page);
}

export function getStoryPath(copy: CardCopy, page: PageKey): string {
  if (page === 'home' || page === 'products') return page;
  if (isShopPageKey(page)) return getShopPageSlugs(copy.locale)[page];
  return copy.slugs[page];
}

function buildLink(copy: CardCopy, destination: Destination): Link {
  if ('route' in destination) return { linktype: 'url', url: destination.route };
  return { linktype: 'story', cached_url: `${CHANNEL}/${copy.locale}/${getStoryPath(copy, destination.page)}` };
}

function buildAsset(copy: CardCopy, image: CardImage): Asset {
  const alt = image === 'logo-card.svg' ? copy.header.logoAlt : getImageAlts(copy.locale)[image];
  return { filename: `{{assets}}/${image}`, alt };
}

const PAGE_KEYS: ReadonlySet<string> = new Set<PageKey>([...CONTENT_PAGE_KEYS, ...SHOP_PAGE_KEYS, 'home', 'products']);

/** `@key` in the copy names any page of the same locale; the shop maps the story link to the visitor's host. */
function pageSlugOf(copy: CardCopy): PageSlugOf {
  return (key) => (PAGE_KEYS.has(key) ? `${CHANNEL}/${copy.locale}/${getStoryPath(copy, key as PageKey)}` : undefined);
}

function buildRichText(copy: CardCopy, rich: RichCopy): RichTextDoc {
  return parseRichCopy(rich, pageSlugOf(copy));
}

function headline(ctx: Context, text: string, level: HeadlineLevel, align?: 'left' | 'center'): Block {
  return headlineBlock(ctx.nextUid(), text, level, align);
}

function text(ctx: Context, rich: RichCopy): Block {
  return textBlock(ctx.nextUid(), buildRichText(ctx.copy, rich));
}

function section(ctx: Context, copy: TextSectionCopy): Block[] {
  return [headline(ctx, copy.headline, 'h2'), text(ctx, copy.text)];
}

function margin(ctx: Context, size: 's' | 'm' | 'l'): Block {
  return marginBlock(ctx.nextUid(), size);
}

function teaser(ctx: Context, copy: TeaserCopy, image: CardImage, destination: Destination): Block {
  return teaserBlock(ctx.nextUid(), copy, buildAsset(ctx.copy, image), buildLink(ctx.copy, destination));
}

function uspTeaser(ctx: Context): Block {
  return uspBlock(
    ctx.nextUid(),
    ctx.copy.usps.map((usp) => ({ _uid: ctx.nextUid(), icon: usp.icon, text: usp.text })),
  );
}

type SubTeaserPlan = { copy: SubTeaserCopy; image: CardImage; destination: Destination };

function subTeasers(ctx: Context, headlineText: string, plans: readonly SubTeaserPlan[]): Block {
  return {
    _uid: ctx.nextUid(),
    component: 'sub_teasers',
    headline: headlineText,
    items: plans.map((plan) => ({
      _uid: ctx.nextUid(),
      headline: plan.copy.headline,
      text: plan.copy.text,
      image: buildAsset(ctx.copy, plan.image),
      link: buildLink(ctx.copy, plan.destination),
    })),
  };
}

type RecoPlan = { title: string; image: CardImage; destination: Destination; label?: string };

function recoSubTeasers(ctx: Context, headlineText: string, plans: readonly RecoPlan[]): Block {
  return {
    _uid: ctx.nextUid(),
    component: 'reco_sub_teasers',
    headline: headlineText,
    items: plans.map((plan) => ({
      _uid: ctx.nextUid(),
      title: plan.title,
      image: buildAsset(ctx.copy, plan.image),
      link: buildLink(ctx.copy, plan.destination),
      ...(plan.label ? { label: plan.label } : {}),
    })),
  };
}

function information(ctx: Context, copy: TextSectionCopy, type: InformationType): Block {
  return informationBlock(ctx.nextUid(), copy.headline, buildRichText(ctx.copy, copy.text), type);
}

function photo(ctx: Context, image: CardImage, caption: string, destination?: Destination): Block {
  return photoBlock(ctx.nextUid(), buildAsset(ctx.copy, image), caption, destination ? buildLink(ctx.copy, destination) : undefined);
}

function video(ctx: Context, title: string, caption: string, poster: CardImage): Block {
  return videoBlock(ctx.nextUid(), title, caption, buildAsset(ctx.copy, poster));
}

type PageMeta = {
  title: string;
  description: string;
  translationGroup: string;
  ogImage: CardImage;
  /** Only real landing pages are indexed; the shop defaults the rest to noindex,nofollow. */
  indexed: boolean;
};

function page(ctx: Context, meta: PageMeta, body: Block[], teaserBlocks?: Block[]): Content {
  return pageContent({
    seo: meta,
    indexed: meta.indexed,
    ogImage: buildAsset(ctx.copy, meta.ogImage),
    translationGroup: `${CHANNEL}-${meta.translationGroup}`,
    teaser: teaserBlocks,
    body,
  });
}

function buildHomeBody(ctx: Context): Block[] {
  const { copy } = ctx;
  const home = copy.home;
  return [
    uspTeaser(ctx),
    margin(ctx, 's'),
    // The introduction names the page, so it is the home page's one h1 and comes first.
    headline(ctx, home.intro.headline, 'h1', 'center'),
    text(ctx, home.intro.text),
    margin(ctx, 'm'),
    subTeasers(ctx, home.occasions.headline, [
      { copy: home.occasions.wedding, image: 'wedding.jpg', destination: { page: 'wedding' } },
      { copy: home.occasions.birth, image: 'birth.jpg', destination: { page: 'birth' } },
      { copy: home.occasions.christmas, image: 'christmas.jpg', destination: { page: 'christmas' } },
      { copy: home.occasions.calendars, image: 'calendar.jpg', destination: { page: 'calendars' } },
    ]),
    margin(ctx, 'l'),
    recoSubTeasers(ctx, home.reco.headline, [
      { title: home.reco.birthday, image: 'birthday.jpg', destination: ALL_DESIGNS, label: home.reco.labelBestseller },
      { title: home.reco.christmas, image: 'christmas.jpg', destination: { page: 'christmas' } },
      { title: home.reco.guestbooks, image: 'guestbook.jpg', destination: ALL_DESIGNS },
      { title: home.reco.photobooks, image: 'photobook.jpg', destination: { page: 'photobooks' }, label: home.reco.labelNew },
      { title: home.reco.calendars, image: 'calendar.jpg', destination: { page: 'calendars' } },
      { title: home.reco.envelopes, image: 'envelopes.jpg', destination: ALL_DESIGNS },
    ]),
    margin(ctx, 'm'),
    photo(ctx, 'envelopes.jpg', home.photoCaption, ALL_DESIGNS),
    information(ctx, home.info, 'info'),
    margin(ctx, 'm'),
    voucher(ctx, copy.productBlocks.voucher),
    margin(ctx, 'm'),
    video(ctx, home.video.title, home.video.caption, 'card-hero.jpg'),
    margin(ctx, 'm'),
    buildCustomerPicturesBlock(copy.locale, ctx.nextUid()),
  ];
}

// --- product blocks (docs/content-model.md, "Product blocks") ---------------------------------

/** The wedding card the product blocks present: the folded A6 card on matt paper, the bestseller. */
export const WEDDING_CARD_SKU = 'klappkarte-148x105-matt';
/** A second wedding card offered as a sample: portrait, on pearlescent paper. */
export const WEDDING_SAMPLE_SKU = 'klappkarte-105x148-perlmutt';

function voucher(ctx: Context, copy: CardCopy['productBlocks']['voucher']): Block {
  return voucherBlock(ctx.nextUid(), copy, buildRichText(ctx.copy, copy.text));
}

function detailWrapper(ctx: Context, component: string, fields: Record<string, string>, detail: DetailCopy, image: CardImage): Block {
  return detailBlock(ctx.nextUid(), component, fields, detail.headline, buildRichText(ctx.copy, detail.text), buildAsset(ctx.copy, image));
}

function weddingProductBlocks(ctx: Context): Block[] {
  const blocks = ctx.copy.productBlocks;
  return [
    detailWrapper(ctx, 'card_detail_wrapper', { sku: WEDDING_CARD_SKU, occasion: 'hochzeit' }, blocks.weddingCard, 'wedding.jpg'),
    { _uid: ctx.nextUid(), component: 'accessory', sku: WEDDING_CARD_SKU, headline: blocks.accessoryHeadline },
    { _uid: ctx.nextUid(), component: 'sku_container', sku: WEDDING_SAMPLE_SKU, headline: blocks.sampleCard.headline, text: blocks.sampleCard.text },
  ];
}

function calendarProductBlocks(ctx: Context): Block[] {
  return [detailWrapper(ctx, 'calendar_detail_wrapper', { calendarType: 'wandkalender', format: 'a3-quer' }, ctx.copy.productBlocks.calendar, 'calendar.jpg')];
}

export const PRODUCT_PAGE_KEYS = ['photobooks', 'collages', 'photoPrints', 'photoFrames', 'photobox', 'wallArt'] as const;
type ProductPageKey = (typeof PRODUCT_PAGE_KEYS)[number];

type ProductPageLayout = {
  translationGroup: string;
  image: CardImage;
  photoImage: CardImage;
  /** Where the photo under the text section leads, when it shows another product. */
  photoDestination?: Destination;
  teaserDestination: Destination;
  /**
   * `initialSku` is `{material}:{WxH}` as the shop API names them (docs/shop-api-catalog.md); the
   * content test checks both against the backend's calculator reference.
   */
  calculator: { product: 'photobook' | 'collage' | 'photoprint' | 'photoframe' | 'photobox' | 'framed'; initialSku: string };
  extraBlocks?: (ctx: Context) => Block[];
};

export const PRODUCT_PAGE_LAYOUTS: Record<ProductPageKey, ProductPageLayout> = {
  photobooks: {
    translationGroup: 'photobooks',
    image: 'photobook.jpg',
    photoImage: 'guestbook.jpg',
    teaserDestination: CONFIGURE_PHOTOBOOK,
    calculator: { product: 'photobook', initialSku: 'digitalfotobuch:297x210' },
    extraBlocks: (ctx) => [
      detailWrapper(ctx, 'photobook_detail_wrapper', { printing: 'digitalfotobuch', format: 'a4-quer' }, ctx.copy.productBlocks.photobook, 'photobook.jpg'),
    ],
  },
  collages: {
    translationGroup: 'collages',
    image: 'collage.jpg',
    photoImage: 'collage.jpg',
    teaserDestination: CONFIGURE_COLLAGE,
    calculator: { product: 'collage', initialSku: 'poster:600x400' },
  },
  photoPrints: {
    translationGroup: 'photo-prints',
    image: 'photo-prints.jpg',
    photoImage: 'photobox.jpg',
    photoDestination: { page: 'photobox' },
    teaserDestination: CONFIGURE_PHOTOBOX,
    calculator: { product: 'photoprint', initialSku: 'matt:150x100' },
  },
  photoFrames: {
    translationGroup: 'photo-frames',
    image: 'framed.jpg',
    photoImage: 'gallery-wall.jpg',
    teaserDestination: CONFIGURE_PHOTO_FRAME,
    // The wooden frame at 20 x 30 cm: the size most wedding and family photos are printed in.
    calculator: { product: 'photoframe', initialSku: 'fotorahmen-holz:200x300' },
  },
  photobox: {
    translationGroup: 'photobox',
    image: 'photobox.jpg',
    photoImage: 'photo-prints.jpg',
    photoDestination: { page: 'photoPrints' },
    teaserDestination: CONFIGURE_PHOTOBOX,
    // The small box with classic 15 x 10 cm prints, the size of the photo prints page.
    calculator: { product: 'photobox', initialSku: 'small:150x100' },
  },
  wallArt: {
    translationGroup: 'wall-art',
    image: 'canvas.jpg',
    photoImage: 'living-room.jpg',
    teaserDestination: CONFIGURE_PHOTO_FRAME,
    calculator: { product: 'framed', initialSku: 'leinwand:600x400' },
  },
};

function buildProductPage(ctx: Context, pageCopy: ProductPageCopy, layout: ProductPageLayout): Content {
  return page(
    ctx,
    { ...pageCopy.seo, translationGroup: layout.translationGroup, ogImage: layout.image, indexed: true },
    [
      headline(ctx, pageCopy.h1, 'h1'),
      text(ctx, pageCopy.intro),
      { _uid: ctx.nextUid(), component: 'calculator', ...layout.calculator, headline: pageCopy.calculatorHeadline },
      margin(ctx, 'm'),
      ...(layout.extraBlocks ? [...layout.extraBlocks(ctx), margin(ctx, 'm')] : []),
      uspTeaser(ctx),
      margin(ctx, 'm'),
      ...section(ctx, pageCopy.section),
      photo(ctx, layout.photoImage, pageCopy.photoCaption, layout.photoDestination),
      information(ctx, pageCopy.info, 'info'),
    ],
    [teaser(ctx, pageCopy.teaser, layout.image, layout.teaserDestination)],
  );
}

const OVERVIEW_TARGETS: Record<(typeof OVERVIEW_ITEM_KEYS)[number], { image: CardImage; destination: Destination }> = {
  wedding: { image: 'wedding.jpg', destination: { page: 'wedding' } },
  birth: { image: 'birth.jpg', destination: { page: 'birth' } },
  christmas: { image: 'christmas.jpg', destination: { page: 'christmas' } },
  calendars: { image: 'calendar.jpg', destination: { page: 'calendars' } },
  photobooks: { image: 'photobook.jpg', destination: { page: 'photobooks' } },
  allDesigns: { image: 'birthday.jpg', destination: ALL_DESIGNS },
};

function buildOverviewPage(ctx: Context, pageCopy: OverviewPageCopy): Content {
  return page(
    ctx,
    { ...pageCopy.seo, translationGroup: 'cards-overview', ogImage: 'card.jpg', indexed: true },
    [
      headline(ctx, pageCopy.h1, 'h1'),
      text(ctx, pageCopy.intro),
      {
        _uid: ctx.nextUid(),
        component: 'overview_wrapper',
        headline: pageCopy.overviewHeadline,
        items: OVERVIEW_ITEM_KEYS.map((key) => ({
          _uid: ctx.nextUid(),
          title: pageCopy.items[key].title,
          text: pageCopy.items[key].text,
          image: buildAsset(ctx.copy, OVERVIEW_TARGETS[key].image),
          link: buildLink(ctx.copy, OVERVIEW_TARGETS[key].destination),
        })),
      },
      margin(ctx, 'm'),
      { _uid: ctx.nextUid(), component: 'themes_overview', headline: pageCopy.themesHeadline, product: 'card', limit: 8 },
      margin(ctx, 'm'),
      information(ctx, pageCopy.info, 'info'),
    ],
    [teaser(ctx, pageCopy.teaser, 'card.jpg', PICK_CARD_DESIGN)],
  );
}

function buildHome(copy: CardCopy): StoryFile {
  const ctx: Context = { copy, nextUid: createUidSequence(`${copy.locale}/home`) };
  const meta: PageMeta = { ...copy.home.seo, translationGroup: 'home', ogImage: 'card-hero.jpg', indexed: true };
  const body = buildHomeBody(ctx);
  const published = page(ctx, meta, body, [teaser(ctx, copy.home.teaser, 'card-hero.jpg', PICK_CARD_DESIGN)]);
  const draftTeaser = copy.home.draftTeaser;
  return {
    uuid: getStoryUuid(copy.locale, 'home'),
    name: copy.home.name,
    published,
    // The draft is an editor's next campaign: same body, a new teaser not yet published.
    ...(draftTeaser
      ? { draft: page(ctx, { ...meta, ogImage: 'christmas.jpg' }, body, [teaser(ctx, draftTeaser, 'christmas.jpg', { page: 'christmas' })]) }
      : {}),
  };
}

type OccasionLayout = {
  translationGroup: string;
  teaserImage: CardImage;
  teaserDestination: Destination;
  ideas: readonly [Omit<SubTeaserPlan, 'copy'>, Omit<SubTeaserPlan, 'copy'>, Omit<SubTeaserPlan, 'copy'>];
  photoImage: CardImage;
  infoType: 'info' | 'success' | 'warning';
  /** Product blocks shown right under the introduction. */
  productBlocks?: (ctx: Context) => Block[];
};

const OCCASION_LAYOUTS: Record<'wedding' | 'birth' | 'christmas' | 'calendars', OccasionLayout> = {
  wedding: {
    translationGroup: 'wedding-cards',
    teaserImage: 'wedding.jpg',
    teaserDestination: CONFIGURE_CARD,
    ideas: [
      { image: 'card.jpg', destination: ALL_DESIGNS },
      { image: 'envelopes.jpg', destination: CONFIGURE_CARD },
      { image: 'guestbook.jpg', destination: ALL_DESIGNS },
    ],
    photoImage: 'guestbook.jpg',
    infoType: 'info',
    productBlocks: weddingProductBlocks,
  },
  birth: {
    translationGroup: 'birth-announcements',
    teaserImage: 'birth.jpg',
    teaserDestination: CONFIGURE_CARD,
    ideas: [
      { image: 'birth.jpg', destination: ALL_DESIGNS },
      { image: 'card.jpg', destination: ALL_DESIGNS },
      { image: 'photobook.jpg', destination: CONFIGURE_PHOTOBOOK },
    ],
    photoImage: 'photobook.jpg',
    infoType: 'success',
  },
  christmas: {
    translationGroup: 'christmas-cards',
    teaserImage: 'christmas.jpg',
    teaserDestination: PICK_CARD_DESIGN,
    ideas: [
      { image: 'christmas.jpg', destination: ALL_DESIGNS },
      { image: 'envelopes.jpg', destination: ALL_DESIGNS },
      { image: 'calendar.jpg', destination: { page: 'calendars' } },
    ],
    photoImage: 'card.jpg',
    infoType: 'warning',
  },
  calendars: {
    translationGroup: 'photo-calendars',
    teaserImage: 'calendar.jpg',
    teaserDestination: CONFIGURE_CALENDAR,
    ideas: [
      { image: 'calendar.jpg', destination: CONFIGURE_CALENDAR },
      { image: 'birthday.jpg', destination: CONFIGURE_CALENDAR },
      { image: 'photobook.jpg', destination: CONFIGURE_PHOTOBOOK },
    ],
    photoImage: 'calendar.jpg',
    infoType: 'info',
    productBlocks: calendarProductBlocks,
  },
};

const EASTER_LAYOUT: OccasionLayout = {
  translationGroup: 'easter-cards',
  teaserImage: 'card-hero.jpg',
  teaserDestination: PICK_CARD_DESIGN,
  ideas: [
    { image: 'card.jpg', destination: ALL_DESIGNS },
    { image: 'envelopes.jpg', destination: ALL_DESIGNS },
    { image: 'calendar.jpg', destination: { page: 'calendars' } },
  ],
  photoImage: 'envelopes.jpg',
  infoType: 'info',
};

function buildOccasionPage(ctx: Context, pageCopy: OccasionPageCopy, layout: OccasionLayout): Content {
  const [first, second, third] = layout.ideas;
  const [firstCopy, secondCopy, thirdCopy] = pageCopy.ideas.items;
  return page(
    ctx,
    { ...pageCopy.seo, translationGroup: layout.translationGroup, ogImage: layout.teaserImage, indexed: true },
    [
      headline(ctx, pageCopy.h1, 'h1'),
      text(ctx, pageCopy.intro),
      ...(layout.productBlocks ? [...layout.productBlocks(ctx), margin(ctx, 'm')] : []),
      uspTeaser(ctx),
      margin(ctx, 'm'),
      subTeasers(ctx, pageCopy.ideas.headline, [
        { ...first, copy: firstCopy },
        { ...second, copy: secondCopy },
        { ...third, copy: thirdCopy },
      ]),
      margin(ctx, 'm'),
      ...section(ctx, pageCopy.tips),
      photo(ctx, layout.photoImage, pageCopy.photoCaption),
      information(ctx, pageCopy.info, layout.infoType),
    ],
    [teaser(ctx, pageCopy.teaser, layout.teaserImage, layout.teaserDestination)],
  );
}

function buildAboutPage(ctx: Context, pageCopy: AboutPageCopy): Content {
  return page(
    ctx,
    { ...pageCopy.seo, translationGroup: 'about', ogImage: 'envelopes.jpg', indexed: true },
    [
      headline(ctx, pageCopy.h1, 'h1'),
      text(ctx, pageCopy.intro),
      uspTeaser(ctx),
      margin(ctx, 'm'),
      ...section(ctx, pageCopy.values),
      photo(ctx, 'envelopes.jpg', pageCopy.photoCaption),
      information(ctx, pageCopy.info, 'success'),
    ],
    [teaser(ctx, pageCopy.teaser, 'card-hero.jpg', PICK_CARD_DESIGN)],
  );
}

function buildErrorPage(ctx: Context, pageCopy: SimplePageCopy): Content {
  const occasions = ctx.copy.home.occasions;
  return page(ctx, { ...pageCopy.seo, translationGroup: 'error', ogImage: 'card-hero.jpg', indexed: false }, [
    headline(ctx, pageCopy.headline, 'h1', 'center'),
    text(ctx, pageCopy.text),
    margin(ctx, 'm'),
    subTeasers(ctx, occasions.headline, [
      { copy: occasions.wedding, image: 'wedding.jpg', destination: { page: 'wedding' } },
      { copy: occasions.birth, image: 'birth.jpg', destination: { page: 'birth' } },
      { copy: occasions.christmas, image: 'christmas.jpg', destination: { page: 'christmas' } },
      { copy: occasions.calendars, image: 'calendar.jpg', destination: { page: 'calendars' } },
    ]),
  ]);
}

function buildSimplePage(ctx: Context, pageCopy: SimplePageCopy, translationGroup: string, indexed: boolean): Content {
  return page(ctx, { ...pageCopy.seo, translationGroup, ogImage: 'card-hero.jpg', indexed }, [
    headline(ctx, pageCopy.headline, 'h1'),
    text(ctx, pageCopy.text),
  ]);
}

const HEADER_DESTINATIONS: Readonly<Record<HeaderItemType, Destination>> = { magazine: MAGAZINE, service: { page: 'service' }, account: ACCOUNT, cart: CART };

function buildHeader(ctx: Context): Content {
  const { copy } = ctx;
  const header = headerContent(copy.header, HOTLINE, buildAsset(copy, 'logo-card.svg'), () => ctx.nextUid(), (type) => buildLink(copy, HEADER_DESTINATIONS[type]));
  const shop = (text: string, destination: Destination, extra: { color?: string; icon?: string } = {}) => ({
    _uid: ctx.nextUid(),
    text,
    link: buildLink(copy, destination),
    ...extra,
  });
  // The card shop's Christmas season: snow over every page.
  return {
    ...header,
    snowEffect: true,
    shopNavigation: [
      shop(copy.navigation.allDesigns, ALL_DESIGNS, { color: '#8a5a12', icon: 'star' }),
      shop(copy.navigation.photoFrames, { page: 'photoFrames' }),
      shop(copy.navigation.wallArt, { page: 'wallArt' }),
    ],
  };
}

function buildNavigation(ctx: Context): Content {
  const { copy } = ctx;
  const nav = copy.navigation;
  const words = navigationCopy[copy.locale];
  const page = (text: string, destination: Destination): NavPage => ({ text, link: buildLink(copy, destination) });
  const tile = (text: string, destination: Destination, image: PhotoFile): NavTile => ({ ...page(text, destination), image });
  const wedding = page(nav.wedding, { page: 'wedding' });
  const calendars = page(nav.calendars, { page: 'calendars' });
  const photobooks = page(nav.photobooks, { page: 'photobooks' });
  const collages = page(nav.collages, { page: 'collages' });
  const photoPrints = page(nav.photoPrints, { page: 'photoPrints' });
  // The card shop's paths end with a slash (docs/shop-rules.md).
  const listing: ListingLink = listingLinks(copy.locale, (path) => ({ linktype: 'url', url: `${path}/` }));
  const items: NavItemPlan[] = [
    {
      key: 'wedding',
      ...wedding,
      navigationType: 'card',
      alwaysShowSubNavi: true,
      groups: cardGroups(
        words,
        [
          tile(nav.wedding, { page: 'wedding' }, 'wedding.jpg'),
          tile(nav.birth, { page: 'birth' }, 'birth.jpg'),
          tile(nav.christmas, { page: 'christmas' }, 'christmas.jpg'),
        ],
        [page(nav.cardsOverview, { page: 'cardsOverview' }), page(nav.allDesigns, ALL_DESIGNS), page(words.startWithoutDesign, CONFIGURE_CARD)],
        [tile(nav.calendars, { page: 'calendars' }, 'calendar.jpg'), tile(nav.photobooks, { page: 'photobooks' }, 'photobook.jpg'), tile(nav.photobox, { page: 'photobox' }, 'photobox.jpg')],
      ),
    },
    { key: 'birth', ...page(nav.birth, { page: 'birth' }), navigationType: 'card' },
    { key: 'christmas', ...page(nav.christmas, { page: 'christmas' }), navigationType: 'card' },
    { key: 'calendars', ...calendars, navigationType: 'calendar', alwaysShowSubNavi: true, groups: calendarGroups(words, calendars, buildLink(copy, CONFIGURE_CALENDAR), listing) },
    {
      key: 'photobooks',
      ...photobooks,
      navigationType: 'photobook',
      alwaysShowSubNavi: true,
      groups: photobookGroups(words, photobooks, buildLink(copy, CONFIGURE_PHOTOBOOK), [calendars, page(nav.cardsOverview, { page: 'cardsOverview' }), page(copy.header.service, { page: 'service' })], listing),
    },
    { key: 'collages', ...collages, navigationType: 'collage', alwaysShowSubNavi: true, groups: collageGroups(words, collages, buildLink(copy, CONFIGURE_COLLAGE), listing) },
    {
      key: 'photoPrints',
      ...photoPrints,
      navigationType: 'accessories',
      groups: accessoryGroups(words, [
        tile(nav.photoPrints, { page: 'photoPrints' }, 'photo-prints.jpg'),
        tile(nav.photobox, { page: 'photobox' }, 'photobox.jpg'),
        tile(nav.photoFrames, { page: 'photoFrames' }, 'framed.jpg'),
        tile(nav.wallArt, { page: 'wallArt' }, 'canvas.jpg'),
      ]),
    },
    { key: 'cardsOverview', ...page(nav.cardsOverview, { page: 'cardsOverview' }), navigationType: 'card' },
    // The main bar keeps to eight items: the gifts beside the cards and the design list live in the burger.
    { key: 'photoFrames', ...page(nav.photoFrames, { page: 'photoFrames' }), isOnlyInBurgerNavigation: true },
    { key: 'photobox', ...page(nav.photobox, { page: 'photobox' }), isOnlyInBurgerNavigation: true },
    { key: 'wallArt', ...page(nav.wallArt, { page: 'wallArt' }), isOnlyInBurgerNavigation: true },
    { key: 'about', ...page(nav.about, { page: 'about' }), isOnlyInBurgerNavigation: true },
  ];
  const legal = buildLegalLinkBox(channelSetup(copy)).links.slice(0, 3);
  return buildNavigationContent({ channel: CHANNEL, locale: copy.locale, words, alts: getImageAlts(copy.locale) }, items, {
    extraMenu: [
      { ...page(nav.allDesigns, ALL_DESIGNS), icon: 'star' },
      { ...page(copy.header.account, ACCOUNT), icon: 'user' },
      { ...page(nav.about, { page: 'about' }), icon: 'heart' },
    ],
    footer: legal.map((entry) => ({ text: entry.text, link: entry.link })),
    serviceHotline: HOTLINE,
    serviceText: copy.footer.serviceText,
  });
}

function channelSetup(copy: CardCopy): ChannelSetup {
  return {
    channel: CHANNEL,
    locale: copy.locale,
    phone: HOTLINE,
    ogImage: buildAsset(copy, 'envelopes.jpg'),
  };
}

function buildFooter(ctx: Context): Content {
  const { copy } = ctx;
  const footer = copy.footer;
  const link = (linkText: string, target: Link) => ({ _uid: ctx.nextUid(), text: linkText, link: target });
  const box = (title: string, links: ReturnType<typeof link>[]) => ({ _uid: ctx.nextUid(), title, links });
  return footerContent(footer, {
    privacyNote: buildNewsletterPrivacyNote(channelSetup(copy)),
    colours: NEWSLETTER_COLORS,
    linkBoxes: [
      box(footer.occasionsTitle, [
        link(copy.navigation.wedding, buildLink(copy, { page: 'wedding' })),
        link(copy.navigation.birth, buildLink(copy, { page: 'birth' })),
        link(copy.navigation.christmas, buildLink(copy, { page: 'christmas' })),
        link(copy.navigation.calendars, buildLink(copy, { page: 'calendars' })),
        link(copy.navigation.photobooks, buildLink(copy, { page: 'photobooks' })),
        link(copy.navigation.collages, buildLink(copy, { page: 'collages' })),
        link(copy.navigation.photoPrints, buildLink(copy, { page: 'photoPrints' })),
        link(copy.navigation.photoFrames, buildLink(copy, { page: 'photoFrames' })),
        link(copy.navigation.photobox, buildLink(copy, { page: 'photobox' })),
        link(copy.navigation.wallArt, buildLink(copy, { page: 'wallArt' })),
        link(copy.navigation.cardsOverview, buildLink(copy, { page: 'cardsOverview' })),
        link(copy.navigation.allDesigns, buildLink(copy, ALL_DESIGNS)),
      ]),
      box(footer.serviceTitle, [
        link(footer.serviceFaq, buildLink(copy, { page: 'service' })),
        link(copy.header.account, buildLink(copy, ACCOUNT)),
        link(footer.emailUs, { linktype: 'email', email: SERVICE_EMAIL }),
        link(getGiftVoucherLinkText(copy.locale), buildGiftVoucherLink()),
      ]),
      box(footer.companyTitle, [
        link(copy.navigation.about, buildLink(copy, { page: 'about' })),
        link(copy.header.magazine, buildLink(copy, MAGAZINE)),
      ]),
      buildLegalLinkBox(channelSetup(copy)),
    ],
    seoText: buildRichText(copy, footer.seoText),
    paymentMethods: PAYMENT_METHOD_ICONS.card,
    extras: buildFooterExtras(channelSetup(copy), buildLink(copy, { page: 'about' })),
  });
}

function getStoryUuid(locale: CardLocale, key: string): string {
  const uuid = STORY_UUIDS[`${locale}/${key}`];
  if (!uuid) throw new Error(`no fixed uuid for ${locale}/${key}; add one to story-uuids.ts`);
  return uuid;
}

function buildStory(copy: CardCopy, key: string, name: string, build: (ctx: Context) => Content): StoryFile {
  const ctx: Context = { copy, nextUid: createUidSequence(`${copy.locale}/${key}`) };
  return { uuid: getStoryUuid(copy.locale, key), name, published: build(ctx) };
}

/**
 * A product or category page with its breadcrumb: the page itself, below the cards overview for
 * the card occasions.
 */
function withBreadcrumb(copy: CardCopy, key: string, story: StoryFile, name: string, parent?: { text: string; link: Link }): StoryFile {
  if (!story.published) return story;
  const uidOf = (part: string) => stableUuid(`${CHANNEL}/${copy.locale}/${key}#${part}`);
  return { ...story, published: { ...story.published, breadcrumb: breadcrumbItems(uidOf, [...(parent ? [parent] : []), { text: name }]) } };
}

/** All story files of one locale, keyed by their path below the locale folder (without `.json`). */
function buildLocaleStories(copy: CardCopy): Map<string, StoryFile> {
  const stories = new Map<string, StoryFile>();
  stories.set('home', buildHome(copy));
  const occasionKeys = ['wedding', 'birth', 'christmas', 'calendars'] as const satisfies readonly ContentPageKey[];
  for (const key of occasionKeys) {
    const cards = key === 'calendars' ? undefined : { text: copy.cardsOverview.name, link: buildLink(copy, { page: 'cardsOverview' }) };
    const story = buildStory(copy, key, copy[key].name, (ctx) => buildOccasionPage(ctx, copy[key], OCCASION_LAYOUTS[key]));
    stories.set(copy.slugs[key], withBreadcrumb(copy, key, story, copy[key].name, cards));
  }
  stories.set(copy.slugs.about, buildStory(copy, 'about', copy.about.name, (ctx) => buildAboutPage(ctx, copy.about)));
  const serviceFaq: ExtraSection[] = copy.serviceFaq.map((entry) => ({ headline: entry.headline, text: buildRichText(copy, entry.text) }));
  for (const [storyPath, story] of buildShopPages(channelSetup(copy), serviceFaq)) stories.set(storyPath, story);
  for (const [storyPath, story] of buildFeedStories(CHANNEL, copy.locale)) stories.set(storyPath, story);
  for (const key of PRODUCT_PAGE_KEYS) {
    const story = buildStory(copy, key, copy[key].name, (ctx) => buildProductPage(ctx, copy[key], PRODUCT_PAGE_LAYOUTS[key]));
    stories.set(copy.slugs[key], withBreadcrumb(copy, key, story, copy[key].name));
  }
  stories.set(
    copy.slugs.cardsOverview,
    withBreadcrumb(copy, 'cardsOverview', buildStory(copy, 'cardsOverview', copy.cardsOverview.name, (ctx) => buildOverviewPage(ctx, copy.cardsOverview)), copy.cardsOverview.name),
  );
  stories.set('error', buildStory(copy, 'error', copy.error.name, (ctx) => buildErrorPage(ctx, copy.error)));
  stories.set('products', withBreadcrumb(copy, 'products', buildStory(copy, 'products', copy.products.name, (ctx) => buildSimplePage(ctx, copy.products, 'products', true)), copy.products.name));
  stories.set('themes', buildStory(copy, 'themes', copy.themes.name, (ctx) => buildSimplePage(ctx, copy.themes, 'themes', true)));
  stories.set(
    'newsletter-confirm',
    buildStory(copy, 'newsletter-confirm', copy.newsletterConfirm.name, (ctx) =>
      buildSimplePage(ctx, copy.newsletterConfirm, 'newsletter-confirm', false),
    ),
  );
  stories.set('global/header', buildStory(copy, 'global/header', 'Header', buildHeader));
  stories.set('global/navigation', buildStory(copy, 'global/navigation', 'Navigation', buildNavigation));
  stories.set('global/footer', buildStory(copy, 'global/footer', 'Footer', buildFooter));
  return stories;
}

function buildDraftOnlyStory(copy: CardCopy, pageCopy: DraftOnlyPageCopy): StoryFile {
  const ctx: Context = { copy, nextUid: createUidSequence(`${copy.locale}/easter`) };
  return { uuid: getStoryUuid(copy.locale, 'easter'), name: pageCopy.name, published: null, draft: buildOccasionPage(ctx, pageCopy, EASTER_LAYOUT) };
}

/** Every card story file, keyed by `{locale}/{path}` (the file below backend/content/card without `.json`). */
export function buildCardContent(): Map<string, StoryFile> {
  const files = new Map<string, StoryFile>();
  for (const copy of CARD_COPIES) {
    for (const [storyPath, story] of buildLocaleStories(copy)) files.set(`${copy.locale}/${storyPath}`, story);
  }
  files.set(`de-de/${deDeEaster.slug}`, buildDraftOnlyStory(deDe, deDeEaster));
  return files;
}
