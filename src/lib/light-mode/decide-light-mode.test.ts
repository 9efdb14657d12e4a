import { describe, expect, it } from 'vitest';
import { decideLightMode, hintSaysLight, LIGHT_MODE_HINTS, type LightModeHint, type LightModeInput } from './decide-light-mode.ts';

function decide(hints: Partial<Record<LightModeHint, string>>, rest: Partial<Omit<LightModeInput, 'hint'>> = {}) {
  return decideLightMode({ choice: null, crawler: false, ...rest, hint: (name) => hints[name] });
}

describe('decideLightMode', () => {
  it('serves light for slow connection types, and normal for 4g', () => {
    for (const ect of ['slow-2g', '2g', '3g', ' 2G ']) expect(decide({ ECT: ect }), ect).toEqual({ light: true, reason: 'ect', hintsRead: ['Save-Data', 'ECT'] });
    expect(decide({ ECT: '4g' })).toEqual({ light: false, reason: 'none', hintsRead: LIGHT_MODE_HINTS });
  });

  it('serves light past the RTT and downlink thresholds, not before', () => {
    expect(decide({ ECT: '4g', RTT: '250' }).light).toBe(false);
    expect(decide({ RTT: '300' })).toMatchObject({ light: true, reason: 'rtt' });
    expect(decide({ Downlink: '0.75' }).light).toBe(false);
    expect(decide({ Downlink: '0.4' })).toEqual({ light: true, reason: 'downlink', hintsRead: LIGHT_MODE_HINTS });
    // 0 means the browser has no estimate yet.
    expect(decide({ Downlink: '0' }).light).toBe(false);
  });

  it('serves light to devices with 1 GiB of memory or less', () => {
    for (const memory of ['0.25', '0.5', '1']) expect(decide({ 'Device-Memory': memory }), memory).toMatchObject({ light: true, reason: 'device-memory' });
    expect(decide({ 'Device-Memory': '2' }).light).toBe(false);
  });

  it('serves light for Save-Data: on, reading nothing else', () => {
    expect(decide({ 'Save-Data': 'on', ECT: '4g' })).toEqual({ light: true, reason: 'save-data', hintsRead: ['Save-Data'] });
    expect(decide({ 'Save-Data': 'off' }).light).toBe(false);
  });

  it('lets the visitor’s choice win over every hint, both ways, reading none', () => {
    expect(decide({ ECT: '2g', 'Save-Data': 'on' }, { choice: 'full' })).toEqual({ light: false, reason: 'choice', hintsRead: [] });
    expect(decide({ ECT: '4g' }, { choice: 'light' })).toEqual({ light: true, reason: 'choice', hintsRead: [] });
  });

  it('gives crawlers the normal page, varying on every hint so that no cache hands it to a slow visitor', () => {
    expect(decide({ ECT: '2g' }, { crawler: true })).toEqual({ light: false, reason: 'crawler', hintsRead: LIGHT_MODE_HINTS });
    // The visitor's choice still wins (a person testing with a crawler's user agent).
    expect(decide({}, { crawler: true, choice: 'light' }).light).toBe(true);
  });

  it('ignores values that do not parse, and reads every hint when none says light', () => {
    for (const [name, value] of [['RTT', 'fast'], ['Downlink', '-1'], ['Device-Memory', '0'], ['ECT', '5g'], ['RTT', '']] as const) expect(hintSaysLight(name, value), `${name}: ${value}`).toBe(false);
    expect(decide({})).toEqual({ light: false, reason: 'none', hintsRead: LIGHT_MODE_HINTS });
  });
});
