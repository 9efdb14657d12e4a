/**
 * The more-formats dialog lists every format of a material: twenty and more sizes in the API's
 * order read as a jumble, and on a phone as a very long column. Grouped by the format's label
 * (its aspect ratio or kind: square, 3:2, DIN, ...) and sorted by size within each group, a
 * shopper finds "the next size up" by looking along one short row.
 */
import { parseFormat } from '../../../domain/catalog/format.ts';

export type FormatGroup<T> = {
  /** The shared label key (`format.3:2`); null collects formats without one. */
  labelKey: string | null;
  formats: T[];
};

type Groupable = { value: string; labelTranslationKey: string | null };

function area(value: string): number {
  const { width, height } = parseFormat(value);
  return width * height;
}

/** Long side over short side: 1 for a square, 2 for 2:1. Unreadable formats sort last. */
function elongation(value: string): number {
  const { width, height } = parseFormat(value);
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  return short > 0 ? long / short : Number.POSITIVE_INFINITY;
}

/** Smaller first; the same area in landscape before portrait, so pairs sit side by side. */
function compareBySize(a: Groupable, b: Groupable): number {
  const byArea = area(a.value) - area(b.value);
  if (byArea !== 0) return byArea;
  return parseFormat(b.value).width - parseFormat(a.value).width || a.value.localeCompare(b.value);
}

/**
 * Groups in the order of their shape, squarest first (square, 5:4, 4:3, 3:2, ... panoramas), and
 * formats without a label last; formats by size within each group. A format listed twice (once
 * in the calculator, once in the more list) appears once.
 */
export function groupFormatsBySize<T extends Groupable>(formats: readonly T[]): FormatGroup<T>[] {
  const seen = new Set<string>();
  const groups = new Map<string | null, T[]>();
  for (const format of formats) {
    if (seen.has(format.value)) continue;
    seen.add(format.value);
    const key = format.labelTranslationKey || null;
    const members = groups.get(key) ?? [];
    members.push(format);
    groups.set(key, members);
  }
  const shapeOf = (members: T[]) => Math.min(...members.map((format) => elongation(format.value)));
  return [...groups.entries()]
    .map(([labelKey, members]) => ({ labelKey, formats: members.toSorted(compareBySize), shape: shapeOf(members) }))
    .toSorted((a, b) => {
      if ((a.labelKey === null) !== (b.labelKey === null)) return a.labelKey === null ? 1 : -1;
      return a.shape - b.shape || String(a.labelKey).localeCompare(String(b.labelKey));
    })
    .map(({ labelKey, formats: members }) => ({ labelKey, formats: members }));
}
