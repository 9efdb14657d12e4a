import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '../locale/index.ts';
import {
  CARD_QUANTITY_OPTIONS,
  getCardSizeClass,
  getCardUnitPrice,
  getDefaultCardQuantity,
  type CardPriceInput,
  type CardSizeClass,
} from './card-prices.ts';

describe('getCardSizeClass', () => {
  it.each<[CardPriceInput, CardSizeClass | null]>([
    [{ format: '148x105' }, 'standard'],
    [{ format: '105x148' }, 'standard'],
    [{ format: '162x114' }, 'standard'],
    [{ format: '114x114' }, 'compact'],
    [{ format: '125x125' }, 'compact'],
    [{ format: '150x150' }, 'compact'],
    [{ format: '170x120' }, 'compact'],
    [{ format: '176x125' }, 'compact'],
    [{ format: '163x114' }, 'compact'],
    [{ format: '210x148' }, 'large'],
    [{ format: '210x100' }, 'large'],
    [{ format: '151x151' }, 'large'],
    [{ format: { width: 200, height: 200 } }, 'large'],
    [{ format: '210x148', kind: 'pocketfold' }, 'compact'],
    [{ format: '148x105', kind: 'booklet' }, 'compact'],
    [{ format: '0x105' }, null],
    [{ format: 'A6', kind: 'booklet' }, null],
  ])('%j is %s', (input, expected) => {
    expect(getCardSizeClass(input)).toBe(expected);
  });
});

describe('getCardUnitPrice', () => {
  it.each<[LocaleCode, string, number, string]>([
    ['de-DE', '210x148', 1.8, 'eur'],
    ['de-DE', '125x125', 1.1, 'eur'],
    ['de-DE', '148x105', 0.95, 'eur'],
    ['de-AT', '210x148', 1.5, 'eur'],
    ['de-AT', '125x125', 1.5, 'eur'],
    ['de-AT', '148x105', 1.0, 'eur'],
    ['de-CH', '210x148', 1.1, 'chf'],
    ['fr-CH', '125x125', 1.1, 'chf'],
    ['it-CH', '148x105', 1.1, 'chf'],
    ['de-LI', '148x105', 1.1, 'chf'],
  ])('%s pays %s for %s', (locale, format, amount, currency) => {
    expect(getCardUnitPrice({ format }, locale)).toEqual({ amount, currency });
  });

  it.each<[LocaleCode, CardPriceInput['kind'], number]>([
    ['de-DE', 'pocketfold', 1.1],
    ['de-DE', 'booklet', 1.1],
    ['de-AT', 'pocketfold', 1.5],
    ['de-CH', 'pocketfold', 1.4],
    ['de-CH', 'booklet', 1.1],
  ])('%s prices a large %s as compact', (locale, kind, amount) => {
    expect(getCardUnitPrice({ format: '210x210', kind }, locale)?.amount).toBe(amount);
  });

  it.each<[LocaleCode]>([['fr-FR'], ['en-GB'], ['en-US'], ['nl-NL']])('has no price for %s', (locale) => {
    expect(getCardUnitPrice({ format: '148x105' }, locale)).toBeNull();
  });

  it('has no price for an invalid format', () => {
    expect(getCardUnitPrice({ format: 'x' }, 'de-DE')).toBeNull();
  });
});

describe('card quantity options', () => {
  const stepBetween = (i: number) => CARD_QUANTITY_OPTIONS[i + 1]! - CARD_QUANTITY_OPTIONS[i]!;

  it('runs from 1 to 5000 in increasing order', () => {
    expect(CARD_QUANTITY_OPTIONS[0]).toBe(1);
    expect(CARD_QUANTITY_OPTIONS.at(-1)).toBe(5000);
    for (let i = 0; i < CARD_QUANTITY_OPTIONS.length - 1; i += 1) expect(stepBetween(i)).toBeGreaterThan(0);
  });

  it.each([
    [1, 5, 4],
    [5, 250, 5],
    [250, 1000, 10],
    [1000, 3000, 100],
    [3000, 5000, 250],
  ])('steps from %i to %i by %i', (from, to, step) => {
    const start = CARD_QUANTITY_OPTIONS.indexOf(from);
    const end = CARD_QUANTITY_OPTIONS.indexOf(to);
    expect(start).toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(start);
    for (let i = start; i < end; i += 1) expect(stepBetween(i)).toBe(step);
  });

  it('defaults to the option at index 10, which is 50 under this reading', () => {
    expect(getDefaultCardQuantity()).toBe(CARD_QUANTITY_OPTIONS[10]);
    expect(getDefaultCardQuantity()).toBe(50);
  });
});
