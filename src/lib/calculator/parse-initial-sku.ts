import { isValidFormat } from '../../../domain/catalog/format.ts';

export type InitialSku = { material: string; format: string };

const SKU_PATTERN = /^([^:\s]+):([^:\s]+)$/;

/**
 * The block's `initialSku` (`{material}:{WxH}`, docs/content-model.md). Content is typed by
 * editors, so anything else is ignored rather than breaking the calculator.
 */
export function parseInitialSku(value: string | null | undefined): InitialSku | null {
  const match = value ? SKU_PATTERN.exec(value.trim()) : null;
  if (!match || !isValidFormat(match[2])) return null;
  return { material: match[1]!, format: match[2]! };
}
