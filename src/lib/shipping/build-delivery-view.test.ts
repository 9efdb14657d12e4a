import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../domain/catalog/price.ts';
import { getTranslator } from '../i18n/get-translator.ts';
import type { LocaleCode } from '../../../domain/locale/locales.ts';
import type { DeliveryTerms } from '../shop-api/delivery-terms.ts';
import { buildDeliveryView } from './build-delivery-view.ts';

const SWISS: DeliveryTerms = {
  shipping: { country: 'CH', currency: 'chf', standard: { price: 8.9, deliveryTime: { minDays: 3, maxDays: 5 } }, freeShippingFrom: 99 },
  express: { offered: true, currency: 'chf', price: 19.9, deliveryTime: { minDays: 1, maxDays: 1 } },
};

const view = (terms: DeliveryTerms, locale: LocaleCode) => buildDeliveryView(terms, locale, getTranslator(locale));

// The calculator's own formatter, so the line and the price beside it read alike.
const chf = (amount: number) => formatPrice(amount, 'fr-CH');

describe('buildDeliveryView', () => {
  it('names the country, costs in the answer’s currency and the delivery time in the visitor’s language', () => {
    expect(view(SWISS, 'fr-CH')).toEqual({
      headline: 'Pays de livraison : Suisse',
      standard: `Livraison standard ${chf(8.9)}, délai de livraison 3 à 5 jours ouvrés`,
      freeFrom: `Livraison offerte dès ${formatPrice(99, 'fr-CH', { minimumFractionDigits: 0 })} d’achat`,
      express: `Livraison express ${chf(19.9)}, délai de livraison 1 jour ouvré`,
    });
    expect(view(SWISS, 'de-CH').standard).toBe(`Standardversand ${formatPrice(8.9, 'de-CH')}, Lieferzeit 3–5 Werktage`);
  });

  it('leaves express out where it is not offered', () => {
    const view_ = view({ ...SWISS, express: null }, 'de-CH');
    expect(view_.express).toBeNull();
    expect(view_.headline).toBe('Lieferland: Schweiz');
  });

  it('uses plural words for several days of express', () => {
    const terms: DeliveryTerms = { ...SWISS, express: { offered: true, currency: 'usd', price: 24.95, deliveryTime: { minDays: 2, maxDays: 2 } } };
    expect(view({ ...terms, shipping: { ...terms.shipping, country: 'US', currency: 'usd' } }, 'en-US').express).toBe('Express delivery $24.95, arrives in 2 business days');
  });
});
