import { type CalendarAccessoryType, type CalendarFormat, type CalendarType, DEFAULT_CALENDAR_MOUNTING } from '../../../domain/catalog/vocabulary.ts';

/** `spirale` is bound, `ohne` is loose sheets (for a wooden block or stand). */
export const CALENDAR_MOUNTINGS = [DEFAULT_CALENDAR_MOUNTING, 'ohne'] as const;
export type CalendarMounting = (typeof CALENDAR_MOUNTINGS)[number];

export type CalendarTypeData = {
  calendarType: CalendarType;
  formats: readonly CalendarFormat[];
  mountings: readonly CalendarMounting[];
  accessories: readonly Exclude<CalendarAccessoryType, 'ohne'>[];
  /** Euro list price: `base + perSquareMetre * page area`. */
  pricing: { base: number; perSquareMetre: number };
};

export const CALENDAR_TYPES_DATA: readonly CalendarTypeData[] = [
  {
    calendarType: 'wandkalender',
    formats: ['a3-hoch', 'a3-quer', 'a4-hoch', 'a4-quer', '300-300', '200-200'],
    mountings: ['spirale'],
    accessories: [],
    pricing: { base: 12, perSquareMetre: 120 },
  },
  {
    calendarType: 'tischkalender',
    formats: ['a5-quer', 'a6-quer', '145-145', '265-120'],
    mountings: ['spirale', 'ohne'],
    accessories: ['holzblock', 'holzfuss'],
    pricing: { base: 9, perSquareMetre: 110 },
  },
  {
    calendarType: 'familienplaner',
    formats: ['200-400', 'a3-hoch'],
    mountings: ['spirale'],
    accessories: [],
    pricing: { base: 12, perSquareMetre: 100 },
  },
  {
    calendarType: 'kuechenkalender',
    formats: ['150-400', '130-300'],
    mountings: ['spirale'],
    accessories: [],
    pricing: { base: 10, perSquareMetre: 100 },
  },
  {
    calendarType: 'terminkalender',
    formats: ['a4-hoch', 'a5-hoch', 'a6-hoch'],
    mountings: ['spirale'],
    accessories: [],
    pricing: { base: 11, perSquareMetre: 110 },
  },
];

/** Loose sheets save the binding. */
export const CALENDAR_MOUNTING_EUR: Record<CalendarMounting, number> = { spirale: 0, ohne: -1 };
export const CALENDAR_ACCESSORY_EUR: Record<Exclude<CalendarAccessoryType, 'ohne'>, number> = { holzblock: 9.95, holzfuss: 7.95 };

export function findCalendarType(calendarType: string): CalendarTypeData | undefined {
  return CALENDAR_TYPES_DATA.find((entry) => entry.calendarType === calendarType);
}
