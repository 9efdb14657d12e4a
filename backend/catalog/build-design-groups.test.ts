import { describe, expect, it } from 'vitest';
import { buildCalendarDesignGroup, buildCollageDesignGroup, buildPhotobookDesignGroupSets } from './build-design-groups.ts';

const poster = { channel: 'poster', locale: 'de-DE', assetsBaseUrl: 'https://assets.test' } as const;
const card = { channel: 'card', locale: 'fr-CH', assetsBaseUrl: 'https://assets.test' } as const;

describe('design groups', () => {
  it('a calendar group holds the calendar designs of its type, all of them without one', () => {
    const all = buildCalendarDesignGroup(poster, undefined);
    expect(all.name).toBe('all');
    expect(all.designs.length).toBeGreaterThan(0);
    expect(all.designs.every((design) => design.product === 'calendar')).toBe(true);
    const wall = buildCalendarDesignGroup(poster, 'wandkalender');
    expect(wall.designs.length).toBeGreaterThan(0);
    expect(wall.designs.length).toBeLessThanOrEqual(all.designs.length);
    expect(wall.designs.every((design) => design.designerParams.calendarType === 'wandkalender')).toBe(true);
    expect(buildCalendarDesignGroup(poster, 'nope').designs).toEqual([]);
  });

  it('a collage group is the designs of one collage type', () => {
    const canvas = buildCollageDesignGroup(poster, 'leinwand');
    expect(canvas.designs.length).toBeGreaterThan(0);
    expect(canvas.designs.every((design) => design.product === 'collage' && design.designerParams.materialType === 'leinwand')).toBe(true);
  });

  it('photobook sets are the guestbook categories on the card channel, filtered by category id, grouped by style', () => {
    const sets = buildPhotobookDesignGroupSets(card);
    expect(sets.map((set) => set.categoryId).sort()).toEqual([16, 21]);
    expect(sets.every((set) => set.groups.length > 0 && set.groups.every((group) => group.designs.length > 0))).toBe(true);
    expect(buildPhotobookDesignGroupSets(card, [21]).map((set) => set.name)).toEqual(['trauer']);
    expect(buildPhotobookDesignGroupSets(card, [3])).toEqual([]);
    // Guestbooks are the card channel's (docs/shop-rules.md, Channel defaults).
    expect(buildPhotobookDesignGroupSets(poster)).toEqual([]);
  });

  it('prices and names follow the locale', () => {
    const [set] = buildPhotobookDesignGroupSets(card, [16]);
    expect(set!.groups[0]!.designs[0]!.currency).toBe('chf');
  });
});
