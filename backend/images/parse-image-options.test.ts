import { describe, expect, it } from 'vitest';
import { DEFAULT_QUALITY, MAX_DIMENSION, MAX_OUTPUT_PIXELS, normalizeImageOptions, parseImageOptions, serializeImageOptions } from './parse-image-options.ts';

function parseOk(segment: string) {
  const result = parseImageOptions(segment);
  if (!result.ok) throw new Error(result.error);
  return result.value;
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
    if (!result.ok) expect(result.error).toContain(option);
  });

  it('refuses an empty option list and pairs without a value', () => {
    expect(parseImageOptions('').ok).toBe(false);
    expect(parseImageOptions('width').ok).toBe(false);
  });

  it('gives aliases and full names the same cache key', () => {
    expect(serializeImageOptions(parseOk('w=10,f=webp'))).toBe(serializeImageOptions(parseOk('format=webp,width=10')));
  });

  it('caps width and height after dpr multiplied them', () => {
    expect(parseImageOptions('width=2000,dpr=2').ok).toBe(true);
    const wide = parseImageOptions('width=2000,dpr=3');
    expect(wide.ok).toBe(false);
    if (!wide.ok) expect(wide.error).toContain(`${MAX_DIMENSION}`);
    expect(parseImageOptions('height=1400,dpr=3').ok).toBe(false);
  });

  it('caps the pixels of the result, after dpr', () => {
    expect(parseImageOptions('width=4096,height=3072').ok).toBe(true);
    expect(parseImageOptions('width=4096,height=4096').ok).toBe(false);
    const attack = parseImageOptions('width=4096,height=4096,dpr=3,blur=100,format=png,quality=100,fit=cover');
    expect(attack.ok).toBe(false);
    if (!attack.ok) expect(attack.error).toContain(`${MAX_OUTPUT_PIXELS}`);
  });
});

describe('normalizeImageOptions', () => {
  const key = (segment: string, format: 'webp' | 'png' | 'jpeg') => serializeImageOptions(normalizeImageOptions(parseOk(segment), format));

  it('folds dpr into the pixel size', () => {
    expect(key('width=200,height=100,dpr=2,fit=cover', 'webp')).toBe(key('width=400,height=200,fit=cover', 'webp'));
  });

  it('ignores what cannot change the result', () => {
    expect(key('width=200,quality=10,format=png', 'png')).toBe(key('width=200,quality=100,format=png', 'png'));
    expect(key('width=200,fill=ff0000', 'webp')).toBe(key('width=200', 'webp'));
    expect(key('width=200,fit=cover', 'webp')).toBe(key('width=200,fit=contain', 'webp'));
    expect(key('width=200,blur=10.1', 'webp')).toBe(key('width=200,blur=10', 'webp'));
    expect(key('width=200,quality=0', 'jpeg')).toBe(key('width=200,quality=1', 'jpeg'));
  });

  it('keeps what does', () => {
    expect(key('width=200,quality=10', 'webp')).not.toBe(key('width=200,quality=100', 'webp'));
    expect(key('width=200,height=200,fit=contain,fill=ff0000', 'png')).not.toBe(key('width=200,height=200,fit=contain', 'png'));
    expect(key('width=200,fill=ff0000', 'jpeg')).not.toBe(key('width=200', 'jpeg'));
    expect(key('width=200,blur=10', 'webp')).not.toBe(key('width=200,blur=20', 'webp'));
    expect(key('width=200', 'webp')).not.toBe(key('width=200', 'png'));
  });
});
