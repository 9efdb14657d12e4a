/**
 * Experiments of the calculator (decision 0006, Experiments): the 'top deal' and nudging labels are gated
 * by the block's content tags and by experiment treatments; the portrait-format experiment turns
 * formats upright. The requirements name the ids without saying which id gates what, so the assignment is
 * written down here and in decision 0006: two runs per label.
 */
import type { ExperimentId, GetTreatment } from '../flags/get-treatment.ts';

const CALCULATOR_LABEL_EXPERIMENTS = {
  'top-deal': [965, 1031],
  nudging: [967, 1409],
} as const satisfies Record<string, readonly ExperimentId[]>;

export type CalculatorLabelKind = keyof typeof CALCULATOR_LABEL_EXPERIMENTS;
const CALCULATOR_LABEL_KINDS = Object.keys(CALCULATOR_LABEL_EXPERIMENTS) as CalculatorLabelKind[];

/** The portrait experiment has no fixed id; the flags issue maps this name to the real one. */
export const PORTRAIT_FORMAT_EXPERIMENT = 'calculator-portrait-format';

export type CalculatorFeatures = {
  /** Label kinds the calculator may show. */
  labels: readonly CalculatorLabelKind[];
  portraitFormats: boolean;
};

export const DEFAULT_CALCULATOR_FEATURES: CalculatorFeatures = Object.freeze({ labels: [], portraitFormats: false });

/**
 * A label shows only where content asks for it (the block's tag) and an experiment for it answers
 * 'on'; 'control' and 'off' both keep the calculator as it is without the test.
 */
export function resolveCalculatorFeatures(contentTags: readonly string[], getTreatment: GetTreatment): CalculatorFeatures {
  const labels = CALCULATOR_LABEL_KINDS.filter(
    (kind) => contentTags.includes(kind) && CALCULATOR_LABEL_EXPERIMENTS[kind].some((id) => getTreatment(id) === 'on'),
  );
  return { labels, portraitFormats: getTreatment(PORTRAIT_FORMAT_EXPERIMENT) === 'on' };
}
