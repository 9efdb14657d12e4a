import { z } from 'zod';
import type { BlockContext } from './block-context.ts';
import { richTextSchema } from '../../../domain/content/content-schemas.ts';
import { defineBlock } from './define-block.ts';
import { RichText } from './rich-text.tsx';

const textSchema = z.object({ text: richTextSchema });
export type TextProps = z.output<typeof textSchema> & { ctx: BlockContext };

function TextBlock({ text, ctx }: TextProps) {
  return <RichText doc={text} ctx={ctx} className="block block-text rich-text" />;
}

export const textBlock = defineBlock('text', textSchema, (props, { ctx }) => <TextBlock {...props} ctx={ctx} />);
