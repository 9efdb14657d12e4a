import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../log/logger.ts';
import { runWithRequestContext } from '../request/request-context.ts';
import { buildTestRequestContext } from '../../../tests/support/test-request-context.ts';
import type { FlagClient } from './flag-client.ts';
import { NO_OVERRIDES } from './flag-overrides.ts';
import { setRequestFlags, type RequestFlags } from './request-flags.ts';
import { checkTrackingEvent, trackFlagEvent } from './track-flag-event.ts';

const KEY = 'visitor-key-0000000001';

function requestWith(userKey: string | null) {
  const context = buildTestRequestContext('http://de.poster.localhost/x');
  const flags: RequestFlags = {
    userKey,
    crawler: userKey === null,
    mobileDevice: false,
    overridesAllowed: true,
    overrides: NO_OVERRIDES,
    clientState: userKey === null ? null : 'ready',
    debug: false,
    results: [],
    treatments: {} as RequestFlags['treatments'],
  };
  setRequestFlags(context, flags);
  return context;
}

function fakeClient() {
  const track = vi.fn<FlagClient['track']>();
  const client = { track } as unknown as FlagClient;
  return { track, getClient: () => client };
}

afterEach(() => vi.restoreAllMocks());

describe('tracking events', () => {
  it("sends the visitor's key and the properties to the provider", () => {
    const fake = fakeClient();
    runWithRequestContext(requestWith(KEY), () => trackFlagEvent('calculator-apply', { product: 'framed' }, fake.getClient));
    expect(fake.track).toHaveBeenCalledWith('calculator-apply', { targetingKey: KEY, mobileDevice: false }, { product: 'framed' });
  });

  it('tracks nothing for crawlers and outside a request', () => {
    const fake = fakeClient();
    runWithRequestContext(requestWith(null), () => trackFlagEvent('calculator-apply', {}, fake.getClient));
    trackFlagEvent('calculator-apply', {}, fake.getClient);
    expect(fake.track).not.toHaveBeenCalled();
  });

  it('refuses events beyond the vendor limits with a logged track line', () => {
    const warn = vi.spyOn(logger, 'warn');
    const fake = fakeClient();
    runWithRequestContext(requestWith(KEY), () => trackFlagEvent('-starts-with-dash', {}, fake.getClient));
    expect(fake.track).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ event: 'track', refused: expect.any(String) }), 'track');
  });

  it.each([
    ['an event name over 80 characters', 'a'.repeat(81), {}, KEY],
    ['more than 300 properties', 'e', Object.fromEntries(Array.from({ length: 301 }, (_, index) => [`p${index}`, 1])), KEY],
    ['properties over 32768 bytes', 'e', { text: 'x'.repeat(32_768) }, KEY],
    ['a user key over 250 characters', 'e', {}, 'k'.repeat(251)],
  ])('checks %s', (_case, name, properties, key) => {
    expect(checkTrackingEvent(name, properties, key)).not.toBeNull();
    expect(checkTrackingEvent('a'.repeat(80), { text: 'x'.repeat(1000) }, KEY)).toBeNull();
  });
});
