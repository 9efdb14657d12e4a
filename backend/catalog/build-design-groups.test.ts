import { describe, expect, it } from 'vitest';
import { buildThemeItem } from './build-theme-item.ts';
import { getThemeRecords } from './build-themes.ts';
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

  it('photobook sets: one per design category on both channels, filtered by category id, grouped by style', () => {
    const sets = buildPhotobookDesignGroupSets(card);
    // The card channel's guestbooks (16 wedding, 21 mourning) beside its family, travel and yearbook albums.
    expect(sets.map((set) => set.categoryId).sort((a, b) => a - b)).toEqual([14, 15, 16, 21, 22]);
    expect(sets.every((set) => set.groups.length > 0 && set.groups.every((group) => group.designs.length > 0))).toBe(true);
    expect(sets.every((set) => set.groups.every((group) => group.designs.every((design) => design.product === 'photobook' && design.designerParams.category === set.categoryId)))).toBe(true);
    expect(buildPhotobookDesignGroupSets(card, [21]).map((set) => set.name)).toEqual(['trauer']);
    expect(buildPhotobookDesignGroupSets(card, [3])).toEqual([]);
    const posterSets = buildPhotobookDesignGroupSets(poster);
    expect(posterSets.map((set) => set.name).sort()).toEqual(['familie', 'hochzeit', 'jahrbuch', 'reisen']);
    // A poster wedding album is no guestbook: the poster channel sells none (docs/shop-rules.md).
    expect(posterSets.flatMap((set) => set.groups.flatMap((group) => group.designs)).some((design) => design.image.endsWith('guestbook.jpg'))).toBe(false);
  });

  it('every design of a set is the listing item of the same design (name, picture, price)', () => {
    const listing = new Map(getThemeRecords('poster').map((record) => [record.id, buildThemeItem(record, 'de-DE', 'https://assets.test')]));
    for (const design of buildPhotobookDesignGroupSets(poster).flatMap((set) => set.groups.flatMap((group) => group.designs))) {
      expect(listing.get(design.id)).toEqual(design);
    }
  });

  it('prices and names follow the locale', () => {
    const [set] = buildPhotobookDesignGroupSets(card, [16]);
    expect(set!.groups[0]!.designs[0]!.currency).toBe('chf');
  });
});
