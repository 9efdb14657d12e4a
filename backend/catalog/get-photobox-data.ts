import { getCurrency, type LocaleCode, parseFormat } from '../../src/lib/shop-api/contract/shared.ts';
import { buildPricePair } from './build-price-pair.ts';
import { getPhotoboxListPrice } from './calculator-catalog.ts';
import { PHOTOBOX_LABELS, PHOTOBOXES } from './data/photo-products.ts';
import { getArticleKey } from './build-calculator-reference.ts';
import { localizeText } from './localize-text.ts';

/** Prices match the photobox calculator: same list price, same article key, same discount. */
export function getPhotoboxData(locale: LocaleCode) {
  const currency = getCurrency(locale);
  return {
    currency,
    types: PHOTOBOXES.map((box) => ({
      type: box.type,
      label: localizeText(PHOTOBOX_LABELS[box.type], locale),
      formats: box.formats.map((format) => ({
        value: format.value,
        quantityMax: format.quantityMax,
        ...buildPricePair(
          getPhotoboxListPrice(box.boxEur, parseFormat(format.value), format.quantityMax),
          currency,
          getArticleKey('photobox', box.type, format.value),
        ),
      })),
    })),
  };
}
