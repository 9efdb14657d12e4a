import type { MaterialType, TranslationOnlyMaterialType } from '../../../src/lib/shop-api/contract/shared.ts';

export type OptionGroupName =
  | 'bohrung' | 'druckverfahren' | 'materialausfuehrung' | 'rahmen' | 'fraesung'
  | 'ausfuehrung' | 'keilrahmen' | 'rand' | 'laminierung' | 'oesung';

/** How an option changes the euro list price of the print it is chosen for. */
export type Surcharge =
  | { kind: 'none' }
  | { kind: 'flat'; eur: number }
  | { kind: 'perSquareMetre'; eur: number }
  | { kind: 'percent'; percent: number };

export type OptionGroup = {
  group: OptionGroupName;
  material: MaterialType | TranslationOnlyMaterialType;
  /** The first option is the default. */
  options: readonly { value: string; surcharge: Surcharge }[];
};

const NONE: Surcharge = { kind: 'none' };

/** The option groups of the translation catalogue (spec 001 §9), one entry per material. */
export const OPTION_GROUPS: readonly OptionGroup[] = [
  ...(['acrylglas', 'aludibond', 'forexplatte', 'gallerybond'] as const).map((material) => ({
    group: 'bohrung' as const,
    material,
    options: [{ value: 'keine', surcharge: NONE }, { value: 'ecken', surcharge: { kind: 'flat', eur: 9.95 } as const }],
  })),
  ...(['acrylglas', 'aludibond', 'forexplatte'] as const).map((material) => ({
    group: 'druckverfahren' as const,
    material,
    options: [
      { value: 'direktdruck', surcharge: NONE },
      { value: 'fineart', surcharge: { kind: 'percent', percent: 20 } as const },
      { value: 'fineart-glaenzend', surcharge: { kind: 'percent', percent: 25 } as const },
      { value: 'fineart-matt', surcharge: { kind: 'percent', percent: 25 } as const },
      { value: 'fineart-hahnemuehle', surcharge: { kind: 'percent', percent: 35 } as const },
    ],
  })),
  {
    group: 'materialausfuehrung',
    material: 'aludibond',
    options: [{ value: 'standard', surcharge: NONE }, { value: 'brushed', surcharge: { kind: 'percent', percent: 15 } }],
  },
  {
    group: 'rahmen',
    material: 'backlitfolie',
    options: [{ value: 'keiner', surcharge: NONE }, { value: 'led', surcharge: { kind: 'perSquareMetre', eur: 320 } }],
  },
  {
    group: 'fraesung',
    material: 'fraesbild',
    options: [
      { value: 'keine', surcharge: NONE },
      { value: 'linien', surcharge: { kind: 'flat', eur: 19.95 } },
      { value: 'punkte', surcharge: { kind: 'flat', eur: 24.95 } },
    ],
  },
  {
    group: 'materialausfuehrung',
    material: 'hahnemuehle',
    options: [{ value: 'standard', surcharge: NONE }, { value: 'matt-cotton-smooth', surcharge: { kind: 'percent', percent: 12 } }],
  },
  {
    group: 'ausfuehrung',
    material: 'klebefolie',
    options: [
      { value: 'normal', surcharge: NONE },
      { value: 'transparent', surcharge: { kind: 'percent', percent: 10 } },
      { value: 'transparent-gespiegelt', surcharge: { kind: 'percent', percent: 10 } },
      { value: 'weiss', surcharge: { kind: 'percent', percent: 15 } },
    ],
  },
  {
    group: 'keilrahmen',
    material: 'leinwand',
    options: [{ value: '25mm', surcharge: NONE }, { value: '38mm', surcharge: { kind: 'perSquareMetre', eur: 12 } }],
  },
  {
    group: 'rand',
    material: 'leinwand',
    options: [
      { value: 'gespiegelt', surcharge: NONE },
      { value: 'farbig', surcharge: NONE },
      { value: 'umgeschlagen', surcharge: NONE },
    ],
  },
  {
    group: 'laminierung',
    material: 'poster',
    options: [
      { value: 'keine', surcharge: NONE },
      { value: 'matt', surcharge: { kind: 'perSquareMetre', eur: 18 } },
      { value: 'glaenzend', surcharge: { kind: 'perSquareMetre', eur: 18 } },
    ],
  },
  {
    group: 'materialausfuehrung',
    material: 'poster',
    options: [
      { value: 'standard', surcharge: NONE },
      { value: 'seidenmatt', surcharge: { kind: 'percent', percent: 10 } },
      { value: 'oekopapier', surcharge: { kind: 'percent', percent: 5 } },
    ],
  },
  {
    group: 'oesung',
    material: 'pvcplane',
    options: [{ value: 'keine', surcharge: NONE }, { value: 'einfach', surcharge: { kind: 'flat', eur: 4.95 } }],
  },
];
