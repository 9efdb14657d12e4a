export const DEFAULT_VIEW_BOX = '0 0 24 24';

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** docs/shop-rules.md, Images: a viewBox is four numeric parts (separated by spaces and/or commas), else null. */
export function parseViewBox(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const parts = value.trim().split(/[\s,]+/);
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part))) return null;
  const [, , width, height] = parts.map(Number) as [number, number, number, number];
  // The SVG spec makes a negative width or height an error that disables rendering.
  if (width < 0 || height < 0) return null;
  return parts.join(' ');
}
