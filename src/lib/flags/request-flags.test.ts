import { ErrorCode, type EvaluationContext, type EvaluationDetails } from '@openfeature/server-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../log/logger.ts';
import { parseCookieHeader } from '../request/cookies.ts';
import { runWithRequestContext } from '../request/request-context.ts';
import { buildTestRequestContext } from '../../../tests/support/test-request-context.ts';
import type { FlagClient } from './flag-client.ts';
import { serializeFlagRecord, SESSION_RECORD_COOKIE, USER_KEY_COOKIE, USER_RECORD_COOKIE } from './flag-record.ts';
import { getTreatment } from './get-treatment.ts';
import { evaluateRequestFlags, setRequestFlags, type RequestFlagsInput } from './request-flags.ts';
import { SHOP_FLAGS } from '../../../domain/flags/shop-flags.ts';
import type { Treatment } from '../../../domain/flags/treatments.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const KEY = 'visitor-key-0000000001';

type Answer = Treatment | { error: ErrorCode };

/** A client whose provider answers from a table (default: everything 'on'), recording contexts. */
function fakeClient(answers: Record<string, Answer> = {}, state: 'ready' | 'failed' = 'ready') {
  const contexts: EvaluationContext[] = [];
  const client: FlagClient = {
    providerName: 'fake',
    state,
    ready: Promise.resolve(state),
    evaluate: async (flagKey, context): Promise<EvaluationDetails<string>> => {
      contexts.push(context);
      const answer = answers[flagKey] ?? 'on';
      if (typeof answer === 'object') return { flagKey, value: 'off', reason: 'ERROR', errorCode: answer.error, flagMetadata: {} };
      return { flagKey, value: answer, reason: 'SPLIT', flagMetadata: {} };
    },
    track: () => {},
  };
  return { client, contexts, getClient: vi.fn(() => client) };
}

function input(overrides: Partial<RequestFlagsInput> & { url?: string; cookie?: string } = {}): RequestFlagsInput {
  const { url = 'http://de.poster.localhost/leinwanddruck', cookie, ...rest } = overrides;
  return {
    pageUrl: new URL(url),
    languagePrefix: '',
    channel: 'poster',
    cookies: parseCookieHeader(cookie),
    userAgent: BROWSER,
    mobileHint: undefined,
    secure: false,
    allowOverrides: true,
    getClient: fakeClient().getClient,
    ...rest,
  };
}

function cookiesOf(setCookies: string[]): Map<string, string> {
  return new Map(setCookies.map((line) => [line.slice(0, line.indexOf('=')), line]));
}

const recordFor = (key: string, flags: Record<string, Treatment>) => serializeFlagRecord({ key, flags });

afterEach(() => vi.restoreAllMocks());

describe('a first visit', () => {
  it('gets a random user key cookie for a year, readable by scripts, Secure on https', async () => {
    const plain = cookiesOf((await evaluateRequestFlags(input())).setCookies).get(USER_KEY_COOKIE)!;
    expect(plain).toMatch(/^flag_user_key=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    const secure = cookiesOf((await evaluateRequestFlags(input({ secure: true }))).setCookies).get(USER_KEY_COOKIE)!;
    expect(secure).toContain('; Secure');
    expect(secure).not.toContain('HttpOnly');
    expect(plain.split(';')[0]).not.toBe(secure.split(';')[0]);
  });

  it('evaluates every flag with the key, the channel and the mobile device attribute, and records them', async () => {
    const fake = fakeClient({ 'calculator-nudging-967': 'control' });
    const { flags, setCookies } = await evaluateRequestFlags(input({ getClient: fake.getClient, userAgent: PHONE, channel: 'card' }));
    expect(fake.contexts[0]).toEqual({ targetingKey: flags.userKey, channel: 'card', mobileDevice: true });
    expect(flags.treatments['calculator-top-deal-965']).toBe('on');
    expect(flags.treatments['calculator-nudging-967']).toBe('control');
    const cookies = cookiesOf(setCookies);
    expect(cookies.get(SESSION_RECORD_COOKIE)).toMatch(/^flag_session=k=[^;]*calculator-nudging-967=control[^;]*; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookies.get(USER_RECORD_COOKIE)).toContain('Max-Age=31536000; HttpOnly');
  });

  it('takes the mobile device from the client hint before the user agent', async () => {
    const fake = fakeClient();
    await evaluateRequestFlags(input({ getClient: fake.getClient, userAgent: PHONE, mobileHint: '?0' }));
    await evaluateRequestFlags(input({ getClient: fake.getClient, userAgent: BROWSER, mobileHint: '?1' }));
    expect(fake.contexts.map((context) => context.mobileDevice)).toEqual([...Array(SHOP_FLAGS.length).fill(false), ...Array(SHOP_FLAGS.length).fill(true)]);
  });
});

describe('a returning visitor', () => {
  const all = (treatment: Treatment) =>
    Object.fromEntries(
      SHOP_FLAGS.map(({ key }) => [key, treatment]),
    );

  it('keeps the key and writes no cookie when nothing changed', async () => {
    const record = recordFor(KEY, all('on'));
    const { flags, setCookies } = await evaluateRequestFlags(input({ cookie: `${USER_KEY_COOKIE}=${KEY}; ${SESSION_RECORD_COOKIE}=${record}; ${USER_RECORD_COOKIE}=${record}` }));
    expect(flags.userKey).toBe(KEY);
    expect(setCookies).toEqual([]);
  });

  it('logs a changed treatment per session and per user, as an error', async () => {
    const error = vi.spyOn(logger, 'error');
    const record = recordFor(KEY, all('on'));
    const { setCookies } = await evaluateRequestFlags(
      input({
        cookie: `${USER_KEY_COOKIE}=${KEY}; ${SESSION_RECORD_COOKIE}=${record}; ${USER_RECORD_COOKIE}=${record}`,
        getClient: fakeClient({ 'calculator-top-deal-965': 'off' }).getClient,
      }),
    );
    const events = error.mock.calls.map(([fields]) => fields as Record<string, unknown>);
    expect(events).toEqual([
      expect.objectContaining({ event: 'change-feature-flag-session', flag: 'calculator-top-deal-965', previous: 'on', treatment: 'off' }),
      expect.objectContaining({ event: 'change-feature-flag-user', flag: 'calculator-top-deal-965', previous: 'on', treatment: 'off' }),
    ]);
    expect(cookiesOf(setCookies).get(SESSION_RECORD_COOKIE)).toContain('calculator-top-deal-965=off');
  });

  it('resets the records for a changed user key and logs user-key-changed', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const error = vi.spyOn(logger, 'error');
    const old = recordFor('another-key-000000001', all('off'));
    const { setCookies } = await evaluateRequestFlags(input({ cookie: `${USER_KEY_COOKIE}=${KEY}; ${SESSION_RECORD_COOKIE}=${old}; ${USER_RECORD_COOKIE}=${old}` }));
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ event: 'user-key-changed', scopes: ['session', 'user'] }), 'user-key-changed');
    expect(error).not.toHaveBeenCalled();
    expect(cookiesOf(setCookies).get(SESSION_RECORD_COOKIE)).toContain(`k=${KEY}&`);
  });

  it('gets a new key for an empty or malformed key cookie, logged as key-empty', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const { flags } = await evaluateRequestFlags(input({ cookie: `${USER_KEY_COOKIE}=` }));
    expect(flags.userKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ event: 'key-empty', reason: 'empty' }), 'key-empty');
  });
});

describe('crawlers', () => {
  it('get no key, no record, no client and the fallback treatments', async () => {
    const fake = fakeClient();
    const { flags, setCookies } = await evaluateRequestFlags(input({ userAgent: GOOGLEBOT, getClient: fake.getClient, url: 'http://de.poster.localhost/x?_flag_on=965' }));
    expect(setCookies).toEqual([]);
    expect(fake.getClient).not.toHaveBeenCalled();
    expect(flags).toMatchObject({ crawler: true, userKey: null });
    expect(new Set(Object.values(flags.treatments))).toEqual(new Set(['off']));
  });
});

describe('overrides and path rules', () => {
  it('force flags on and off from the query; forced treatments are not recorded', async () => {
    const fake = fakeClient({ 'calculator-nudging-1409': 'control' });
    const { flags, setCookies } = await evaluateRequestFlags(
      input({ url: 'http://de.poster.localhost/x?_flag_on=1409&_flag_off=calculator-top-deal-965', getClient: fake.getClient }),
    );
    expect(flags.treatments['calculator-nudging-1409']).toBe('on');
    expect(flags.treatments['calculator-top-deal-965']).toBe('off');
    expect(flags.results.find((result) => result.key === 'calculator-top-deal-965')?.source).toBe('override');
    // Every flag but the two forced ones is evaluated.
    expect(fake.contexts).toHaveLength(SHOP_FLAGS.length - 2);
    const record = cookiesOf(setCookies).get(SESSION_RECORD_COOKIE)!;
    expect(record).not.toContain('calculator-nudging-1409');
    expect(record).not.toContain('calculator-top-deal-965');
  });

  it('are ignored where configuration does not allow them', async () => {
    const { flags } = await evaluateRequestFlags(input({ url: 'http://de.poster.localhost/x?_flag_off=965&_flags=off', allowOverrides: false }));
    expect(flags.treatments['calculator-top-deal-965']).toBe('on');
    expect(flags.overridesAllowed).toBe(false);
  });

  it('_flags=off evaluates nothing: no client, no cookies, every flag off', async () => {
    const fake = fakeClient();
    const { flags, setCookies } = await evaluateRequestFlags(input({ url: 'http://de.poster.localhost/x?_flags=off', getClient: fake.getClient }));
    expect(fake.getClient).not.toHaveBeenCalled();
    expect(setCookies).toEqual([]);
    expect(new Set(Object.values(flags.treatments))).toEqual(new Set(['off']));
  });

  it.each([
    ['/posterdruck', ''],
    ['/posterdruck-auf-leinwand', ''],
    ['/fr/posterdruck', '/fr'],
  ])('%s switches the posterdruck treatment on, also for crawlers', async (path, languagePrefix) => {
    const fake = fakeClient({ 'posterdruck-landing': 'off' });
    const visitor = await evaluateRequestFlags(input({ url: `http://x.localhost${path}`, languagePrefix, getClient: fake.getClient }));
    const crawler = await evaluateRequestFlags(input({ url: `http://x.localhost${path}`, languagePrefix, userAgent: GOOGLEBOT }));
    expect(visitor.flags.treatments['posterdruck-landing']).toBe('on');
    expect(crawler.flags.treatments['posterdruck-landing']).toBe('on');
    const elsewhere = await evaluateRequestFlags(input({ url: 'http://x.localhost/poster', getClient: fake.getClient }));
    expect(elsewhere.flags.treatments['posterdruck-landing']).toBe('off');
  });
});

describe('failures', () => {
  it("answer 'off', log no-treatment (throttled) and record nothing", async () => {
    const warn = vi.spyOn(logger, 'warn');
    const failing = fakeClient({ 'calculator-top-deal-965': { error: ErrorCode.PROVIDER_NOT_READY } }, 'failed');
    const first = await evaluateRequestFlags(input({ getClient: failing.getClient, now: 1_000_000 }));
    await evaluateRequestFlags(input({ getClient: failing.getClient, now: 1_000_001 }));
    expect(first.flags.treatments['calculator-top-deal-965']).toBe('off');
    expect(first.flags.clientState).toBe('failed');
    expect(cookiesOf(first.setCookies).get(SESSION_RECORD_COOKIE)).not.toContain('calculator-top-deal-965');
    const noTreatment = warn.mock.calls.filter(([fields]) => (fields as { event: string }).event === 'no-treatment');
    expect(noTreatment).toHaveLength(1);
    expect(noTreatment[0]![0]).toMatchObject({ flags: [{ flag: 'calculator-top-deal-965', error: ErrorCode.PROVIDER_NOT_READY }] });
  });
});

describe('a client that throws', () => {
  it("answers 'off' for every flag instead of failing the page", async () => {
    const { flags } = await evaluateRequestFlags(
      input({
        getClient: () => {
          throw new Error('vendor SDK bug');
        },
      }),
    );
    expect(new Set(Object.values(flags.treatments))).toEqual(new Set(['off']));
    expect(flags.results.every((result) => result.source === 'failed')).toBe(true);
  });
});

describe('getTreatment', () => {
  it('reads the request’s evaluated treatments by experiment id or key', async () => {
    const context = buildTestRequestContext('http://de.poster.localhost/x');
    const { flags } = await evaluateRequestFlags(input({ getClient: fakeClient({ 'calculator-top-deal-965': 'control' }).getClient }));
    setRequestFlags(context, flags);
    runWithRequestContext(context, () => {
      expect(getTreatment(965)).toBe('control');
      expect(getTreatment('calculator-portrait-format')).toBe('on');
    });
  });

  it("answers 'off' without evaluated flags (client-or-sdk-empty) and for unknown ids (no-treatment)", () => {
    const warn = vi.spyOn(logger, 'warn');
    expect(getTreatment(965)).toBe('off');
    expect(runWithRequestContext(buildTestRequestContext('http://de.poster.localhost/x'), () => getTreatment(965))).toBe('off');
    expect(getTreatment(4711)).toBe('off');
    expect(warn.mock.calls.map(([fields]) => (fields as { event: string }).event)).toEqual(['client-or-sdk-empty', 'client-or-sdk-empty', 'no-treatment']);
  });
});
