import type { Currency } from '../../domain/locale/locales.ts';
import { getDiscountRate } from './get-discount-rate.ts';
import { convertListPrice, roundShopPrice } from './round-shop-price.ts';

export type PricePair = { priceCurrent: number; priceOriginal: number };

/**
 * Current and original price of an article in a currency. The euro list price is rounded first;
 * each currency converts the rounded euro prices, so a discount looks the same everywhere.
 * Rounding is monotonic, so the current price can never exceed the original.
 */
export function buildPricePair(eurListPrice: number, currency: Currency, articleKey: string): PricePair {
  const eurOriginal = roundShopPrice(eurListPrice, 'eur');
  const rate = getDiscountRate(articleKey);
  const eurCurrent = rate > 0 ? roundShopPrice(eurOriginal * (1 - rate), 'eur') : eurOriginal;
  if (currency === 'eur') return { priceCurrent: eurCurrent, priceOriginal: eurOriginal };
  const priceOriginal = convertListPrice(eurOriginal, currency);
  const priceCurrent = rate > 0 ? Math.min(convertListPrice(eurCurrent, currency), priceOriginal) : priceOriginal;
  return { priceCurrent, priceOriginal };
}
