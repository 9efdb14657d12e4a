import { formatPrice } from '../../../domain/catalog/price.ts';
import type { Translate } from '../i18n/get-translator.ts';
import { getLanguage, type LocaleCode } from '../../../domain/locale/locales.ts';
import type { DeliveryTerms } from '../shop-api/delivery-terms.ts';

/** Sentences about delivery to the host's country, in the visitor's language and the answer's currency. */
export type DeliveryView = {
  /** "Lieferung nach Deutschland". */
  headline: string;
  standard: string;
  freeFrom: string;
  /** Null where express is not offered. */
  express: string | null;
};

function describeDays({ minDays, maxDays }: { minDays: number; maxDays: number }, t: Translate): string {
  return minDays === maxDays ? t('delivery.daysExact', { days: minDays }) : t('delivery.days', { min: minDays, max: maxDays });
}

function countryName(region: string, locale: LocaleCode): string {
  try {
    return new Intl.DisplayNames([getLanguage(locale)], { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}

export function buildDeliveryView({ shipping, express }: DeliveryTerms, locale: LocaleCode, t: Translate): DeliveryView {
  // Whole thresholds read as the shipping page writes them: "ab 59 €".
  const price = (amount: number, currency: DeliveryTerms['shipping']['currency']) =>
    formatPrice(amount, locale, { currency, minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 });
  return {
    headline: t('delivery.headline', { country: countryName(shipping.country, locale) }),
    standard: t('delivery.standard', { price: price(shipping.standard.price, shipping.currency), days: describeDays(shipping.standard.deliveryTime, t) }),
    freeFrom: t('delivery.freeFrom', { price: price(shipping.freeShippingFrom, shipping.currency) }),
    express: express ? t('delivery.express', { price: price(express.price, express.currency), days: describeDays(express.deliveryTime, t) }) : null,
  };
}
