import type { Channel } from '../locale/channels.ts';
import { getBucket, pickAllocation } from './bucket.ts';
import type { FlagDefinition, FlagRule } from '../shop-api-contract/feature-flags.ts';
import type { Treatment } from './treatments.ts';

/** The evaluation attributes (docs/shop-rules.md, Feature flags): channel and mobile device, plus the visitor's key. */
export type FlagAttributes = { userKey: string; channel: Channel | undefined; mobileDevice: boolean | undefined };

export type DefinitionResult = {
  treatment: Treatment;
  /** OpenFeature resolution reasons: DISABLED (killed), SPLIT (a rollout bucket), DEFAULT (no rule matched). */
  reason: 'DISABLED' | 'SPLIT' | 'DEFAULT';
  /** Index of the rule that matched. */
  rule?: number;
};

function matches(rule: FlagRule, attributes: FlagAttributes): boolean {
  if (rule.channels && (!attributes.channel || !rule.channels.includes(attributes.channel))) return false;
  if (rule.mobileDevice !== undefined && rule.mobileDevice !== (attributes.mobileDevice ?? false)) return false;
  return true;
}

/** Pure: the same definition and attributes always give the same treatment. */
export function evaluateDefinition(definition: FlagDefinition, attributes: FlagAttributes): DefinitionResult {
  if (!definition.enabled) return { treatment: definition.defaultTreatment, reason: 'DISABLED' };
  const index = definition.rules.findIndex((rule) => matches(rule, attributes));
  const rule = definition.rules[index];
  if (!rule) return { treatment: definition.defaultTreatment, reason: 'DEFAULT' };
  const allocation = pickAllocation(rule.rollout, getBucket(definition.key, attributes.userKey));
  // The schema makes rollouts add up to 100 %, so every bucket has an allocation.
  return { treatment: allocation?.treatment ?? definition.defaultTreatment, reason: 'SPLIT', rule: index };
}
