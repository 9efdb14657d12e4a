import { describe, expect, it } from 'vitest';
import { DEFAULT_QUALITY, parseImageOptions, serializeImageOptions } from './parse-image-options.ts';

function parseOk(segment: string) {
  const result = parseImageOptions(segment);
  if (!result.ok) throw new Error(result.message);
  return result.options;
}

describe('parseImageOptions', () => {
  it('reads Cloudflare-style comma separated options with defaults', () => {
    expect(parseOk('width=640,height=480,fit=cover,format=webp')).toMatchObject({
      width: 640,
      height: 480,
      fit: 'cover',
      format: 'webp',
      quality: DEFAULT_QUALITY,
    });
    expect(parseOk('width=10')).toMatchObject({ format: 'auto', fit: 'scale-down', rotate: 0, blur: 0, brightness: 0 });
  });

  it('accepts the short aliases w, h, q and f', () => {
    expect(parseOk('w=100,h=50,q=60,f=png')).toMatchObject({ width: 100, height: 50, quality: 60, format: 'png' });
  });

  it('normalises fill to a hex colour with #', () => {
    expect(parseOk('fill=ffaa00').fill).toBe('#ffaa00');
    expect(parseOk('fill=transparent').fill).toBe('transparent');
  });

  it.each([
    ['width=0', 'width'],
    ['width=abc', 'width'],
    ['height=99999', 'height'],
    ['quality=101', 'quality'],
    ['format=gif', 'format'],
    ['fit=stretch', 'fit'],
    ['rotate=45', 'rotate'],
    ['blur=101', 'blur'],
    ['brightness=-101', 'brightness'],
    ['fill=red', 'fill'],
    ['sharpen=1', 'sharpen'],
  ])('refuses %s and names the option', (segment, option) => {
    const result = parseImageOptions(segment);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(option);
  });

  it('refuses an empty option list and pairs without a value', () => {
    expect(parseImageOptions('').ok).toBe(false);
    expect(parseImageOptions('width').ok).toBe(false);
  });

  it('gives aliases and full names the same cache key', () => {
    expect(serializeImageOptions(parseOk('w=10,f=webp'))).toBe(serializeImageOptions(parseOk('format=webp,width=10')));
  });
});
