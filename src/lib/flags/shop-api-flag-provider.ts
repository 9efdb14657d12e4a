import {
  ErrorCode,
  OpenFeatureEventEmitter,
  ProviderEvents,
  type EvaluationContext,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
  type TrackingEventDetails,
} from '@openfeature/server-sdk';
import { isChannel } from '../../../domain/locale/channels.ts';
import { logEvent } from '../log/logger.ts';
import { describeShopApiError, type ShopApiResult } from '../shop-api/shop-api-client.ts';
import { evaluateDefinition } from '../../../domain/flags/evaluate-definition.ts';
import type { FeatureFlagsAnswer, FlagDefinition } from '../../../domain/shop-api-contract/feature-flags.ts';

export const FLAG_REFRESH_MS = 60_000;

export type ShopApiFlagProviderOptions = {
  /** One call of `/web-api/feature-flags` (injected so tests and other origins can swap it). */
  fetchDefinitions: () => Promise<ShopApiResult<FeatureFlagsAnswer>>;
  refreshMs?: number;
};

function failed<T>(value: T, errorCode: ErrorCode, errorMessage: string): ResolutionDetails<T> {
  return { value, reason: 'ERROR', errorCode, errorMessage };
}

/**
 * The shop's own OpenFeature provider: it fetches the flag definitions from the shop API, keeps
 * them in memory and evaluates them locally (no call per evaluation). Definitions are refreshed
 * every minute; a failed refresh keeps the last good ones, so an outage of the API changes no
 * visitor's treatment. Without any definitions yet, every evaluation fails (and the shop answers
 * 'off'); the first successful refresh makes the provider ready.
 */
export class ShopApiFlagProvider implements Provider {
  readonly metadata = { name: 'shop-api' } as const;
  readonly runsOn = 'server' as const;
  readonly events = new OpenFeatureEventEmitter();

  private definitions: Map<string, FlagDefinition> | null = null;
  private version: number | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  private inFlight: Promise<boolean> | null = null;
  private initializeFailed = false;

  private readonly options: ShopApiFlagProviderOptions;

  constructor(options: ShopApiFlagProviderOptions) {
    this.options = options;
  }

  get flagCount(): number {
    return this.definitions?.size ?? 0;
  }

  get definitionsVersion(): number | null {
    return this.version;
  }

  async initialize(): Promise<void> {
    this.timer ??= setInterval(() => void this.refresh(), this.options.refreshMs ?? FLAG_REFRESH_MS);
    // A background refresh must not keep the process alive on shutdown.
    this.timer.unref?.();
    if (!(await this.refresh())) {
      this.initializeFailed = true;
      throw new Error('feature flag definitions unavailable');
    }
  }

  /** Fetches the definitions once; true when the provider has definitions afterwards from this call. */
  refresh(): Promise<boolean> {
    // An answer slower than the interval must not stack calls.
    this.inFlight ??= this.load().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async load(): Promise<boolean> {
    const result = await this.options.fetchDefinitions();
    if (!result.ok) {
      logEvent(this.definitions ? 'warn' : 'error', 'feature-flags-refresh-error', {
        ...describeShopApiError(result.error),
        keptVersion: this.version,
      });
      return false;
    }
    const { version, flags } = result.value.payload;
    const previous = this.definitions;
    this.definitions = new Map(flags.map((flag) => [flag.key, flag]));
    const changed = this.version !== version;
    this.version = version;
    if (!previous && this.initializeFailed) {
      // Recovered after a failed start: the SDK moves the provider to READY on this event.
      this.initializeFailed = false;
      this.events.emit(ProviderEvents.Ready, { message: `definitions version ${version}` });
    } else if (previous && changed) {
      this.events.emit(ProviderEvents.ConfigurationChanged, { flagsChanged: flags.map((flag) => flag.key) });
    }
    return true;
  }

  async resolveStringEvaluation(flagKey: string, defaultValue: string, context: EvaluationContext): Promise<ResolutionDetails<string>> {
    if (!this.definitions) return failed(defaultValue, ErrorCode.PROVIDER_NOT_READY, 'no flag definitions yet');
    const definition = this.definitions.get(flagKey);
    if (!definition) return failed(defaultValue, ErrorCode.FLAG_NOT_FOUND, `no definition for ${flagKey}`);
    const userKey = context.targetingKey;
    if (!userKey) return failed(defaultValue, ErrorCode.TARGETING_KEY_MISSING, 'no user key');
    const result = evaluateDefinition(definition, {
      userKey,
      channel: typeof context.channel === 'string' && isChannel(context.channel) ? context.channel : undefined,
      mobileDevice: typeof context.mobileDevice === 'boolean' ? context.mobileDevice : undefined,
    });
    return {
      value: result.treatment,
      variant: result.treatment,
      reason: result.reason,
      flagMetadata: {
        version: this.version ?? 0,
        ...(definition.experimentId === null ? {} : { experimentId: definition.experimentId }),
        ...(result.rule === undefined ? {} : { rule: result.rule }),
      },
    };
  }

  // Treatments are strings; any other type is a call-site error.
  async resolveBooleanEvaluation(_flagKey: string, defaultValue: boolean): Promise<ResolutionDetails<boolean>> {
    return failed(defaultValue, ErrorCode.TYPE_MISMATCH, 'flags of this provider are treatments (strings)');
  }

  async resolveNumberEvaluation(_flagKey: string, defaultValue: number): Promise<ResolutionDetails<number>> {
    return failed(defaultValue, ErrorCode.TYPE_MISMATCH, 'flags of this provider are treatments (strings)');
  }

  async resolveObjectEvaluation<T extends JsonValue>(_flagKey: string, defaultValue: T): Promise<ResolutionDetails<T>> {
    return failed(defaultValue, ErrorCode.TYPE_MISMATCH, 'flags of this provider are treatments (strings)');
  }

  /** The shop API has no events endpoint: a tracked event becomes a log line a pipeline can pick up. */
  track(eventName: string, context: EvaluationContext, details: TrackingEventDetails): void {
    logEvent('info', 'track', { eventName, userKey: context.targetingKey, channel: context.channel, details });
  }

  async onClose(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
