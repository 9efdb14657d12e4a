import { isOneOf, MATERIAL_TYPES, type FrameKind } from '../../domain/catalog/vocabulary.ts';
import { getCalculatorMaterials } from './calculator-catalog.ts';
import { FRAME_KINDS_BY_MATERIAL, findFrameFamily, type FrameFamily } from './data/frames.ts';

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
