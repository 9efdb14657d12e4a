import { z } from 'zod';
import { requiredText } from '../../../domain/content/content-schemas.ts';
import { defineBlock } from './define-block.ts';

const headlineSchema = z.object({
  text: requiredText,
  level: z.enum(['h1', 'h2', 'h3']).catch('h2'),
  align: z.enum(['left', 'center']).catch('left'),
});
export type HeadlineProps = z.output<typeof headlineSchema>;

function HeadlineBlock({ text, level, align }: HeadlineProps) {
  const Heading = level;
  return <Heading className={`block block-headline block-headline--${align}`}>{text}</Heading>;
}

export const headlineBlock = defineBlock('headline', headlineSchema, (props) => <HeadlineBlock {...props} />);
