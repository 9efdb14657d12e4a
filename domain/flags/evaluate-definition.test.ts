import { describe, expect, it } from 'vitest';
import { buildFlagDefinition } from '../../tests/mocks/shop-api-feature-flags.ts';
import { evaluateDefinition } from './evaluate-definition.ts';
import { featureFlagsAnswerSchema } from '../shop-api-contract/feature-flags.ts';

const visitor = { userKey: 'abcdefghijklmnop', channel: 'poster', mobileDevice: false } as const;

describe('evaluating a definition', () => {
  const targeted = buildFlagDefinition('targeted', {
    defaultTreatment: 'control',
    rules: [
      { channels: ['card'], rollout: [{ treatment: 'on', percent: 100 }] },
      { channels: ['poster'], mobileDevice: true, rollout: [{ treatment: 'on', percent: 100 }] },
    ],
  });

  it('targets by channel and by mobile device; the first matching rule decides', () => {
    expect(evaluateDefinition(targeted, { ...visitor, channel: 'card' })).toMatchObject({ treatment: 'on', reason: 'SPLIT', rule: 0 });
    expect(evaluateDefinition(targeted, { ...visitor, mobileDevice: true })).toMatchObject({ treatment: 'on', rule: 1 });
    expect(evaluateDefinition(targeted, visitor)).toEqual({ treatment: 'control', reason: 'DEFAULT' });
  });

  it('answers the default treatment of a killed flag to everyone', () => {
    expect(evaluateDefinition({ ...targeted, enabled: false }, { ...visitor, channel: 'card' })).toEqual({ treatment: 'control', reason: 'DISABLED' });
  });

  it('does not match channel rules without a channel', () => {
    expect(evaluateDefinition(targeted, { ...visitor, channel: undefined, mobileDevice: true }).reason).toBe('DEFAULT');
  });
});

describe('the definitions schema', () => {
  const answer = (flags: unknown[]) => featureFlagsAnswerSchema.safeParse({ payload: { version: 1, flags } });

  it('accepts rollouts adding up to 100 percent with two decimals', () => {
    const flag = buildFlagDefinition('a', { rules: [{ rollout: [{ treatment: 'on', percent: 33.33 }, { treatment: 'off', percent: 66.67 }] }] });
    expect(answer([flag]).success).toBe(true);
  });

  it.each([
    ['a rollout short of 100 percent', [buildFlagDefinition('a', { rules: [{ rollout: [{ treatment: 'on', percent: 60 }] }] })]],
    ['an unknown treatment', [{ ...buildFlagDefinition('a'), defaultTreatment: 'maybe' }]],
    ['an unknown channel', [buildFlagDefinition('a', { rules: [{ channels: ['mugs' as 'card'], rollout: [{ treatment: 'on', percent: 100 }] }] })]],
    ['a key with capitals', [buildFlagDefinition('Top-Deal')]],
    ['a key over 50 characters', [buildFlagDefinition('a'.repeat(51))]],
    ['a key twice', [buildFlagDefinition('a'), buildFlagDefinition('a')]],
  ])('refuses %s', (_case, flags) => {
    expect(answer(flags).success).toBe(false);
  });
});
