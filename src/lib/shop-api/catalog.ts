/**
 * The calculator's reference data and own-format prices from the shop API (docs/shop-api-catalog.md).
 * Answers are checked with zod and mapped to the shop's own types; unusable entries (a format that
 * is not `WxH`, a price that is not a number) are dropped instead of failing the whole calculator.
 */
import { z } from 'zod';
import { isValidFormat } from '../../../domain/catalog/format.ts';
import { CALCULATOR_PRODUCTS, type CalculatorProduct } from '../../../domain/catalog/vocabulary.ts';
import { HEX_COLOR } from '../../../domain/colors/contrast.ts';
import { currencySchema } from '../../../domain/locale/currency-schema.ts';
import type { Currency } from '../../../domain/locale/locales.ts';
import { getServices } from '../services/services.ts';
import { ok } from '../../../domain/result/result.ts';
import { formatLimitSchema, SHOP_API, type FormatLimit } from '../../../domain/shop-api-contract/index.ts';
import { callShopApi, type ShopApiResult, type ShopApiScope } from './shop-api-client.ts';

export { CALCULATOR_PRODUCTS, type CalculatorProduct, type FormatLimit };

export type ContextValue = string | number | boolean;
export type CalculatorContext = Readonly<Record<string, ContextValue>>;

export type CalculatorFormat = {
  /** `WIDTHxHEIGHT` in millimetres. */
  value: string;
  priceCurrent: number;
  priceOriginal: number;
  context: CalculatorContext;
  labelTranslationKey: string | null;
};

export type CalculatorMaterial = {
  value: string;
  labelTranslationKey: string;
  group: string | null;
  set: string | null;
  initiallySelectedFormat: string;
  context: CalculatorContext;
  /** The formats shown in the calculator itself. */
  formats: CalculatorFormat[];
  /** The rest, shown in the more-formats dialog. */
  moreFormats: CalculatorFormat[];
  tags: string[];
  /** The material's own limit (the backend adds it per material); else the product's. */
  formatLimit: FormatLimit;
  /** Whether any size within the limit can be priced (own-format dialog). */
  ownFormats: boolean;
};

export type CalculatorLabel = { index: number; text: string; backgroundColor: string | null; textColor: string | null };


/**
 * Products whose materials take own formats when the answer does not say per material: wall
 * pictures, frames and prints are cut to size, boxes and books come in fixed sizes.
 */
const OWN_FORMAT_PRODUCTS: readonly CalculatorProduct[] = ['framed', 'photoframe', 'photoprint', 'collage'];

export type CalculatorReference = {
  product: CalculatorProduct;
  currency: Currency;
  isCollage: boolean;
  selectedValue: string;
  formatLimit: FormatLimit;
  labels: CalculatorLabel[];
  materials: CalculatorMaterial[];
};

/** Context values are scalars; nulls and nested values are left out rather than passed to a designer. */
const contextSchema = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((context): CalculatorContext => {
    const entries = Object.entries(context ?? {}).filter(
      (entry): entry is [string, ContextValue] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'boolean' || (typeof entry[1] === 'number' && Number.isFinite(entry[1])),
    );
    return Object.fromEntries(entries);
  });

const price = z.number().finite().nonnegative();

const formatSchema = z.object({
  value: z.string(),
  priceCurrent: price,
  priceOriginal: price,
  context: contextSchema,
  labelTranslationKey: z.string().nullish(),
});

/** One unusable format must not cost the visitor the whole calculator. */
const formatListSchema = z
  .array(z.unknown())
  .nullish()
  .transform((list): CalculatorFormat[] =>
    (list ?? []).flatMap((raw) => {
      const parsed = formatSchema.safeParse(raw);
      if (!parsed.success || !isValidFormat(parsed.data.value)) return [];
      const { value, priceCurrent, priceOriginal, context, labelTranslationKey } = parsed.data;
      return [{ value, priceCurrent, priceOriginal, context, labelTranslationKey: labelTranslationKey || null }];
    }),
  );

const dimension = z.number().int().positive();

const materialSchema = z.object({
  value: z.string().min(1),
  labelTranslationKey: z.string().min(1),
  group: z.string().nullish(),
  set: z.string().nullish(),
  initiallySelectedFormat: z.string(),
  context: contextSchema,
  formats: formatListSchema,
  moreFormats: formatListSchema,
  tags: z.array(z.string()).nullish(),
  formatLimit: formatLimitSchema.nullish(),
  ownFormats: z.boolean().nullish(),
});

const labelSchema = z.object({
  index: z.number().int().nonnegative(),
  text: z.string().min(1),
  backgroundColor: z.string().nullish(),
  textColor: z.string().nullish(),
});


export const calculatorReferenceSchema = z
  .object({
    product: z.enum(CALCULATOR_PRODUCTS),
    currency: currencySchema,
    isCollage: z.boolean().default(false),
    selectedValue: z.string().default(''),
    formatLimit: formatLimitSchema,
    labels: z.array(z.unknown()).nullish(),
    materials: z.array(z.unknown()),
  })
  .transform((answer): CalculatorReference => {
    // Unusable materials (malformed, or without a single format) are dropped; labels point at
    // materials by index, so they are re-pointed to the materials that remain.
    const kept = answer.materials.flatMap((raw, originalIndex) => {
      const parsed = materialSchema.safeParse(raw);
      if (!parsed.success) return [];
      const material = toMaterial(parsed.data, answer);
      return material.formats.length + material.moreFormats.length > 0 ? [{ material, originalIndex }] : [];
    });
    const indexByOriginal = new Map(kept.map(({ originalIndex }, index) => [originalIndex, index]));
    const labels = (answer.labels ?? []).flatMap((raw): CalculatorLabel[] => {
      const parsed = labelSchema.safeParse(raw);
      const index = parsed.success ? indexByOriginal.get(parsed.data.index) : undefined;
      if (!parsed.success || index === undefined) return [];
      const { text, backgroundColor, textColor } = parsed.data;
      // Colours end up in a style attribute: only hex colours pass.
      return [{ index, text, backgroundColor: toHexColor(backgroundColor), textColor: toHexColor(textColor) }];
    });
    return { ...answer, labels, materials: kept.map(({ material }) => material) };
  })
  .refine((reference) => reference.materials.length > 0, { message: 'no material with formats' });

function toHexColor(value: string | null | undefined): string | null {
  return value && HEX_COLOR.test(value) ? value : null;
}

function toMaterial(
  material: z.output<typeof materialSchema>,
  answer: { product: CalculatorProduct; formatLimit: FormatLimit },
): CalculatorMaterial {
  return {
    value: material.value,
    labelTranslationKey: material.labelTranslationKey,
    group: material.group || null,
    set: material.set || null,
    initiallySelectedFormat: material.initiallySelectedFormat,
    context: material.context,
    formats: material.formats,
    moreFormats: material.moreFormats,
    tags: material.tags ?? [],
    formatLimit: material.formatLimit ?? answer.formatLimit,
    ownFormats: material.ownFormats ?? OWN_FORMAT_PRODUCTS.includes(answer.product),
  };
}

const REFERENCE_TTL_MS = 60_000;

/**
 * Reference data per channel, locale and product. A calculator page asks once per view and once
 * per choice, so successful answers are kept for a minute; failures are not kept.
 */
export async function getCalculatorReference(
  scope: ShopApiScope,
  product: CalculatorProduct,
  { now = Date.now(), baseUrl }: { now?: number; baseUrl?: string } = {},
): Promise<ShopApiResult<CalculatorReference>> {
  const referenceCache = getServices().calculatorReferenceCache.entries;
  const key = `${baseUrl ?? ''}|${scope.channel}|${scope.locale}|${product}`;
  const hit = referenceCache.get(key);
  if (hit && hit.expires > now) return ok(hit.data);
  // The frame product has its own selection call (spec 7); the answer has the reference's shape.
  const call: { path: string; query: Record<string, string> } = product === 'photoframe'
    ? { path: SHOP_API.photoFrameSelectionData.path, query: {} }
    : { path: SHOP_API.calculatorReference.path, query: { product } };
  const result = await callShopApi(call.path, scope, {
    query: call.query,
    schema: calculatorReferenceSchema,
    baseUrl,
  });
  if (result.ok) referenceCache.set(key, { expires: now + REFERENCE_TTL_MS, data: result.value });
  return result;
}

export const ownFormatPriceSchema = z.object({
  currency: currencySchema,
  priceCurrent: price,
  priceOriginal: price,
  format: z.string().refine(isValidFormat),
});

const outOfRangeSchema = z.object({
  error: z.literal('format-out-of-range'),
  maxWidth: dimension,
  maxHeight: dimension,
  minWidth: dimension.default(1),
  minHeight: dimension.default(1),
});

export type OwnFormatPrice =
  | { kind: 'price'; currency: Currency; priceCurrent: number; priceOriginal: number; format: string }
  | { kind: 'out-of-range'; limit: FormatLimit }
  | { kind: 'unavailable' };

export type OwnFormatRequest = { product: CalculatorProduct; material: string; width: number; height: number };

/** The price of a format the visitor typed (millimetres); out of range is an answer, not a failure. */
export async function getOwnFormatPrice(
  scope: ShopApiScope,
  { product, material, width, height }: OwnFormatRequest,
  { baseUrl }: { baseUrl?: string } = {},
): Promise<OwnFormatPrice> {
  const result = await callShopApi(SHOP_API.priceArticle.path, scope, {
    query: { product, material, width: String(width), height: String(height) },
    schema: ownFormatPriceSchema,
    baseUrl,
  });
  if (result.ok) return { kind: 'price', ...result.value };
  if (result.error.kind === 'http' && result.error.status === 400) {
    const outOfRange = outOfRangeSchema.safeParse(result.error.body);
    if (outOfRange.success) {
      const { maxWidth, maxHeight, minWidth, minHeight } = outOfRange.data;
      return { kind: 'out-of-range', limit: { maxWidth, maxHeight, minWidth, minHeight } };
    }
  }
  return { kind: 'unavailable' };
}
