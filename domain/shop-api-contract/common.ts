/**
 * Pieces every shop API answer is built from: the currency every priced answer carries, prices,
 * `WIDTHxHEIGHT` formats, format limits, the error body and the two headers every call sends.
 */
import { z } from 'zod';
import { CHANNELS } from '../locale/channels.ts';
import { LOCALES } from '../locale/locales.ts';

export { currencySchema } from '../locale/currency-schema.ts';
export const priceSchema = z.number().finite().nonnegative();
/** `WIDTHxHEIGHT` in millimetres. */
export const formatValueSchema = z.string().regex(/^[1-9]\d*x[1-9]\d*$/);

const dimension = z.number().int().positive();
/** Millimetres; a format fits when it fits either way round. */
export const formatLimitSchema = z.object({ maxWidth: dimension, maxHeight: dimension, minWidth: dimension, minHeight: dimension });
export type FormatLimit = z.infer<typeof formatLimitSchema>;

/** Every refusal (4xx, 5xx) carries at least an error code. */
export const errorSchema = z.object({ error: z.string() });

/** `X-Channel` and `X-Locale`, required on every call. */
export const shopHeadersSchema = z.object({ 'x-channel': z.enum(CHANNELS), 'x-locale': z.enum(LOCALES) });
