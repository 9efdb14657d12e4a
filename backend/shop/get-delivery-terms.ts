import type { ExpressShop, ShippingInformation } from '../../domain/shop-api-contract/index.ts';
import type { Channel, Locale } from './locales.ts';
import { getShippingTerms } from './data/shipping.ts';

/** `/web-api/shipping-information`: the standard terms of the locale's country. */
export function getShippingInformation(channel: Channel, locale: Locale): ShippingInformation {
  const { country, terms } = getShippingTerms(channel, locale);
  return {
    country,
    currency: terms.standard.currency.toLowerCase() as ShippingInformation['currency'],
    standard: { price: terms.standard.amount, deliveryTime: { minDays: terms.days[0], maxDays: terms.days[1] } },
    freeShippingFrom: terms.freeFrom.amount,
  };
}

/** `/web-api/express-shop`: express delivery to the locale's country, or `offered: false`. */
export function getExpressShop(channel: Channel, locale: Locale): ExpressShop {
  const { express } = getShippingTerms(channel, locale).terms;
  if (!express) return { offered: false };
  return {
    offered: true,
    currency: express.price.currency.toLowerCase() as Extract<ExpressShop, { offered: true }>['currency'],
    price: express.price.amount,
    deliveryTime: { minDays: express.days[0], maxDays: express.days[1] },
  };
}
