import { createRateLimiter, type RateLimiter } from '../security/rate-limit.ts';
import type { Services } from '../services/services.ts';

/**
 * Brute-force limits on log-in and password reset (docs/decisions/0012-customer-access.md):
 * - per account: 5 failures in 15 minutes, then refused for 15 minutes; 20 in a day, then a day
 *   (the block grows for an attacker who waits out the first);
 * - per client address: 20 failures in 15 minutes, then 15 minutes (more than per account: many
 *   shoppers share one address behind a company or mobile network).
 * Reset requests count every request (a mail goes out each time). Counts live in the rate-limit
 * store: memory, or Redis shared by every shop process when REDIS_URL is set.
 */
export const ACCOUNT_FAILURES = { points: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 };

export type CustomerLimits = { accountShort: RateLimiter; accountDay: RateLimiter; address: RateLimiter; resetAccount: RateLimiter; resetAddress: RateLimiter };

const cache = new WeakMap<Services, CustomerLimits>();

export function getCustomerLimits(services: Services): CustomerLimits {
  let limits = cache.get(services);
  if (!limits) {
    const store = services.rateLimitStore;
    limits = {
      accountShort: createRateLimiter({ name: 'login-account', ...ACCOUNT_FAILURES }, store),
      accountDay: createRateLimiter({ name: 'login-account-day', points: 20, windowSeconds: 24 * 3600, blockSeconds: 24 * 3600 }, store),
      address: createRateLimiter({ name: 'login-address', points: 20, windowSeconds: 15 * 60, blockSeconds: 15 * 60 }, store),
      resetAccount: createRateLimiter({ name: 'reset-account', points: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 }, store),
      resetAddress: createRateLimiter({ name: 'reset-address', points: 20, windowSeconds: 15 * 60, blockSeconds: 15 * 60 }, store),
    };
    cache.set(services, limits);
  }
  return limits;
}
