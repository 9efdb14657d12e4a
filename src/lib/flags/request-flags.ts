import { ErrorCode } from '@openfeature/server-sdk';
import type { Channel } from '../../../domain/locale/channels.ts';
import { logEvent } from '../log/logger.ts';
import { serializeCookie } from '../request/cookies.ts';
import { perRequest } from '../request/per-request.ts';
import { isCrawler } from '../request/is-crawler.ts';
import type { RequestContext } from '../request/request-context.ts';
import { detectMobileDevice } from './detect-mobile.ts';
import type { FlagClient, FlagClientState } from './flag-client.ts';
import { hasFlagDebug, NO_OVERRIDES, parseFlagOverrides, type FlagOverrides } from './flag-overrides.ts';
import {
  createUserKey,
  isValidUserKey,
  parseFlagRecord,
  serializeFlagRecord,
  SESSION_RECORD_COOKIE,
  updateFlagRecords,
  USER_KEY_COOKIE,
  USER_KEY_MAX_AGE_SECONDS,
  USER_RECORD_COOKIE,
} from './flag-record.ts';
import { SHOP_FLAGS, type ShopFlag, type ShopFlagKey } from '../../../domain/flags/shop-flags.ts';
import { FALLBACK_TREATMENT, isTreatment, type Treatment } from '../../../domain/flags/treatments.ts';

/** Where a request's treatment came from (shown in the debug block). */
export type FlagSource = 'evaluated' | 'override' | 'path' | 'disabled' | 'crawler' | 'failed';

export type FlagResult = {
  key: ShopFlagKey;
  treatment: Treatment;
  source: FlagSource;
  /** Error code or resolution reason. */
  detail?: string;
  /** The experiment tool's id: from the definition where the provider names it, else the shop's. */
  experimentId: number | null;
};

/** Every shop flag's treatment for one request, evaluated once before rendering. */
export type RequestFlags = {
  userKey: string | null;
  crawler: boolean;
  mobileDevice: boolean;
  overridesAllowed: boolean;
  overrides: FlagOverrides;
  /** The client's state when the request was evaluated; null when it was not asked. */
  clientState: FlagClientState | null;
  debug: boolean;
  results: readonly FlagResult[];
  treatments: Readonly<Record<ShopFlagKey, Treatment>>;
};

export type RequestFlagsInput = {
  /** The page the request renders or acts for: its path and query. */
  pageUrl: URL;
  languagePrefix: string;
  channel: Channel;
  cookies: ReadonlyMap<string, string>;
  userAgent: string | undefined;
  mobileHint: string | undefined;
  secure: boolean;
  allowOverrides: boolean;
  /** Started lazily: crawlers and disabled requests never start it. */
  getClient: () => FlagClient;
  now?: number;
};

const NO_TREATMENT_LOG_INTERVAL_MS = 60_000;
const lastNoTreatmentLog = new Map<string, number>();

/** A failing provider fails every request: one line per flag and error a minute is enough. */
function logNoTreatment(failures: FlagResult[], clientState: FlagClientState, now: number) {
  const due = failures.filter((failure) => {
    const id = `${failure.key}:${failure.detail}`;
    if (now - (lastNoTreatmentLog.get(id) ?? -Infinity) < NO_TREATMENT_LOG_INTERVAL_MS) return false;
    lastNoTreatmentLog.set(id, now);
    return true;
  });
  if (due.length > 0) logEvent('warn', 'no-treatment', { flags: due.map(({ key, detail }) => ({ flag: key, error: detail })), clientState });
}

function pathSwitchesOn(flag: ShopFlag, pagePath: string): boolean {
  return flag.onForPathPrefix !== undefined && pagePath.startsWith(flag.onForPathPrefix);
}

function toTreatments(results: readonly FlagResult[]): Record<ShopFlagKey, Treatment> {
  return Object.fromEntries(results.map((result) => [result.key, result.treatment])) as Record<ShopFlagKey, Treatment>;
}

/**
 * One request's flags: crawlers get no key, no record and the fallback treatments; otherwise the
 * visitor's key (created on the first visit) is evaluated for every shop flag through OpenFeature,
 * query overrides and path rules first. Pure apart from the client and the log; the cookies to
 * set come back to the caller.
 */
export async function evaluateRequestFlags(input: RequestFlagsInput): Promise<{ flags: RequestFlags; setCookies: string[] }> {
  const now = input.now ?? Date.now();
  const params = input.pageUrl.searchParams;
  const crawler = isCrawler(input.userAgent);
  const mobileDevice = detectMobileDevice(input.userAgent, input.mobileHint);
  const overridesAllowed = input.allowOverrides && !crawler;
  const overrides = overridesAllowed ? parseFlagOverrides(params) : NO_OVERRIDES;
  const prefix = input.languagePrefix;
  const pagePath = prefix && input.pageUrl.pathname.startsWith(prefix) ? input.pageUrl.pathname.slice(prefix.length) || '/' : input.pageUrl.pathname;
  const base = { crawler, mobileDevice, overridesAllowed, overrides, debug: hasFlagDebug(params) };

  if (crawler || overrides.disabled) {
    const source: FlagSource = crawler ? 'crawler' : 'disabled';
    const results = SHOP_FLAGS.map((flag): FlagResult =>
      pathSwitchesOn(flag, pagePath)
        ? { key: flag.key, treatment: 'on', source: 'path', experimentId: flag.experimentId }
        : { key: flag.key, treatment: FALLBACK_TREATMENT, source, experimentId: flag.experimentId },
    );
    return { flags: { ...base, userKey: null, clientState: null, results, treatments: toTreatments(results) }, setCookies: [] };
  }

  const setCookies: string[] = [];
  const cookieKey = input.cookies.get(USER_KEY_COOKIE);
  let userKey = isValidUserKey(cookieKey) ? cookieKey : '';
  if (!userKey) {
    if (cookieKey !== undefined) logEvent('warn', 'key-empty', { reason: cookieKey ? 'invalid' : 'empty' });
    userKey = createUserKey();
    setCookies.push(serializeCookie(USER_KEY_COOKIE, userKey, { maxAge: USER_KEY_MAX_AGE_SECONDS, httpOnly: false, secure: input.secure }));
  }

  const context = { targetingKey: userKey, channel: input.channel, mobileDevice };
  let clientState: FlagClientState = 'failed';
  const evaluateAll = async () => {
    const client = input.getClient();
    clientState = await client.ready;
    return Promise.all(SHOP_FLAGS.map(async (flag): Promise<FlagResult> => {
      const { key, experimentId } = flag;
      const forced = overrides.forced.get(key);
      if (forced) return { key, treatment: forced, source: 'override', experimentId };
      if (pathSwitchesOn(flag, pagePath)) return { key, treatment: 'on', source: 'path', experimentId };
      const details = await client.evaluate(key, context);
      if (details.errorCode) return { key, treatment: FALLBACK_TREATMENT, source: 'failed', detail: details.errorCode, experimentId };
      if (!isTreatment(details.value)) return { key, treatment: FALLBACK_TREATMENT, source: 'failed', detail: 'invalid-treatment', experimentId };
      const defined = details.flagMetadata.experimentId;
      return { key, treatment: details.value, source: 'evaluated', detail: details.reason, experimentId: typeof defined === 'number' ? defined : experimentId };
    }));
  };
  // Flags must never fail a page: a client that throws (a vendor SDK's bug) means 'off' everywhere.
  const results = await evaluateAll().catch((error: unknown) => {
    logEvent('error', 'no-treatment', { error: String(error) });
    return SHOP_FLAGS.map((flag): FlagResult => ({ key: flag.key, treatment: FALLBACK_TREATMENT, source: 'failed', detail: 'client-error', experimentId: flag.experimentId }));
  });
  const failures = results.filter((result) => result.source === 'failed');
  const keyMissing = failures.filter((result) => result.detail === ErrorCode.TARGETING_KEY_MISSING);
  if (keyMissing.length > 0) logEvent('warn', 'key-empty', { flags: keyMissing.map((result) => result.key) });
  logNoTreatment(failures.filter((result) => result.detail !== ErrorCode.TARGETING_KEY_MISSING), clientState, now);

  // Only what the visitor was assigned is monitored: forced, path and failed treatments are not.
  const update = updateFlagRecords({
    userKey,
    session: parseFlagRecord(input.cookies.get(SESSION_RECORD_COOKIE)),
    user: parseFlagRecord(input.cookies.get(USER_RECORD_COOKIE)),
    treatments: results.filter((result) => result.source === 'evaluated').map((result) => [result.key, result.treatment] as const),
  });
  for (const entry of update.logs) {
    if (entry.event === 'user-key-changed') logEvent('warn', entry.event, { scopes: entry.scopes });
    else logEvent('error', entry.event, { flag: entry.flag, previous: entry.previous, treatment: entry.treatment });
  }
  if (update.sessionChanged) setCookies.push(serializeCookie(SESSION_RECORD_COOKIE, serializeFlagRecord(update.session), { secure: input.secure }));
  if (update.userChanged) {
    setCookies.push(serializeCookie(USER_RECORD_COOKIE, serializeFlagRecord(update.user), { maxAge: USER_KEY_MAX_AGE_SECONDS, secure: input.secure }));
  }
  return { flags: { ...base, userKey, clientState, results, treatments: toTreatments(results) }, setCookies };
}

const requestFlags = perRequest<RequestFlags | undefined>();
const notPrepared = () => undefined;

/**
 * The treatments of a request, evaluated once before rendering. A page cache for anonymous
 * visitors can key on `treatments` (and `debug`), as they are everything flags change on a page.
 */
export function getRequestFlags(context: RequestContext): RequestFlags | undefined {
  return requestFlags(context, notPrepared);
}

const flagsRead = perRequest<Set<ShopFlagKey>>();
const noFlags = () => new Set<ShopFlagKey>();

/** getTreatment notes each flag a render asks for: the page store keys a page on those alone. */
export function noteFlagRead(context: RequestContext, key: ShopFlagKey): void {
  flagsRead(context, noFlags).add(key);
}

/** The flags this request's render asked for so far (none: the page is the same in every group). */
export function getFlagsRead(context: RequestContext): ReadonlySet<ShopFlagKey> {
  return flagsRead(context, noFlags);
}

/** For tests: a request whose flags are already decided. */
export function setRequestFlags(context: RequestContext, flags: RequestFlags): void {
  requestFlags.set(context, flags);
}

function sameOriginReferer(referer: string | null, url: URL): URL | null {
  if (!referer || !URL.canParse(referer)) return null;
  const parsed = new URL(referer);
  return parsed.origin === url.origin ? parsed : null;
}

/**
 * Called by the request middleware before rendering pages and server actions. An action called
 * from a page acts for that page, so its query (overrides) and path come from the Referer.
 */
export async function prepareRequestFlags(context: RequestContext, headers: Headers, kind: 'page' | 'action'): Promise<RequestFlags> {
  const { config } = context.services;
  const pageUrl = (kind === 'action' ? sameOriginReferer(headers.get('referer'), context.url) : null) ?? context.pageUrl;
  const hostChannel = config.hostTable.entries.find((entry) => entry.host === context.url.hostname)?.channel;
  const { flags, setCookies } = await evaluateRequestFlags({
    pageUrl,
    languagePrefix: context.location?.languagePrefix ?? '',
    channel: context.location?.channel ?? hostChannel ?? 'poster',
    cookies: context.cookies,
    userAgent: headers.get('user-agent') ?? undefined,
    mobileHint: headers.get('sec-ch-ua-mobile') ?? undefined,
    secure: context.url.protocol === 'https:' || config.hostTable.protocol === 'https',
    allowOverrides: config.flagQueryOverrides,
    getClient: context.services.flagClient,
  });
  requestFlags.set(context, flags);
  context.response.setCookies.push(...setCookies);
  return flags;
}
