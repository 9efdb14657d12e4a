/**
 * The shape of one locale's copy for the card channel. The generator owns the block structure,
 * links and images; these tables own every word a visitor reads, so a translator only ever edits copy.
 */
import type { DetailCopy, FooterCopy, HeaderCopy, OverviewItemCopy, RichCopy, SeoCopy, SimplePageCopy, TeaserCopy, TextSectionCopy, VoucherCopy } from '../../../copy-types.ts';
import type { PhotoFile } from '../../../shared/image-alts.ts';
import { SHOP_LOCALES, type ShopLocale, type ShopPageKey } from '../../../shared/shop-pages-types.ts';

export type { DetailCopy, RichCopy, SeoCopy, SimplePageCopy, TeaserCopy, TextSectionCopy };

/** Every language locale of the shop has card copy. */
export const CARD_LOCALES = SHOP_LOCALES;
export type CardLocale = ShopLocale;

/** Content pages with a localised slug; the key is stable, the slug is what the visitor sees. */
export const CONTENT_PAGE_KEYS = [
  'wedding',
  'birth',
  'christmas',
  'calendars',
  'about',
  'photobooks',
  'collages',
  'photoPrints',
  'photoFrames',
  'photobox',
  'wallArt',
  'cardsOverview',
] as const;
export type ContentPageKey = (typeof CONTENT_PAGE_KEYS)[number];

/**
 * Every story a locale can link to by key, with or without a localised slug. The service,
 * account, legal and shipping pages are the ones both channels share (backend/content/generator/shared).
 */
export type PageKey = ContentPageKey | ShopPageKey | 'home' | 'products';

/** Image files, named as the backend serves them under `{{assets}}/`: the photos both channels share, and the logo. */
export type CardImage = PhotoFile | 'logo-card.svg';

export type SubTeaserCopy = { readonly headline: string; readonly text: string };

export type OccasionPageCopy = {
  readonly name: string;
  readonly seo: SeoCopy;
  readonly teaser: TeaserCopy;
  readonly h1: string;
  readonly intro: RichCopy;
  /** Three ideas, in the order the generator pairs them with images and links. */
  readonly ideas: { readonly headline: string; readonly items: readonly [SubTeaserCopy, SubTeaserCopy, SubTeaserCopy] };
  readonly tips: TextSectionCopy;
  readonly info: TextSectionCopy;
  readonly photoCaption: string;
};

export type AboutPageCopy = {
  readonly name: string;
  readonly seo: SeoCopy;
  readonly teaser: TeaserCopy;
  readonly h1: string;
  readonly intro: RichCopy;
  readonly values: TextSectionCopy;
  readonly photoCaption: string;
  readonly info: TextSectionCopy;
};

export type UspCopy = {
  readonly icon: 'truck' | 'star' | 'shield' | 'leaf' | 'clock' | 'heart';
  readonly text: string;
};

export type LinkCopy = { readonly text: string };

/** A product page: teaser, introduction, the product's calculator, one text section and a hint. */
export type ProductPageCopy = {
  readonly name: string;
  readonly seo: SeoCopy;
  readonly teaser: TeaserCopy;
  readonly h1: string;
  readonly intro: RichCopy;
  readonly calculatorHeadline: string;
  readonly section: TextSectionCopy;
  readonly photoCaption: string;
  readonly info: TextSectionCopy;
};

/** The cards overview: every card occasion and product as a tile, then popular card designs. */
export type OverviewPageCopy = {
  readonly name: string;
  readonly seo: SeoCopy;
  readonly teaser: TeaserCopy;
  readonly h1: string;
  readonly intro: RichCopy;
  readonly overviewHeadline: string;
  readonly items: Readonly<Record<OverviewItemKey, OverviewItemCopy>>;
  readonly themesHeadline: string;
  readonly info: TextSectionCopy;
};
export const OVERVIEW_ITEM_KEYS = ['wedding', 'birth', 'christmas', 'calendars', 'photobooks', 'allDesigns'] as const;
export type OverviewItemKey = (typeof OVERVIEW_ITEM_KEYS)[number];

/** Copy of the product blocks placed on existing pages and the home page. */
export type ProductBlocksCopy = {
  readonly weddingCard: DetailCopy;
  readonly accessoryHeadline: string;
  readonly sampleCard: { readonly headline: string; readonly text: string };
  readonly calendar: DetailCopy;
  readonly photobook: DetailCopy;
  readonly voucher: VoucherCopy;
};

export type CardCopy = {
  readonly locale: CardLocale;
  readonly slugs: Readonly<Record<ContentPageKey, string>>;
  readonly usps: readonly UspCopy[];
  readonly home: {
    readonly name: string;
    readonly seo: SeoCopy;
    readonly teaser: TeaserCopy;
    /** Only the locales whose home page has an unpublished draft carry one. */
    readonly draftTeaser?: TeaserCopy;
    readonly occasions: {
      readonly headline: string;
      readonly wedding: SubTeaserCopy;
      readonly birth: SubTeaserCopy;
      readonly christmas: SubTeaserCopy;
      readonly calendars: SubTeaserCopy;
    };
    readonly reco: {
      readonly headline: string;
      readonly birthday: string;
      readonly guestbooks: string;
      readonly photobooks: string;
      readonly envelopes: string;
      readonly christmas: string;
      readonly calendars: string;
      readonly labelBestseller: string;
      readonly labelNew: string;
    };
    readonly intro: TextSectionCopy;
    readonly photoCaption: string;
    readonly info: TextSectionCopy;
    readonly video: { readonly title: string; readonly caption: string };
  };
  readonly wedding: OccasionPageCopy;
  readonly birth: OccasionPageCopy;
  readonly christmas: OccasionPageCopy;
  readonly calendars: OccasionPageCopy;
  readonly about: AboutPageCopy;
  /** Card questions the shared service page lists after its own. */
  readonly serviceFaq: readonly TextSectionCopy[];
  readonly photobooks: ProductPageCopy;
  readonly collages: ProductPageCopy;
  readonly photoPrints: ProductPageCopy;
  readonly photoFrames: ProductPageCopy;
  readonly photobox: ProductPageCopy;
  readonly wallArt: ProductPageCopy;
  readonly cardsOverview: OverviewPageCopy;
  readonly productBlocks: ProductBlocksCopy;
  readonly error: SimplePageCopy;
  readonly products: SimplePageCopy;
  readonly themes: SimplePageCopy;
  readonly newsletterConfirm: SimplePageCopy;
  readonly header: HeaderCopy;
  readonly navigation: {
    readonly wedding: string;
    readonly birth: string;
    readonly christmas: string;
    readonly calendars: string;
    readonly photobooks: string;
    readonly collages: string;
    readonly photoPrints: string;
    readonly photoFrames: string;
    readonly photobox: string;
    readonly wallArt: string;
    readonly cardsOverview: string;
    readonly allDesigns: string;
    readonly about: string;
  };
  readonly footer: FooterCopy & {
    /** Link boxes reuse the navigation and header texts for their links; these are the rest. */
    readonly occasionsTitle: string;
    readonly serviceTitle: string;
    readonly serviceFaq: string;
    readonly emailUs: string;
    readonly companyTitle: string;
  };
};

/** The one draft-only story: an Easter page an editor is still preparing in German. */
export type DraftOnlyPageCopy = OccasionPageCopy & { readonly slug: string };
