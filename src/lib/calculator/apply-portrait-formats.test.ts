import { describe, expect, it } from 'vitest';
import { getFormatOrientation } from '../../../domain/catalog/format.ts';
import { applyPortraitFormats } from './apply-portrait-formats.ts';
import { buildTestReference } from '../../../tests/support/test-calculator-reference.ts';

describe('applyPortraitFormats', () => {
  const reference = buildTestReference('framed');
  const upright = applyPortraitFormats(reference);

  it('turns every landscape format upright and keeps prices with their format', () => {
    const poster = reference.materials[0]!;
    const uprightPoster = upright.materials[0]!;
    for (const format of [...uprightPoster.formats, ...uprightPoster.moreFormats]) {
      expect(getFormatOrientation(format.value)).not.toBe('din-landscape');
    }
    expect(uprightPoster.formats.map((format) => format.value)).toEqual(['200x300', '300x400', '400x600', '600x900']);
    expect(uprightPoster.formats.map((format) => format.priceCurrent)).toEqual(poster.formats.map((format) => format.priceCurrent));
    expect(uprightPoster.initiallySelectedFormat).toBe('300x400');
  });

  it('shows a format once when its portrait twin is offered too; the first one wins', () => {
    const [first, ...rest] = reference.materials;
    const twin = { ...first!.formats[0]!, value: '200x300', priceCurrent: 1 };
    const withTwin = { ...reference, materials: [{ ...first!, formats: [...first!.formats, twin] }, ...rest] };
    const values = applyPortraitFormats(withTwin).materials[0]!.formats.map((format) => format.value);
    expect(values.filter((value) => value === '200x300')).toHaveLength(1);
    expect(applyPortraitFormats(withTwin).materials[0]!.formats[0]!.priceCurrent).toBe(first!.formats[0]!.priceCurrent);
  });

  it('applying it twice changes nothing more', () => {
    expect(applyPortraitFormats(upright)).toEqual(upright);
  });
});
