import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { logger } from '../log/logger.ts';
import { buildImageUrl, buildOgImageUrl, buildSrcSet, getSrcSetWidthsFor } from './build-image-url.ts';
import {
  checkImageOptionsSegment,
  getSrcSetWidths,
  IMAGE_QUALITIES,
  IMAGE_WIDTHS,
  MAX_IMAGE_DIMENSION,
  MAX_IMAGE_PIXELS,
  OG_IMAGE_SIZE,
  toAllowedImageOptions,
} from './image-allow-list.ts';

const FILE = 'https://a.storyblok.com/f/1/600x400/abc/canvas.jpg';

function segmentOf(url: string): string {
  return url.slice('/cdn-cgi/image/'.length).split('/')[0]!;
}

describe('image allow-list', () => {
  it('holds the srcset widths and the og:image width, and the default quality', () => {
    expect(IMAGE_WIDTHS).toEqual(expect.arrayContaining([...getSrcSetWidths(), OG_IMAGE_SIZE.width]));
    expect(IMAGE_QUALITIES).toEqual([85]);
  });

  it('accepts every URL the builder writes for the shop’s images', () => {
    const ratios = [undefined, 16 / 9, 4 / 3, 1, 3 / 4, 1 / 3, 21 / 9];
    const segments = ratios.flatMap((aspectRatio) =>
      [undefined, 160, 480, 1200, 1600].flatMap((maxDisplayWidth) => {
        const sources = buildSrcSet({ filename: FILE }, { aspectRatio, maxDisplayWidth });
        return [sources!.src, ...sources!.srcSet.split(', ').map((candidate) => candidate.split(' ')[0]!)].map(segmentOf);
      }),
    );
    segments.push(segmentOf(buildOgImageUrl({ filename: FILE })!));
    for (const segment of segments) expect(checkImageOptionsSegment(segment), segment).toMatchObject({ ok: true });
  });

  it('accepts the 3D preview\'s turns and no other angle (decision 0037)', () => {
    const segment = segmentOf(buildImageUrl('/a/canvas.jpg', { width: 958, format: 'webp', turn: -20 })!);
    expect(segment).toBe('width=958,quality=85,format=webp,turn=-20');
    expect(checkImageOptionsSegment(segment).ok).toBe(true);
    expect(checkImageOptionsSegment('width=958,quality=85,format=webp,turn=25').ok).toBe(false);
    expect(checkImageOptionsSegment('width=958,quality=85,format=webp,turn=0').ok).toBe(false);
  });

  it('accepts whatever the builder makes of arbitrary options', () => {
    const warn = vi.spyOn(logger, 'warn').mockReturnValue(undefined);
    fc.assert(
      fc.property(
        fc.record(
          {
            width: fc.integer({ min: 1, max: 10_000 }),
            height: fc.integer({ min: 1, max: 10_000 }),
            fit: fc.constantFrom('cover' as const, 'contain' as const, 'scale-down' as const),
            quality: fc.integer({ min: 0, max: 100 }),
            format: fc.constantFrom('webp' as const, 'png' as const, 'jpeg' as const, 'auto' as const),
            blur: fc.integer({ min: 0, max: 100 }),
            brightness: fc.integer({ min: -100, max: 100 }),
          },
          { requiredKeys: [] },
        ),
        (options) => {
          const segment = segmentOf(buildImageUrl(FILE, options)!);
          expect(checkImageOptionsSegment(segment).ok).toBe(true);
        },
      ),
    );
    warn.mockRestore();
  });

  it.each([
    ['a width the shop never emits', 'width=4096,quality=85'],
    ['a quality the shop never emits', 'width=479,quality=100'],
    ['dpr', 'width=479,quality=85,dpr=3'],
    ['an alias', 'w=479,quality=85'],
    ['an unknown option', 'width=479,quality=85,sharpen=1'],
    ['a repeated option', 'width=479,width=575,quality=85'],
    ['a blur off its steps', 'width=479,quality=85,blur=15'],
    ['options out of order', 'quality=85,width=479'],
    ['a missing quality', 'width=479'],
    ['a fractional width', 'width=479.0,quality=85'],
    ['a height beyond the pixel cap', 'width=3198,height=4096,quality=85'],
    ['the reported attack', 'width=4096,height=4096,dpr=3,blur=100,format=png,quality=100,fit=cover'],
  ])('refuses %s', (_label, segment) => {
    const warn = vi.spyOn(logger, 'warn');
    expect(checkImageOptionsSegment(segment).ok).toBe(false);
    // A visitor's URL is not an editor's mistake: no warning per refused request.
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('toAllowedImageOptions', () => {
  it('moves a width up to the next allowed one and scales the height with it', () => {
    expect(toAllowedImageOptions({ width: 480, height: 270, fit: 'cover' })).toEqual({ width: 575, height: 323, fit: 'cover', quality: 85 });
  });

  it('keeps the output within the pixel cap', () => {
    for (const height of [4000, 6000, 20_000]) {
      const allowed = toAllowedImageOptions({ width: 3198, height, fit: 'cover' });
      expect(allowed.width! * allowed.height!).toBeLessThanOrEqual(MAX_IMAGE_PIXELS);
      expect(allowed.height).toBeLessThanOrEqual(MAX_IMAGE_DIMENSION);
      expect(IMAGE_WIDTHS).toContain(allowed.width);
    }
    expect(toAllowedImageOptions({ height: 9000 }).height).toBe(MAX_IMAGE_DIMENSION);
  });

  it('leaves allowed options as they are', () => {
    for (const width of getSrcSetWidthsFor(1200)) expect(toAllowedImageOptions({ width, format: 'webp' })).toEqual({ width, quality: 85, format: 'webp' });
  });
});

describe('srcset of a tall crop', () => {
  it('offers each real width once, described by that width, within the pixel cap', () => {
    const sources = buildSrcSet({ filename: FILE }, { aspectRatio: 1 / 3 })!;
    const candidates = sources.srcSet.split(', ').map((candidate) => {
      const [url, descriptor] = candidate.split(' ');
      const options = Object.fromEntries(segmentOf(url!).split(',').map((pair) => pair.split('=')));
      return { width: Number(options.width), height: Number(options.height), descriptor };
    });
    expect(new Set(candidates.map((candidate) => candidate.width)).size).toBe(candidates.length);
    for (const candidate of candidates) {
      expect(candidate.descriptor).toBe(`${candidate.width}w`);
      expect(candidate.width * candidate.height).toBeLessThanOrEqual(MAX_IMAGE_PIXELS);
      expect(candidate.height).toBeLessThanOrEqual(MAX_IMAGE_DIMENSION);
    }
  });
});

