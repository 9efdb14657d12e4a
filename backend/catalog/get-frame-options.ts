import { type Currency, type FrameKind, getFrameDefaults, isOneOf, MATERIAL_TYPES, parseFormat } from '../../src/lib/shop-api/contract/shared.ts';
import { buildPricePair } from './build-price-pair.ts';
import { getCalculatorMaterials } from './calculator-catalog.ts';
import { fitsFormatLimit } from './check-format-limit.ts';
import { FRAME_KINDS_BY_MATERIAL, GLAZINGS, MATS, findFrameFamily, type FrameFamily } from './data/frames.ts';
import { getAreaInSquareMetres, getFrameListPrice, getMatListPrice } from './get-list-price.ts';

/**
 * The frame kinds a material can take: wall-art materials per FRAME_KINDS_BY_MATERIAL, the
 * photo-frame materials (`fotorahmen-holz` ...) their photo frame. Undefined for unknown materials.
 */
export function getFrameFamiliesFor(material: string): FrameFamily[] | undefined {
  const isPhotoFrame = getCalculatorMaterials('photoframe').some((entry) => entry.value === material);
  const kinds: readonly FrameKind[] | undefined = isPhotoFrame
    ? ['fotorahmen']
    : isOneOf(MATERIAL_TYPES, material)
      ? (FRAME_KINDS_BY_MATERIAL[material] ?? [])
      : undefined;
  return kinds?.flatMap((kind) => findFrameFamily(kind) ?? []);
}

export function getFrameTypeVariants(families: readonly FrameFamily[]) {
  return families.flatMap((family) => family.colors.map((color) => ({ value: `${family.kind}-${color}`, kind: family.kind, color })));
}

/**
 * Frame, mat and glazing prices for one picture size: frames whose moulding carries the size,
 * priced with the kind's default mat (decision 0003), mats and museum glass as surcharges.
 */
export function getFramePrices(families: readonly FrameFamily[], format: string, currency: Currency) {
  const picture = parseFormat(format);
  const frames = families
    .filter((family) => fitsFormatLimit(picture, family.limit))
    .flatMap((family) => {
      const { matSize } = getFrameDefaults(family.kind);
      const listPrice = getFrameListPrice(family, picture, matSize);
      return family.colors.map((color) => ({
        value: `${family.kind}-${color}`,
        kind: family.kind,
        color,
        matSize,
        ...buildPricePair(listPrice, currency, `frame:${family.kind}-${color}:${format}`),
      }));
    });
  const mats = MATS.flatMap(({ matType, sizes }) =>
    sizes.map((matSize) => ({ matType, matSize, ...buildPricePair(getMatListPrice(picture, matSize), currency, `mat:${matType}-${matSize}:${format}`) })),
  );
  const glazings = GLAZINGS.map((glazing) => ({
    value: glazing.value,
    ...buildPricePair(glazing.perSquareMetre * getAreaInSquareMetres(picture), currency, `glazing:${glazing.value}:${format}`),
  }));
  return { frames, mats, glazings };
}
