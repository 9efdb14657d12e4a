import type { Channel } from '../../../../domain/locale/channels.ts';
import { COUNTRY_LOCALES, COUNTRY_SUFFIXES, getDefaultLocale } from '../../../../domain/locale/countries.ts';
import { getCountry, getLanguage, type LocaleCode } from '../../../../domain/locale/locales.ts';
import type { HostTable } from '../../../../domain/routing/host-table.ts';
import { findHostFor } from '../../../../domain/routing/host-table.ts';
import type { Alternate } from '../../../lib/seo/build-alternates.ts';
import { buildLocaleUrl } from '../../../lib/seo/build-alternates.ts';

/** A link to another shop of the channel: `hreflang` is the locale it opens in. */
export type SwitchLink = { label: string; href: string; hreflang: LocaleCode };

type SwitchInput = { table: HostTable; channel: Channel; locale: LocaleCode; requestHost: string };

function capitalize(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/**
 * The channel's other countries, each to its host's start page in its default language, named in
 * the visitor's language and sorted as the visitor reads them. Countries without a host in the
 * table are left out.
 */
export function buildCountryLinks({ table, channel, locale, requestHost }: SwitchInput): SwitchLink[] {
  const current = getCountry(locale);
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return COUNTRY_SUFFIXES.filter((country) => country !== current && findHostFor(table, channel, country)).flatMap((country) => {
    const target = getDefaultLocale(country);
    const href = buildLocaleUrl(table, channel, target, 'home', requestHost);
    return href ? [{ label: names.of(target.slice(3)) ?? country, href, hreflang: target }] : [];
  }).sort((a, b) => a.label.localeCompare(b.label, locale));
}

/**
 * The other languages of the visitor's country, each named in itself ('Français') and linking to
 * this page in that language (its hreflang alternate), or to that language's start page where the
 * page has no alternate (a 404, a page only one language has).
 */
export function buildLanguageLinks({ table, channel, locale, requestHost, alternates }: SwitchInput & { alternates: readonly Alternate[] }): SwitchLink[] {
  return COUNTRY_LOCALES[getCountry(locale)]
    .filter((other) => other !== locale)
    .flatMap((other) => {
      const href = alternates.find((alternate) => alternate.hreflang === other)?.href ?? buildLocaleUrl(table, channel, other, 'home', requestHost);
      const name = new Intl.DisplayNames([other], { type: 'language' }).of(getLanguage(other)) ?? other;
      return href ? [{ label: capitalize(name, other), href, hreflang: other }] : [];
    });
}
