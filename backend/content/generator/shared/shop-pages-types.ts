/**
 * Shapes of the service, account, legal and shipping pages both channels publish. The copy lives
 * in ./copy (one table per language, written once for both brands), the facts about the two
 * companies in ./shop-facts.ts, and the page structure in ./build-shop-pages.ts.
 */
import type { Channel } from '../../../../domain/locale/channels.ts';
import type { RichCopy, TextSectionCopy } from '../copy-types.ts';

export const SHOP_PAGE_KEYS = ['service', 'account', 'imprint', 'privacy', 'terms', 'withdrawal', 'shipping'] as const;
export type ShopPageKey = (typeof SHOP_PAGE_KEYS)[number];

/** The legal and price pages every footer links, in footer order. */
export const LEGAL_PAGE_KEYS = ['imprint', 'privacy', 'terms', 'withdrawal', 'shipping'] as const satisfies readonly ShopPageKey[];

export const SHOP_LOCALES = ['de-de', 'en-gb', 'en-us', 'fr-fr', 'es-es', 'it-it', 'nl-nl'] as const;
export type ShopLocale = (typeof SHOP_LOCALES)[number];

// The shop's channel type, so the generator cannot drift from what the shop serves.
export type { Channel };

export type SharedSection = TextSectionCopy;

export type SharedPageCopy = {
  /** The story name editors see. */
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly h1: string;
  readonly intro: RichCopy;
  readonly sections: readonly SharedSection[];
  /** A highlighted box at the end of the page. */
  readonly note?: SharedSection;
};

export type Money = { readonly currency: 'EUR' | 'CHF' | 'GBP' | 'USD'; readonly amount: number };

/** One country's shipping terms, formatted for the reader's language. */
export type ShippingRow = {
  readonly country: string;
  readonly standard: string;
  readonly freeFrom: string;
  readonly express: string;
  readonly minDays: number;
  readonly maxDays: number;
  /** Outside the EU: the shop clears customs, so the parcel costs nothing more at the door. */
  readonly customsCleared: boolean;
};

/** What one brand in one locale tells its customers; the copy tables weave these into the text. */
export type ShopFacts = {
  readonly channel: Channel;
  readonly brand: string;
  readonly company: {
    readonly name: string;
    readonly street: string;
    readonly postcode: string;
    readonly city: string;
    /** The company's country in the reader's language. */
    readonly country: string;
    readonly managingDirectors: string;
    readonly register: string;
    readonly vatId: string;
  };
  readonly serviceEmail: string;
  readonly privacyEmail: string;
  readonly phone: string;
  /** Phone hours on weekdays, in full hours; `timeZone` names the zone where it is not the reader's. */
  readonly serviceHours: { readonly opens: number; readonly closes: number; readonly timeZone?: string };
  /** Brand names of the accepted payment methods as a list in the reader's language. */
  readonly paymentMethods: string;
  readonly shipping: readonly ShippingRow[];
};

export type SharedPagesCopy = {
  readonly slugs: Readonly<Record<ShopPageKey, string>>;
  readonly pages: Readonly<Record<ShopPageKey, SharedPageCopy>>;
  /** Title of the footer box that links the legal pages. */
  readonly legalBoxTitle: string;
  /** The legal box's last link: it opens the consent settings (`#consent-settings`), on every page. */
  readonly consentLinkText: string;
  /** Footer link texts; the legal pages' names are often too long for a footer. */
  readonly linkTexts: Readonly<Record<ShopPageKey, string>>;
  /** The line under the newsletter form: what signing up means, with a link to `@privacy`. */
  readonly newsletterPrivacyNote: RichCopy;
};

/** One language's copy, written once for both brands. */
export type SharedCopyTable = (facts: ShopFacts) => SharedPagesCopy;
