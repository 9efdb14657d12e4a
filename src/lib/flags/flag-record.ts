/**
 * The visitor data of the flags: a user key cookie and the monitoring record (the key plus a
 * flag -> treatment map), kept once per browser session and once per user. The shop runs as
 * several stateless processes, so the records live in cookies the server reads and writes: a
 * session cookie and a one-year cookie. Only the user key is readable by scripts (the flag rules say
 * it is not HttpOnly, a browser-side SDK would share it); the records are the server's own.
 */
import { SHOP_COOKIES } from '../request/shop-cookies.ts';
import { findShopFlag } from '../../../domain/flags/shop-flags.ts';
import { isTreatment, type Treatment } from '../../../domain/flags/treatments.ts';
import { isValidUserKey } from '../../../domain/flags/user-key.ts';

export const USER_KEY_COOKIE = SHOP_COOKIES.flagUserKey.name;
export const SESSION_RECORD_COOKIE = SHOP_COOKIES.flagSession.name;
export const USER_RECORD_COOKIE = SHOP_COOKIES.flagUser.name;
/** The lifetime of the user key cookie (docs/shop-rules.md, Feature flags); the user record lives as long. */
export const USER_KEY_MAX_AGE_SECONDS = 31_536_000;

const RECORD_KEY_PARAM = 'k';

export { createUserKey, isValidUserKey } from '../../../domain/flags/user-key.ts';

export type FlagRecord = { key: string; flags: Record<string, Treatment> };

/**
 * `k=<user key>&<flag>=<treatment>&...`: cookie-safe characters only, readable in a browser's
 * cookie list. Anything unexpected is dropped: a record is monitoring, never a reason to fail.
 */
export function parseFlagRecord(value: string | undefined): FlagRecord | null {
  if (!value) return null;
  const params = new URLSearchParams(value);
  const key = params.get(RECORD_KEY_PARAM) ?? undefined;
  if (!isValidUserKey(key)) return null;
  const flags: Record<string, Treatment> = {};
  for (const [name, treatment] of params) {
    if (name !== RECORD_KEY_PARAM && findShopFlag(name)?.key === name && isTreatment(treatment)) flags[name] = treatment;
  }
  return { key, flags };
}

export function serializeFlagRecord(record: FlagRecord): string {
  return [`${RECORD_KEY_PARAM}=${record.key}`, ...Object.entries(record.flags).map(([flag, treatment]) => `${flag}=${treatment}`)].join('&');
}

export type RecordScope = 'session' | 'user';

export type RecordLog =
  | { event: 'user-key-changed'; scopes: RecordScope[] }
  | { event: 'change-feature-flag-session' | 'change-feature-flag-user'; flag: string; previous: Treatment; treatment: Treatment };

export type RecordUpdate = {
  session: FlagRecord;
  user: FlagRecord;
  sessionChanged: boolean;
  userChanged: boolean;
  logs: RecordLog[];
};

function updateOne(scope: RecordScope, record: FlagRecord | null, userKey: string, treatments: ReadonlyArray<readonly [string, Treatment]>, logs: RecordLog[]) {
  const keyChanged = record !== null && record.key !== userKey;
  const next: FlagRecord = record && !keyChanged ? { key: userKey, flags: { ...record.flags } } : { key: userKey, flags: {} };
  let changed = record === null || keyChanged;
  for (const [flag, treatment] of treatments) {
    const previous = next.flags[flag];
    if (previous === treatment) continue;
    if (previous !== undefined) logs.push({ event: scope === 'session' ? 'change-feature-flag-session' : 'change-feature-flag-user', flag, previous, treatment });
    // The record follows the change, so one change is one log line, not one per page.
    next.flags[flag] = treatment;
    changed = true;
  }
  return { record: next, changed, keyChanged };
}

/**
 * The monitoring rules: a flag's treatment is recorded on its first evaluation, per session and
 * per user; a later different treatment is logged (change-feature-flag-session / -user). A record
 * kept for another user key is reset first (user-key-changed), so a new key starts clean.
 */
export function updateFlagRecords(input: {
  userKey: string;
  session: FlagRecord | null;
  user: FlagRecord | null;
  treatments: ReadonlyArray<readonly [string, Treatment]>;
}): RecordUpdate {
  const logs: RecordLog[] = [];
  const session = updateOne('session', input.session, input.userKey, input.treatments, logs);
  const user = updateOne('user', input.user, input.userKey, input.treatments, logs);
  const changedScopes = [...(session.keyChanged ? ['session' as const] : []), ...(user.keyChanged ? ['user' as const] : [])];
  if (changedScopes.length > 0) logs.unshift({ event: 'user-key-changed', scopes: changedScopes });
  return { session: session.record, user: user.record, sessionChanged: session.changed, userChanged: user.changed, logs };
}
