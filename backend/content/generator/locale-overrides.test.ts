import { describe, expect, it } from 'vitest';
import { overrideCopy } from './locale-overrides.ts';

type Copy = { locale: string; home: { title: string; draft?: string; usps: readonly string[] }; footer: { copyright: string } };
const base: Copy = { locale: 'en-gb', home: { title: 'Colour', draft: 'Next', usps: ['Fast', 'Fair'] }, footer: { copyright: '© Posterly' } };

describe('overrideCopy', () => {
  it('replaces only the fields the override names, arrays as a whole', () => {
    expect(overrideCopy(base, { locale: 'en-us', home: { title: 'Color', usps: ['Quick'] } })).toEqual({
      locale: 'en-us',
      home: { title: 'Color', draft: 'Next', usps: ['Quick'] },
      footer: { copyright: '© Posterly' },
    });
  });

  it('drops an optional field the override sets to undefined', () => {
    expect(overrideCopy(base, { home: { draft: undefined } }).home).not.toHaveProperty('draft');
  });

  it('leaves the base untouched', () => {
    overrideCopy(base, { home: { title: 'Color' } });
    expect(base.home.title).toBe('Colour');
  });

  it('rejects a field the base does not have, a typo that would otherwise change nothing', () => {
    expect(() => overrideCopy(base, { home: { titel: 'Color' } } as never)).toThrow(/home\.titel/);
  });
});
