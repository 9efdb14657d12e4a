// Counts read right in every language: "1 item", not "1 items"; German "Noch 2 Tage", not "Endet in 2 Tage".
import { describe, expect, it } from 'vitest';
import { formatRemaining } from '../banners/countdown.ts';
import { getTranslator } from './get-translator.ts';

describe('plural rules (ICU, through @formatjs/intl)', () => {
  it.each([
    ['en-GB', '1 item in the basket', '3 items in the basket'],
    ['en-US', '1 item in the cart', '3 items in the cart'],
    ['nl-NL', '1 artikel in uw winkelwagen', '3 artikelen in uw winkelwagen'],
    ['fr-FR', '1 article dans le panier', '3 articles dans le panier'],
    ['es-ES', '1 artículo en la cesta', '3 artículos en la cesta'],
    ['it-IT', '1 articolo nel carrello', '3 articoli nel carrello'],
    ['de-DE', '1 Artikel im Warenkorb', '3 Artikel im Warenkorb'],
  ] as const)('%s: the cart count', (locale, one, three) => {
    const t = getTranslator(locale);
    expect(t('nav.cartCount', { count: 1 })).toBe(one);
    expect(t('nav.cartCount', { count: 3 })).toBe(three);
  });

  it.each(['de-DE', 'de-AT', 'de-CH'] as const)('%s: the countdown label agrees with the days after it', (locale) => {
    const text = `${getTranslator(locale)('banner.countdown.endsIn')} ${formatRemaining(2 * 86_400 + 5, locale)}`;
    expect(text).not.toMatch(/\bin \d+ Tage\b/);
    expect(text).toBe('Noch 2 Tage 00:00:05');
  });
});

describe('en-US spelling', () => {
  it('writes no British spelling in any US message ("Personalized", "Matte")', async () => {
    const { getMessages } = await import('./get-translator.ts');
    const british = Object.entries(getMessages('en-US')).filter(([, message]) =>
      /\b(Personalis|personalis|Matt\b|matt\b|colour|Colour|favourite|Favourite|grey|Grey|catalogue|Catalogue)/.test(String(message)),
    );
    expect(british).toEqual([]);
  });
});
