// Shapes of the per-language copy tables the poster story generator reads.
// Copy is written by hand per language; structure, images and links live in build-poster-stories.ts.
import type { DetailCopy, FooterCopy, HeaderCopy, OverviewItemCopy, RichCopy, SeoCopy, SimplePageCopy, TeaserCopy, TextSectionCopy, VoucherCopy } from '../../../copy-types.ts';
import type { PhotoFile } from '../../../shared/image-alts.ts';
import type { ShopLocale, ShopPageKey } from '../../../shared/shop-pages-types.ts';

export type { DetailCopy, RichCopy, SimplePageCopy, TeaserCopy };

export const contentPageKeys = [
  'canvas',
  'acrylic',
  'framed',
  'photoPrints',
  'about',
  'photoFrames',
  'collages',
  'photobox',
  'photobooks',
  'wallArt',
  'calendars',
  'cards',
] as const;
export type ContentPageKey = (typeof contentPageKeys)[number];

export const productFamilyKeys = ['canvas', 'acrylic', 'framed', 'photoPrints'] as const;
export type ProductFamilyKey = (typeof productFamilyKeys)[number];

export const imageFiles = {
  posterHero: 'poster-hero.jpg',
  poster: 'poster.jpg',
  canvas: 'canvas.jpg',
  acrylic: 'acrylic.jpg',
  framed: 'framed.jpg',
  photoPrints: 'photo-prints.jpg',
  collage: 'collage.jpg',
  wallpaper: 'wallpaper.jpg',
  aluminium: 'aluminium.jpg',
  livingRoom: 'living-room.jpg',
  galleryWall: 'gallery-wall.jpg',
  photobox: 'photobox.jpg',
  photobook: 'photobook.jpg',
  calendar: 'calendar.jpg',
  card: 'card.jpg',
  envelopes: 'envelopes.jpg',
} as const satisfies Readonly<Record<string, PhotoFile>>;
export type ImageKey = keyof typeof imageFiles;
export const logoFile = 'logo-poster.svg';

/**
 * Where a teaser button or copy link goes (rich-copy.ts): `@key` for a content page or one of the
 * shared service and legal pages of this locale, `/products` for the design listing, or a shop route.
 */
export type LinkTarget = `@${ContentPageKey | ShopPageKey}` | `@${CalculatorPageKey}#calculator` | `/${string}`;

export type ContentPageCopy = {
  readonly name: string;
  readonly seo: SeoCopy;
  readonly hero: TeaserCopy & { readonly cta: LinkTarget };
  readonly intro: TextSectionCopy;
  readonly sections: readonly TextSectionCopy[];
  readonly tip: TextSectionCopy & { readonly type: 'info' | 'success' | 'warning' };
  readonly photoCaption: string;
  readonly recoHeadline: string;
};

export const recoKeys = ['poster', 'aluminium', 'wallpaper', 'collage', 'photobox', 'galleryWall'] as const;
export type RecoKey = (typeof recoKeys)[number];

export type HomeCopy = {
  readonly name: string;
  readonly seo: SeoCopy;
  readonly hero: TeaserCopy;
  /** Unpublished editor change: only de-de and en-gb carry one. */
  readonly draftHero?: TeaserCopy;
  readonly usps: readonly [string, string, string, string];
  readonly intro: TextSectionCopy;
  readonly familiesHeadline: string;
  readonly families: Readonly<Record<ProductFamilyKey, { readonly headline: string; readonly text: string }>>;
  readonly photoCaption: string;
  readonly reco: {
    readonly headline: string;
    readonly items: Readonly<Record<RecoKey, { readonly title: string; readonly label?: string }>>;
  };
  readonly info: TextSectionCopy;
  readonly video: { readonly title: string; readonly caption: string };
};

export const navigationKeys = [
  'wallArt',
  'canvas',
  'acrylic',
  'framed',
  'photoFrames',
  'photoPrints',
  'collages',
  'photobooks',
  'photobox',
  'about',
] as const;
export type NavigationKey = (typeof navigationKeys)[number];

/** Pages that carry a price calculator (docs/content-model.md, product blocks). */
export const calculatorPageKeys = ['canvas', 'acrylic', 'framed', 'photoFrames', 'collages', 'photoPrints', 'photobox', 'photobooks'] as const;
export type CalculatorPageKey = (typeof calculatorPageKeys)[number];

/** Tiles of the wall-art overview: the content pages, plus `poster` for the design listing. */
export const overviewKeys = ['canvas', 'acrylic', 'framed', 'photoFrames', 'collages', 'poster'] as const;
export type OverviewKey = (typeof overviewKeys)[number];

/** Copy of the product blocks; which block goes where is decided by the generator. */
export type ProductBlocksCopy = {
  readonly calculatorHeadlines: Readonly<Record<CalculatorPageKey, string>>;
  readonly collageDetail: DetailCopy;
  readonly photobookDetail: DetailCopy;
  /** The two calendars the calendar page presents: a large wall calendar and a small desk calendar. */
  readonly wallCalendarDetail: DetailCopy;
  readonly deskCalendarDetail: DetailCopy;
  /** The folded photo card the card page presents, its envelopes and extras, and the postcard beside it. */
  readonly cardDetail: DetailCopy;
  readonly cardAccessoryHeadline: string;
  readonly postcard: { readonly headline: string; readonly text: string };
  readonly frameHeadline: string;
  readonly formatsAndPricesHeadline: string;
  readonly overview: {
    readonly headline: string;
    readonly items: Readonly<Record<OverviewKey, OverviewItemCopy>>;
  };
  readonly themesHeadline: string;
  readonly voucher: VoucherCopy;
};

export type PosterCopy = {
  readonly locale: ShopLocale;
  readonly slugs: Readonly<Record<ContentPageKey, string>>;
  readonly header: HeaderCopy;
  readonly navigation: Readonly<Record<NavigationKey, string>>;
  readonly footer: FooterCopy & {
    readonly boxTitles: { readonly wallArt: string; readonly photoProducts: string; readonly company: string };
    readonly linkTexts: {
      readonly allDesigns: string;
      readonly collage: string;
      readonly photobox: string;
      readonly photoFrame: string;
      readonly calendars: string;
      readonly cards: string;
      readonly service: string;
      readonly account: string;
      readonly magazine: string;
    };
  };
  readonly home: HomeCopy;
  readonly pages: Readonly<Record<ContentPageKey, ContentPageCopy>>;
  readonly productBlocks: ProductBlocksCopy;
  readonly error: SimplePageCopy & { readonly recoHeadline: string };
  readonly products: SimplePageCopy;
  readonly themes: SimplePageCopy;
  readonly newsletterConfirm: SimplePageCopy;
};

/** The Swiss override only replaces the home page; everything else falls back to de-de. */
export type SwissHomeCopy = {
  readonly home: HomeCopy;
};

/** A draft-only campaign page (de-de). */
export type CampaignCopy = {
  readonly slug: string;
  readonly page: ContentPageCopy;
};
