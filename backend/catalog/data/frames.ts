import type { FrameKind, MaterialType } from '../../../domain/catalog/vocabulary.ts';
import type { FormatLimit } from '../check-format-limit.ts';

export type FrameFamily = {
  kind: FrameKind;
  /** Colour wire values; the frame type id is `{kind}-{colour}` (decision 0003), black comes first. */
  colors: readonly string[];
  /** Largest picture the moulding carries, either way round. */
  limit: FormatLimit;
  /** Euro list price: `base + perMetre * outer perimeter in metres`. */
  pricing: { base: number; perMetre: number };
};

export const FRAME_FAMILIES: readonly FrameFamily[] = [
  {
    kind: 'holzrahmen',
    colors: ['schwarz', 'weiss', 'eiche', 'nussbaum', 'natur', 'grau'],
    limit: { maxWidth: 1500, maxHeight: 1000, minWidth: 130, minHeight: 130 },
    pricing: { base: 8, perMetre: 16 },
  },
  {
    kind: 'alurahmen',
    colors: ['schwarz', 'schwarz-matt', 'silber', 'silber-matt', 'gold', 'kupfer', 'weiss'],
    limit: { maxWidth: 1200, maxHeight: 1000, minWidth: 130, minHeight: 130 },
    pricing: { base: 10, perMetre: 19 },
  },
  {
    kind: 'kunststoffrahmen',
    colors: ['schwarz', 'weiss', 'silber'],
    limit: { maxWidth: 1000, maxHeight: 700, minWidth: 100, minHeight: 100 },
    pricing: { base: 4, perMetre: 9 },
  },
  {
    kind: 'artbox',
    colors: ['schwarz', 'weiss', 'eiche'],
    limit: { maxWidth: 1000, maxHeight: 1000, minWidth: 200, minHeight: 200 },
    pricing: { base: 14, perMetre: 22 },
  },
  {
    kind: 'fotorahmen',
    colors: ['schwarz', 'weiss', 'silber', 'gold', 'chrom'],
    limit: { maxWidth: 700, maxHeight: 500, minWidth: 100, minHeight: 100 },
    pricing: { base: 3, perMetre: 8 },
  },
  {
    kind: 'schattenfuge-leinwand',
    colors: ['schwarz', 'weiss', 'eiche', 'natur'],
    limit: { maxWidth: 1500, maxHeight: 1000, minWidth: 200, minHeight: 200 },
    pricing: { base: 12, perMetre: 20 },
  },
  {
    kind: 'schattenfuge-platte',
    colors: ['schwarz', 'weiss', 'eiche', 'silber'],
    limit: { maxWidth: 1500, maxHeight: 1000, minWidth: 150, minHeight: 150 },
    pricing: { base: 13, perMetre: 21 },
  },
];

/** Photo frames come in these mouldings; each multiplies the fotorahmen price. */
export const PHOTO_FRAME_VARIANTS = [
  { value: 'alu', priceFactor: 1.3 },
  { value: 'holz', priceFactor: 1.15 },
  { value: 'kunststoff', priceFactor: 1 },
] as const;

/** Which mouldings suit which material; materials missing here are not framed. */
export const FRAME_KINDS_BY_MATERIAL: Partial<Record<MaterialType, readonly FrameKind[]>> = {
  poster: ['holzrahmen', 'alurahmen', 'kunststoffrahmen', 'artbox'],
  hahnemuehle: ['holzrahmen', 'alurahmen', 'artbox'],
  leinwand: ['schattenfuge-leinwand'],
  acrylglas: ['schattenfuge-platte'],
  aludibond: ['schattenfuge-platte'],
  forexplatte: ['schattenfuge-platte'],
  gallerybond: ['schattenfuge-platte'],
};

/** Euro list price of a mat: `base + perSquareMetre * outer area`. */
export const MAT_PRICING = { base: 3, perSquareMetre: 14 };

export function findFrameFamily(kind: string): FrameFamily | undefined {
  return FRAME_FAMILIES.find((family) => family.kind === kind);
}
