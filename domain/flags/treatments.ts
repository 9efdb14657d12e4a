/**
 * Experiment treatments (three values, docs/shop-rules.md, Feature flags). 'on' switches a feature on; 'off' and 'control'
 * both keep the shop as it is without the test ('control' is the measured baseline group, 'off'
 * what a visitor gets when no treatment could be evaluated).
 */
export const TREATMENTS = ['control', 'on', 'off'] as const;
export type Treatment = (typeof TREATMENTS)[number];

/** What every flag answers when no treatment could be evaluated: failed, timed out, crawler, disabled. */
export const FALLBACK_TREATMENT: Treatment = 'off';

export function isTreatment(value: unknown): value is Treatment {
  return typeof value === 'string' && (TREATMENTS as readonly string[]).includes(value);
}
