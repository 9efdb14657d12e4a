import { describe, expect, it } from 'vitest';
import { isLightMode, isSaveDataRequested } from './light-mode.ts';

describe('light mode', () => {
  it('reads Save-Data: on in any case and nothing else', () => {
    expect(isSaveDataRequested('on')).toBe(true);
    expect(isSaveDataRequested(' On ')).toBe(true);
    expect(isSaveDataRequested('off')).toBe(false);
    expect(isSaveDataRequested('1')).toBe(false);
    expect(isSaveDataRequested(undefined)).toBe(false);
  });

  it('is on for Save-Data or the light-version cookie, off otherwise', () => {
    expect(isLightMode({ saveData: true, cookies: new Map() })).toBe(true);
    expect(isLightMode({ saveData: false, cookies: new Map([['light_mode', '1']]) })).toBe(true);
    expect(isLightMode({ saveData: false, cookies: new Map([['light_mode', '0']]) })).toBe(false);
    expect(isLightMode({ saveData: false, cookies: new Map() })).toBe(false);
    expect(isLightMode(undefined)).toBe(false);
  });
});
