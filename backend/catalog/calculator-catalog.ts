import { type CalculatorProduct, COLLAGE_TYPES, type CollageType, getDefaultFrameKind, getDefaultPhotobookFormats, getFrameDefaults, getPhotobookBinding, type MaterialType, PHOTO_PRINT_FINISHES, PHOTO_PRINT_FORMATS } from '../../domain/catalog/vocabulary.ts';
import { type Dimensions, parseFormat } from '../../domain/catalog/format.ts';
import { boundFormats, fitsFormatLimit, intersectFormatLimits, type FormatLimit } from './check-format-limit.ts';
import { findFrameFamily, PHOTO_FRAME_VARIANTS, type FrameFamily } from './data/frames.ts';
import { PHOTOBOX_PRINT_FACTOR, PHOTOBOXES, PHOTO_PRINT_FINISH_FACTORS, PHOTO_PRINT_LIMIT, PHOTO_PRINT_PRICING } from './data/photo-products.ts';
import { PHOTOBOOK_PRINTINGS_DATA, PHOTOBOOK_SIZES } from './data/photobooks.ts';
import { PHOTO_FRAME_FORMATS } from './data/wall-art-formats.ts';
import { findWallArtMaterial, WALL_ART_MATERIALS, type WallArtMaterial } from './data/wall-art-materials.ts';
import { getFormatType } from './get-format-type.ts';
import { getFrameListPrice, getLinearListPrice, getMatListPrice, getPrintListPrice } from './get-list-price.ts';
import { getPhotobookListPrice } from './get-photobook-price.ts';

/** `print` is a material sold unframed: the default when a price call names no product. */
export type CatalogProduct = CalculatorProduct | 'print';

type Context = Record<string, string | number>;

/** One selectable material of one product, with everything the price endpoints need. */
export type CalculatorMaterial = {
  product: CatalogProduct;
  value: string;
  labelTranslationKey: string;
  group?: string;
  set: string;
  context: Context;
  listedFormats: readonly string[];
  moreFormats: readonly string[];
  initialFormat: string;
  limit: FormatLimit;
  /** Whether the own-format dialog may price any size within the limit. */
  ownFormats: boolean;
  tags: readonly string[];
  getListPrice(dimensions: Dimensions): number;
  getFormatContext(format: string): Context;
  getFormatLabelKey(format: string): string;
};

function formatTypeContext(format: string): Context {
  return { formatType: getFormatType(format) };
}

function formatTypeLabelKey(format: string): string {
  return `format.${getFormatType(format)}`;
}

function requireFrameFamily(kind: string): FrameFamily {
  const family = findFrameFamily(kind);
  if (!family) throw new Error(`no frame family ${kind}`);
  return family;
}

function requireWallArtMaterial(value: MaterialType): WallArtMaterial {
  const material = findWallArtMaterial(value);
  if (!material) throw new Error(`no wall art material ${value}`);
  return material;
}

function framedListPrice(material: WallArtMaterial, family: FrameFamily, matSize: number) {
  return (dimensions: Dimensions) =>
    getPrintListPrice(material.pricing, dimensions) + getFrameListPrice(family, dimensions, matSize) + getMatListPrice(dimensions, matSize);
}

function fitting(formats: readonly string[], limit: FormatLimit): string[] {
  return formats.filter((format) => fitsFormatLimit(parseFormat(format), limit));
}

function buildPrintMaterials(): CalculatorMaterial[] {
  return WALL_ART_MATERIALS.map((material) => ({
    product: 'print',
    value: material.value,
    labelTranslationKey: `material.${material.value}`,
    group: material.group,
    set: material.set,
    context: { materialType: material.value },
    listedFormats: material.listedFormats,
    moreFormats: material.moreFormats,
    initialFormat: material.initialFormat,
    limit: material.limit,
    ownFormats: true,
    tags: material.tags,
    getListPrice: (dimensions) => getPrintListPrice(material.pricing, dimensions),
    getFormatContext: formatTypeContext,
    getFormatLabelKey: formatTypeLabelKey,
  }));
}

const FRAMED_MATERIALS: readonly MaterialType[] = ['poster', 'leinwand', 'acrylglas', 'aludibond', 'forexplatte', 'gallerybond', 'hahnemuehle'];

function buildFramedMaterials(): CalculatorMaterial[] {
  return FRAMED_MATERIALS.map((value) => {
    const material = requireWallArtMaterial(value);
    const kind = getDefaultFrameKind(value);
    if (!kind) throw new Error(`${value} has no default frame`);
    const defaults = getFrameDefaults(kind);
    const family = requireFrameFamily(kind);
    const limit = intersectFormatLimits(material.limit, family.limit);
    return {
      product: 'framed',
      value,
      labelTranslationKey: `material.${value}-gerahmt`,
      group: material.group,
      set: material.set,
      context: { materialType: value, frameType: defaults.frameType, matSize: defaults.matSize, matType: defaults.matType },
      listedFormats: fitting(material.listedFormats, limit),
      moreFormats: fitting(material.moreFormats, limit),
      initialFormat: material.initialFormat,
      limit,
      ownFormats: true,
      tags: material.tags,
      getListPrice: framedListPrice(material, family, defaults.matSize),
      getFormatContext: formatTypeContext,
      getFormatLabelKey: formatTypeLabelKey,
    };
  });
}

const PHOTO_FRAME_LISTED = ['130x180', '200x300', '300x400', '400x500'];

function buildPhotoFrameMaterials(): CalculatorMaterial[] {
  const family = requireFrameFamily('fotorahmen');
  const poster = requireWallArtMaterial('poster');
  const defaults = getFrameDefaults('fotorahmen');
  return PHOTO_FRAME_VARIANTS.map((variant, index) => ({
    product: 'photoframe',
    value: `fotorahmen-${variant.value}`,
    labelTranslationKey: `material.fotorahmen-${variant.value}`,
    group: 'frame',
    set: 'standard',
    context: { materialType: 'poster', frameType: defaults.frameType, frameVariant: variant.value, matSize: defaults.matSize, matType: defaults.matType },
    listedFormats: PHOTO_FRAME_LISTED,
    moreFormats: PHOTO_FRAME_FORMATS.filter((format) => !PHOTO_FRAME_LISTED.includes(format)),
    initialFormat: '200x300',
    limit: family.limit,
    ownFormats: true,
    // The cheapest moulding is the one advertised.
    tags: index === PHOTO_FRAME_VARIANTS.length - 1 ? ['top-deal'] : [],
    getListPrice: (dimensions) =>
      getPrintListPrice(poster.pricing, dimensions) + getFrameListPrice(family, dimensions, 0) * variant.priceFactor,
    getFormatContext: formatTypeContext,
    getFormatLabelKey: formatTypeLabelKey,
  }));
}

function buildPhotoPrintMaterials(): CalculatorMaterial[] {
  return PHOTO_PRINT_FINISHES.map((finish) => ({
    product: 'photoprint',
    value: finish,
    labelTranslationKey: `material.photoprint-${finish}`,
    set: 'standard',
    context: { finish },
    listedFormats: PHOTO_PRINT_FORMATS,
    moreFormats: [],
    initialFormat: '150x100',
    limit: PHOTO_PRINT_LIMIT,
    ownFormats: true,
    tags: finish === 'glossy' ? ['bestseller'] : [],
    getListPrice: (dimensions) => getLinearListPrice(PHOTO_PRINT_PRICING, dimensions) * PHOTO_PRINT_FINISH_FACTORS[finish],
    getFormatContext: formatTypeContext,
    getFormatLabelKey: formatTypeLabelKey,
  }));
}

/** A box is sold filled to its maximum; the prints inside get the box rate. */
export function getPhotoboxListPrice(boxEur: number, print: Dimensions, quantity: number): number {
  return boxEur + quantity * getLinearListPrice(PHOTO_PRINT_PRICING, print) * PHOTOBOX_PRINT_FACTOR;
}

function buildPhotoboxMaterials(): CalculatorMaterial[] {
  return PHOTOBOXES.map((box) => {
    const quantityByFormat = new Map(box.formats.map((format) => [format.value as string, format.quantityMax]));
    const formats = box.formats.map((format) => format.value);
    return {
      product: 'photobox',
      value: box.type,
      labelTranslationKey: box.type === 'small' ? 'material.photobox' : 'material.photobox-max',
      set: 'standard',
      context: { photoboxType: box.type },
      listedFormats: formats,
      moreFormats: [],
      initialFormat: formats[0] ?? '',
      limit: boundFormats(formats.map(parseFormat)),
      ownFormats: false,
      tags: box.type === 'photoprint' ? ['top-deal'] : [],
      getListPrice: (dimensions) =>
        getPhotoboxListPrice(box.boxEur, dimensions, quantityByFormat.get(`${dimensions.width}x${dimensions.height}`) ?? 0),
      getFormatContext: (format) => ({ ...formatTypeContext(format), quantityMax: quantityByFormat.get(format) ?? 0 }),
      getFormatLabelKey: formatTypeLabelKey,
    };
  });
}

const COLLAGE_LISTED = ['400x300', '600x400', '900x600', '1200x800'];
const COLLAGE_MORE = ['300x300', '500x500', '700x700', '1000x1000', '800x600', '1000x500', '1200x400', '1500x1000'];
/** Laying out the tiles is work the shop charges once per collage. */
const COLLAGE_LAYOUT_EUR = 4.95;
/** Mixed collages combine canvas and poster tiles, which costs more than canvas alone. */
const MIXED_COLLAGE_FACTOR = 1.1;
const COLLAGE_MIN_SIDE = 300;

function buildCollageMaterial(collageType: CollageType): CalculatorMaterial {
  const leinwand = requireWallArtMaterial('leinwand');
  const poster = requireWallArtMaterial('poster');
  const withMinimum = (limit: FormatLimit): FormatLimit => ({
    ...limit,
    minWidth: Math.max(limit.minWidth, COLLAGE_MIN_SIDE),
    minHeight: Math.max(limit.minHeight, COLLAGE_MIN_SIDE),
  });
  const base = {
    product: 'collage' as const,
    value: collageType,
    labelTranslationKey: `material.collage-${collageType}`,
    set: collageType === 'mixed' ? 'premium' : 'standard',
    initialFormat: '600x400',
    ownFormats: true,
    getFormatContext: formatTypeContext,
    getFormatLabelKey: formatTypeLabelKey,
  };
  const withFormats = (limit: FormatLimit) => ({
    limit,
    listedFormats: fitting(COLLAGE_LISTED, limit),
    moreFormats: fitting(COLLAGE_MORE, limit),
  });
  if (collageType === 'framedPoster') {
    const defaults = getFrameDefaults('holzrahmen');
    const family = requireFrameFamily('holzrahmen');
    return {
      ...base,
      ...withFormats(withMinimum(intersectFormatLimits(poster.limit, family.limit))),
      group: 'paper',
      context: { collageType, materialType: 'poster', frameType: defaults.frameType, matSize: defaults.matSize, matType: defaults.matType },
      tags: [],
      getListPrice: (dimensions) => COLLAGE_LAYOUT_EUR + framedListPrice(poster, family, defaults.matSize)(dimensions),
    };
  }
  const material = collageType === 'poster' ? poster : leinwand;
  const factor = collageType === 'mixed' ? MIXED_COLLAGE_FACTOR : 1;
  return {
    ...base,
    ...withFormats(withMinimum(material.limit)),
    group: material.group,
    context: { collageType, materialType: material.value },
    tags: collageType === 'leinwand' ? ['bestseller'] : [],
    getListPrice: (dimensions) => COLLAGE_LAYOUT_EUR + getPrintListPrice(material.pricing, dimensions) * factor,
  };
}

function buildPhotobookMaterials(): CalculatorMaterial[] {
  return PHOTOBOOK_PRINTINGS_DATA.map((printing) => {
    const formatIdBySize = new Map(printing.formats.map((id) => [PHOTOBOOK_SIZES[id], id]));
    const listedIds = getDefaultPhotobookFormats(printing.printing);
    const cover = printing.covers[0] ?? 'hard';
    const paper = printing.papers[0] ?? 'standard';
    return {
      product: 'photobook',
      value: printing.printing,
      labelTranslationKey: `material.photobook-${printing.printing}`,
      set: printing.printing === 'echtfotobuch' ? 'premium' : 'standard',
      context: {
        photobookPrinting: printing.printing,
        photobookBinding: getPhotobookBinding(printing.printing),
        photobookCover: cover,
        photobookPaper: paper,
        photobookPageCount: printing.pages.min,
      },
      listedFormats: listedIds.map((id) => PHOTOBOOK_SIZES[id]),
      moreFormats: printing.formats.filter((id) => !listedIds.includes(id)).map((id) => PHOTOBOOK_SIZES[id]),
      initialFormat: PHOTOBOOK_SIZES[listedIds[0] ?? 'a4-hoch'],
      limit: boundFormats(printing.formats.map((id) => parseFormat(PHOTOBOOK_SIZES[id]))),
      ownFormats: false,
      tags: printing.tags,
      getListPrice: (dimensions) => getPhotobookListPrice(printing, dimensions, printing.pages.min, cover, paper),
      getFormatContext: (format) => ({ ...formatTypeContext(format), photobookFormat: formatIdBySize.get(format) ?? '' }),
      getFormatLabelKey: (format) => `format.${formatIdBySize.get(format) ?? getFormatType(format)}`,
    };
  });
}

/** Built once: the catalogue is static data. */
const MATERIALS_BY_PRODUCT: Record<CatalogProduct, readonly CalculatorMaterial[]> = {
  print: buildPrintMaterials(),
  framed: buildFramedMaterials(),
  photoframe: buildPhotoFrameMaterials(),
  photoprint: buildPhotoPrintMaterials(),
  photobox: buildPhotoboxMaterials(),
  collage: COLLAGE_TYPES.map(buildCollageMaterial),
  photobook: buildPhotobookMaterials(),
};

export function getCalculatorMaterials(product: CatalogProduct): readonly CalculatorMaterial[] {
  return MATERIALS_BY_PRODUCT[product];
}

/** Without a product the unframed print is meant; other products are searched after it. */
const LOOKUP_ORDER: readonly CatalogProduct[] = ['print', 'framed', 'photoframe', 'photoprint', 'collage', 'photobox', 'photobook'];

export function findCalculatorMaterial(material: string, product?: CatalogProduct): CalculatorMaterial | undefined {
  const products = product ? [product] : LOOKUP_ORDER;
  for (const candidate of products) {
    const found = MATERIALS_BY_PRODUCT[candidate].find((entry) => entry.value === material);
    if (found) return found;
  }
  return undefined;
}

export function getAllFormats(material: CalculatorMaterial): string[] {
  return [...material.listedFormats, ...material.moreFormats];
}

/** Every (product, material) pair, for tests and the README's price overview. */
export function listAllCalculatorMaterials(): CalculatorMaterial[] {
  return LOOKUP_ORDER.flatMap((product) => MATERIALS_BY_PRODUCT[product]);
}
