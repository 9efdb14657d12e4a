import { formatPrice } from '../../../domain/catalog/price.ts';
import { BRAND_NAMES } from '../../../domain/locale/channels.ts';
import { buildGiftVoucherCartLink, chooseGiftVoucher, GIFT_VOUCHER_AMOUNT_PARAM } from '../../lib/gift-voucher/choose-gift-voucher.ts';
import { getTranslator } from '../../lib/i18n/get-translator.ts';
import { buildApplicationEntryLink } from '../../lib/links/application-links.ts';
import type { PageScope } from '../../lib/request/get-page-scope.ts';
import { getRequestContext, setResponseStatus } from '../../lib/request/request-context.ts';
import { buildSamePathAlternates } from '../../lib/seo/build-alternates.ts';
import { getServices } from '../../lib/services/services.ts';
import { getGiftVouchers } from '../../lib/shop-api/gift-vouchers.ts';
import { PageHead } from '../shell/page-head.tsx';

const PAGE_PATH = 'gift-voucher';

/**
 * Gift vouchers of the channel (`/gift-voucher`): amounts from the shop API in the host's
 * currency, a preview of the chosen one (an HTML card: it always shows the amount, currency and
 * brand the cart will), and a link into the cart. Choosing is a form GET, so the page works
 * without JavaScript and each amount is a page the store can keep. A failed call leaves the page
 * with its heading and a notice (503), never a 500.
 */
export async function GiftVoucherView({ scope }: { scope: PageScope }) {
  const t = getTranslator(scope.locale);
  const brand = BRAND_NAMES[scope.channel];
  const request = getRequestContext();
  const title = t('giftVoucher.title');
  const head = <PageHead scope={scope} title={`${title} | ${brand}`} description={t('giftVoucher.intro', { brand })} robots="index,follow" alternates={buildSamePathAlternates(getServices().config.hostTable, scope.channel, PAGE_PATH, scope.requestHost)} />;
  const result = await getGiftVouchers(scope);
  if (!result.ok) {
    // The call logged shop-api-error; 503 keeps the page store and caches from keeping the notice.
    setResponseStatus(503);
    return (
      <section className="gift-voucher">
        {head}
        <h1>{title}</h1>
        <p className="form-error" role="status">
          {t('giftVoucher.unavailable')}
        </p>
      </section>
    );
  }
  const vouchers = result.value;
  const { selected, refused } = chooseGiftVoucher(vouchers, request.pageUrl.searchParams.get(GIFT_VOUCHER_AMOUNT_PARAM));
  // An amount the catalogue does not sell is bad input: the form comes back with a message.
  if (refused) setResponseStatus(400);
  const format = (value: number) => formatPrice(value, scope.locale, { currency: vouchers.currency, minimumFractionDigits: 0 });
  const config = getServices().config;
  const returnUrl = `${config.hostTable.protocol}://${scope.requestHost}${request.pageUrl.pathname}`;
  const cartEntry = buildApplicationEntryLink(config.cartUrl, scope.locale, returnUrl);
  const pagePath = scope.buildPath(PAGE_PATH);
  const amountLabel = format(selected.value);
  return (
    <section className="gift-voucher">
      {head}
      <h1>{title}</h1>
      <p className="gift-voucher__intro">{t('giftVoucher.intro', { brand })}</p>
      <div className="gift-voucher__layout">
        <form className="gift-voucher__form" method="get" action={pagePath}>
          <fieldset>
            <legend>{t('giftVoucher.amountLegend')}</legend>
            {refused ? (
              <p className="form-error" role="status">
                {t('giftVoucher.unknownAmount', { value: amountLabel })}
              </p>
            ) : null}
            <div className="gift-voucher__amounts">
              {vouchers.amounts.map((amount) => (
                <label key={amount.sku} className="gift-voucher__amount">
                  <input type="radio" name={GIFT_VOUCHER_AMOUNT_PARAM} value={String(amount.value)} defaultChecked={amount.sku === selected.sku} />
                  <span>{format(amount.value)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="button">
            {t('giftVoucher.show')}
          </button>
        </form>
        <figure className={`gift-voucher__card gift-voucher__card--${scope.channel}`} aria-labelledby="gift-voucher-caption">
          <div className="gift-voucher__card-face" aria-hidden="true">
            <span className="gift-voucher__card-brand">{brand}</span>
            <span className="gift-voucher__card-kind">{t('giftVoucher.cardTitle')}</span>
            <span className="gift-voucher__card-value">{amountLabel}</span>
            <span className="gift-voucher__card-validity">{t('giftVoucher.validity', { years: vouchers.validityYears })}</span>
          </div>
          <figcaption id="gift-voucher-caption">
            {t('giftVoucher.preview', { value: amountLabel, brand, years: vouchers.validityYears })}
          </figcaption>
        </figure>
      </div>
      <ul className="gift-voucher__terms">
        <li>{t('giftVoucher.redeem', { brand })}</li>
        <li>{t('giftVoucher.validity', { years: vouchers.validityYears })}</li>
      </ul>
      {cartEntry ? (
        <p>
          <a className="button" href={buildGiftVoucherCartLink(cartEntry, selected.sku)}>
            {t('giftVoucher.addToCart', { value: amountLabel })}
          </a>
        </p>
      ) : null}
    </section>
  );
}
