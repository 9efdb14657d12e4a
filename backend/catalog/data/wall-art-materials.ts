import type { MaterialType } from '../../../domain/catalog/vocabulary.ts';
import type { FormatLimit } from '../check-format-limit.ts';
import { BANNER_FORMATS, DIN_FORMATS, PANORAMA_FORMATS, PORTRAIT_FORMATS, SQUARE_FORMATS, WALLPAPER_FORMATS } from './wall-art-formats.ts';

export type MaterialGroup = 'paper' | 'canvas' | 'glass' | 'board' | 'film' | 'wallpaper' | 'banner';

/** Euro list price of a print: `setup + perSquareMetre * area^0.85` (area in m²), see get-list-price.ts. */
export type AreaPricing = { setup: number; perSquareMetre: number };

export type WallArtMaterial = {
  value: MaterialType;
  group: MaterialGroup;
  /** `premium` materials are grouped after the standard ones in the calculator. */
  set: 'standard' | 'premium' | 'special';
  /**
   * Printable sizes, either way round. Maxima follow the production width of the medium: paper and
   * canvas come on 1.3 m rolls (canvas needs 2 x 4 cm wrap), boards as 2.5 x 1.25 m sheets, Fine Art
   * paper on 1.1 m rolls, real glass is cut to 1.2 x 0.8 m; wallpaper and banners are printed in
   * strips and joined, so they go far beyond the roll width.
   */
  limit: FormatLimit;
  pricing: AreaPricing;
  listedFormats: readonly string[];
  moreFormats: readonly string[];
  initialFormat: string;
  tags: readonly string[];
};

const LARGE_PORTRAIT = PORTRAIT_FORMATS.filter((f) => f !== '300x400' && f !== '400x600' && f !== '500x700' && f !== '600x900' && f !== '700x1000');

export const WALL_ART_MATERIALS: readonly WallArtMaterial[] = [
  {
    value: 'poster',
    group: 'paper',
    set: 'standard',
    limit: { maxWidth: 1800, maxHeight: 1200, minWidth: 100, minHeight: 100 },
    pricing: { setup: 7, perSquareMetre: 48 },
    listedFormats: ['300x400', '400x600', '500x700', '600x900', '700x1000'],
    moreFormats: [...LARGE_PORTRAIT, ...DIN_FORMATS, ...SQUARE_FORMATS, '800x450', '900x300', '1000x500', '1200x400', '1600x900'],
    initialFormat: '300x400',
    tags: ['bestseller'],
  },
  {
    value: 'hahnemuehle',
    group: 'paper',
    set: 'premium',
    limit: { maxWidth: 1500, maxHeight: 1000, minWidth: 150, minHeight: 150 },
    pricing: { setup: 12, perSquareMetre: 95 },
    listedFormats: ['210x297', '300x400', '420x594', '500x700'],
    moreFormats: ['297x420', '594x841', '400x500', '600x800', '700x1000', '300x300', '500x500', '700x700', '1000x1000'],
    initialFormat: '300x400',
    tags: [],
  },
  {
    value: 'leinwand',
    group: 'canvas',
    set: 'standard',
    limit: { maxWidth: 2000, maxHeight: 1250, minWidth: 200, minHeight: 200 },
    pricing: { setup: 17, perSquareMetre: 85 },
    listedFormats: ['400x300', '600x400', '800x600', '1200x800', '1500x1000'],
    moreFormats: [
      '300x200', '450x300', '500x400', '700x500', '900x600', '1000x700',
      ...SQUARE_FORMATS, ...PANORAMA_FORMATS,
    ],
    initialFormat: '600x400',
    tags: ['bestseller'],
  },
  {
    value: 'acrylglas',
    group: 'glass',
    set: 'premium',
    limit: { maxWidth: 1800, maxHeight: 1200, minWidth: 100, minHeight: 100 },
    pricing: { setup: 22, perSquareMetre: 165 },
    listedFormats: ['450x300', '600x400', '900x600', '1200x800'],
    moreFormats: ['300x200', '400x300', '800x600', '1000x700', '1500x1000', '300x300', '500x500', '700x700', '1000x1000', '1000x500', '1200x400', '1600x900', '1800x600'],
    initialFormat: '600x400',
    tags: ['top-deal'],
  },
  {
    value: 'echtglas',
    group: 'glass',
    set: 'premium',
    limit: { maxWidth: 1200, maxHeight: 800, minWidth: 200, minHeight: 200 },
    pricing: { setup: 32, perSquareMetre: 210 },
    listedFormats: ['300x200', '450x300', '600x400', '900x600'],
    moreFormats: ['400x300', '800x600', '1200x800', '300x300', '500x500', '700x700', '800x450', '1000x500'],
    initialFormat: '450x300',
    tags: [],
  },
  {
    value: 'aludibond',
    group: 'board',
    set: 'standard',
    limit: { maxWidth: 2400, maxHeight: 1200, minWidth: 100, minHeight: 100 },
    pricing: { setup: 19, perSquareMetre: 130 },
    listedFormats: ['450x300', '600x400', '900x600', '1200x800', '1500x1000'],
    moreFormats: ['300x200', '400x300', '800x600', '1000x700', ...SQUARE_FORMATS, ...PANORAMA_FORMATS],
    initialFormat: '600x400',
    tags: [],
  },
  {
    value: 'forexplatte',
    group: 'board',
    set: 'standard',
    limit: { maxWidth: 2400, maxHeight: 1200, minWidth: 100, minHeight: 100 },
    pricing: { setup: 13, perSquareMetre: 80 },
    listedFormats: ['400x300', '600x400', '900x600', '1200x800'],
    moreFormats: ['300x200', '450x300', '800x600', '1000x700', '1500x1000', ...SQUARE_FORMATS, ...PANORAMA_FORMATS],
    initialFormat: '600x400',
    tags: [],
  },
  {
    value: 'gallerybond',
    group: 'board',
    set: 'premium',
    limit: { maxWidth: 1800, maxHeight: 1200, minWidth: 100, minHeight: 100 },
    pricing: { setup: 18, perSquareMetre: 115 },
    listedFormats: ['450x300', '600x400', '900x600', '1200x800'],
    moreFormats: ['300x200', '400x300', '800x600', '1000x700', '1500x1000', '300x300', '500x500', '800x800', '1000x1000', '1000x500', '1600x900'],
    initialFormat: '600x400',
    tags: [],
  },
  {
    value: 'backlitfolie',
    group: 'film',
    set: 'special',
    limit: { maxWidth: 2000, maxHeight: 1300, minWidth: 200, minHeight: 200 },
    pricing: { setup: 14, perSquareMetre: 70 },
    listedFormats: ['594x841', '700x1000', '841x1189'],
    moreFormats: ['420x594', '500x700', '600x900', '800x1200', '1000x1500', '1000x1000'],
    initialFormat: '700x1000',
    tags: [],
  },
  {
    value: 'klebefolie',
    group: 'film',
    set: 'special',
    limit: { maxWidth: 3000, maxHeight: 1300, minWidth: 100, minHeight: 100 },
    pricing: { setup: 9, perSquareMetre: 42 },
    listedFormats: ['300x400', '600x900', '1000x1000', '2000x1000'],
    moreFormats: ['200x200', '300x300', '500x500', '500x700', '700x1000', '1000x500', '1200x400', '1500x500', '1800x600', '3000x1000'],
    initialFormat: '600x900',
    tags: [],
  },
  {
    value: 'fototapete',
    group: 'wallpaper',
    set: 'special',
    limit: { maxWidth: 5000, maxHeight: 3000, minWidth: 1000, minHeight: 1000 },
    pricing: { setup: 19, perSquareMetre: 28 },
    listedFormats: ['2000x2500', '3000x2500', '4000x2500'],
    moreFormats: WALLPAPER_FORMATS.filter((f) => !['2000x2500', '3000x2500', '4000x2500'].includes(f)),
    initialFormat: '3000x2500',
    tags: [],
  },
  {
    value: 'pvcplane',
    group: 'banner',
    set: 'special',
    limit: { maxWidth: 5000, maxHeight: 2500, minWidth: 300, minHeight: 300 },
    pricing: { setup: 14, perSquareMetre: 32 },
    listedFormats: ['1000x500', '2000x1000', '3000x1000'],
    moreFormats: BANNER_FORMATS.filter((f) => !['1000x500', '2000x1000', '3000x1000'].includes(f)),
    initialFormat: '2000x1000',
    tags: [],
  },
];

export function findWallArtMaterial(value: string): WallArtMaterial | undefined {
  return WALL_ART_MATERIALS.find((material) => material.value === value);
}

