import { describe, expect, it } from 'vitest';
import { boundFormats, fitsFormatLimit, intersectFormatLimits } from './check-format-limit.ts';

const canvas = { maxWidth: 2000, maxHeight: 1250, minWidth: 200, minHeight: 200 };

describe('fitsFormatLimit', () => {
  it('accepts a format either way round', () => {
    expect(fitsFormatLimit({ width: 2000, height: 1250 }, canvas)).toBe(true);
    expect(fitsFormatLimit({ width: 1250, height: 2000 }, canvas)).toBe(true);
  });

  it('refuses formats beyond a maximum or below a minimum', () => {
    expect(fitsFormatLimit({ width: 2001, height: 1000 }, canvas)).toBe(false);
    expect(fitsFormatLimit({ width: 1300, height: 1300 }, canvas)).toBe(false);
    expect(fitsFormatLimit({ width: 199, height: 300 }, canvas)).toBe(false);
  });
});

describe('intersectFormatLimits and boundFormats', () => {
  it('take the tighter side of two limits', () => {
    const frame = { maxWidth: 1500, maxHeight: 1000, minWidth: 130, minHeight: 130 };
    expect(intersectFormatLimits(canvas, frame)).toEqual({ maxWidth: 1500, maxHeight: 1000, minWidth: 200, minHeight: 200 });
  });

  it('bound a list of fixed formats, long side as width', () => {
    const limit = boundFormats([{ width: 130, height: 90 }, { width: 200, height: 300 }]);
    expect(limit).toEqual({ maxWidth: 300, maxHeight: 200, minWidth: 130, minHeight: 90 });
    expect(fitsFormatLimit({ width: 90, height: 130 }, limit)).toBe(true);
  });
});
