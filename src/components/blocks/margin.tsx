import { z } from 'zod';
import { defineBlock } from './define-block.ts';

const marginSchema = z.object({ size: z.enum(['s', 'm', 'l']).catch('m') });
export type MarginProps = z.output<typeof marginSchema>;

/** Vertical space an editor puts between blocks; nothing to announce. */
function MarginBlock({ size }: MarginProps) {
  return <div className={`block-margin block-margin--${size}`} aria-hidden="true" />;
}

export const marginBlock = defineBlock('margin', marginSchema, (props) => <MarginBlock {...props} />);
