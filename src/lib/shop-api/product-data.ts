/**
 * Product data and prices for the product blocks (docs/shop-api-catalog.md, "Product data"; the
 * calculator reference is read by `catalog.ts`). One function per endpoint, each with the zod
 * shape of its answer; like every shop API call they return a result and never throw.
 */
import { z } from 'zod';
import { currencySchema } from '../../../domain/locale/currency-schema.ts';
import type { CalculatorFormat, CalculatorMaterial } from './catalog.ts';
import { SHOP_API } from '../../../domain/shop-api-contract/index.ts';
import { callShopApi, type ShopApiResult, type ShopApiScope } from './shop-api-client.ts';

const contextValue = z.union([z.string(), z.number(), z.boolean()]);
const contextSchema = z.record(z.string(), contextValue).catch({});
export type ProductContext = Readonly<Record<string, z.infer<typeof contextValue>>>;

const priceSchema = { priceCurrent: z.number(), priceOriginal: z.number(), currency: currencySchema };

export const skuContainerSchema = z.object({ sku: z.string(), context: contextSchema.default({}), ...priceSchema });
export type SkuContainer = z.infer<typeof skuContainerSchema>;

export function getSkuContainer(scope: ShopApiScope, sku: string): Promise<ShopApiResult<SkuContainer>> {
  return callShopApi(SHOP_API.skuContainer.path, scope, { query: { sku }, schema: skuContainerSchema });
}

export const cardAccessoriesSchema = z.object({
  currency: currencySchema,
  accessories: z.array(z.object({ kind: z.string(), sku: z.string(), label: z.string(), priceCurrent: z.number() })),
});
export type CardAccessories = z.infer<typeof cardAccessoriesSchema>;

export function getCardAccessories(scope: ShopApiScope, sku: string): Promise<ShopApiResult<CardAccessories>> {
  return callShopApi(SHOP_API.cardAccessories.path, scope, { query: { sku }, schema: cardAccessoriesSchema });
}

export const frameVariantsSchema = z.object({
  frameTypes: z.array(z.object({ value: z.string(), kind: z.string(), color: z.string().optional() })),
});
export type FrameVariants = z.infer<typeof frameVariantsSchema>;

export function getFrameVariants(scope: ShopApiScope, material: string): Promise<ShopApiResult<FrameVariants>> {
  return callShopApi(SHOP_API.frameTypes.path, scope, { query: { material }, schema: frameVariantsSchema });
}

export const calendarPriceSchema = z.object(priceSchema);
export type CalendarPrice = z.infer<typeof calendarPriceSchema>;

export function getCalendarPrice(
  scope: ShopApiScope,
  { calendarType, format, mounting }: { calendarType: string; format: string; mounting?: string },
): Promise<ShopApiResult<CalendarPrice>> {
  const query: Record<string, string> = { calendarType, format, ...(mounting ? { mounting } : {}) };
  return callShopApi(SHOP_API.calendarPrice.path, scope, { query, schema: calendarPriceSchema });
}

/** `unitPrice` is the list price of one card; `unitPriceCurrent`, where sent, the discounted one. */
export const cardPriceSchema = z.object({ ...priceSchema, unitPrice: z.number(), unitPriceCurrent: z.number().optional(), quantity: z.number() });
export type CardPrice = z.infer<typeof cardPriceSchema>;

export function getCardPrice(scope: ShopApiScope, { sku, quantity }: { sku: string; quantity: number }): Promise<ShopApiResult<CardPrice>> {
  return callShopApi(SHOP_API.cardPrice.path, scope, { query: { sku, quantity: String(quantity) }, schema: cardPriceSchema });
}

export const photobookPriceSchema = z.object({ ...priceSchema, pages: z.number().optional() });
export type PhotobookPrice = z.infer<typeof photobookPriceSchema>;

/** Pages, cover and paper are optional: the API answers its base configuration without them. */
export function getPhotobookPrice(
  scope: ShopApiScope,
  { printing, format, pages, cover, paper }: { printing: string; format: string; pages?: number; cover?: string; paper?: string },
): Promise<ShopApiResult<PhotobookPrice>> {
  const query: Record<string, string> = {
    printing,
    format,
    ...(pages ? { pages: String(pages) } : {}),
    ...(cover ? { cover } : {}),
    ...(paper ? { paper } : {}),
  };
  return callShopApi(SHOP_API.photobookPrice.path, scope, { query, schema: photobookPriceSchema });
}

/** All formats of a material, listed and more, cheapest first; a format listed twice counts once. */
export function getMaterialFormats(material: Pick<CalculatorMaterial, 'formats' | 'moreFormats'>): CalculatorFormat[] {
  const seen = new Set<string>();
  return [...material.formats, ...material.moreFormats]
    .filter((format) => (seen.has(format.value) ? false : (seen.add(format.value), true)))
    .sort((a, b) => a.priceCurrent - b.priceCurrent);
}

/** The lowest current price of a material, for "from" labels; null without formats. */
export function getLowestPrice(formats: readonly { priceCurrent: number }[]): number | null {
  const prices = formats.map((format) => format.priceCurrent).filter((price) => Number.isFinite(price));
  return prices.length > 0 ? Math.min(...prices) : null;
}
