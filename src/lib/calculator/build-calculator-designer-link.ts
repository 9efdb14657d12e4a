/**
 * Where the calculator's call to action leads (docs/shop-rules.md, Calculator; Designer links and query strings): the designer of the product
 * with the chosen material and format as context. Frame defaults come from the material's context
 * and, for framed products without one, from the catalogue's default frame per material.
 */
import {
  getDefaultFrameKind,
  getFrameDefaults,
  isOneOf,
  MATERIAL_TYPES,
  PHOTO_PRINT_FINISHES,
  PHOTOBOOK_BINDINGS,
  PHOTOBOOK_COVERS,
  PHOTOBOOK_FORMATS,
  PHOTOBOOK_PAPERS,
  PHOTOBOOK_PRINTINGS,
  PHOTOBOX_TYPES,
} from '../../../domain/catalog/vocabulary.ts';
import {
  buildCollageDesignerLink,
  buildPhotoboxDesignerLink,
  buildPhotobookDesignerLink,
  buildPhotoFrameDesignerLink,
  type DesignerLinkContext,
  type FramedDesignerParams,
} from '../links/designer-links.ts';
import type { CalculatorProduct } from '../../../domain/catalog/vocabulary.ts';
import type { CalculatorContext, CalculatorMaterial } from '../shop-api/catalog.ts';

export type CalculatorDesignerChoice = {
  product: CalculatorProduct;
  material: Pick<CalculatorMaterial, 'value' | 'context'>;
  /** `WIDTHxHEIGHT` in millimetres. */
  format: string;
  /** The chosen format's own context (photobook format ids travel here); empty for own formats. */
  formatContext: CalculatorContext;
};

function text(context: CalculatorContext, key: string): string | undefined {
  const value = context[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function integer(context: CalculatorContext, key: string): number | undefined {
  const value = context[key];
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
}

function frameParams(product: CalculatorProduct, material: CalculatorDesignerChoice['material']): FramedDesignerParams {
  const { context } = material;
  const contextMaterial = text(context, 'materialType');
  const materialType = isOneOf(MATERIAL_TYPES, contextMaterial) ? contextMaterial : isOneOf(MATERIAL_TYPES, material.value) ? material.value : undefined;
  const defaultKind = product === 'framed' && materialType ? getDefaultFrameKind(materialType) : null;
  const defaults = defaultKind ? getFrameDefaults(defaultKind) : undefined;
  // A photo print's finish (glossy, matt) is the one option it has.
  const finish = text(context, 'finish');
  const optionTypes = text(context, 'optionTypes') ?? (isOneOf(PHOTO_PRINT_FINISHES, finish) ? finish : undefined);
  return {
    materialType,
    frameType: text(context, 'frameType') ?? defaults?.frameType,
    matSize: integer(context, 'matSize') ?? defaults?.matSize,
    matType: text(context, 'matType') ?? defaults?.matType,
    optionTypes: optionTypes ? [optionTypes] : undefined,
    color: text(context, 'color'),
  };
}

/** A relative designer URL with the locale; the caller puts the designer origin in front. */
export function buildCalculatorDesignerLink(choice: CalculatorDesignerChoice, context: DesignerLinkContext): string {
  const { product, material, format, formatContext } = choice;
  switch (product) {
    case 'framed':
    case 'photoframe':
      return buildPhotoFrameDesignerLink({ ...frameParams(product, material), formatType: format }, context);
    case 'photoprint':
      return buildPhotoFrameDesignerLink({ ...frameParams(product, material), formatType: format, productType: 'photoprint' }, context);
    case 'collage':
      return buildCollageDesignerLink({ ...frameParams(product, material), formatType: format }, context);
    case 'photobox': {
      const type = text(material.context, 'photoboxType') ?? material.value;
      return buildPhotoboxDesignerLink(
        {
          photoboxFormat: format,
          photoboxType: isOneOf(PHOTOBOX_TYPES, type) ? type : undefined,
          photoboxQuantityMax: integer(formatContext, 'quantityMax') ?? integer(material.context, 'photoboxQuantityMax'),
        },
        context,
      );
    }
    case 'photobook': {
      const { context: bookContext } = material;
      const printing = text(bookContext, 'photobookPrinting') ?? material.value;
      const photobookFormat = text(formatContext, 'photobookFormat');
      const binding = text(bookContext, 'photobookBinding');
      const cover = text(bookContext, 'photobookCover');
      const paper = text(bookContext, 'photobookPaper');
      return buildPhotobookDesignerLink(
        {
          photobookBinding: isOneOf(PHOTOBOOK_BINDINGS, binding) ? binding : undefined,
          photobookCover: isOneOf(PHOTOBOOK_COVERS, cover) ? cover : undefined,
          photobookFormat: isOneOf(PHOTOBOOK_FORMATS, photobookFormat) ? photobookFormat : undefined,
          photobookPageCount: integer(bookContext, 'photobookPageCount'),
          photobookPaper: isOneOf(PHOTOBOOK_PAPERS, paper) ? paper : undefined,
          photobookPrinting: isOneOf(PHOTOBOOK_PRINTINGS, printing) ? printing : undefined,
        },
        context,
      );
    }
  }
}
