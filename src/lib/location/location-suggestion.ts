/**
 * The location suggestion (decision 0038): a visitor whose address belongs to another country
 * shop of the same channel is offered that shop. Pure: the cookie's value, and where the
 * suggestion leads.
 */
import type { Channel } from '../../../domain/locale/channels.ts';
import { COUNTRY_SUFFIXES, findCountryLocale, getDefaultLocale } from '../../../domain/locale/countries.ts';
import { getCountry, getCountryOfRegion, getLanguage, type CountrySuffix, type LocaleCode } from '../../../domain/locale/locales.ts';
import { findHostFor, type HostTable } from '../../../domain/routing/host-table.ts';
import { buildLocaleUrl, type Alternate } from '../seo/build-alternates.ts';

/**
 * `home`: nothing to suggest (the visitor's own country, or unknown); `no`: the visitor declined;
 * `to-{country}`: suggest that country's shop. The page store keys on the value (`variesPage`),
 * so every stored page with a suggestion is the page of everyone with that same suggestion.
 */
export type LocationChoice = { kind: 'home' } | { kind: 'declined' } | { kind: 'suggest'; country: CountrySuffix };

const SUGGEST_PREFIX = 'to-';
export const LOCATION_HOME = 'home';
export const LOCATION_DECLINED = 'no';

export function parseLocationCookie(value: string | undefined): LocationChoice | null {
  if (value === LOCATION_HOME) return { kind: 'home' };
  if (value === LOCATION_DECLINED) return { kind: 'declined' };
  const country = value?.startsWith(SUGGEST_PREFIX) ? COUNTRY_SUFFIXES.find((suffix) => suffix === value.slice(SUGGEST_PREFIX.length)) : undefined;
  return country ? { kind: 'suggest', country } : null;
}

/**
 * The cookie value for a visitor located in `countryCode` (ISO, or null) on a host of `hostCountry`:
 * another country's shop where the channel has a host for it, else `home`.
 */
export function decideLocationCookie({ table, channel, hostCountry, countryCode }: { table: HostTable; channel: Channel; hostCountry: CountrySuffix; countryCode: string | null }): string {
  const country = countryCode ? getCountryOfRegion(countryCode) : null;
  if (!country || country === hostCountry || !findHostFor(table, channel, country)) return LOCATION_HOME;
  return `${SUGGEST_PREFIX}${country}`;
}

export type SuggestedShop = { country: CountrySuffix; locale: LocaleCode; href: string };

/**
 * Where the suggestion leads: the target country's shop in the page's language where it sells
 * it, else in its default language; to this page there (its hreflang alternate) where it
 * exists, else to that shop's home. Null when there is nothing to suggest (any more).
 */
export function describeSuggestedShop({
  table,
  channel,
  locale,
  target,
  alternates,
  requestHost,
}: {
  table: HostTable;
  channel: Channel;
  locale: LocaleCode;
  target: CountrySuffix;
  alternates: readonly Alternate[];
  requestHost: string;
}): SuggestedShop | null {
  if (target === getCountry(locale) || !findHostFor(table, channel, target)) return null;
  const targetLocale = findCountryLocale(target, getLanguage(locale)) ?? getDefaultLocale(target);
  const href = alternates.find((alternate) => alternate.hreflang === targetLocale)?.href ?? buildLocaleUrl(table, channel, targetLocale, 'home', requestHost);
  return href ? { country: target, locale: targetLocale, href } : null;
}
