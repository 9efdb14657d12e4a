import { describe, expect, it } from 'vitest';
import { buildImageUrl, buildLightImageSource, buildOgImageUrl, buildSrcSet, phoneSlotWidth, getSrcSetWidths, getSrcSetWidthsFor, IMAGE_BREAKPOINTS } from './build-image-url.ts';
import { getImageSource } from './get-image-source.ts';

const FILE = 'https://a.storyblok.com/f/1/600x400/abc/canvas.jpg';

describe('getImageSource', () => {
  it.each<[unknown, string | null]>([
    [FILE, FILE],
    ['//a.storyblok.com/f/1/a.jpg', 'https://a.storyblok.com/f/1/a.jpg'],
    ['http://img.example/a b.jpg', 'http://img.example/a%20b.jpg'],
    ['/images/hero.jpg', 'images/hero.jpg'],
    ['  https://img.example/a.jpg  ', 'https://img.example/a.jpg'],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['ftp://img.example/a.jpg', null],
    ['https://user:pw@img.example/a.jpg', null],
    ['relative/a.jpg', null],
    ['', null],
    [undefined, null],
    [42, null],
  ])('%j -> %j', (filename, expected) => {
    expect(getImageSource(filename)).toBe(expected);
  });
});

describe('buildImageUrl', () => {
  it('puts the options segment between the service prefix and the absolute source', () => {
    expect(buildImageUrl(FILE, { width: 479, format: 'webp' })).toBe(`/cdn-cgi/image/width=479,quality=85,format=webp/${FILE}`);
  });

  it('prefixes a base URL without doubling the slash', () => {
    expect(buildImageUrl(FILE, {}, 'https://www.shop.example/')).toBe(`https://www.shop.example/cdn-cgi/image/quality=85/${FILE}`);
  });

  it('addresses root-relative files as origin paths', () => {
    expect(buildImageUrl('/images/hero.jpg', { width: 319 })).toBe('/cdn-cgi/image/width=319,quality=85/images/hero.jpg');
  });

  it('refuses a source the service must not fetch', () => {
    expect(buildImageUrl('javascript:alert(1)', { width: 10 })).toBeNull();
  });
});

describe('getSrcSetWidths', () => {
  it('is every breakpoint at density 1 and 2, deduplicated and ascending', () => {
    const breakpoints = Object.values(IMAGE_BREAKPOINTS);
    const widths = getSrcSetWidths();
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(new Set(widths).size).toBe(widths.length);
    for (const breakpoint of breakpoints) expect(widths).toEqual(expect.arrayContaining([breakpoint, breakpoint * 2]));
    expect(Math.max(...widths)).toBe(2 * Math.max(...breakpoints));
    expect(widths).toHaveLength(18);
  });
});

describe('getSrcSetWidthsFor', () => {
  it('offers up to twice the display width and drops candidates within 10% of each other', () => {
    expect(getSrcSetWidthsFor(480)).toEqual([319, 479, 575, 638, 767, 899, 1023]);
    const page = getSrcSetWidthsFor(1200);
    expect(page.at(-1)).toBeGreaterThanOrEqual(2400);
    for (let i = 1; i < page.length - 1; i++) expect(page[i]! / page[i - 1]!).toBeGreaterThanOrEqual(1.1);
    expect(page.length).toBeLessThan(getSrcSetWidths().length);
  });
});

describe('buildSrcSet', () => {
  it('uses the thinned candidates when the display width is known', () => {
    const result = buildSrcSet({ filename: FILE }, { maxDisplayWidth: 480 });
    expect(result!.srcSet.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['319w', '479w', '575w', '638w', '767w', '899w', '1023w']);
  });

  it('lists one webp candidate at quality 85 per width', () => {
    const result = buildSrcSet({ filename: FILE }, { sizes: '50vw' });
    expect(result).not.toBeNull();
    const candidates = result!.srcSet.split(', ');
    expect(candidates).toHaveLength(getSrcSetWidths().length);
    expect(candidates[0]).toBe(`/cdn-cgi/image/width=319,quality=85,format=webp/${FILE} 319w`);
    expect(candidates.at(-1)).toBe(`/cdn-cgi/image/width=3198,quality=85,format=webp/${FILE} 3198w`);
    expect(result!.sizes).toBe('50vw');
    expect(result!.src).toBe(`/cdn-cgi/image/width=767,quality=85,format=webp/${FILE}`);
  });

  it('crops every candidate to the aspect ratio', () => {
    const result = buildSrcSet({ filename: FILE }, { aspectRatio: 16 / 9 });
    expect(result!.srcSet).toContain(`/cdn-cgi/image/width=1536,height=864,fit=cover,quality=85,format=webp/${FILE} 1536w`);
    expect(result!.sizes).toBe('100vw');
  });

  it('ignores an unusable aspect ratio instead of emitting a broken height', () => {
    const result = buildSrcSet({ filename: FILE }, { aspectRatio: 0 });
    expect(result!.srcSet).not.toContain('height=');
  });

  it('is null for an asset without a usable file', () => {
    expect(buildSrcSet({ filename: '' })).toBeNull();
  });
});

describe('buildLightImageSource (light mode)', () => {
  it('asks for one phone-width image, cropped to the aspect ratio', () => {
    expect(buildLightImageSource({ filename: FILE }, { aspectRatio: 16 / 9, maxDisplayWidth: 1200 })).toEqual({
      src: `/cdn-cgi/image/width=479,height=269,fit=cover,quality=85,format=webp/${FILE}`,
    });
    expect(buildLightImageSource({ filename: FILE })).toEqual({ src: `/cdn-cgi/image/width=479,quality=85,format=webp/${FILE}` });
  });

  it('asks for less where the slot is never drawn as wide as a phone', () => {
    expect(buildLightImageSource({ filename: FILE }, { maxDisplayWidth: 240 })!.src).toContain('width=319,');
    // A tile drawn at 45% of a phone's width (176 px) needs the smallest file.
    expect(buildLightImageSource({ filename: FILE }, { sizes: '(min-width: 1024px) 20vw, (min-width: 576px) 30vw, 45vw', maxDisplayWidth: 400 })!.src).toContain('width=319,');
    expect(buildLightImageSource({ filename: FILE }, { sizes: '100vw', maxDisplayWidth: 1200 })!.src).toContain('width=479,');
  });

  it('reads how wide a phone draws the slot from the last sizes entry', () => {
    expect(phoneSlotWidth('(min-width: 1024px) 50vw, 100vw')).toBe(390);
    expect(phoneSlotWidth('(min-width: 576px) 30vw, 45vw')).toBe(176);
    expect(phoneSlotWidth('300px')).toBe(300);
    expect(phoneSlotWidth('calc(100vw - 2rem)')).toBe(390);
    expect(phoneSlotWidth(undefined)).toBe(390);
  });

  it('is null for an asset without a usable file', () => {
    expect(buildLightImageSource({ filename: '' })).toBeNull();
  });
});

describe('buildOgImageUrl', () => {
  it('crops to 1200x627', () => {
    expect(buildOgImageUrl({ filename: FILE })).toBe(`/cdn-cgi/image/width=1200,height=627,fit=cover,quality=85/${FILE}`);
  });

  it('is absolute when given the origin', () => {
    expect(buildOgImageUrl({ filename: FILE }, 'https://www.shop.example')).toMatch(/^https:\/\/www\.shop\.example\/cdn-cgi\/image\//);
  });
});
