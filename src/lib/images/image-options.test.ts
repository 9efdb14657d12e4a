import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { logger } from '../log/logger.ts';
import { IMAGE_FITS, IMAGE_FORMATS, sanitizeImageOptions, serializeImageOptions, type ImageOptions } from './image-options.ts';

function parseOptionsSegment(segment: string): Record<string, string> {
  return Object.fromEntries(segment.split(',').map((pair) => pair.split('=') as [string, string]));
}

describe('serializeImageOptions', () => {
  it.each<[ImageOptions, string]>([
    [{}, 'quality=85'],
    [{ width: 480, format: 'webp' }, 'width=480,quality=85,format=webp'],
    [{ format: 'png', width: 100, height: 50, fit: 'cover' }, 'width=100,height=50,fit=cover,quality=85,format=png'],
    [{ quality: 60 }, 'quality=60'],
    [{ quality: 0 }, 'quality=0'],
    [{ width: 479.6 }, 'width=480,quality=85'],
    [{ width: 0.2 }, 'width=1,quality=85'],
    [{ blur: 100, brightness: -100, rotate: 270 }, 'quality=85,blur=100,brightness=-100,rotate=270'],
    [{ rotate: 0 }, 'quality=85,rotate=0'],
    [{ fill: '#A1B2C3' }, 'quality=85,fill=a1b2c3'],
    [{ fill: 'ffffff' }, 'quality=85,fill=ffffff'],
    [{ fill: 'transparent' }, 'quality=85,fill=transparent'],
    [{ format: 'auto' }, 'quality=85,format=auto'],
  ])('%j -> %s', (options, expected) => {
    expect(serializeImageOptions(options)).toBe(expected);
  });

  it.each<[string, ImageOptions, string]>([
    ['width 0', { width: 0, height: 10 }, 'height=10,quality=85'],
    ['negative height', { height: -5 }, 'quality=85'],
    ['NaN width', { width: Number.NaN }, 'quality=85'],
    ['infinite width', { width: Number.POSITIVE_INFINITY }, 'quality=85'],
    ['quality above 100 falls back to the default', { quality: 101 }, 'quality=85'],
    ['negative quality', { quality: -1 }, 'quality=85'],
    ['blur above 100', { blur: 101 }, 'quality=85'],
    ['brightness below -100', { brightness: -101 }, 'quality=85'],
    ['rotate 45', { rotate: 45 as never }, 'quality=85'],
    ['format gif', { format: 'gif' as never }, 'quality=85'],
    ['fit stretch', { fit: 'stretch' as never }, 'quality=85'],
    ['3-digit fill', { fill: '#fff' }, 'quality=85'],
    ['named fill', { fill: 'red' }, 'quality=85'],
    ['fill injecting another option', { fill: 'ffffff,width=9999' }, 'quality=85'],
  ])('drops %s with a warning', (_label, options, expected) => {
    const warn = vi.spyOn(logger, 'warn');
    expect(serializeImageOptions(options)).toBe(expected);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ event: 'image-option-out-of-range' }), 'image-option-out-of-range');
  });

  it('does not warn about valid options', () => {
    const warn = vi.spyOn(logger, 'warn');
    serializeImageOptions({ width: 10, height: 10, quality: 50, blur: 0, brightness: 100, rotate: 90, fill: 'transparent' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('never throws and only ever emits options within the documented limits', () => {
    const anyValue = fc.oneof(
      fc.double(),
      fc.integer({ min: -500, max: 5000 }),
      fc.string(),
      fc.constantFrom(...IMAGE_FORMATS, ...IMAGE_FITS, 'gif', 'transparent', '#00ff00', 'GGGGGG'),
      fc.constant(undefined),
    );
    const anyOptions = fc.record(
      { width: anyValue, height: anyValue, fit: anyValue, quality: anyValue, format: anyValue, blur: anyValue, brightness: anyValue, rotate: anyValue, fill: anyValue },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(anyOptions, (options) => {
        const parsed = parseOptionsSegment(serializeImageOptions(options as ImageOptions));
        const number = (key: string) => Number(parsed[key]);
        if ('width' in parsed) expect(Number.isInteger(number('width')) && number('width') > 0).toBe(true);
        if ('height' in parsed) expect(Number.isInteger(number('height')) && number('height') > 0).toBe(true);
        expect(number('quality')).toBeGreaterThanOrEqual(0);
        expect(number('quality')).toBeLessThanOrEqual(100);
        if ('blur' in parsed) expect(number('blur') >= 0 && number('blur') <= 100).toBe(true);
        if ('brightness' in parsed) expect(number('brightness') >= -100 && number('brightness') <= 100).toBe(true);
        if ('rotate' in parsed) expect(['0', '90', '180', '270']).toContain(parsed.rotate);
        if ('format' in parsed) expect(IMAGE_FORMATS as readonly string[]).toContain(parsed.format);
        if ('fit' in parsed) expect(IMAGE_FITS as readonly string[]).toContain(parsed.fit);
        if ('fill' in parsed) expect(parsed.fill).toMatch(/^(?:[0-9a-f]{6}|transparent)$/);
      }),
    );
  });

  it('keeps every in-range option it is given', () => {
    const validOptions = fc.record({
      width: fc.integer({ min: 1, max: 10_000 }),
      height: fc.integer({ min: 1, max: 10_000 }),
      quality: fc.integer({ min: 0, max: 100 }),
      blur: fc.integer({ min: 0, max: 100 }),
      brightness: fc.integer({ min: -100, max: 100 }),
      rotate: fc.constantFrom(0 as const, 90 as const, 180 as const, 270 as const),
    });
    fc.assert(
      fc.property(validOptions, (options) => {
        expect(sanitizeImageOptions(options)).toEqual(options);
      }),
    );
  });
});
