import { z } from 'zod';
import { formatPrice } from '../../../../domain/catalog/price.ts';
import { parseCardSku } from '../../../../domain/catalog/sku.ts';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
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
 * The accessories sold with a card (envelopes, inlays, ribbons ...) and their prices. Nothing
 * when there are none or they cannot be loaded: accessories are an extra, not the page's subject.
 */
async function AccessoryBlock({ sku, headline, env }: AccessoryProps) {
  const result = await getCardAccessories(env.ctx, sku);
  if (!result.ok || result.value.accessories.length === 0) return null;
  const t = getTranslator(env.ctx.locale);
  return (
    <section className="block block-accessory">
      <h2 className="block-accessory__headline">{headline ?? t('products.accessories')}</h2>
      <ul className="block-accessory__list">
        {result.value.accessories.map((accessory) => (
          <li key={accessory.sku} className={`block-accessory__item block-accessory__item--${accessory.kind}`}>
            <span className="block-accessory__label">{accessory.label}</span>{' '}
            <span className="block-accessory__price">{formatPrice(accessory.priceCurrent, env.ctx.locale, { currency: result.value.currency })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const accessoryBlock = defineBlock('accessory', accessorySchema, (props, env) => <AccessoryBlock {...props} env={env} />);
