/**
 * Copy shapes both channels' tables share. Each channel's copy-types.ts builds its pages from
 * these; the tables own every word a visitor reads, the builders the structure, links and images.
 */
import type { RichCopy } from './rich-copy.ts';

export type { RichCopy };

export type SeoCopy = { readonly title: string; readonly description: string };

/** A teaser (hero) above a page: its button's target is decided by the builder unless the copy names one. */
export type TeaserCopy = { readonly headline: string; readonly subline: string; readonly ctaText: string };

export type TextSectionCopy = { readonly headline: string; readonly text: RichCopy };

/** Product detail blocks (card, calendar, photo book): a headline and a text beside the product. */
export type DetailCopy = TextSectionCopy;

/** Small pages: one headline and one text, e.g. the error page or the newsletter confirmation. */
export type SimplePageCopy = {
  readonly name: string;
  readonly seo: SeoCopy;
  readonly headline: string;
  readonly text: RichCopy;
};

export type HeaderCopy = {
  readonly logoAlt: string;
  readonly magazine: string;
  readonly service: string;
  readonly account: string;
  readonly cart: string;
};

export type NewsletterCopy = {
  readonly headline: string;
  readonly inputPlaceholder: string;
  readonly ctaText: string;
  readonly newsletterText: string;
};

/** `minimumOrderValue` is in the locale's currency, like the shop API's prices. */
export type VoucherCopy = { readonly code: string; readonly headline: string; readonly text: RichCopy; readonly minimumOrderValue: number };

/** The footer's own words; its link boxes reuse the navigation's and the shared pages' link texts. */
export type FooterCopy = {
  readonly newsletter: NewsletterCopy;
  readonly seoText: RichCopy;
  readonly serviceText: string;
  readonly copyright: string;
};

/** A tile of an overview block; its "from" price is no copy: the builder names the product (`{price:canvas}`). */
export type OverviewItemCopy = { readonly title: string; readonly text: string };
