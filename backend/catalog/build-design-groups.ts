import type { Channel } from '../../domain/locale/channels.ts';
import type { LocaleCode } from '../../domain/locale/locales.ts';
import { buildThemeItem } from './build-theme-item.ts';
import { getThemeRecords, type ThemeRecord } from './build-themes.ts';

type Scope = { channel: Channel; locale: LocaleCode; assetsBaseUrl: string };

function designsOf(scope: Scope, keep: (record: ThemeRecord) => boolean) {
  return getThemeRecords(scope.channel).filter(keep).map((record) => buildThemeItem(record, scope.locale, scope.assetsBaseUrl));
}

/** The channel's calendar designs of one type (all without one); the poster channel sells calendars. */
export function buildCalendarDesignGroup(scope: Scope, calendarType: string | undefined) {
  return {
    name: calendarType ?? 'all',
    designs: designsOf(scope, (record) => record.product === 'calendar' && (!calendarType || record.designerParams.calendarType === calendarType)),
  };
}

/** A collage group is the designs of one collage type (`leinwand`, `poster`, `framedPoster`, `mixed`). */
export function buildCollageDesignGroup(scope: Scope, name: string) {
  return { name, designs: designsOf(scope, (record) => record.product === 'collage' && record.designerParams.materialType === name) };
}

/**
 * One set per design category of the channel's photobook designs (the guestbook categories on the
 * card channel), its groups by style. The set id is the category id: one set per category.
 */
export function buildPhotobookDesignGroupSets(scope: Scope, categoryIds?: readonly number[]) {
  const records = getThemeRecords(scope.channel).filter((record) => record.product === 'photobook');
  const byCategory = new Map<number, ThemeRecord[]>();
  for (const record of records) {
    const categoryId = Number(record.designerParams.category);
    // Only designs the designer files under a numbered category form a set (the occasion picks of
    // the photo-book listings carry none).
    if (!Number.isInteger(categoryId)) continue;
    if (categoryIds && !categoryIds.includes(categoryId)) continue;
    byCategory.set(categoryId, [...(byCategory.get(categoryId) ?? []), record]);
  }
  return [...byCategory].map(([categoryId, members]) => {
    const styles = [...new Set(members.map((record) => record.style))];
    return {
      id: categoryId,
      categoryId,
      name: members[0]!.category,
      groups: styles.map((style) => ({
        name: style,
        designs: members.filter((record) => record.style === style).map((record) => buildThemeItem(record, scope.locale, scope.assetsBaseUrl)),
      })),
    };
  });
}
