import { z } from 'zod';
import type { BlockContext } from './block-context.ts';
import { optionalText, richTextSchema } from '../../../domain/content/content-schemas.ts';
import { defineBlock } from './define-block.ts';
import { RichText } from './rich-text.tsx';

const informationSchema = z.object({
  headline: optionalText,
  text: richTextSchema,
  type: z.enum(['info', 'success', 'warning']).catch('info'),
});
export type InformationProps = z.output<typeof informationSchema> & { ctx: BlockContext };

/**
 * A notice box. Its title is bold text rather than a heading, so notices placed anywhere on a
 * page do not break the heading outline; role=note tells assistive technology what it is.
 */
function InformationBlock({ headline, text, type, ctx }: InformationProps) {
  return (
    <div className={`block block-info block-info--${type}`} role="note">
      {headline ? <p className="block-info__headline">{headline}</p> : null}
      <RichText doc={text} ctx={ctx} />
    </div>
  );
}

export const informationBlock = defineBlock('information', informationSchema, (props, { ctx }) => <InformationBlock {...props} ctx={ctx} />);
