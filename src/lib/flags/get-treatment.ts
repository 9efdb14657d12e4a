/**
 * Experiment treatments (core spec §4: control, off, on). The flags issue connects the experiment
 * client; until then every experiment answers 'control', so the shop shows its default behaviour
 * and every caller already goes through the one lookup that will decide.
 */
export const TREATMENTS = ['control', 'on', 'off'] as const;
export type Treatment = (typeof TREATMENTS)[number];

/** Numeric ids come from the experiment tool; named ids stand for experiments the spec names without one. */
export type ExperimentId = number | string;

export type GetTreatment = (experimentId: ExperimentId) => Treatment;

export const getTreatment: GetTreatment = (_experimentId) => 'control';
