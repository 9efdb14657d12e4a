import {
  ErrorCode,
  OpenFeature,
  ProviderEvents,
  type Client,
  type EvaluationContext,
  type EvaluationDetails,
  type Logger,
  type Provider,
  type TrackingEventDetails,
} from '@openfeature/server-sdk';
import { LRUCache } from 'lru-cache';
import { getServerConfig } from '../config/server-config.ts';
import { DEFAULT_LOCALE } from '../../../domain/locale/locales.ts';
import { logEvent, logger } from '../log/logger.ts';
import { getFeatureFlagDefinitions } from '../shop-api/feature-flags.ts';
import { ShopApiFlagProvider } from './shop-api-flag-provider.ts';
import { FALLBACK_TREATMENT } from '../../../domain/flags/treatments.ts';
import { withTimeout } from '../async/with-timeout.ts';

/** The ready timeout (docs/shop-rules.md, Feature flags): after it the client counts as failed and flags answer 'off'. */
export const READY_TIMEOUT_MS = 5_000;
/** One evaluation may not hold a page longer than this (a remote provider could hang). */
export const EVALUATION_TIMEOUT_MS = 5_000;
/**
 * How long an answer is reused without the provider saying its definitions changed: a bound for a
 * vendor provider that changes them without the ConfigurationChanged event. Ours sends it.
 */
export const EVALUATION_REUSE_MS = 60_000;
/** Answers kept (one per flag and visitor): about 10 MB at most; old visitors fall out first. */
const EVALUATION_REUSE_MAX = 50_000;

export type FlagClientState = 'starting' | 'ready' | 'failed';

export type FlagClient = {
  readonly providerName: string;
  readonly state: FlagClientState;
  /** Settles once the provider is ready or the ready timeout has passed; never rejects. */
  readonly ready: Promise<FlagClientState>;
  evaluate(flagKey: string, context: EvaluationContext): Promise<EvaluationDetails<string>>;
  track(eventName: string, context: EvaluationContext, details?: TrackingEventDetails): void;
};

/**
 * The one place that picks the provider. Production swaps vendors here (README: "Feature flags");
 * every call site goes through OpenFeature and this module, never through a vendor SDK.
 */
export function createFlagProvider(): Provider {
  return new ShopApiFlagProvider({
    // Definitions do not depend on channel or locale; the API still wants both headers.
    fetchDefinitions: () => getFeatureFlagDefinitions({ channel: 'poster', locale: DEFAULT_LOCALE }, { baseUrl: getServerConfig().shopApiUrl }),
  });
}

const openFeatureLogger: Logger = {
  error: (...args: unknown[]) => logger.error({ component: 'openfeature' }, args.map(String).join(' ')),
  warn: (...args: unknown[]) => logger.warn({ component: 'openfeature' }, args.map(String).join(' ')),
  info: (...args: unknown[]) => logger.info({ component: 'openfeature' }, args.map(String).join(' ')),
  debug: (...args: unknown[]) => logger.debug({ component: 'openfeature' }, args.map(String).join(' ')),
};

let current: FlagClient | null = null;

export type StartFlagClientOptions = {
  provider?: Provider;
  readyTimeoutMs?: number;
  evaluationTimeoutMs?: number;
};

/**
 * Starts the flag client once per process (lazily, on the first request that needs flags). A
 * second start is a programming error on the client side of the vendor SDKs; here it is logged
 * and the running client is kept.
 */
export function startFlagClient(options: StartFlagClientOptions = {}): FlagClient {
  if (current) {
    logEvent('warn', 'split-error-already-initialized', { provider: current.providerName });
    return current;
  }
  const provider = options.provider ?? createFlagProvider();
  const readyTimeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;
  const evaluationTimeoutMs = options.evaluationTimeoutMs ?? EVALUATION_TIMEOUT_MS;
  const started = performance.now();
  OpenFeature.setLogger(openFeatureLogger);
  const client: Client = OpenFeature.getClient('shop');
  let state: FlagClientState = 'starting';
  const flagCount = () => (provider instanceof ShopApiFlagProvider ? provider.flagCount : undefined);

  let startError: string | undefined;
  const initialized = OpenFeature.setProviderAndWait('shop', provider).then(
    () => 'ready' as const,
    (error: unknown) => {
      startError = String(error);
      return 'failed' as const;
    },
  );
  const ready = withTimeout<FlagClientState, FlagClientState>(initialized, readyTimeoutMs, () => 'failed').then((result) => {
    state = result;
    const fields = { provider: provider.metadata.name, state, durationMs: Math.round(performance.now() - started) };
    if (result === 'ready') logEvent('info', 'initialize', { ...fields, flags: flagCount() });
    else logEvent('error', 'initialize', { ...fields, readyTimeoutMs, error: startError ?? 'ready timeout' });
    return result;
  });
  // A provider that becomes ready after a failed start (a later refresh, or an answer after the
  // timeout) is used from then on; during the start the promise above reports.
  client.addHandler(ProviderEvents.Ready, () => {
    if (state !== 'failed') return;
    state = 'ready';
    logEvent('info', 'initialize', { provider: provider.metadata.name, state, late: true, flags: flagCount() });
  });

  // An evaluation is a pure function of the definitions and the context, and a returning visitor
  // asks the same seven questions on every page: the SDK's evaluation path (hooks, a timer each)
  // was most of the CPU a stored page costs. Answers are reused until the definitions change.
  // Failed answers are not kept: the next request asks again.
  const answers = new LRUCache<string, EvaluationDetails<string>>({ max: EVALUATION_REUSE_MAX, ttl: EVALUATION_REUSE_MS });
  for (const event of [ProviderEvents.ConfigurationChanged, ProviderEvents.Ready, ProviderEvents.Error, ProviderEvents.Stale]) {
    client.addHandler(event, () => answers.clear());
  }
  const evaluateOnce = (flagKey: string, context: EvaluationContext) =>
    withTimeout(client.getStringDetails(flagKey, FALLBACK_TREATMENT, context), evaluationTimeoutMs, () => ({
      flagKey,
      value: FALLBACK_TREATMENT,
      reason: 'ERROR',
      errorCode: ErrorCode.GENERAL,
      errorMessage: `no answer within ${evaluationTimeoutMs} ms`,
      flagMetadata: {},
    }));

  current = {
    providerName: provider.metadata.name,
    get state() {
      return state;
    },
    ready,
    evaluate: async (flagKey, context) => {
      const question = JSON.stringify([flagKey, context]);
      const known = answers.get(question);
      if (known) return known;
      const details = await evaluateOnce(flagKey, context);
      if (!details.errorCode) answers.set(question, details);
      return details;
    },
    track: (eventName, context, details) => client.track(eventName, context, details),
  };
  return current;
}

export function getFlagClient(): FlagClient {
  return current ?? startFlagClient();
}

/** For tests and shutdown: closes the provider (its refresh timer) and forgets the client. */
export async function stopFlagClient(): Promise<void> {
  current = null;
  await OpenFeature.clearProviders();
  OpenFeature.clearHandlers();
}
