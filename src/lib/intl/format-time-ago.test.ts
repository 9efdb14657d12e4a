import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './format-time-ago.ts';

const now = Date.UTC(2026, 10, 23, 12, 0, 0);
const ago = (seconds: number) => new Date(now - seconds * 1000);
const en = { locale: 'en-GB', now, justNow: 'just now' };

describe('time-ago labels', () => {
  it('says just now for dates under a minute old and for clocks slightly ahead', () => {
    expect(formatTimeAgo(ago(0), en)).toBe('just now');
    expect(formatTimeAgo(ago(30), en)).toBe('just now');
    expect(formatTimeAgo(ago(-20), en)).toBe('just now');
  });

  it('counts seconds, minutes, hours, days, weeks, months and years', () => {
    expect(formatTimeAgo(ago(50), en)).toBe('50 seconds ago');
    expect(formatTimeAgo(ago(5 * 60), en)).toBe('5 minutes ago');
    expect(formatTimeAgo(ago(3 * 3600), en)).toBe('3 hours ago');
    expect(formatTimeAgo(ago(3 * 86400), en)).toBe('3 days ago');
    expect(formatTimeAgo(ago(1 * 86400), en)).toBe('yesterday');
    expect(formatTimeAgo(ago(15 * 86400), en)).toBe('2 weeks ago');
    expect(formatTimeAgo(ago(200 * 86400), en)).toBe('6 months ago');
    expect(formatTimeAgo(ago(800 * 86400), en)).toBe('2 years ago');
  });

  it('speaks the visitor language and reads ISO strings', () => {
    expect(formatTimeAgo(ago(3 * 86400).toISOString(), { locale: 'de-DE', now, justNow: 'gerade eben' })).toBe('vor 3 Tagen');
    expect(formatTimeAgo(ago(10), { locale: 'fr-FR', now, justNow: 'à l’instant' })).toBe('à l’instant');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatTimeAgo('not a date', en)).toBe('');
  });
});
