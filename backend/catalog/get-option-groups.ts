import { type Currency, parseFormat } from '../../src/lib/shop-api/contract/shared.ts';
import { OPTION_GROUPS, type Surcharge } from './data/option-groups.ts';
import { findWallArtMaterial } from './data/wall-art-materials.ts';
import { LIST_RATES } from './data/price-lists.ts';
import { getAreaInSquareMetres, getPrintListPrice } from './get-list-price.ts';
import { convertListPrice, roundToCents } from './round-shop-price.ts';

/** Surcharges in the visitor's currency; a per-square-metre rate is a rate, so cents, not a shop ending. */
function describeSurcharge(surcharge: Surcharge, currency: Currency) {
  switch (surcharge.kind) {
    case 'none':
      return { kind: surcharge.kind };
    case 'flat':
      return { kind: surcharge.kind, amount: convertListPrice(surcharge.eur, currency) };
    case 'perSquareMetre':
      return { kind: surcharge.kind, amount: roundToCents(surcharge.eur * LIST_RATES[currency]) };
    case 'percent':
      return { kind: surcharge.kind, percent: surcharge.percent };
  }
}

/** What the option adds to a print of `format` (list price, before any sale); 0 for `none`. */
function getSurchargeForFormat(surcharge: Surcharge, material: string, format: string, currency: Currency): number {
  const dimensions = parseFormat(format);
  const wallArt = findWallArtMaterial(material);
  switch (surcharge.kind) {
    case 'none':
      return 0;
    case 'flat':
      return convertListPrice(surcharge.eur, currency);
    case 'perSquareMetre':
      return roundToCents(surcharge.eur * getAreaInSquareMetres(dimensions) * LIST_RATES[currency]);
    case 'percent': {
      const base = wallArt ? getPrintListPrice(wallArt.pricing, dimensions) : 0;
      return roundToCents((base * surcharge.percent * LIST_RATES[currency]) / 100);
    }
  }
}

/** Option groups, for one material or all of them; with a format each option also says what it costs. */
export function getOptionGroups(currency: Currency, material?: string, format?: string) {
  return OPTION_GROUPS.filter((group) => !material || group.material === material).map((group) => ({
    group: group.group,
    material: group.material,
    labelTranslationKey: `option.${group.group}`,
    options: group.options.map((option, index) => ({
      value: option.value,
      labelTranslationKey: `option.${group.group}.${option.value}`,
      isDefault: index === 0,
      surcharge: describeSurcharge(option.surcharge, currency),
      ...(format ? { price: getSurchargeForFormat(option.surcharge, group.material, format, currency) } : {}),
    })),
  }));
}
