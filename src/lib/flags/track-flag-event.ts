import { logEvent } from '../log/logger.ts';
import { tryGetRequestContext } from '../request/request-context.ts';
import type { FlagClient } from './flag-client.ts';
import { getRequestFlags } from './request-flags.ts';

/** The flag vendors' event limits (docs/shop-rules.md, Feature flags): checked here so every provider gets valid events. */
const EVENT_NAME = /^[a-zA-Z0-9][-_.:a-zA-Z0-9]{0,79}$/;
const MAX_PROPERTY_KEYS = 300;
const MAX_PROPERTY_BYTES = 32_768;
const MAX_USER_KEY_LENGTH = 250;

export type TrackProperties = Record<string, string | number | boolean>;

export function checkTrackingEvent(eventName: string, properties: TrackProperties, userKey: string): string | null {
  if (!EVENT_NAME.test(eventName)) return 'event name: up to 80 letters, digits, - _ . :, starting with a letter or digit';
  if (userKey.length > MAX_USER_KEY_LENGTH) return `user key longer than ${MAX_USER_KEY_LENGTH} characters`;
  if (Object.keys(properties).length > MAX_PROPERTY_KEYS) return `more than ${MAX_PROPERTY_KEYS} properties`;
  if (Buffer.byteLength(JSON.stringify(properties)) > MAX_PROPERTY_BYTES) return `properties larger than ${MAX_PROPERTY_BYTES} bytes`;
  return null;
}

/**
 * A conversion event for the experiments (the provider decides where it goes; the shop API
 * provider logs it as `track`). Only visitors with a user key are tracked: crawlers and requests
 * with flags disabled never are.
 */
export function trackFlagEvent(eventName: string, properties: TrackProperties = {}, getClient?: () => FlagClient): void {
  const context = tryGetRequestContext();
  if (!context) return;
  const flags = getRequestFlags(context);
  if (!flags?.userKey) return;
  const problem = checkTrackingEvent(eventName, properties, flags.userKey);
  if (problem) {
    logEvent('warn', 'track', { eventName: eventName.slice(0, 100), refused: problem });
    return;
  }
  (getClient ?? context.services.flagClient)().track(eventName, { targetingKey: flags.userKey, mobileDevice: flags.mobileDevice }, properties);
}
