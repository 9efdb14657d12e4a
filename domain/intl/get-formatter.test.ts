import { describe, expect, it } from 'vitest';
import { getDateTimeFormat, getNumberFormat } from './get-formatter.ts';

describe('cached Intl formatters', () => {
  it('answers the same formatter for the same locale and options, another for others', () => {
    const a = getNumberFormat('de-CH', { style: 'currency', currency: 'CHF' });
    expect(getNumberFormat('de-CH', { style: 'currency', currency: 'CHF' })).toBe(a);
    expect(getNumberFormat('de-DE', { style: 'currency', currency: 'CHF' })).not.toBe(a);
    expect(a.format(12.5)).toBe(new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' }).format(12.5));
    const date = getDateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
    expect(date.format(new Date(Date.UTC(2027, 2, 31)))).toBe('31 mars 2027');
  });
});
