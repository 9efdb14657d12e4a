import { type Currency, getCurrency, type LocaleCode } from '../../domain/locale/locales.ts';
import type { PriceSource, ThemeRecord } from './build-themes.ts';
import { findCalculatorMaterial } from './calculator-catalog.ts';
import { getCalendarFormatSize } from '../../domain/catalog/calendar-format-size.ts';
import { findCalendarType } from './data/calendars.ts';
import { priceArticle } from './price-article.ts';
import { DESIGN_DESCRIPTIONS, MOTIFS, STYLES } from './data/theme-words.ts';
import { getCalendarPrice } from './get-calendar-price.ts';
import { getCardPrice } from './get-card-price.ts';
import { localizeText } from './localize-text.ts';

export function getThemeName(record: ThemeRecord, locale: LocaleCode): string {
  return `${localizeText(MOTIFS[record.motif].name, locale)} – ${localizeText(STYLES[record.style], locale)}`;
}

/**
 * The lowest price of the sizes the design is sold in (its page lists them), never the cheapest
 * size of its material: a photo book drawn for A4 landscape is not sold as A6, so the A6 price
 * would be a "from" price no calculator sells for it.
 */
function computePriceFrom(record: ThemeRecord, locale: LocaleCode): number {
  const prices = record.formats.flatMap((format) => {
    const price = priceFormat(record.priceSource, format, locale);
    return price ? [price.priceCurrent] : [];
  });
  if (prices.length === 0) throw new Error(`design ${record.id} has no priced format`);
  return Math.min(...prices);
}

/** Many designs share a price source and sizes; the catalogue is static, so a price once computed stays valid. */
const priceFromCache = new Map<string, number>();

function getThemePriceFrom(record: ThemeRecord, locale: LocaleCode): number {
  // Card prices depend on the country (AT, DE and CH have their own tables), the rest on the currency only.
  const scope: LocaleCode | Currency = record.priceSource.kind === 'cards' ? locale : getCurrency(locale);
  const key = `${scope}:${JSON.stringify(record.priceSource)}:${record.formats.join(',')}`;
  const cached = priceFromCache.get(key);
  if (cached !== undefined) return cached;
  const price = computePriceFrom(record, locale);
  priceFromCache.set(key, price);
  return price;
}

export function buildThemeItem(record: ThemeRecord, locale: LocaleCode, assetsBaseUrl: string) {
  return {
    id: record.id,
    name: getThemeName(record, locale),
    product: record.product,
    image: `${assetsBaseUrl}/${record.imageFile}`,
    aspectRatio: record.aspectRatio,
    colors: [...record.colors],
    category: record.category,
    style: record.style,
    ...(record.label ? { label: record.label } : {}),
    ...(record.punching ? { punching: record.punching } : {}),
    ...(record.frame ? { frame: record.frame } : {}),
    createdAt: record.createdAt,
    popularity: record.popularity,
    priceFrom: getThemePriceFrom(record, locale),
    currency: getCurrency(locale),
    designerParams: record.designerParams,
  };
}

type FormatPrice = { priceCurrent: number; priceOriginal: number };

/** The calculator's price of one size of the design's product, or null where that size has none. */
function priceFormat(source: PriceSource, format: string, locale: LocaleCode): FormatPrice | null {
  const currency = getCurrency(locale);
  switch (source.kind) {
    case 'material': {
      const material = findCalculatorMaterial(source.material, source.product);
      const priced = material ? priceArticle(material, format, currency) : null;
      return priced?.ok ? { priceCurrent: priced.value.priceCurrent, priceOriginal: priced.value.priceOriginal } : null;
    }
    case 'calendar': {
      const type = findCalendarType(source.calendarType);
      const calendarFormat = type?.formats.find((candidate) => getCalendarFormatSize(candidate) === format);
      const result = calendarFormat ? getCalendarPrice({ calendarType: source.calendarType, format: calendarFormat }, currency) : null;
      return result?.ok ? { priceCurrent: result.value.priceCurrent, priceOriginal: result.value.priceOriginal } : null;
    }
    case 'cards': {
      // A card's price is per card; the cheapest paper of that size.
      const prices = source.skus
        .filter((sku) => sku.split('-')[1] === format)
        .flatMap((sku) => {
          const price = getCardPrice(sku, 1, locale);
          return price ? [{ priceCurrent: price.unitPriceCurrent, priceOriginal: price.unitPrice }] : [];
        });
      return prices.sort((a, b) => a.priceCurrent - b.priceCurrent)[0] ?? null;
    }
  }
}

export function buildThemeDetail(record: ThemeRecord, locale: LocaleCode, assetsBaseUrl: string) {
  const item = buildThemeItem(record, locale, assetsBaseUrl);
  return {
    ...item,
    description: localizeText(DESIGN_DESCRIPTIONS, locale).replace('{name}', item.name),
    // Every size with the calculator's price, so the design page offers a choice of sizes.
    formats: record.formats.map((format) => {
      const price = priceFormat(record.priceSource, format, locale);
      return price ? { value: format, ...price } : format;
    }),
  };
}
