import { getLanguage, type Language, type LocaleCode } from '../../../domain/locale/locales.ts';

/** The wishlist page's path per language (localised like the other shop pages, decision 0003). */
export const WISHLIST_SLUGS: Readonly<Record<Language, string>> = {
  de: 'merkliste',
  en: 'wishlist',
  es: 'lista-de-deseos',
  fr: 'liste-de-souhaits',
  it: 'lista-dei-desideri',
  nl: 'verlanglijst',
};

export function getWishlistSlug(locale: LocaleCode): string {
  return WISHLIST_SLUGS[getLanguage(locale)];
}

export function isWishlistSlug(slug: string): boolean {
  return Object.values(WISHLIST_SLUGS).includes(slug);
}
