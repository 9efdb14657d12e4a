import { describe, expect, it } from 'vitest';
import type { Services } from '../services/services.ts';
import { admitLoginAttempt, admitSignup, getCustomerLimits, noteLoginSuccess } from './customer-limits.ts';

const freshLimits = () => getCustomerLimits({ rateLimitStore: { kind: 'memory' } } as Services);

describe('admitLoginAttempt', () => {
  it('admits exactly 5 of 30 parallel attempts on one account from one address', async () => {
    const limits = freshLimits();
    const decisions = await Promise.all(Array.from({ length: 30 }, () => admitLoginAttempt(limits, { account: 'poster:a@example.com', address: '198.51.100.1' })));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });

  it('counts one IPv6 /64 as one address', async () => {
    const limits = freshLimits();
    for (let i = 1; i <= 20; i += 1) expect((await admitLoginAttempt(limits, { account: `poster:${i}@example.com`, address: `2001:db8::${i}` })).allowed).toBe(true);
    expect((await admitLoginAttempt(limits, { account: 'poster:x@example.com', address: '2001:db8::ffff:1' })).allowed).toBe(false);
    expect((await admitLoginAttempt(limits, { account: 'poster:x@example.com', address: '2001:db8:0:1::1' })).allowed).toBe(true);
  });

  it('refused guesses do not run down the account day, so other addresses keep their tries', async () => {
    const limits = freshLimits();
    const account = 'poster:owner@example.com';
    for (let i = 0; i < 100; i += 1) await admitLoginAttempt(limits, { account, address: '192.0.2.1' });
    expect((await admitLoginAttempt(limits, { account, address: '192.0.2.1' })).allowed).toBe(false);
    expect((await admitLoginAttempt(limits, { account, address: '203.0.113.5' })).allowed).toBe(true);
  });

  it('a used-up account day refuses new addresses, not one the account logged in from', async () => {
    const limits = freshLimits();
    const account = 'poster:owner@example.com';
    const home = { account, address: '203.0.113.5' };
    expect((await admitLoginAttempt(limits, home)).allowed).toBe(true);
    await noteLoginSuccess(limits, home);
    for (let i = 0; i < 20; i += 1) expect((await admitLoginAttempt(limits, { account, address: `192.0.2.${i}` })).allowed).toBe(true);
    expect((await admitLoginAttempt(limits, { account, address: '192.0.2.200' })).allowed).toBe(false);
    expect((await admitLoginAttempt(limits, home)).allowed).toBe(true);
  });

  it('a success gives the address its point back and starts the account count at that address again', async () => {
    const limits = freshLimits();
    const attempt = { account: 'poster:a@example.com', address: '198.51.100.9' };
    for (let i = 0; i < 4; i += 1) await admitLoginAttempt(limits, attempt);
    await noteLoginSuccess(limits, attempt);
    for (let i = 0; i < 5; i += 1) expect((await admitLoginAttempt(limits, attempt)).allowed).toBe(true);
    expect((await admitLoginAttempt(limits, attempt)).allowed).toBe(false);
  });
});

describe('admitSignup', () => {
  it('admits 10 sign-ups per address group and hour', async () => {
    const limits = freshLimits();
    const decisions = await Promise.all(Array.from({ length: 30 }, (_, i) => admitSignup(limits, `2001:db8:5:5::${i + 1}`)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
    expect((await admitSignup(limits, '2001:db8:5:6::1')).allowed).toBe(true);
  });
});
