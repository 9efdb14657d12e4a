import { z } from 'zod';
import { loadDeliveryView } from '../../lib/shipping/load-delivery-view.ts';
import type { BlockContext } from './block-context.ts';
import { defineBlock } from './define-block.ts';

const shippingInformationSchema = z.object({});

/**
 * Delivery to the host's country (shop API `shipping-information` and `express-shop`): one page
 * language serves several countries, so the box names the visitor's own. Nothing when the call fails.
 */
async function ShippingInformationBlock({ ctx }: { ctx: BlockContext }) {
  const delivery = await loadDeliveryView({ channel: ctx.channel, locale: ctx.locale });
  if (!delivery) return null;
  return (
    <div className="block block-info block-info--info block-shipping-information" role="note">
      <p className="block-info__headline">{delivery.headline}</p>
      <ul>
        <li>{delivery.standard}</li>
        <li>{delivery.freeFrom}</li>
        {delivery.express ? <li>{delivery.express}</li> : null}
      </ul>
    </div>
  );
}

export const shippingInformationBlock = defineBlock('shipping_information', shippingInformationSchema, (_props, { ctx }) => <ShippingInformationBlock ctx={ctx} />);
