/**
 * Whether prices are shown including VAT, and so carry an "incl. VAT" note (decision 0003).
 * EU countries, Switzerland, Liechtenstein and the United Kingdom sell to consumers at prices
 * including VAT and require that to be said next to the price. US prices exclude sales tax, which
 * depends on the delivery address and is added at checkout; a US shopper expects that, so the
 * shop shows no note there rather than a "plus sales tax" beside every price.
 */
import { getCountry, type CountrySuffix, type LocaleCode } from '../../../domain/locale/locales.ts';

const PRICES_INCLUDE_VAT: Record<CountrySuffix, boolean> = {
  at: true,
  be: true,
  ch: true,
  de: true,
  es: true,
  fr: true,
  gb: true,
  it: true,
  li: true,
  lu: true,
  nl: true,
  com: false,
};

export function pricesIncludeVat(locale: LocaleCode): boolean {
  return PRICES_INCLUDE_VAT[getCountry(locale)];
}

/** The catalogue key of the note beside one price, or null where none is shown. */
export function getTaxNoteKey(locale: LocaleCode): 'price.inclVat' | null {
  return pricesIncludeVat(locale) ? 'price.inclVat' : null;
}

/** The note for a list of prices (one note for the list, not one per price). */
export function getListTaxNoteKey(locale: LocaleCode): 'price.allInclVat' | null {
  return pricesIncludeVat(locale) ? 'price.allInclVat' : null;
}
