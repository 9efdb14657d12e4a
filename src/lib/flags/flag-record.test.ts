import { describe, expect, it } from 'vitest';
import { createUserKey, isValidUserKey, parseFlagRecord, serializeFlagRecord, updateFlagRecords, type FlagRecord } from './flag-record.ts';
import { isValidCookieValue } from '../request/cookies.ts';

const KEY = 'key-aaaaaaaaaaaaaaaa';
const OTHER_KEY = 'key-bbbbbbbbbbbbbbbb';

describe('user keys', () => {
  it('are random, cookie-safe and recognised', () => {
    const keys = new Set(Array.from({ length: 100 }, () => createUserKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(isValidUserKey(key) && isValidCookieValue(key)).toBe(true);
    expect(isValidUserKey('')).toBe(false);
    expect(isValidUserKey('short')).toBe(false);
    expect(isValidUserKey('has spaces in it, sadly')).toBe(false);
  });
});

describe('record cookies', () => {
  it('round-trip a record in cookie-safe characters', () => {
    const record: FlagRecord = { key: KEY, flags: { 'calculator-top-deal-965': 'on', 'footer-customer-opinions-order': 'control' } };
    const value = serializeFlagRecord(record);
    expect(isValidCookieValue(value)).toBe(true);
    expect(parseFlagRecord(value)).toEqual(record);
  });

  it('drop what they do not know and refuse a record without a valid key', () => {
    expect(parseFlagRecord(`k=${KEY}&no-such-flag=on&calculator-top-deal-965=maybe&calculator-nudging-967=off`)).toEqual({
      key: KEY,
      flags: { 'calculator-nudging-967': 'off' },
    });
    expect(parseFlagRecord('calculator-nudging-967=off')).toBeNull();
    expect(parseFlagRecord(undefined)).toBeNull();
  });
});

describe('monitoring rules', () => {
  const record = (key: string, flags: FlagRecord['flags']): FlagRecord => ({ key, flags });

  it('records a treatment on first evaluation, per session and per user, without logging', () => {
    const update = updateFlagRecords({ userKey: KEY, session: null, user: null, treatments: [['calculator-top-deal-965', 'on']] });
    expect(update.session).toEqual(record(KEY, { 'calculator-top-deal-965': 'on' }));
    expect(update.user).toEqual(record(KEY, { 'calculator-top-deal-965': 'on' }));
    expect(update).toMatchObject({ sessionChanged: true, userChanged: true, logs: [] });
  });

  it('changes nothing (and writes no cookie) when the treatments are the ones recorded', () => {
    const same = record(KEY, { 'calculator-top-deal-965': 'on' });
    const update = updateFlagRecords({ userKey: KEY, session: same, user: same, treatments: [['calculator-top-deal-965', 'on']] });
    expect(update).toMatchObject({ sessionChanged: false, userChanged: false, logs: [] });
  });

  it('logs a later different treatment per session and per user, once', () => {
    const was = record(KEY, { 'calculator-top-deal-965': 'on' });
    const update = updateFlagRecords({ userKey: KEY, session: was, user: was, treatments: [['calculator-top-deal-965', 'off']] });
    expect(update.logs).toEqual([
      { event: 'change-feature-flag-session', flag: 'calculator-top-deal-965', previous: 'on', treatment: 'off' },
      { event: 'change-feature-flag-user', flag: 'calculator-top-deal-965', previous: 'on', treatment: 'off' },
    ]);
    const again = updateFlagRecords({ userKey: KEY, session: update.session, user: update.user, treatments: [['calculator-top-deal-965', 'off']] });
    expect(again.logs).toEqual([]);
  });

  it('logs only the scope whose record differs (a new session of a known user)', () => {
    const update = updateFlagRecords({
      userKey: KEY,
      session: null,
      user: record(KEY, { 'calculator-nudging-967': 'control' }),
      treatments: [['calculator-nudging-967', 'on']],
    });
    expect(update.logs.map((log) => log.event)).toEqual(['change-feature-flag-user']);
    expect(update.session.flags).toEqual({ 'calculator-nudging-967': 'on' });
  });

  it('resets both records when the user key changed, logging user-key-changed and no flag change', () => {
    const old = record(OTHER_KEY, { 'calculator-top-deal-965': 'on', 'calculator-nudging-967': 'on' });
    const update = updateFlagRecords({ userKey: KEY, session: old, user: old, treatments: [['calculator-top-deal-965', 'off']] });
    expect(update.logs).toEqual([{ event: 'user-key-changed', scopes: ['session', 'user'] }]);
    expect(update.session).toEqual(record(KEY, { 'calculator-top-deal-965': 'off' }));
    expect(update.user).toEqual(record(KEY, { 'calculator-top-deal-965': 'off' }));
    expect(update).toMatchObject({ sessionChanged: true, userChanged: true });
  });
});
