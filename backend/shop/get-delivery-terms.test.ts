import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from './locales.ts';
import { getExpressShop, getShippingInformation } from './get-delivery-terms.ts';

describe('delivery terms of the locale’s country', () => {
  it('answers the Swiss host in francs whatever its language, and the US host in dollars', () => {
    for (const locale of ['de-CH', 'fr-CH', 'it-CH'] as const) {
      expect(getShippingInformation('card', locale)).toEqual({ country: 'CH', currency: 'chf', standard: { price: 4.9, deliveryTime: { minDays: 3, maxDays: 5 } }, freeShippingFrom: 59 });
    }
    expect(getShippingInformation('poster', 'en-US')).toMatchObject({ country: 'US', currency: 'usd', standard: { price: 9.95 } });
    expect(getExpressShop('poster', 'de-DE')).toEqual({ offered: true, currency: 'eur', price: 12.95, deliveryTime: { minDays: 1, maxDays: 1 } });
  });

  it('the card brand ships cheaper than the poster brand, and express is faster than standard, in every locale', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const card = getShippingInformation('card', locale);
      const poster = getShippingInformation('poster', locale);
      expect(card.currency).toBe(poster.currency);
      expect(card.standard.price).toBeLessThan(poster.standard.price);
      for (const channel of ['card', 'poster'] as const) {
        const express = getExpressShop(channel, locale);
        if (!express.offered) continue;
        expect(express.deliveryTime.maxDays).toBeLessThan(getShippingInformation(channel, locale).standard.deliveryTime.minDays);
      }
    }
  });
});
