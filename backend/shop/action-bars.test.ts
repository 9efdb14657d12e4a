import { describe, expect, it } from 'vitest';
import { SHOP_API } from '../../domain/shop-api-contract/index.ts';
import { formatPrice } from '../../domain/catalog/price.ts';
import { listCards } from '../catalog/card-catalog.ts';
import { getCardAccessories } from '../catalog/get-card-price.ts';
import { getActionBar } from './action-bars.ts';
import { CHANNELS, SUPPORTED_LOCALES } from './locales.ts';
import { findBritishSpellings } from '../../tests/support/british-spellings.ts';

const NOW = Date.UTC(2026, 11, 31, 23, 59, 30);

describe('seed action bars', () => {
  it.each(CHANNELS.flatMap((channel) => SUPPORTED_LOCALES.map((locale) => ({ channel, locale }))))(
    'a countdown sale on the home page and a shipping offer elsewhere in $channel $locale',
    ({ channel, locale }) => {
      const home = SHOP_API.actionBar.answer.parse(getActionBar(channel, locale, '/', NOW)).bar;
      const product = SHOP_API.actionBar.answer.parse(getActionBar(channel, locale, '/fr/impression-sur-toile', NOW)).bar;
      expect(home?.text).toMatch(/\S/);
      expect(Date.parse(home?.countdownEndDate ?? '')).toBeGreaterThan(NOW + 24 * 60 * 60 * 1000);
      expect(product?.id).not.toBe(home?.id);
      expect(product?.countdownEndDate ?? null).toBeNull();
      expect(Date.parse(product?.actionBarEndDate ?? '')).toBeGreaterThan(NOW);
    },
  );

  it('treats language and desktop home pages as home pages and answers no bar on legal and service pages', () => {
    expect(getActionBar('poster', 'fr-CH', '/fr/', NOW).bar?.countdownEndDate).toBeTruthy();
    expect(getActionBar('poster', 'fr-CH', '/fr/d', NOW).bar?.countdownEndDate).toBeTruthy();
    expect(getActionBar('poster', 'de-DE', '/d/impressum', NOW).bar).toBeNull();
    for (const path of ['/impressum', '/fr/mentions-legales', '/service', '/en/privacy-policy/']) {
      expect(getActionBar('card', 'de-DE', path, NOW).bar).toBeNull();
    }
  });

  it.each(CHANNELS)('speaks American English on the %s channel\'s US host and British English on its British one', (channel) => {
    const texts = (locale: 'en-US' | 'en-GB') => ['/', '/wall-art'].map((path) => getActionBar(channel, locale, path, NOW).bar?.text ?? '').join(' ');
    expect(findBritishSpellings(texts('en-US'))).toEqual([]);
    if (channel === 'card') expect(texts('en-GB')).toContain('colours');
  });

  it('keeps one id per campaign across the languages of a channel', () => {
    expect(getActionBar('card', 'de-DE', '/', NOW).bar?.id).toBe(getActionBar('card', 'it-IT', '/', NOW).bar?.id);
  });
});

describe('the card offer and the accessories block', () => {
  const FREE = /gratis|free|offert|gratuit|gratuite/i;

  it.each(SUPPORTED_LOCALES)('names the envelope price the accessories answer in %s and never calls envelopes free', (locale) => {
    const text = getActionBar('card', locale, '/hochzeitskarten', NOW).bar?.text ?? '';
    const envelopePrices = listCards().flatMap((card) =>
      (getCardAccessories(card.sku, locale)?.accessories ?? []).filter((entry) => entry.kind === 'envelope').map((entry) => entry.priceCurrent),
    );
    expect(envelopePrices.length).toBeGreaterThan(0);
    expect(Math.min(...envelopePrices)).toBeGreaterThan(0);
    expect(text).toContain(formatPrice(Math.min(...envelopePrices), locale));
    expect(text).not.toMatch(FREE);
  });
});
