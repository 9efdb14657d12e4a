import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { SHOP_API, type FeatureFlagsAnswer, type FlagDefinition } from '../../domain/shop-api-contract/index.ts';
import { answerContract } from './shop-api-contract.ts';

/**
 * msw handler for `GET /web-api/feature-flags`, for unit tests of the flag provider. Usage:
 *
 *   const flagsApi = createFeatureFlagsMock({ baseUrl });
 *   server.use(...flagsApi.handlers);
 *   flagsApi.setFlags([...], 2);   // following answers carry these definitions as version 2
 *   flagsApi.failWith(503);        // every following request answers 503 (0: network error, 'hang': no answer)
 *   flagsApi.requests              // headers of every request, in order
 */
export type FeatureFlagsMock = {
  handlers: HttpHandler[];
  requests: { channel: string | null; locale: string | null }[];
  setFlags(flags: FlagDefinition[], version?: number): void;
  failWith(failure: number | 'hang' | 'invalid' | null): void;
};

/** A definition with one rule for everyone; tests override what they look at. */
export function buildFlagDefinition(key: string, overrides: Partial<FlagDefinition> = {}): FlagDefinition {
  return {
    key,
    experimentId: null,
    enabled: true,
    defaultTreatment: 'off',
    rules: [{ rollout: [{ treatment: 'on', percent: 100 }] }],
    ...overrides,
  };
}

export function createFeatureFlagsMock({ baseUrl }: { baseUrl: string }): FeatureFlagsMock {
  let answer: FeatureFlagsAnswer = { payload: { version: 1, flags: [] } };
  let failure: number | 'hang' | 'invalid' | null = null;
  const requests: FeatureFlagsMock['requests'] = [];
  const handler = http.get(`${baseUrl}${SHOP_API.featureFlags.path}`, async ({ request }) => {
    requests.push({ channel: request.headers.get('x-channel'), locale: request.headers.get('x-locale') });
    if (failure === 'hang') await delay('infinite');
    if (failure === 0) return HttpResponse.error();
    if (failure === 'invalid') return HttpResponse.json({ payload: { version: 'x', flags: {} } });
    if (typeof failure === 'number') return HttpResponse.json({ error: 'mock failure' }, { status: failure });
    return answerContract('featureFlags', answer);
  });
  return {
    handlers: [handler],
    requests,
    setFlags(flags, version = answer.payload.version + 1) {
      answer = { payload: { version, flags } };
    },
    failWith(next) {
      failure = next;
    },
  };
}
