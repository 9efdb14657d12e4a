import { getRelativeTimeFormat } from '../../../domain/intl/get-formatter.ts';

/** Younger than this reads 'just now' rather than a count of seconds. */
export const JUST_NOW_SECONDS = 45;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** From the smallest unit up: a unit is used while the age is below the next one's size. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number, number][] = [
  ['second', 1, MINUTE],
  ['minute', MINUTE, HOUR],
  ['hour', HOUR, DAY],
  ['day', DAY, WEEK],
  ['week', WEEK, MONTH],
  ['month', MONTH, YEAR],
  ['year', YEAR, Number.POSITIVE_INFINITY],
];

/**
 * How long ago `date` was, as a visitor of `locale` reads it ('3 days ago', 'last week'): seconds
 * up to years through Intl.RelativeTimeFormat, and `justNow` for anything younger than
 * JUST_NOW_SECONDS (a clock a little ahead of the server's counts as now too). An invalid date
 * gives ''.
 */
export function formatTimeAgo(date: Date | string, { locale, now, justNow }: { locale: string; now: number; justNow: string }): string {
  const time = typeof date === 'string' ? Date.parse(date) : date.getTime();
  if (!Number.isFinite(time)) return '';
  const seconds = Math.max(0, (now - time) / 1000);
  if (seconds < JUST_NOW_SECONDS) return justNow;
  const [unit, size] = UNITS.find(([, , below]) => seconds < below)!;
  return getRelativeTimeFormat(locale).format(-Math.floor(seconds / size), unit);
}
