import { toAddressGroup } from '../security/address-group.ts';
import { createRateLimiter, type RateLimitDecision, type RateLimiter, type RateLimitRule } from '../security/rate-limit.ts';
import type { Services } from '../services/services.ts';

/**
 * Brute-force limits on log-in, sign-up and password reset (docs/decisions/0012-customer-access.md,
 * 0022-log-in-and-sign-up-limits.md). Addresses count by their group (IPv6 by /64). Every attempt
 * takes its points before the password is checked (rate-limiter-flexible's consume is atomic, in
 * memory and on Redis), so parallel guesses cannot slip past a count that is not written yet.
 */
export const LOGIN_RULES = {
  /** Guesses from one address over every account (offices and mobile networks share addresses). */
  address: { name: 'login-address', points: 20, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Guesses on one account from one address: the guesser locks out only themselves. */
  accountAddress: { name: 'login-account-address', points: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Guesses on one account from everywhere (many addresses); refuses only addresses the owner has not logged in from. */
  accountDay: { name: 'login-account-day', points: 20, windowSeconds: 24 * 3600, blockSeconds: 24 * 3600 },
  /**
   * Address groups an account logged in from; one point marks the group as known. 20 days: the
   * memory store expires keys with a timer, and Node's timers end at 24.8 days.
   */
  knownAddress: { name: 'login-known-address', points: 1, windowSeconds: 20 * 24 * 3600 },
} as const satisfies Record<string, RateLimitRule>;

export const SIGNUP_RULE = { name: 'signup-address', points: 10, windowSeconds: 3600 } as const satisfies RateLimitRule;

export type CustomerLimits = {
  address: RateLimiter;
  accountAddress: RateLimiter;
  accountDay: RateLimiter;
  knownAddress: RateLimiter;
  signupAddress: RateLimiter;
  resetAccount: RateLimiter;
  resetAddress: RateLimiter;
};

const cache = new WeakMap<Services, CustomerLimits>();

export function getCustomerLimits(services: Services): CustomerLimits {
  let limits = cache.get(services);
  if (!limits) {
    const store = services.rateLimitStore;
    limits = {
      address: createRateLimiter(LOGIN_RULES.address, store),
      accountAddress: createRateLimiter(LOGIN_RULES.accountAddress, store),
      accountDay: createRateLimiter(LOGIN_RULES.accountDay, store),
      knownAddress: createRateLimiter(LOGIN_RULES.knownAddress, store),
      signupAddress: createRateLimiter(SIGNUP_RULE, store),
      resetAccount: createRateLimiter({ name: 'reset-account', points: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 }, store),
      resetAddress: createRateLimiter({ name: 'reset-address', points: 20, windowSeconds: 15 * 60, blockSeconds: 15 * 60 }, store),
    };
    cache.set(services, limits);
  }
  return limits;
}

/** Who tries to log in: the account (channel and normalised email) and the client address. */
export type LoginAttempt = { account: string; address: string };

function keys({ account, address }: LoginAttempt) {
  const group = toAddressGroup(address);
  return { account, group, accountGroup: `${account}|${group}` };
}

/**
 * Takes one attempt's points, address first, then account and address, then the account: the
 * first refusal stops, so refused guesses never use up the wider budgets behind it (an attacker
 * locked at his own address cannot also run down the account's day). A refusal of the account's
 * day does not apply to an address group the account has logged in from.
 */
export async function admitLoginAttempt(limits: CustomerLimits, attempt: LoginAttempt): Promise<RateLimitDecision> {
  const { account, group, accountGroup } = keys(attempt);
  const byAddress = await limits.address.consume(group);
  if (!byAddress.allowed) return byAddress;
  const byAccountAddress = await limits.accountAddress.consume(accountGroup);
  if (!byAccountAddress.allowed) return byAccountAddress;
  const byAccount = await limits.accountDay.consume(account);
  if (byAccount.allowed || (await isKnownAddress(limits, accountGroup))) return { allowed: true, remaining: byAccountAddress.remaining };
  return byAccount;
}

async function isKnownAddress(limits: CustomerLimits, accountGroup: string): Promise<boolean> {
  return !(await limits.knownAddress.peek(accountGroup)).allowed;
}

/**
 * A correct password was no guess: the address gets its point back and the account's count at
 * that address starts again; the address group becomes known to the account. The account's day
 * count stays (other addresses may still be guessing) but loses this attempt's point.
 */
export async function noteLoginSuccess(limits: CustomerLimits, attempt: LoginAttempt): Promise<void> {
  const { account, group, accountGroup } = keys(attempt);
  await Promise.all([
    limits.address.refund(group),
    limits.accountAddress.reset(accountGroup),
    limits.accountDay.refund(account),
    limits.knownAddress.reset(accountGroup).then(() => limits.knownAddress.consume(accountGroup)),
  ]);
}

/** One sign-up from the address's group (a new account and a welcome mail each). */
export function admitSignup(limits: CustomerLimits, address: string): Promise<RateLimitDecision> {
  return limits.signupAddress.consume(toAddressGroup(address));
}
