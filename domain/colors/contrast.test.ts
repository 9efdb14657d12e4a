import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, parseHexColor, pickReadableTextColor, standsOut } from './contrast.ts';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#fff', '#000', 21],
    // The two discount badges of the issue: white on the channels' accents.
    ['#ffffff', '#e3663b', 3.37],
    ['#ffffff', '#c98a2b', 2.94],
    ['#1f4e5f', '#ffffff', 9.08],
  ])('%s on %s is %d:1, in either order', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(expected, 2);
  });

  it('cannot rate what it cannot read', () => {
    expect(contrastRatio('red', '#ffffff')).toBeNull();
    expect(contrastRatio('#12345', '#ffffff')).toBeNull();
    expect(parseHexColor(undefined)).toBeNull();
    expect(parseHexColor(' #AbC ')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc });
  });
});

describe('pickReadableTextColor', () => {
  it.each([
    ['keeps a preferred colour that reads', '#1f4e5f', '#ffffff', '#ffffff'],
    ['replaces white on a light orange with dark text', '#e3663b', '#ffffff', DARK_TEXT],
    ['replaces dark text on a dark panel with white', '#1f4e5f', '#333333', LIGHT_TEXT],
    ['picks for itself without a preference', '#fff4c2', undefined, DARK_TEXT],
    ['an unreadable background keeps the preference', 'var(--brand)', '#ffffff', '#ffffff'],
  ])('%s', (_, background, preferred, expected) => {
    const picked = pickReadableTextColor(background, preferred);
    expect(picked).toBe(expected);
    if (parseHexColor(background)) expect(contrastRatio(picked, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('every background gets a text colour of at least 4.5:1', () => {
    for (let value = 0; value < 0x1000000; value += 0x0f0f0f) {
      const background = `#${value.toString(16).padStart(6, '0')}`;
      expect(contrastRatio(pickReadableTextColor(background, '#888888'), background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('standsOut', () => {
  it('a button the colour of its panel does not stand out; a white one on it does', () => {
    expect(standsOut('#1f4e5f', '#1f4e5f')).toBe(false);
    expect(standsOut('#ffffff', '#1f4e5f')).toBe(true);
    expect(standsOut('#e3663b', '#ffffff')).toBe(true);
    expect(standsOut('#c98a2b', '#ffffff')).toBe(false);
  });
});
