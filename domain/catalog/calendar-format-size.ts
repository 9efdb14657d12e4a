import { CALENDAR_FORMATS, type CalendarFormat } from './vocabulary.ts';

const DIN_SIZES: Record<string, readonly [number, number]> = { a3: [297, 420], a4: [210, 297], a5: [148, 210], a6: [105, 148] };

/** `a4-quer` -> 297x210, `150-400` -> 150x400. */
export function getCalendarFormatSize(format: CalendarFormat): string {
  const din = /^(a[3-6])-(hoch|quer)$/.exec(format);
  if (din?.[1] && din[2]) {
    const [short, long] = DIN_SIZES[din[1]] ?? [0, 0];
    return din[2] === 'hoch' ? `${short}x${long}` : `${long}x${short}`;
  }
  return format.replace('-', 'x');
}

/** The calendar designer's id of a size (`297x210` -> `a4-quer`); undefined for a size no calendar has. */
export function findCalendarFormatOfSize(size: string): CalendarFormat | undefined {
  return CALENDAR_FORMATS.find((format) => getCalendarFormatSize(format) === size);
}
