import { describe, expect, it } from 'vitest';
import { findCalendarFormatOfSize, getCalendarFormatSize } from './calendar-format-size.ts';
import { CALENDAR_FORMATS } from './vocabulary.ts';

describe('calendar format sizes', () => {
  it('names DIN sizes by orientation and the others by their millimetres', () => {
    expect(getCalendarFormatSize('a4-quer')).toBe('297x210');
    expect(getCalendarFormatSize('a3-hoch')).toBe('297x420');
    expect(getCalendarFormatSize('150-400')).toBe('150x400');
  });

  it('finds every calendar format from its size, and none for a size no calendar has', () => {
    for (const format of CALENDAR_FORMATS) expect(findCalendarFormatOfSize(getCalendarFormatSize(format))).toBe(format);
    expect(findCalendarFormatOfSize('500x700')).toBeUndefined();
  });
});
