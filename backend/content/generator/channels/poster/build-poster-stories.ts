// Turns the per-language copy tables into story files following docs/content-model.md.
// Layout, images and link targets are decided here once, so every locale gets the same page structure.
import { getGiftVoucherLinkText, GIFT_VOUCHER_PATH } from '../../shared/gift-voucher-link.ts';
import * as blocks from '../../blocks.ts';
import { buildCopyLink, parseRichCopy, type PageSlugOf, type RichTextDoc } from '../../rich-copy.ts';
import {
  buildLegalLinkBox,
  buildNewsletterPrivacyNote,
  buildShopPages,
  getShopPageFullSlug,
  isShopPageKey,
  type ChannelSetup,
} from '../../shared/build-shop-pages.ts';
import { buildCustomerPicturesBlock, buildFeedStories, buildPosterLandingStory } from '../../shared/block-pages.ts';
import { buildFooterExtras } from '../../shared/footer-extras.ts';
import { getImageAlts, type ImageAlts } from '../../shared/image-alts.ts';
import {
  accessoryGroups,
  buildNavigationContent,
  collageGroups,
  frameGroups,
  photobookGroups,
  wallArtGroups,
  type ListingLink,
  listingLinks,
  type NavItemPlan,
  type NavPage,
  type NavTile,
} from '../../shared/navigation/build-navigation.ts';
import { navigationCopy } from '../../shared/navigation/navigation-copy.ts';
import { PAYMENT_METHOD_ICONS } from '../../shared/shop-facts.ts';
import type { ShopLocale } from '../../shared/shop-pages-types.ts';
import { stableUuid } from '../../stable-uuid.ts';
import type { Asset, Block, Content, Link, PageContent, Stories, StoryFile } from '../../story-types.ts';
import {
  calculatorPageKeys,
  imageFiles,
  logoFile,
  overviewKeys,
  productFamilyKeys,
  recoKeys,
  type CalculatorPageKey,
  type CampaignCopy,
  type ContentPageCopy,
  type ContentPageKey,
  type TeaserCopy,
  type HomeCopy,
  type ImageKey,
  type LinkTarget,
  type OverviewKey,
  type DetailCopy,
  type PosterCopy,
  type ProductBlocksCopy,
  type ProductFamilyKey,
  type RecoKey,
  type RichCopy,
  type SimplePageCopy,
  type SwissHomeCopy,
} from './copy/copy-types.ts';
import { storyUuids, summerSaleStoryUuid } from './story-uuids.ts';
import { HOTLINE } from '../../shared/hotline-placeholder.ts';

export const channel = 'poster';

export type PosterCopyInput = {
  readonly locales: readonly PosterCopy[];
  readonly swiss: SwissHomeCopy;
  readonly campaign: CampaignCopy;
};

export const translationGroups = {
  home: 'poster-home',
  canvas: 'poster-canvas',
  acrylic: 'poster-acrylic',
  framed: 'poster-framed',
  photoPrints: 'poster-photo-prints',
  about: 'poster-about',
  error: 'poster-error',
  products: 'poster-products',
  themes: 'poster-themes',
  newsletterConfirm: 'poster-newsletter-confirm',
  summerSale: 'poster-summer-sale',
  photoFrames: 'poster-photo-frames',
  collages: 'poster-collages',
  photobox: 'poster-photobox',
  photobooks: 'poster-photobooks',
  wallArt: 'poster-wall-art',
  calendars: 'poster-photo-calendars',
  cards: 'poster-photo-cards',
} as const;

const familyImages: Record<ProductFamilyKey, ImageKey> = {
  canvas: 'canvas',
  acrylic: 'acrylic',
  framed: 'framed',
  photoPrints: 'photoPrints',
};

const pageImages: Record<ContentPageKey, { hero: ImageKey; photo: ImageKey }> = {
  canvas: { hero: 'canvas', photo: 'livingRoom' },
  acrylic: { hero: 'acrylic', photo: 'aluminium' },
  framed: { hero: 'framed', photo: 'galleryWall' },
  photoPrints: { hero: 'photoPrints', photo: 'photobox' },
  about: { hero: 'livingRoom', photo: 'galleryWall' },
  photoFrames: { hero: 'framed', photo: 'galleryWall' },
  collages: { hero: 'collage', photo: 'livingRoom' },
  photobox: { hero: 'photobox', photo: 'photoPrints' },
  photobooks: { hero: 'photobook', photo: 'photoPrints' },
  wallArt: { hero: 'galleryWall', photo: 'livingRoom' },
  calendars: { hero: 'calendar', photo: 'photoPrints' },
  cards: { hero: 'card', photo: 'envelopes' },
};

/**
 * The calculator each product page opens with. `initialSku` is `{material}:{WxH}` as the shop API
 * names them (docs/shop-api-catalog.md), so the calculator starts on the page's own product.
 */
export const calculatorPlans: Record<CalculatorPageKey, { product: string; initialSku?: string; tags?: readonly string[] }> = {
  canvas: { product: 'framed', initialSku: 'leinwand:600x400' },
  acrylic: { product: 'framed', initialSku: 'acrylglas:600x400' },
  framed: { product: 'framed', initialSku: 'poster:300x400', tags: ['top-deal'] },
  photoFrames: { product: 'photoframe', initialSku: 'fotorahmen-holz:200x300' },
  collages: { product: 'collage', initialSku: 'leinwand:600x400' },
  photoPrints: { product: 'photoprint', initialSku: 'glossy:150x100' },
  photobox: { product: 'photobox' },
  photobooks: { product: 'photobook', initialSku: 'echtfotobuch:297x210' },
};

/** The home hero shows a framed poster: its button opens the framed prints' calculator. */
export const HOME_HERO_TARGET: LinkTarget = '@framed#calculator';

const overviewTargets: Record<OverviewKey, { image: ImageKey; target: LinkTarget }> = {
  canvas: { image: 'canvas', target: '@canvas' },
  acrylic: { image: 'acrylic', target: '@acrylic' },
  framed: { image: 'framed', target: '@framed' },
  photoFrames: { image: 'galleryWall', target: '@photoFrames' },
  collages: { image: 'collage', target: '@collages' },
  poster: { image: 'poster', target: '/products' },
};

/**
 * The product whose lowest calculator price a tile shows (src/lib/catalog/fill-price-placeholders.ts);
 * unframed posters have no calculator, so their tile shows no price.
 */
const overviewPriceKeys: Record<OverviewKey, string | null> = {
  canvas: 'canvas',
  acrylic: 'acrylic',
  framed: 'framed',
  photoFrames: 'photoframe',
  collages: 'collage',
  poster: null,
};

function overviewPrice(key: OverviewKey): { priceFrom?: string } {
  const product = overviewPriceKeys[key];
  return product ? { priceFrom: `{price:${product}}` } : {};
}

/**
 * The calendars of the calendar page, named as the backend's calendar catalogue names them
 * (backend/catalog/data/calendars.ts): the wall calendar in portrait A3 for the poster brand's
 * large photos, the desk calendar in landscape A5 as the small companion.
 */
export const calendarPlans = {
  wall: { calendarType: 'wandkalender', format: 'a3-hoch' },
  desk: { calendarType: 'tischkalender', format: 'a5-quer' },
} as const;

/**
 * The cards of the card page as card SKUs (docs/content-model.md): the folded A6 card on matt
 * paper, which also names the accessories that fit it, and the matching A6 postcard.
 */
export const cardPlans = {
  folded: 'klappkarte-148x105-matt',
  postcard: 'postkarte-148x105-matt',
} as const;


const recoTargets: Record<RecoKey, { image: ImageKey; target: LinkTarget }> = {
  poster: { image: 'poster', target: '/products' },
  aluminium: { image: 'aluminium', target: '@acrylic' },
  wallpaper: { image: 'wallpaper', target: '/products' },
  collage: { image: 'collage', target: '@collages' },
  photobox: { image: 'photobox', target: '@photobox' },
  galleryWall: { image: 'galleryWall', target: '@framed' },
};

// Order matters: the copy tables list their four USPs as shipping, quality, sustainability, guarantee.
const uspIcons = ['truck', 'star', 'leaf', 'shield'] as const;


type LocaleContext = {
  /** The folder the story is written to. */
  readonly locale: string;
  /** The locale whose stories links point at (de-ch has no content pages of its own and links to de-de). */
  readonly linkLocale: string;
  readonly slugs: Readonly<Record<ContentPageKey, string>>;
  readonly alts: ImageAlts;
};

function fullSlug(locale: string, path: string): string {
  return `${channel}/${locale}/${path}`;
}

/** The full slug of `@key`: a content page of the locale, a shared page, or the home or products story. */
function pageSlugOf(context: LocaleContext): PageSlugOf {
  return (key) => {
    if (isShopPageKey(key)) return getShopPageFullSlug(channel, context.linkLocale as ShopLocale, key);
    if (key === 'home' || key === 'products') return fullSlug(context.linkLocale, key);
    const slug = (context.slugs as Readonly<Record<string, string>>)[key];
    return slug ? fullSlug(context.linkLocale, slug) : undefined;
  };
}

function resolveLink(context: LocaleContext, target: LinkTarget): Link {
  return buildCopyLink(target, pageSlugOf(context));
}

function richText(context: LocaleContext, copy: RichCopy): RichTextDoc {
  return parseRichCopy(copy, pageSlugOf(context));
}

function asset(context: LocaleContext, image: ImageKey): Asset {
  return { filename: `{{assets}}/${imageFiles[image]}`, alt: context.alts[imageFiles[image]] };
}

type UidFor = (key: string) => string;

function uidsFor(slug: string): UidFor {
  return (key) => stableUuid(`${slug}#${key}`);
}

function teaserBlock(
  context: LocaleContext,
  uid: UidFor,
  hero: TeaserCopy,
  image: ImageKey,
  cta: LinkTarget,
  colours: { textColor?: string; backgroundColor?: string } = {},
): Block {
  return blocks.teaserBlock(uid('hero'), hero, asset(context, image), resolveLink(context, cta), colours);
}

function uspBlock(uid: UidFor, usps: HomeCopy['usps']): Block {
  const items = usps.map((text, index) => {
    const icon = uspIcons[index];
    if (!icon) throw new Error(`No icon for the USP "${text}": the copy lists four`);
    return { _uid: uid(`usp-${index}`), icon, text };
  });
  return blocks.uspBlock(uid('usps'), items);
}

function headlineBlock(uid: UidFor, key: string, text: string, level: blocks.HeadlineLevel, align?: 'center'): Block {
  return blocks.headlineBlock(uid(key), text, level, align);
}

function textBlock(context: LocaleContext, uid: UidFor, key: string, text: RichCopy): Block {
  return blocks.textBlock(uid(key), richText(context, text));
}

function marginBlock(uid: UidFor, key: string, size: 's' | 'm' | 'l'): Block {
  return blocks.marginBlock(uid(key), size);
}

function familyRecoBlock(
  context: LocaleContext,
  uid: UidFor,
  headline: string,
  home: HomeCopy,
  families: readonly ProductFamilyKey[],
): Block {
  return {
    _uid: uid('reco'),
    component: 'reco_sub_teasers',
    headline,
    items: families.map((family) => ({
      _uid: uid(`reco-${family}`),
      title: home.families[family].headline,
      image: asset(context, familyImages[family]),
      link: resolveLink(context, `@${family}`),
    })),
  };
}

function voucherBlock(context: LocaleContext, uid: UidFor, voucher: ProductBlocksCopy['voucher']): Block {
  return blocks.voucherBlock(uid('voucher'), voucher, richText(context, voucher.text));
}

function buildHomeContent(
  context: LocaleContext,
  home: HomeCopy,
  hero: TeaserCopy,
  heroImage: ImageKey,
  heroCta: LinkTarget,
  voucher?: ProductBlocksCopy['voucher'],
): PageContent {
  const uid = uidsFor(fullSlug(context.locale, 'home'));
  return blocks.pageContent({
    seo: home.seo,
    indexed: true,
    ogImage: asset(context, 'posterHero'),
    translationGroup: translationGroups.home,
    teaser: [teaserBlock(context, uid, hero, heroImage, heroCta, { textColor: '#ffffff' })],
    body: [
      uspBlock(uid, home.usps),
      marginBlock(uid, 'margin-intro', 'm'),
      headlineBlock(uid, 'intro-headline', home.intro.headline, 'h1', 'center'),
      textBlock(context, uid, 'intro-text', home.intro.text),
      marginBlock(uid, 'margin-families', 's'),
      {
        _uid: uid('families'),
        component: 'sub_teasers',
        headline: home.familiesHeadline,
        items: productFamilyKeys.map((family) => ({
          _uid: uid(`family-${family}`),
          headline: home.families[family].headline,
          text: home.families[family].text,
          image: asset(context, familyImages[family]),
          link: resolveLink(context, `@${family}`),
        })),
      },
      marginBlock(uid, 'margin-photo', 'm'),
      blocks.photoBlock(uid('photo'), asset(context, 'galleryWall'), home.photoCaption, resolveLink(context, '/products')),
      marginBlock(uid, 'margin-reco', 'm'),
      {
        _uid: uid('reco'),
        component: 'reco_sub_teasers',
        headline: home.reco.headline,
        items: recoKeys.map((key) => {
          const { title, label } = home.reco.items[key];
          return {
            _uid: uid(`reco-${key}`),
            title,
            image: asset(context, recoTargets[key].image),
            link: resolveLink(context, recoTargets[key].target),
            ...(label ? { label } : {}),
          };
        }),
      },
      ...(voucher ? [marginBlock(uid, 'margin-voucher', 'm'), voucherBlock(context, uid, voucher)] : []),
      marginBlock(uid, 'margin-info', 'm'),
      blocks.informationBlock(uid('info'), home.info.headline, richText(context, home.info.text), 'info'),
      marginBlock(uid, 'margin-video', 'm'),
      blocks.videoBlock(uid('video'), home.video.title, home.video.caption, asset(context, 'livingRoom')),
      marginBlock(uid, 'margin-customer-pictures', 'm'),
      buildCustomerPicturesBlock(context.locale as ShopLocale | 'de-ch', uid('customer-pictures')),
      marginBlock(uid, 'margin-end', 'l'),
    ],
  });
}

function buildHomeStory(context: LocaleContext, uuid: string, home: HomeCopy, voucher?: ProductBlocksCopy['voucher']): StoryFile {
  const published = buildHomeContent(context, home, home.hero, 'posterHero', HOME_HERO_TARGET, voucher);
  return {
    uuid,
    name: home.name,
    published,
    ...(home.draftHero ? { draft: buildHomeContent(context, home, home.draftHero, 'acrylic', '@acrylic', voucher) } : {}),
  };
}

type PageProductBlocks = { afterIntro: Block[]; afterSections: Block[] };
const noProductBlocks: PageProductBlocks = { afterIntro: [], afterSections: [] };

function isCalculatorPage(key: ContentPageKey): key is CalculatorPageKey {
  return (calculatorPageKeys as readonly string[]).includes(key);
}

function calculatorBlock(uid: UidFor, key: CalculatorPageKey, headline: string): Block {
  const { product, initialSku, tags } = calculatorPlans[key];
  return {
    _uid: uid('calculator'),
    component: 'calculator',
    product,
    headline,
    ...(initialSku ? { initialSku } : {}),
    ...(tags ? { tags: [...tags] } : {}),
  };
}

function detailBlock(
  context: LocaleContext,
  uid: UidFor,
  component: string,
  fields: Record<string, string>,
  detail: DetailCopy,
  image: ImageKey,
  // A page with two wrappers of the same component needs a key per wrapper for distinct _uids.
  key: string = component,
): Block {
  return blocks.detailBlock(uid(key), component, fields, detail.headline, richText(context, detail.text), asset(context, image));
}

/** The product blocks of one page: the calculator right under the intro, details and listings below. */
function buildProductBlocks(context: LocaleContext, uid: UidFor, key: ContentPageKey, copy: ProductBlocksCopy): PageProductBlocks {
  const calculator = isCalculatorPage(key) ? [calculatorBlock(uid, key, copy.calculatorHeadlines[key]), marginBlock(uid, 'margin-calculator', 'm')] : [];
  switch (key) {
    case 'collages':
      return {
        afterIntro: [...calculator, detailBlock(context, uid, 'collage_detail_wrapper', { collageType: 'leinwand' }, copy.collageDetail, 'collage')],
        afterSections: [],
      };
    case 'photobooks':
      return {
        afterIntro: [
          ...calculator,
          detailBlock(context, uid, 'photobook_detail_wrapper', { printing: 'echtfotobuch', format: 'a4-quer' }, copy.photobookDetail, 'photobook'),
        ],
        afterSections: [],
      };
    case 'calendars':
      return {
        afterIntro: [
          detailBlock(context, uid, 'calendar_detail_wrapper', calendarPlans.wall, copy.wallCalendarDetail, 'calendar', 'wall-calendar'),
          marginBlock(uid, 'margin-calendars', 's'),
          detailBlock(context, uid, 'calendar_detail_wrapper', calendarPlans.desk, copy.deskCalendarDetail, 'calendar', 'desk-calendar'),
        ],
        afterSections: [],
      };
    case 'cards':
      return {
        afterIntro: [
          detailBlock(context, uid, 'card_detail_wrapper', { sku: cardPlans.folded }, copy.cardDetail, 'card'),
          marginBlock(uid, 'margin-cards', 's'),
          { _uid: uid('postcard'), component: 'sku_container', sku: cardPlans.postcard, headline: copy.postcard.headline, text: copy.postcard.text },
        ],
        afterSections: [
          marginBlock(uid, 'margin-accessory', 'm'),
          { _uid: uid('accessory'), component: 'accessory', sku: cardPlans.folded, headline: copy.cardAccessoryHeadline },
        ],
      };
    case 'framed':
      return {
        afterIntro: calculator,
        afterSections: [
          marginBlock(uid, 'margin-frame', 'm'),
          { _uid: uid('frame'), component: 'frame', material: 'poster', headline: copy.frameHeadline },
          { _uid: uid('formats-and-prices'), component: 'formats_and_prices', product: 'framed', material: 'poster', headline: copy.formatsAndPricesHeadline },
        ],
      };
    case 'wallArt':
      return {
        afterIntro: [
          {
            _uid: uid('overview'),
            component: 'overview_wrapper',
            headline: copy.overview.headline,
            items: overviewKeys.map((item) => ({
              _uid: uid(`overview-${item}`),
              title: copy.overview.items[item].title,
              text: copy.overview.items[item].text,
              image: asset(context, overviewTargets[item].image),
              link: resolveLink(context, overviewTargets[item].target),
              ...overviewPrice(item),
            })),
          },
        ],
        afterSections: [
          marginBlock(uid, 'margin-themes', 'm'),
          { _uid: uid('themes'), component: 'themes_overview', headline: copy.themesHeadline, product: 'photoframe', limit: 8 },
        ],
      };
    default:
      return { afterIntro: calculator, afterSections: [] };
  }
}

function buildContentPage(
  context: LocaleContext,
  slug: string,
  translationGroup: string,
  page: ContentPageCopy,
  images: { hero: ImageKey; photo: ImageKey },
  home: HomeCopy,
  recoFamilies: readonly ProductFamilyKey[],
  productBlocks: (uid: UidFor) => PageProductBlocks = () => noProductBlocks,
): PageContent {
  const uid = uidsFor(fullSlug(context.locale, slug));
  const { afterIntro, afterSections } = productBlocks(uid);
  return blocks.pageContent({
    seo: page.seo,
    indexed: true,
    ogImage: asset(context, images.hero),
    translationGroup,
    teaser: [teaserBlock(context, uid, page.hero, images.hero, page.hero.cta)],
    body: [
      uspBlock(uid, home.usps),
      marginBlock(uid, 'margin-intro', 'm'),
      headlineBlock(uid, 'intro-headline', page.intro.headline, 'h1'),
      textBlock(context, uid, 'intro-text', page.intro.text),
      ...afterIntro,
      ...page.sections.flatMap((section, index) => [
        headlineBlock(uid, `section-${index}-headline`, section.headline, 'h2'),
        textBlock(context, uid, `section-${index}-text`, section.text),
      ]),
      ...afterSections,
      marginBlock(uid, 'margin-photo', 's'),
      blocks.photoBlock(uid('photo'), asset(context, images.photo), page.photoCaption),
      marginBlock(uid, 'margin-tip', 'm'),
      blocks.informationBlock(uid('tip'), page.tip.headline, richText(context, page.tip.text), page.tip.type),
      marginBlock(uid, 'margin-reco', 'm'),
      familyRecoBlock(context, uid, page.recoHeadline, home, recoFamilies),
      marginBlock(uid, 'margin-end', 'l'),
    ],
  });
}

function buildSimplePage(
  context: LocaleContext,
  path: string,
  translationGroup: string,
  page: SimplePageCopy,
  ogImage: ImageKey,
  indexable: boolean,
  extraBlocks: (uid: UidFor) => Block[] = () => [],
): PageContent {
  const uid = uidsFor(fullSlug(context.locale, path));
  return blocks.pageContent({
    seo: page.seo,
    indexed: indexable,
    ogImage: asset(context, ogImage),
    translationGroup,
    body: [
      headlineBlock(uid, 'headline', page.headline, 'h1', 'center'),
      textBlock(context, uid, 'text', page.text),
      ...extraBlocks(uid),
      marginBlock(uid, 'margin-end', 'l'),
    ],
  });
}

function buildErrorPage(context: LocaleContext, copy: PosterCopy): PageContent {
  // Lost visitors get the product families as a way back into the shop, besides the links in the text.
  return buildSimplePage(context, 'error', translationGroups.error, copy.error, 'posterHero', false, (uid) => [
    marginBlock(uid, 'margin-reco', 'm'),
    familyRecoBlock(context, uid, copy.error.recoHeadline, copy.home, productFamilyKeys),
  ]);
}

/** Service and account are this locale's pages; cart and magazine the same path in every locale. */
const headerTargets: Readonly<Record<blocks.HeaderItemType, LinkTarget>> = { magazine: '/magazine', service: '@service', account: '@account', cart: '/cart' };

function buildHeader(context: LocaleContext, copy: PosterCopy): Content {
  const uid = uidsFor(fullSlug(context.locale, 'global/header'));
  const logo = { filename: `{{assets}}/${logoFile}`, alt: copy.header.logoAlt };
  const shopNavigation = [
    { _uid: uid('shop-allDesigns'), text: copy.footer.linkTexts.allDesigns, link: resolveLink(context, '/products'), color: '#b3441e', icon: 'star' },
    { _uid: uid('shop-calendars'), text: copy.footer.linkTexts.calendars, link: resolveLink(context, '@calendars') },
    { _uid: uid('shop-cards'), text: copy.footer.linkTexts.cards, link: resolveLink(context, '@cards') },
  ];
  return {
    ...blocks.headerContent(copy.header, HOTLINE, logo, (type) => uid(type), (type) => resolveLink(context, headerTargets[type])),
    shopNavigation,
  };
}

function buildNavigation(context: LocaleContext, copy: PosterCopy): Content {
  const { navigation, footer } = copy;
  const words = navigationCopy[copy.locale];
  const page = (text: string, target: LinkTarget): NavPage => ({ text, link: resolveLink(context, target) });
  const tile = (text: string, target: LinkTarget, image: ImageKey): NavTile => ({ ...page(text, target), image: imageFiles[image] });
  const wallArt = page(navigation.wallArt, '@wallArt');
  const canvas = page(navigation.canvas, '@canvas');
  const acrylic = page(navigation.acrylic, '@acrylic');
  const framed = page(navigation.framed, '@framed');
  const photoFrames = page(navigation.photoFrames, '@photoFrames');
  const photoPrints = page(navigation.photoPrints, '@photoPrints');
  const collages = page(navigation.collages, '@collages');
  const photobooks = page(navigation.photobooks, '@photobooks');
  const allDesigns = page(footer.linkTexts.allDesigns, '/products');
  const listing: ListingLink = listingLinks(copy.locale, (path) => ({ linktype: 'url', url: path }));
  const items: NavItemPlan[] = [
    {
      key: 'wallArt',
      ...wallArt,
      navigationType: 'wandbilder',
      alwaysShowSubNavi: true,
      groups: wallArtGroups(words, [
        tile(navigation.canvas, '@canvas', 'canvas'),
        tile(navigation.acrylic, '@acrylic', 'acrylic'),
        tile(navigation.framed, '@framed', 'framed'),
        tile(allDesigns.text, '/products', 'poster'),
        tile(navigation.photoFrames, '@photoFrames', 'galleryWall'),
        tile(navigation.collages, '@collages', 'collage'),
      ]),
    },
    { key: 'canvas', ...canvas, navigationType: 'wandbilder' },
    { key: 'acrylic', ...acrylic, navigationType: 'wandbilder' },
    {
      key: 'framed',
      ...framed,
      navigationType: 'frame',
      alwaysShowSubNavi: true,
      groups: frameGroups(
        words,
        {
          poster: [tile(navigation.framed, '@framed', 'framed'), tile(allDesigns.text, '/products', 'poster')],
          canvas: [tile(navigation.canvas, '@canvas', 'canvas')],
          plate: [tile(navigation.acrylic, '@acrylic', 'acrylic'), tile(navigation.wallArt, '@wallArt', 'aluminium')],
        },
        photoFrames,
        [tile(navigation.photoFrames, '@photoFrames', 'galleryWall'), tile(navigation.collages, '@collages', 'collage')],
        [allDesigns, wallArt, page(footer.linkTexts.service, '@service')],
        listing,
      ),
    },
    { key: 'photoFrames', ...photoFrames, navigationType: 'frame' },
    {
      key: 'photoPrints',
      ...photoPrints,
      navigationType: 'accessories',
      groups: accessoryGroups(words, [
        tile(navigation.photoPrints, '@photoPrints', 'photoPrints'),
        tile(navigation.photobox, '@photobox', 'photobox'),
        tile(navigation.photoFrames, '@photoFrames', 'galleryWall'),
        tile(footer.linkTexts.cards, '@cards', 'card'),
      ]),
    },
    { key: 'collages', ...collages, navigationType: 'collage', alwaysShowSubNavi: true, groups: collageGroups(words, collages, resolveLink(context, '/configurator-collage/'), listing) },
    {
      key: 'photobooks',
      ...photobooks,
      navigationType: 'photobook',
      alwaysShowSubNavi: true,
      groups: photobookGroups(words, photobooks, resolveLink(context, '/configurator-photobook/'), [
        page(footer.linkTexts.calendars, '@calendars'),
        page(navigation.photoPrints, '@photoPrints'),
        page(footer.linkTexts.service, '@service'),
      ], listing),
    },
    // Calendars and cards are in the header's shop navigation; the photo box and the company page in the burger.
    { key: 'photobox', ...page(navigation.photobox, '@photobox'), isOnlyInBurgerNavigation: true },
    { key: 'about', ...page(navigation.about, '@about'), isOnlyInBurgerNavigation: true },
  ];
  const legal = buildLegalLinkBox(channelSetup(context, copy)).links.slice(0, 3);
  return buildNavigationContent({ channel, locale: copy.locale, words, alts: context.alts }, items, {
    extraMenu: [
      { ...allDesigns, icon: 'star' },
      { ...page(footer.linkTexts.account, '@account'), icon: 'user' },
      { ...page(navigation.about, '@about'), icon: 'heart' },
    ],
    footer: legal.map((entry) => ({ text: entry.text, link: entry.link })),
    serviceHotline: HOTLINE,
    serviceText: footer.serviceText,
  });
}

function channelSetup(context: LocaleContext, copy: PosterCopy): ChannelSetup {
  return {
    channel,
    locale: copy.locale,
    phone: HOTLINE,
    ogImage: asset(context, 'livingRoom'),
  };
}

function buildFooter(context: LocaleContext, copy: PosterCopy): Content {
  const uid = uidsFor(fullSlug(context.locale, 'global/footer'));
  const { footer, navigation } = copy;
  const linkBox = (key: string, title: string, links: ReadonlyArray<[string, LinkTarget]>) => ({
    _uid: uid(key),
    title,
    links: links.map(([text, target], index) => ({ _uid: uid(`${key}-${index}`), text, link: resolveLink(context, target) })),
  });
  return blocks.footerContent(footer, {
    privacyNote: buildNewsletterPrivacyNote(channelSetup(context, copy)),
    colours: { backgroundColor: '#f3ede4', textColor: '#1e1e1e' },
    linkBoxes: [
      linkBox('wallArt', footer.boxTitles.wallArt, [
        [navigation.canvas, '@canvas'],
        [navigation.acrylic, '@acrylic'],
        [navigation.framed, '@framed'],
        [navigation.wallArt, '@wallArt'],
        [footer.linkTexts.allDesigns, '/products'],
      ]),
      linkBox('photoProducts', footer.boxTitles.photoProducts, [
        [navigation.photoPrints, '@photoPrints'],
        [footer.linkTexts.collage, '@collages'],
        [footer.linkTexts.photobox, '@photobox'],
        [footer.linkTexts.photoFrame, '@photoFrames'],
        [navigation.photobooks, '@photobooks'],
        [footer.linkTexts.calendars, '@calendars'],
        [footer.linkTexts.cards, '@cards'],
      ]),
      linkBox('company', footer.boxTitles.company, [
        [navigation.about, '@about'],
        [footer.linkTexts.service, '@service'],
        [footer.linkTexts.account, '@account'],
        [footer.linkTexts.magazine, '/magazine'],
        [getGiftVoucherLinkText(copy.locale), GIFT_VOUCHER_PATH],
      ]),
      buildLegalLinkBox(channelSetup(context, copy)),
    ],
    seoText: richText(context, footer.seoText),
    paymentMethods: PAYMENT_METHOD_ICONS.poster,
    extras: buildFooterExtras(channelSetup(context, copy), resolveLink(context, '@about')),
  });
}

/** Product pages that sit below the wall-art category in the breadcrumb. */
const wallArtChildren: readonly ContentPageKey[] = ['canvas', 'acrylic', 'framed'];

/** The breadcrumb of a product or category page (the about page is neither and has none). */
function pageBreadcrumb(context: LocaleContext, copy: PosterCopy, key: ContentPageKey): Block[] | undefined {
  if (key === 'about') return undefined;
  const uid = uidsFor(fullSlug(context.locale, copy.slugs[key]));
  const parent = wallArtChildren.includes(key) ? [{ text: copy.pages.wallArt.name, link: resolveLink(context, '@wallArt') }] : [];
  return blocks.breadcrumbItems(uid, [...parent, { text: copy.pages[key].name }]);
}

function buildLocaleStories(copy: PosterCopy, stories: Stories): void {
  const { locale } = copy;
  const context: LocaleContext = { locale, linkLocale: locale, slugs: copy.slugs, alts: getImageAlts(locale) };
  const uuids = storyUuids[locale];
  const add = (path: string, story: StoryFile) => stories.set(`${locale}/${path}`, story);

  add('home', buildHomeStory(context, uuids.home, copy.home, copy.productBlocks.voucher));
  for (const key of Object.keys(copy.pages) as ContentPageKey[]) {
    const page = copy.pages[key];
    const recoFamilies = productFamilyKeys.filter((family) => family !== key);
    add(copy.slugs[key], {
      uuid: uuids[key],
      name: page.name,
      published: {
        ...buildContentPage(context, copy.slugs[key], translationGroups[key], page, pageImages[key], copy.home, recoFamilies, (uid) =>
          buildProductBlocks(context, uid, key, copy.productBlocks),
        ),
        ...(pageBreadcrumb(context, copy, key) ? { breadcrumb: pageBreadcrumb(context, copy, key) } : {}),
      },
    });
  }
  add('error', { uuid: uuids.error, name: copy.error.name, published: buildErrorPage(context, copy) });
  add('products', {
    uuid: uuids.products,
    name: copy.products.name,
    published: {
      ...buildSimplePage(context, 'products', translationGroups.products, copy.products, 'posterHero', true),
      breadcrumb: blocks.breadcrumbItems(uidsFor(fullSlug(locale, 'products')), [{ text: copy.products.name }]),
    },
  });
  add('themes', {
    uuid: uuids.themes,
    name: copy.themes.name,
    published: buildSimplePage(context, 'themes', translationGroups.themes, copy.themes, 'galleryWall', true),
  });
  add('newsletter-confirm', {
    uuid: uuids.newsletterConfirm,
    name: copy.newsletterConfirm.name,
    published: buildSimplePage(context, 'newsletter-confirm', translationGroups.newsletterConfirm, copy.newsletterConfirm, 'posterHero', false),
  });
  for (const [path, story] of buildShopPages(channelSetup(context, copy))) add(path, story);
  for (const [path, story] of buildFeedStories(channel, copy.locale)) add(path, story);
  add('posterdruck', buildPosterLandingStory(copy.locale, (teaser, uid) => blocks.teaserBlock(uid, teaser, asset(context, 'poster'), resolveLink(context, '/products'))));
  add('global/header', { uuid: uuids.header, name: 'Header', published: buildHeader(context, copy) });
  add('global/navigation', { uuid: uuids.navigation, name: 'Navigation', published: buildNavigation(context, copy) });
  add('global/footer', { uuid: uuids.footer, name: 'Footer', published: buildFooter(context, copy) });
}

export function buildPosterStories(input: PosterCopyInput): Stories {
  const stories: Stories = new Map();
  for (const copy of input.locales) buildLocaleStories(copy, stories);

  const german = input.locales.find((copy) => copy.locale === 'de-de');
  if (!german) throw new Error('The Swiss home page and the campaign need the de-de copy for their links.');

  const swissContext: LocaleContext = { locale: 'de-ch', linkLocale: 'de-de', slugs: german.slugs, alts: getImageAlts('de-ch') };
  stories.set('de-ch/home', buildHomeStory(swissContext, storyUuids['de-ch'].home, input.swiss.home));

  const germanContext: LocaleContext = { locale: 'de-de', linkLocale: 'de-de', slugs: german.slugs, alts: getImageAlts('de-de') };
  const { campaign } = input;
  stories.set(`de-de/${campaign.slug}`, {
    uuid: summerSaleStoryUuid,
    name: campaign.page.name,
    published: null,
    draft: buildContentPage(
      germanContext,
      campaign.slug,
      translationGroups.summerSale,
      campaign.page,
      { hero: 'canvas', photo: 'livingRoom' },
      german.home,
      productFamilyKeys,
    ),
  });
  return stories;
}
