import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCardSku, parseCardSku, type CardSku } from './sku.ts';

const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');
const segment = (first: fc.Arbitrary<string>) =>
  fc.tuple(first, fc.array(alnum, { maxLength: 8 })).map(([head, tail]) => head + tail.join(''));
const slug = (first: fc.Arbitrary<string>) =>
  fc.array(segment(first), { minLength: 1, maxLength: 3 }).map((parts) => parts.join('-'));

const validSku: fc.Arbitrary<CardSku> = fc.record({
  subtype: slug(letter),
  width: fc.integer({ min: 1, max: 5000 }),
  height: fc.integer({ min: 1, max: 5000 }),
  variant: slug(alnum),
});

describe('buildCardSku', () => {
  it.each<[CardSku, string | null]>([
    [{ subtype: 'klappkarte', width: 148, height: 105, variant: 'matt' }, 'klappkarte-148x105-matt'],
    [{ subtype: 'envelope', width: 162, height: 114, variant: 'dirty-white' }, 'envelope-162x114-dirty-white'],
    [{ subtype: 'double-sided', width: 140, height: 140, variant: '300g' }, 'double-sided-140x140-300g'],
    [{ subtype: 'Klappkarte', width: 148, height: 105, variant: 'matt' }, null],
    [{ subtype: '2fach', width: 148, height: 105, variant: 'matt' }, null],
    [{ subtype: 'karte-2fach', width: 148, height: 105, variant: 'matt' }, null],
    [{ subtype: 'klappkarte', width: 0, height: 105, variant: 'matt' }, null],
    [{ subtype: 'klappkarte', width: 14.8, height: 105, variant: 'matt' }, null],
    [{ subtype: 'klappkarte', width: 148, height: 105, variant: '' }, null],
    [{ subtype: 'klappkarte', width: 148, height: 105, variant: 'cool gray' }, null],
  ])('%j -> %s', (parts, expected) => {
    expect(buildCardSku(parts)).toBe(expected);
  });
});

describe('parseCardSku', () => {
  it.each<[string, CardSku]>([
    ['klappkarte-148x105-matt', { subtype: 'klappkarte', width: 148, height: 105, variant: 'matt' }],
    ['envelope-162x114-dirty-white', { subtype: 'envelope', width: 162, height: 114, variant: 'dirty-white' }],
    ['double-sided-140x140-300g', { subtype: 'double-sided', width: 140, height: 140, variant: '300g' }],
    ['ribbon-1x2-10x20', { subtype: 'ribbon', width: 1, height: 2, variant: '10x20' }],
  ])('%s', (input, sku) => {
    expect(parseCardSku(input)).toEqual({ ok: true, value: sku });
  });

  it.each<[unknown]>([
    ['klappkarte-148x105'],
    ['148x105-matt'],
    ['klappkarte-0148x105-matt'],
    ['klappkarte-148X105-matt'],
    ['Klappkarte-148x105-matt'],
    ['klappkarte-148x105-matt-'],
    ['klappkarte--148x105-matt'],
    [' klappkarte-148x105-matt'],
    ['klappkarte-99999999999999999999x1-matt'],
    [`klappkarte-148x105-${'a'.repeat(200)}`],
    [''],
    [42],
    [null],
  ])('refuses %j without throwing', (input) => {
    const result = parseCardSku(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).not.toBe('');
  });

  it('round-trips every buildable SKU', () => {
    fc.assert(
      fc.property(validSku, (parts) => {
        const sku = buildCardSku(parts);
        expect(sku).not.toBeNull();
        expect(parseCardSku(sku)).toEqual({ ok: true, value: parts });
      }),
    );
  });

  it('rebuilds every string it accepts exactly', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), validSku.map((p) => `${p.subtype}-${p.width}x${p.height}-${p.variant}`)), (input) => {
        const result = parseCardSku(input);
        if (result.ok) expect(buildCardSku(result.value)).toBe(input);
      }),
    );
  });
});
