import { z } from 'zod';
import { CALCULATOR_PRODUCTS } from '../../../domain/catalog/vocabulary.ts';

const optionalTrimmed = z
  .string()
  .nullish()
  .catch(undefined)
  .transform((value) => value?.trim() || undefined);

/** Tag fields arrive as a list, or as a comma-separated text from simpler editors. */
const tagList = z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .catch(undefined)
  .transform((value) =>
    (typeof value === 'string' ? value.split(',') : (value ?? [])).map((tag) => tag.trim()).filter((tag) => tag !== ''),
  );

/**
 * The `calculator` block's content (docs/content-model.md). Shared by the block and the server
 * action that re-renders it, which receives these props back from the browser and so parses them
 * again.
 */
export const calculatorBlockSchema = z.object({
  product: z.enum(CALCULATOR_PRODUCTS),
  headline: optionalTrimmed,
  initialSku: optionalTrimmed,
  tags: tagList,
});

export type CalculatorBlockProps = z.output<typeof calculatorBlockSchema>;
