import { CALENDAR_ACCESSORY_TYPES, type CalendarAccessoryType, isOneOf } from '../../domain/catalog/vocabulary.ts';
import { err, ok, type Result } from '../../domain/result/result.ts';
import type { Currency } from '../../domain/locale/locales.ts';
import { parseFormat } from '../../domain/catalog/format.ts';
import { getCalendarFormatSize } from '../../domain/catalog/calendar-format-size.ts';
import { buildPricePair, type PricePair } from './build-price-pair.ts';
import {
  CALENDAR_ACCESSORY_EUR, CALENDAR_MOUNTING_EUR, CALENDAR_MOUNTINGS, findCalendarType, type CalendarMounting,
} from './data/calendars.ts';
import { getAreaInSquareMetres } from './get-list-price.ts';

export type CalendarQuery = { calendarType: string; format: string; mounting?: string };

export type CalendarPriceResult = Result<PricePair & { mounting: CalendarMounting; accessoryType: CalendarAccessoryType }, { code: 'unknown-calendar-type' | 'unavailable-option'; details: Record<string, unknown> }>;

/**
 * A mounting value that is an accessory type (wooden block or stand) means loose sheets
 * plus that accessory; the answer says which mounting and accessory were priced.
 */
function resolveMounting(value: string): { mounting: string; accessoryType: CalendarAccessoryType } {
  if (isOneOf(CALENDAR_ACCESSORY_TYPES, value) && value !== 'ohne') return { mounting: 'ohne', accessoryType: value };
  return { mounting: value, accessoryType: 'ohne' };
}

export function getCalendarPrice(query: CalendarQuery, currency: Currency): CalendarPriceResult {
  const type = findCalendarType(query.calendarType);
  if (!type) return err({ code: 'unknown-calendar-type', details: { calendarType: query.calendarType } });
  const format = type.formats.find((candidate) => candidate === query.format);
  const { mounting, accessoryType } = resolveMounting(query.mounting ?? type.mountings[0] ?? 'spirale');
  const mountingOk = isOneOf(CALENDAR_MOUNTINGS, mounting) && type.mountings.includes(mounting) ? mounting : undefined;
  const accessoryOk = accessoryType === 'ohne' || type.accessories.includes(accessoryType);
  if (!format || !mountingOk || !accessoryOk) {
    return err({ code: 'unavailable-option', details: { formats: type.formats, mountings: [...type.mountings, ...type.accessories] } });
  }
  const area = getAreaInSquareMetres(parseFormat(getCalendarFormatSize(format)));
  const accessoryEur = accessoryType === 'ohne' ? 0 : CALENDAR_ACCESSORY_EUR[accessoryType];
  const listPrice = type.pricing.base + type.pricing.perSquareMetre * area + CALENDAR_MOUNTING_EUR[mountingOk] + accessoryEur;
  // A sale covers the calendar type in every size, so a larger calendar never costs less.
  return ok({ ...buildPricePair(listPrice, currency, `calendar:${type.calendarType}`), mounting: mountingOk, accessoryType });
}
