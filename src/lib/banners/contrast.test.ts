import { describe, expect, it } from 'vitest';
import { contrastRatio, readableColors } from './contrast.ts';

describe('action bar colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a readable pair as it is', () => {
    expect(readableColors('#ffffff', '#1f3a5f')).toEqual({ color: '#ffffff', backgroundColor: '#1f3a5f' });
  });

  it('gives a hard-to-read pair black or white text on its own background', () => {
    expect(readableColors('#ffff00', '#ffffff')).toEqual({ color: '#000000', backgroundColor: '#ffffff' });
    expect(readableColors('#222222', '#000080')).toEqual({ color: '#ffffff', backgroundColor: '#000080' });
  });
});
