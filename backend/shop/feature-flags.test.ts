import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateDefinition } from '../../domain/flags/evaluate-definition.ts';
import { featureFlagsAnswerSchema } from '../../domain/shop-api-contract/index.ts';
import { createUserKey } from '../../domain/flags/user-key.ts';
import { SHOP_FLAGS } from '../../domain/flags/shop-flags.ts';
import { useTestBackend } from '../../tests/support/test-backend.ts';
import { loadFeatureFlags } from './load-feature-flags.ts';

const backend = useTestBackend();

const get = (headers: Record<string, string> = { 'X-Channel': 'poster', 'X-Locale': 'de-DE' }) => fetch(`${backend.url}/web-api/feature-flags`, { headers });

describe('GET /web-api/feature-flags', () => {
  it('answers the definitions in the shape the shop reads, the same for every channel and locale', async () => {
    const poster = await get();
    expect(poster.status).toBe(200);
    const answer = featureFlagsAnswerSchema.parse(await poster.json());
    const card = featureFlagsAnswerSchema.parse(await (await get({ 'X-Channel': 'card', 'X-Locale': 'fr-CH' })).json());
    expect(card).toEqual(answer);
  });

  it('wants X-Channel and X-Locale like every shop API call', async () => {
    expect((await get({})).status).toBe(400);
  });

  it('defines every flag the shop asks for, under the experiment id the shop knows it by', async () => {
    const { payload } = featureFlagsAnswerSchema.parse(await (await get()).json());
    const defined = new Map(payload.flags.map((flag) => [flag.key, flag]));
    for (const flag of SHOP_FLAGS) {
      expect(defined.has(flag.key), flag.key).toBe(true);
      if (flag.experimentId !== null) expect(defined.get(flag.key)?.experimentId).toBe(flag.experimentId);
    }
    // The portrait experiment has its experiment tool id in the data.
    expect(defined.get('calculator-portrait-format')?.experimentId).toEqual(expect.any(Number));
  });

  it('seeds targeting by channel and mobile device with percentage rollouts', () => {
    const flags = new Map(loadFeatureFlags().flags.map((flag) => [flag.key, flag]));
    const shareOn = (key: string, channel: 'card' | 'poster', mobileDevice: boolean) => {
      let on = 0;
      for (let index = 0; index < 10_000; index += 1) if (evaluateDefinition(flags.get(key)!, { userKey: createUserKey(), channel, mobileDevice }).treatment === 'on') on += 1;
      return on / 100;
    };
    expect(shareOn('calculator-top-deal-965', 'poster', false)).toBeGreaterThan(45);
    expect(shareOn('calculator-top-deal-965', 'card', false)).toBe(0);
    expect(shareOn('calculator-portrait-format', 'poster', true)).toBeGreaterThan(45);
    expect(shareOn('calculator-portrait-format', 'poster', false)).toBe(0);
  });
});

describe('loading the seed', () => {
  it('refuses definitions the shop would refuse', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'flags-'));
    const file = path.join(dir, 'feature-flags.json');
    writeFileSync(file, JSON.stringify({ version: 1, flags: [{ key: 'a', experimentId: null, enabled: true, defaultTreatment: 'off', rules: [{ rollout: [{ treatment: 'on', percent: 60 }] }] }] }));
    try {
      expect(() => loadFeatureFlags(file)).toThrow(/100 percent/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
