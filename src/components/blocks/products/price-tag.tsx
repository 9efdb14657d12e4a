import { formatPrice, getDiscount } from '../../../../domain/catalog/price.ts';
import { getTaxNoteKey } from '../../../lib/catalog/tax-note.ts';
import type { Translate } from '../../../lib/i18n/get-translator.ts';
import type { Currency, LocaleCode } from '../../../../domain/locale/locales.ts';

export type PriceTagProps = {
  priceCurrent: number;
  priceOriginal?: number;
  /** The currency the API answered in; left out, the locale's own. */
  currency?: Currency;
  locale: LocaleCode;
  t: Translate;
  /** "from 12.95": the lowest of several prices. */
  from?: boolean;
  className?: string;
};

/**
 * A price as the shop shows it (docs/shop-rules.md, Prices and formats): the current price, and only when it is lower the original
 * struck through with the discount. The struck price is named for screen readers, which do not
 * announce strike-through. Where the country requires it, "incl. VAT" follows. Nothing at all for
 * a price that cannot be shown.
 */
export function PriceTag({ priceCurrent, priceOriginal, currency, locale, t, from = false, className }: PriceTagProps) {
  const current = formatPrice(priceCurrent, locale, { currency });
  if (!current) return null;
  const discount = getDiscount({ priceCurrent, priceOriginal });
  const original = discount.hasDiscount ? formatPrice(priceOriginal, locale, { currency }) : '';
  const taxNoteKey = getTaxNoteKey(locale);
  return (
    <span className={className ? `price-tag ${className}` : 'price-tag'}>
      <span className="price-tag__current">{from ? t('products.priceFrom', { price: current }) : current}</span>
      {original ? (
        <>
          {' '}
          <s className="price-tag__original">
            <span className="visually-hidden">{t('calculator.insteadOf', { price: original })}</span>
            <span aria-hidden="true">{original}</span>
          </s>{' '}
          <span className="price-tag__discount">{t('calculator.discount', { percent: discount.percent })}</span>
        </>
      ) : null}
      {taxNoteKey ? (
        <>
          {' '}
          <span className="price-tag__tax">{t(taxNoteKey)}</span>
        </>
      ) : null}
    </span>
  );
}
