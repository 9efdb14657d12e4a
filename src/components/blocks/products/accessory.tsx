import { z } from 'zod';
import { addAccessoryAction } from '../../../actions/accessory.ts';
import { formatPrice } from '../../../../domain/catalog/price.ts';
import { parseCardSku } from '../../../../domain/catalog/sku.ts';
import { buildDialogHref } from '../../../lib/dialog/dialog-url.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import { getRequestContext } from '../../../lib/request/request-context.ts';
import { ACCESSORY_QUANTITY_MAX, ACCESSORY_RESULT_PARAM } from '../../../lib/shop-api/card-accessory-order.ts';
import { getCardAccessories } from '../../../lib/shop-api/product-data.ts';
import type { BlockEnv } from '../block-context.ts';
import { optionalText, requiredText } from '../../../../domain/content/content-schemas.ts';
import { defineBlock } from '../define-block.ts';

const accessorySchema = z.object({
  sku: requiredText.refine((value) => parseCardSku(value).ok, 'expected a card SKU'),
  headline: optionalText,
});
export type AccessoryProps = z.output<typeof accessorySchema> & { env: BlockEnv };

/**
 * The accessories sold with a card (envelopes, inlays, ribbons ...) and their prices, each with a
 * quantity and an "add" button (a form post to the current order). Nothing when there are none or
 * they cannot be loaded: accessories are an extra, not the page's subject.
 */
async function AccessoryBlock({ sku, headline, env }: AccessoryProps) {
  const result = await getCardAccessories(env.ctx, sku);
  if (!result.ok || result.value.accessories.length === 0) return null;
  const t = getTranslator(env.ctx.locale);
  const pageUrl = getRequestContext().pageUrl;
  const outcome = pageUrl.searchParams.get(ACCESSORY_RESULT_PARAM);
  const returnUrl = new URL(buildDialogHref(pageUrl, null), pageUrl);
  returnUrl.searchParams.delete(ACCESSORY_RESULT_PARAM);
  const returnTo = `${returnUrl.pathname}${returnUrl.search}`;
  return (
    <section className="block block-accessory" id="accessories">
      <h2 className="block-accessory__headline">{headline ?? t('products.accessories')}</h2>
      {outcome === 'added' ? <p role="status">{t('accessory.added')}</p> : null}
      {outcome === 'failed' ? <p role="alert">{t('accessory.failed')}</p> : null}
      <ul className="block-accessory__list">
        {result.value.accessories.map((accessory) => (
          <li key={accessory.sku} className={`block-accessory__item block-accessory__item--${accessory.kind}`}>
            <span className="block-accessory__label">{accessory.label}</span>{' '}
            <span className="block-accessory__price">{formatPrice(accessory.priceCurrent, env.ctx.locale, { currency: result.value.currency })}</span>
            <form action={addAccessoryAction} className="block-accessory__form">
              <input type="hidden" name="sku" value={sku} />
              <input type="hidden" name="accessory" value={accessory.sku} />
              <input type="hidden" name="returnTo" value={returnTo} />
              <label>
                {t('accessory.quantity')}{' '}
                <input type="number" name="quantity" defaultValue={10} min={1} max={ACCESSORY_QUANTITY_MAX} required inputMode="numeric" />
              </label>
              <button type="submit" className="button" aria-label={t('accessory.addNamed', { name: accessory.label })}>
                {t('accessory.add')}
              </button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const accessoryBlock = defineBlock('accessory', accessorySchema, (props, env) => <AccessoryBlock {...props} env={env} />);
