import { z } from 'zod';
import { Icon } from '../ui/image/icon.tsx';
import { itemUid, optionalText } from '../../../domain/content/content-schemas.ts';
import { defineBlock } from './define-block.ts';

const uspTeaserSchema = z.object({
  // Text may be empty: a point whose shop fact is unknown comes filled as '' and is left out.
  items: z.array(z.object({ _uid: itemUid, icon: optionalText, text: z.string().trim() })).min(1),
});
export type UspTeaserProps = z.output<typeof uspTeaserSchema>;

/** Unique selling points; an icon name outside the sprite leaves just the text. */
function UspTeaserBlock({ items }: UspTeaserProps) {
  return (
    <ul className="block block-usp">
      {items.filter((item) => item.text !== '').map((item, index) => (
        <li key={index} className="block-usp__item">
          {item.icon ? <Icon name={item.icon} className="block-usp__icon" /> : null}
          <span className="block-usp__text">{item.text}</span>
        </li>
      ))}
    </ul>
  );
}

export const uspTeaserBlock = defineBlock('usp_teaser', uspTeaserSchema, (props) => <UspTeaserBlock {...props} />);
