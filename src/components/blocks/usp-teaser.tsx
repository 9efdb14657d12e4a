import { z } from 'zod';
import { Icon } from '../ui/image/icon.tsx';
import { itemUid, optionalText, requiredText } from '../../lib/content/content-schemas.ts';
import { defineBlock } from './define-block.ts';

const uspTeaserSchema = z.object({
  items: z.array(z.object({ _uid: itemUid, icon: optionalText, text: requiredText })).min(1),
});
export type UspTeaserProps = z.output<typeof uspTeaserSchema>;

/** Unique selling points; an icon name outside the sprite leaves just the text. */
function UspTeaserBlock({ items }: UspTeaserProps) {
  return (
    <ul className="block block-usp">
      {items.map((item, index) => (
        <li key={index} className="block-usp__item">
          {item.icon ? <Icon name={item.icon} className="block-usp__icon" /> : null}
          <span className="block-usp__text">{item.text}</span>
        </li>
      ))}
    </ul>
  );
}

export const uspTeaserBlock = defineBlock('usp_teaser', uspTeaserSchema, (props) => <UspTeaserBlock {...props} />);
