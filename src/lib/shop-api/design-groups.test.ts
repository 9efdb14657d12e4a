import { describe, expect, it } from 'vitest';
import type { Design } from './designs.ts';
import { pickNewestDesigns } from './design-groups.ts';

const design = (id: string, createdAt?: string): Design => ({ id, name: id, product: 'collage', image: { filename: 'https://a.test/x.jpg' }, priceFrom: 1, currency: 'eur', designerParams: {}, ...(createdAt ? { createdAt } : {}) });

describe('pickNewestDesigns', () => {
  it('merges the groups newest first, each design once, up to the limit', () => {
    const groups = [
      { name: 'leinwand', designs: [design('a', '2025-01-01T00:00:00.000Z'), design('b', '2025-03-01T00:00:00.000Z')] },
      { name: 'mixed', designs: [design('c', '2025-02-01T00:00:00.000Z'), design('b', '2025-03-01T00:00:00.000Z'), design('d')] },
    ];
    expect(pickNewestDesigns(groups, 3).map((entry) => entry.id)).toEqual(['b', 'c', 'a']);
    expect(pickNewestDesigns(groups, 10).map((entry) => entry.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(pickNewestDesigns([], 5)).toEqual([]);
  });
});
