import { z } from 'zod';
import { getTranslator } from '../../../lib/i18n/get-translator.ts';
import { CALCULATOR_PRODUCTS } from '../../../../domain/catalog/vocabulary.ts';
import { getCalculatorReference } from '../../../lib/shop-api/catalog.ts';
import { getMaterialFormats } from '../../../lib/shop-api/product-data.ts';
import type { BlockEnv } from '../block-context.ts';
import { optionalText, requiredText } from '../../../../domain/content/content-schemas.ts';
import { defineBlock } from '../define-block.ts';
import { getFormatLabel } from './format-label.ts';
import { PriceTag } from './price-tag.tsx';

const formatsAndPricesSchema = z.object({
  product: z.enum(CALCULATOR_PRODUCTS),
  material: requiredText,
  headline: optionalText,
});
export type FormatsAndPricesProps = z.output<typeof formatsAndPricesSchema> & { env: BlockEnv };

/**
 * Every format of one material with its price, cheapest first, as a table. It renders nothing
 * when the prices cannot be loaded or the material is not sold: a price table without prices
 * would only be noise, and the page has the calculator for the same facts.
 */
async function FormatsAndPricesBlock({ product, material, headline, env }: FormatsAndPricesProps) {
  const result = await getCalculatorReference(env.ctx, product);
  if (!result.ok) return null;
  const entry = result.value.materials.find((candidate) => candidate.value === material);
  const formats = entry ? getMaterialFormats(entry) : [];
  if (!entry || formats.length === 0) return null;
  const t = getTranslator(env.ctx.locale);
  const title = headline ?? (entry.labelTranslationKey ? t(entry.labelTranslationKey) : undefined);
  return (
    <section className="block block-formats-prices">
      {title ? <h2 className="block-formats-prices__headline">{title}</h2> : null}
      <table className="block-formats-prices__table">
        <thead>
          <tr>
            <th scope="col">{t('calculator.format')}</th>
            <th scope="col">{t('products.price')}</th>
          </tr>
        </thead>
        <tbody>
          {formats.map((format) => (
            <tr key={format.value}>
              <th scope="row">{getFormatLabel(format, env.ctx.locale, t)}</th>
              <td>
                <PriceTag priceCurrent={format.priceCurrent} priceOriginal={format.priceOriginal} currency={result.value.currency} locale={env.ctx.locale} t={t} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export const formatsAndPricesBlock = defineBlock('formats_and_prices', formatsAndPricesSchema, (props, env) => (
  <FormatsAndPricesBlock {...props} env={env} />
));
