import { describe, expect, it } from 'vitest';
import {
  CALENDAR_FORMATS,
  getCalendarSizeGroups,
  FRAME_KINDS,
  MATERIAL_TYPES,
  PHOTOBOOK_DISPLAY_SIZES,
  PHOTOBOOK_FORMATS,
  getDefaultFrameKind,
  getDefaultPhotobookFormats,
  getEnvelopeSize,
  getFrameDefaults,
  getPhotobookBinding,
  isOneOf,
  type FrameKind,
  type MaterialType,
} from './vocabulary.ts';

describe('getFrameDefaults', () => {
  it.each<[FrameKind, number, string]>([
    ['holzrahmen', 30, 'weiss'],
    ['alurahmen', 30, 'weiss'],
    ['artbox', 0, 'ohne'],
    ['fotorahmen', 0, 'ohne'],
    ['kunststoffrahmen', 0, 'ohne'],
    ['schattenfuge-leinwand', 0, 'ohne'],
    ['schattenfuge-platte', 0, 'ohne'],
  ])('%s has mat size %i and mat %s', (kind, matSize, matType) => {
    expect(getFrameDefaults(kind)).toEqual({ frameType: `${kind}-schwarz`, matSize, matType });
  });

  it('covers every frame kind with a black default frame type', () => {
    for (const kind of FRAME_KINDS) expect(getFrameDefaults(kind).frameType).toMatch(/-schwarz$/);
  });
});

describe('getDefaultFrameKind', () => {
  it.each<[MaterialType, FrameKind | null]>([
    ['acrylglas', 'schattenfuge-platte'],
    ['aludibond', 'schattenfuge-platte'],
    ['forexplatte', 'schattenfuge-platte'],
    ['gallerybond', 'schattenfuge-platte'],
    ['hahnemuehle', 'holzrahmen'],
    ['poster', 'holzrahmen'],
    ['leinwand', 'schattenfuge-leinwand'],
    ['klebefolie', null],
    ['fototapete', null],
    ['pvcplane', null],
  ])('%s -> %s', (material, kind) => {
    expect(getDefaultFrameKind(material)).toBe(kind);
  });

  it('answers a known frame kind or null for every material', () => {
    for (const material of MATERIAL_TYPES) {
      const kind = getDefaultFrameKind(material);
      expect(kind === null || isOneOf(FRAME_KINDS, kind)).toBe(true);
    }
  });
});

describe('getEnvelopeSize', () => {
  it.each<[number, number, string | null]>([
    [162, 114, 'C6'],
    [114, 162, 'C6'],
    [148, 105, 'C6'],
    [105, 148, 'C6'],
    [176, 125, 'B6'],
    [170, 120, 'B6'],
    [125, 125, 'B6'],
    [220, 110, 'DIN-long'],
    [210, 100, 'DIN-long'],
    [100, 210, 'DIN-long'],
    [210, 148, null],
    [0, 100, null],
    [Number.NaN, 100, null],
  ])('%i x %i -> %s', (width, height, name) => {
    expect(getEnvelopeSize(width, height)).toBe(name);
  });
});

describe('photobook', () => {
  it.each([
    ['digitalfotobuch', 'pur'],
    ['echtfotobuch', 'layflat'],
    ['fotoheft', 'heftbindung'],
  ] as const)('%s is bound %s', (printing, binding) => {
    expect(getPhotobookBinding(printing)).toBe(binding);
  });

  it.each([
    ['digitalfotobuch', ['a5-quer', 'a4-hoch', '200-200']],
    ['fotoheft', ['a5-quer', 'a4-hoch', '200-200']],
    ['echtfotobuch', ['a4-quer', 'a4-hoch', '300-300']],
  ] as const)('%s offers %j first', (printing, formats) => {
    expect(getDefaultPhotobookFormats(printing)).toEqual(formats);
    for (const format of formats) expect(isOneOf(PHOTOBOOK_FORMATS, format)).toBe(true);
  });

  it('has display sizes whose orientation matches the format name', () => {
    for (const [format, size] of Object.entries(PHOTOBOOK_DISPLAY_SIZES)) {
      const [width, height] = size.split('x').map(Number) as [number, number];
      expect(format.endsWith('quer') ? width > height : height > width).toBe(true);
    }
  });
});

describe('isOneOf', () => {
  it.each<[unknown, boolean]>([
    ['a4-hoch', true],
    ['265-120', true],
    ['A4-HOCH', false],
    ['a2-hoch', false],
    [4, false],
    [undefined, false],
  ])('%j in calendar formats: %s', (value, expected) => {
    expect(isOneOf(CALENDAR_FORMATS, value)).toBe(expected);
  });
});

describe('getCalendarSizeGroups (spec 3.2: DIN A3–A6; portrait, landscape, square; large, small)', () => {
  it.each([
    ['a3-hoch', ['din-a3', 'portrait', 'large']],
    ['a4-quer', ['din-a4', 'landscape', 'large']],
    ['a5-hoch', ['din-a5', 'portrait', 'small']],
    ['a6-quer', ['din-a6', 'landscape', 'small']],
    ['300-300', ['square', 'large']],
    ['145-145', ['square', 'small']],
    ['200-400', ['portrait', 'large']],
    ['265-120', ['landscape', 'small']],
  ] as const)('%s is %j', (format, groups) => {
    expect(getCalendarSizeGroups(format)).toEqual(groups);
  });

  it('puts every calendar format in exactly one orientation and one size', () => {
    for (const format of CALENDAR_FORMATS) {
      const groups = getCalendarSizeGroups(format);
      expect(groups.filter((group) => ['portrait', 'landscape', 'square'].includes(group)), format).toHaveLength(1);
      expect(groups.filter((group) => ['large', 'small'].includes(group)), format).toHaveLength(1);
    }
  });
});
