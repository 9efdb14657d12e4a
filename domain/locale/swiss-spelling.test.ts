import { describe, expect, it } from 'vitest';
import { toSwissSpelling, writesSwissGerman } from './swiss-spelling.ts';

describe('Swiss spelling', () => {
  it('writes ss for ß, SS for the capital', () => {
    expect(toSwissSpelling('Herzliche Grüße in Weiß, GROẞ')).toBe('Herzliche Grüsse in Weiss, GROSS');
    expect(toSwissSpelling('Leinwand 60 × 40 cm')).toBe('Leinwand 60 × 40 cm');
  });

  it('is Switzerland\'s and Liechtenstein\'s German, not Austria\'s', () => {
    expect(['de-CH', 'de-LI', 'de-AT', 'de-DE', 'fr-CH'].filter((locale) => writesSwissGerman(locale as never))).toEqual(['de-CH', 'de-LI']);
  });
});
