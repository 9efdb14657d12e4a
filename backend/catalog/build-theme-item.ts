import { type Currency, getCurrency, type LocaleCode } from '../../src/lib/shop-api/contract/shared.ts';
import { getPriceFrom } from './build-calculator-reference.ts';
import type { PriceSource, ThemeRecord } from './build-themes.ts';
import { findCalculatorMaterial } from './calculator-catalog.ts';
import { DESIGN_DESCRIPTIONS, MOTIFS, STYLES } from './data/theme-words.ts';
import { getCalendarPrice } from './get-calendar-price.ts';
import { getCardPrice } from './get-card-price.ts';
import { localizeText } from './localize-text.ts';

export function getThemeName(record: ThemeRecord, locale: LocaleCode): string {
  return `${localizeText(MOTIFS[record.motif].name, locale)} – ${localizeText(STYLES[record.style], locale)}`;
}

function computePriceFrom(source: PriceSource, locale: LocaleCode): number {
  switch (source.kind) {
    case 'cards':
      return Math.min(...source.skus.map((sku) => getCardPrice(sku, 1, locale)?.unitPriceCurrent ?? Infinity));
    case 'material': {
      const material = findCalculatorMaterial(source.material, source.product);
      if (!material) throw new Error(`no ${source.product} material ${source.material}`);
      return getPriceFrom(material, getCurrency(locale)).priceCurrent;
    }
    case 'calendar': {
      const result = getCalendarPrice({ calendarType: source.calendarType, format: source.format }, getCurrency(locale));
      if (!result.ok) throw new Error(`no calendar price for ${source.calendarType} ${source.format}`);
      return result.price.priceCurrent;
    }
  }
}

/** Many designs share a price source; the catalogue is static, so a price once computed stays valid. */
const priceFromCache = new Map<string, number>();

function getThemePriceFrom(source: PriceSource, locale: LocaleCode): number {
  // Card prices depend on the country (AT, DE and CH have their own tables), the rest on the currency only.
  const scope: LocaleCode | Currency = source.kind === 'cards' ? locale : getCurrency(locale);
  const key = `${scope}:${JSON.stringify(source)}`;
  const cached = priceFromCache.get(key);
  if (cached !== undefined) return cached;
  const price = computePriceFrom(source, locale);
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
    createdAt: record.createdAt,
    popularity: record.popularity,
    priceFrom: getThemePriceFrom(record.priceSource, locale),
    currency: getCurrency(locale),
    designerParams: record.designerParams,
  };
}

export function buildThemeDetail(record: ThemeRecord, locale: LocaleCode, assetsBaseUrl: string) {
  const item = buildThemeItem(record, locale, assetsBaseUrl);
  return {
    ...item,
    description: localizeText(DESIGN_DESCRIPTIONS, locale).replace('{name}', item.name),
    formats: [...record.formats],
  };
}
