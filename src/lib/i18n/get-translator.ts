import { createIntl, createIntlCache } from '@formatjs/intl';
import type { IntlShape } from '@formatjs/intl';
import de from '../../../locales/de.json' with { type: 'json' };
import deCH from '../../../locales/de-CH.json' with { type: 'json' };
import enGB from '../../../locales/en-GB.json' with { type: 'json' };
import enUS from '../../../locales/en-US.json' with { type: 'json' };
import es from '../../../locales/es.json' with { type: 'json' };
import fr from '../../../locales/fr.json' with { type: 'json' };
import it from '../../../locales/it.json' with { type: 'json' };
import nl from '../../../locales/nl.json' with { type: 'json' };
import productsDe from '../../../locales/products/de.json' with { type: 'json' };
import productsDeCH from '../../../locales/products/de-CH.json' with { type: 'json' };
import productsEnGB from '../../../locales/products/en-GB.json' with { type: 'json' };
import productsEnUS from '../../../locales/products/en-US.json' with { type: 'json' };
import productsEs from '../../../locales/products/es.json' with { type: 'json' };
import productsFr from '../../../locales/products/fr.json' with { type: 'json' };
import productsIt from '../../../locales/products/it.json' with { type: 'json' };
import productsNl from '../../../locales/products/nl.json' with { type: 'json' };
import type { LocaleCode } from '../../../domain/locale/locales.ts';
import { getLanguage } from '../../../domain/locale/locales.ts';
import { toSwissSpelling, writesSwissGerman } from '../../../domain/locale/swiss-spelling.ts';
import { logEventOnce } from '../log/logger.ts';

export type Messages = Record<string, string>;

/** One catalogue per language, plus per-locale overrides where a country words things its own way. */
const LANGUAGE_CATALOGUES: Record<string, Messages> = { de, en: enGB, es, fr, it, nl };
const LOCALE_OVERRIDES: Partial<Record<LocaleCode, Messages>> = { 'de-CH': deCH, 'de-LI': deCH, 'en-US': enUS };

/** Product labels (docs/shop-rules.md, Translations) live in their own catalogues so the shell ones stay small and readable. */
const PRODUCT_LANGUAGE_CATALOGUES: Record<string, Messages> = {
  de: productsDe,
  en: productsEnGB,
  es: productsEs,
  fr: productsFr,
  it: productsIt,
  nl: productsNl,
};
const PRODUCT_LOCALE_OVERRIDES: Partial<Record<LocaleCode, Messages>> = {
  'de-CH': productsDeCH,
  'de-LI': productsDeCH,
  'en-US': productsEnUS,
};

/**
 * Product catalogues sit under the shell ones at each level, so a shell key wins over a product key
 * of the same name, while a locale override (of either kind) still wins over any language text.
 */
export function getMessages(locale: LocaleCode): Messages {
  const language = getLanguage(locale);
  const messages = {
    ...PRODUCT_LANGUAGE_CATALOGUES[language],
    ...LANGUAGE_CATALOGUES[language],
    ...PRODUCT_LOCALE_OVERRIDES[locale],
    ...LOCALE_OVERRIDES[locale],
  };
  // The Swiss catalogues override only what Switzerland words differently; the rest is respelled.
  return writesSwissGerman(locale) ? Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, toSwissSpelling(text)])) : messages;
}

/** docs/shop-rules.md, Translations: a missing translation falls back to the key's last part. */
export function fallbackForKey(key: string): string {
  return key.split('.').at(-1) ?? key;
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

const cache = createIntlCache();
const intls = new Map<LocaleCode, IntlShape<string>>();

/** The shop's intl object for a locale and its messages; errors are logged, never thrown. */
export function createShopIntl(locale: LocaleCode, messages: Messages): IntlShape<string> {
  return createIntl(
      {
        locale,
        messages,
        onError: (error) => {
          // Logged once per key and locale, the page renders on with the fallback text. A message
          // that does not parse (a broken placeholder in a catalogue) is a translator's error,
          // not a missing key.
          const key = /"([^"]+)"/.exec(error.message)?.[1] ?? error.message;
          const event = error.code === 'MISSING_TRANSLATION' ? 'missing-translation' : 'translator-parse-error';
          logEventOnce(event === 'missing-translation' ? 'warn' : 'error', event, `${locale}:${key}`, { locale, code: error.code, message: error.message });
        },
      },
      cache,
    );
}

export function getIntl(locale: LocaleCode): IntlShape<string> {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createShopIntl(locale, getMessages(locale));
    intls.set(locale, intl);
  }
  return intl;
}

export function getTranslator(locale: LocaleCode): Translate {
  const intl = getIntl(locale);
  return (key, values) => {
    if (!Object.hasOwn(intl.messages, key)) {
      logEventOnce('warn', 'missing-translation', `${locale}:${key}`, { locale });
      return fallbackForKey(key);
    }
    return intl.formatMessage({ id: key }, values);
  };
}
