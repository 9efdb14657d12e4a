import { ErrorCode, ProviderEvents, type EvaluationContext, type Provider } from '@openfeature/server-sdk';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFlagDefinition, createFeatureFlagsMock } from '../../../tests/mocks/shop-api-feature-flags.ts';
import { logger } from '../log/logger.ts';
import { getFeatureFlagDefinitions } from '../shop-api/feature-flags.ts';
import { startFlagClient, stopFlagClient } from './flag-client.ts';
import { ShopApiFlagProvider } from './shop-api-flag-provider.ts';

const baseUrl = 'https://shop-api.test';
const flagsApi = createFeatureFlagsMock({ baseUrl });
const server = setupServer(...flagsApi.handlers);
const visitor: EvaluationContext = { targetingKey: 'abcdefghijklmnop', channel: 'poster', mobileDevice: false };

function createProvider() {
  return new ShopApiFlagProvider({ fetchDefinitions: () => getFeatureFlagDefinitions({ channel: 'poster', locale: 'de-DE' }, { baseUrl, timeoutMs: 200 }) });
}

const everyoneOn = buildFlagDefinition('calculator-top-deal-965');
const everyoneControl = buildFlagDefinition('calculator-top-deal-965', { rules: [{ rollout: [{ treatment: 'control', percent: 100 }] }] });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  flagsApi.failWith(null);
  flagsApi.setFlags([everyoneOn], 1);
  flagsApi.requests.length = 0;
});
afterEach(async () => {
  vi.useRealTimers();
  await stopFlagClient();
});
afterAll(() => server.close());

describe('the shop API provider', () => {
  it('fetches the definitions with the shop headers and evaluates them locally', async () => {
    const provider = createProvider();
    await provider.initialize();
    expect(flagsApi.requests).toEqual([{ channel: 'poster', locale: 'de-DE' }]);
    const result = await provider.resolveStringEvaluation('calculator-top-deal-965', 'off', visitor);
    expect(result).toMatchObject({ value: 'on', reason: 'SPLIT', flagMetadata: { version: 1 } });
    await provider.resolveStringEvaluation('calculator-top-deal-965', 'off', visitor);
    expect(flagsApi.requests).toHaveLength(1);
    await provider.onClose();
  });

  it.each([
    ['a server error', 503],
    ['a network error', 0],
    ['an answer that is not the contract', 'invalid'],
    ['no answer in time', 'hang'],
  ] as const)('keeps the last definitions after %s on refresh', async (_case, failure) => {
    const provider = createProvider();
    await provider.initialize();
    flagsApi.setFlags([everyoneControl], 2);
    flagsApi.failWith(failure);
    expect(await provider.refresh()).toBe(false);
    expect((await provider.resolveStringEvaluation('calculator-top-deal-965', 'off', visitor)).value).toBe('on');
    expect(provider.definitionsVersion).toBe(1);
    await provider.onClose();
  });

  it('refreshes every 60 seconds and reports changed definitions', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const provider = createProvider();
    const changed = vi.fn();
    provider.events.addHandler(ProviderEvents.ConfigurationChanged, changed);
    await provider.initialize();
    flagsApi.setFlags([everyoneControl], 2);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(flagsApi.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(provider.definitionsVersion).toBe(2));
    expect(flagsApi.requests).toHaveLength(2);
    expect(changed).toHaveBeenCalledTimes(1);
    expect((await provider.resolveStringEvaluation('calculator-top-deal-965', 'off', visitor)).value).toBe('control');
    await provider.onClose();
  });

  it('fails evaluations it cannot answer instead of guessing', async () => {
    const provider = createProvider();
    expect((await provider.resolveStringEvaluation('calculator-top-deal-965', 'off', visitor)).errorCode).toBe(ErrorCode.PROVIDER_NOT_READY);
    await provider.initialize();
    expect((await provider.resolveStringEvaluation('unknown-flag', 'off', visitor)).errorCode).toBe(ErrorCode.FLAG_NOT_FOUND);
    expect((await provider.resolveStringEvaluation('calculator-top-deal-965', 'off', { channel: 'poster' })).errorCode).toBe(ErrorCode.TARGETING_KEY_MISSING);
    expect((await provider.resolveBooleanEvaluation('calculator-top-deal-965', false)).errorCode).toBe(ErrorCode.TYPE_MISMATCH);
    await provider.onClose();
  });
});

describe('the flag client (OpenFeature)', () => {
  it('is ready once the definitions are there and answers their treatments', async () => {
    const client = startFlagClient({ provider: createProvider() });
    expect(await client.ready).toBe('ready');
    expect(await client.evaluate('calculator-top-deal-965', visitor)).toMatchObject({ value: 'on' });
  });

  it("answers 'off' when the first fetch fails, and the real treatment once a refresh succeeds", async () => {
    flagsApi.failWith(503);
    const provider = createProvider();
    const client = startFlagClient({ provider });
    expect(await client.ready).toBe('failed');
    const failed = await client.evaluate('calculator-top-deal-965', visitor);
    expect(failed).toMatchObject({ value: 'off', reason: 'ERROR' });
    flagsApi.failWith(null);
    await provider.refresh();
    await vi.waitFor(() => expect(client.state).toBe('ready'));
    expect((await client.evaluate('calculator-top-deal-965', visitor)).value).toBe('on');
  });

  it("counts as failed after the 5 s ready timeout and answers 'off' meanwhile", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    flagsApi.failWith('hang');
    const client = startFlagClient({ provider: new ShopApiFlagProvider({ fetchDefinitions: () => new Promise(() => {}) }) });
    let state: string | undefined;
    void client.ready.then((value) => (state = value));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(state).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(state).toBe('failed');
    expect(await client.evaluate('calculator-top-deal-965', visitor)).toMatchObject({ value: 'off', errorCode: ErrorCode.PROVIDER_NOT_READY });
  });

  it("answers 'off' for an evaluation that does not finish in time", async () => {
    const stuck: Provider = {
      metadata: { name: 'stuck' },
      runsOn: 'server',
      resolveStringEvaluation: () => new Promise(() => {}),
      resolveBooleanEvaluation: () => new Promise(() => {}),
      resolveNumberEvaluation: () => new Promise(() => {}),
      resolveObjectEvaluation: () => new Promise(() => {}),
    };
    const client = startFlagClient({ provider: stuck, evaluationTimeoutMs: 50 });
    expect(await client.ready).toBe('ready');
    expect(await client.evaluate('calculator-top-deal-965', visitor)).toMatchObject({ value: 'off', reason: 'ERROR' });
  });

  it('reuses an answer for the same visitor until the definitions change', async () => {
    const provider = createProvider();
    const resolve = vi.spyOn(provider, 'resolveStringEvaluation');
    const client = startFlagClient({ provider });
    await client.ready;
    expect((await client.evaluate('calculator-top-deal-965', visitor)).value).toBe('on');
    expect((await client.evaluate('calculator-top-deal-965', visitor)).value).toBe('on');
    expect(resolve).toHaveBeenCalledTimes(1);
    // Another visitor is another question.
    await client.evaluate('calculator-top-deal-965', { ...visitor, targetingKey: 'qrstuvwxyzabcdef' });
    expect(resolve).toHaveBeenCalledTimes(2);

    flagsApi.setFlags([everyoneControl], 2);
    await provider.refresh();
    await vi.waitFor(async () => expect((await client.evaluate('calculator-top-deal-965', visitor)).value).toBe('control'));
  });

  it('asks again after a failed answer', async () => {
    const provider = createProvider();
    const client = startFlagClient({ provider });
    await client.ready;
    const resolve = vi.spyOn(provider, 'resolveStringEvaluation');
    expect(await client.evaluate('no-such-flag', visitor)).toMatchObject({ value: 'off', errorCode: ErrorCode.FLAG_NOT_FOUND });
    await client.evaluate('no-such-flag', visitor);
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it('logs a second start and keeps the running client', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const first = startFlagClient({ provider: createProvider() });
    const second = startFlagClient({ provider: createProvider() });
    expect(second).toBe(first);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ event: 'split-error-already-initialized' }), 'split-error-already-initialized');
  });

  it('logs the start (initialize) and tracked events (track)', async () => {
    const info = vi.spyOn(logger, 'info');
    const client = startFlagClient({ provider: createProvider() });
    await client.ready;
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ event: 'initialize', state: 'ready', flags: 1 }), 'initialize');
    client.track('calculator-apply', visitor, { product: 'framed' });
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ event: 'track', eventName: 'calculator-apply', userKey: visitor.targetingKey }), 'track');
  });
});
