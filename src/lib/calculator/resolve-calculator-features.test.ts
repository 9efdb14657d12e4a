import { describe, expect, it } from 'vitest';
import type { ExperimentId, Treatment } from '../flags/get-treatment.ts';
import { getTreatment } from '../flags/get-treatment.ts';
import { PORTRAIT_FORMAT_EXPERIMENT, resolveCalculatorFeatures } from './resolve-calculator-features.ts';

function treatments(on: readonly ExperimentId[], off: readonly ExperimentId[] = []) {
  return (id: ExperimentId): Treatment => (on.includes(id) ? 'on' : off.includes(id) ? 'off' : 'control');
}

describe('resolveCalculatorFeatures', () => {
  it.each([
    { tags: [], on: [965, 967, 1031, 1409], labels: [] },
    { tags: ['top-deal'], on: [], labels: [] },
    { tags: ['top-deal'], on: [965], labels: ['top-deal'] },
    { tags: ['top-deal'], on: [1031], labels: ['top-deal'] },
    { tags: ['top-deal'], on: [967, 1409], labels: [] },
    { tags: ['nudging'], on: [967], labels: ['nudging'] },
    { tags: ['nudging'], on: [1409], labels: ['nudging'] },
    { tags: ['nudging', 'top-deal'], on: [965, 967], labels: ['top-deal', 'nudging'] },
    { tags: ['something-else'], on: [965, 967], labels: [] },
  ])('tags $tags with $on on -> $labels', ({ tags, on, labels }) => {
    expect(resolveCalculatorFeatures(tags, treatments(on)).labels).toEqual(labels);
  });

  it('off and control both keep labels away', () => {
    expect(resolveCalculatorFeatures(['top-deal'], treatments([], [965, 1031])).labels).toEqual([]);
    expect(resolveCalculatorFeatures(['top-deal'], treatments([])).labels).toEqual([]);
  });

  it('the portrait experiment needs no content tag', () => {
    expect(resolveCalculatorFeatures([], treatments([PORTRAIT_FORMAT_EXPERIMENT])).portraitFormats).toBe(true);
    expect(resolveCalculatorFeatures([], treatments([], [PORTRAIT_FORMAT_EXPERIMENT])).portraitFormats).toBe(false);
  });

  it('with the flags client still unconnected, everything is control', () => {
    expect(resolveCalculatorFeatures(['top-deal', 'nudging'], getTreatment)).toEqual({ labels: [], portraitFormats: false });
  });
});
