/**
 * Card SKUs (docs/shop-rules.md, Product vocabulary): a SKU encodes a subtype, the dimensions WxH and a colour or paper.
 *
 * String format, all lower case: `{subtype}-{width}x{height}-{variant}`, for example
 * `klappkarte-148x105-matt`, `envelope-162x114-dirty-white`, `pocketfold-140x140-kraft`.
 * - subtype: hyphen-separated segments, each starting with a letter (`klappkarte`, `double-sided`)
 * - width, height: millimetres, positive integers without leading zeros (as in format strings)
 * - variant: the colour or paper, hyphen-separated segments of letters and digits (`cool-gray`)
 * Because no subtype segment may start with a digit, the first segment that does is the
 * dimensions, so every SKU splits in exactly one way and round-trips.
 */
import { z } from 'zod';
import { err, ok, type Result } from '../result/result.ts';

export interface CardSku {
  subtype: string;
  width: number;
  height: number;
  /** The colour (accessories, envelopes) or the paper (cards). */
  variant: string;
}

/** A refusal carries the reasons, for log lines and test messages. */
export type ParseCardSkuResult = Result<CardSku, { kind: 'invalid-sku'; message: string }>;

/** Long enough for any real SKU, short enough that hostile input is cheap to refuse. */
const MAX_SKU_LENGTH = 120;

const SUBTYPE_SOURCE = '[a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)*';
const SIDE_SOURCE = '[1-9][0-9]*';
const VARIANT_SOURCE = '[a-z0-9]+(?:-[a-z0-9]+)*';

const SKU_PATTERN = new RegExp(`^(${SUBTYPE_SOURCE})-(${SIDE_SOURCE})x(${SIDE_SOURCE})-(${VARIANT_SOURCE})$`);

const side = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const cardSkuPartsSchema = z.object({
  subtype: z.string().regex(new RegExp(`^${SUBTYPE_SOURCE}$`), 'subtype must be lower-case segments starting with a letter'),
  width: side,
  height: side,
  variant: z.string().regex(new RegExp(`^${VARIANT_SOURCE}$`), 'variant must be lower-case letters and digits'),
});

const cardSkuStringSchema = z
  .string()
  .max(MAX_SKU_LENGTH)
  .regex(SKU_PATTERN, 'expected {subtype}-{width}x{height}-{variant}')
  .transform((value, ctx): CardSku => {
    const [, subtype = '', width = '', height = '', variant = ''] = SKU_PATTERN.exec(value) ?? [];
    const sku = { subtype, width: Number(width), height: Number(height), variant };
    if (!Number.isSafeInteger(sku.width) || !Number.isSafeInteger(sku.height)) {
      ctx.addIssue({ code: 'custom', message: 'dimensions too large' });
      return z.NEVER;
    }
    return sku;
  });

/** Null when a part cannot be encoded (upper case, empty, a subtype segment starting with a digit). */
export function buildCardSku(parts: CardSku): string | null {
  const result = cardSkuPartsSchema.safeParse(parts);
  if (!result.success) return null;
  const { subtype, width, height, variant } = result.data;
  return `${subtype}-${width}x${height}-${variant}`;
}

/** Never throws: SKUs arrive from URLs and API answers. */
export function parseCardSku(value: unknown): ParseCardSkuResult {
  const result = cardSkuStringSchema.safeParse(value);
  if (result.success) return ok(result.data);
  return err({ kind: 'invalid-sku', message: result.error.issues.map((issue) => issue.message).join('; ') });
}
