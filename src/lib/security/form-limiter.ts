import { getServices, type Services } from '../services/services.ts';
import { createRateLimiter, type RateLimiter, type RateLimitRule } from './rate-limit.ts';

const limiters = new WeakMap<Services, Map<string, RateLimiter>>();

/**
 * The limiter of one form's rule on the services' store (memory, or the Redis every shop process
 * shares), built on first use and kept with the services, so a test's own services start afresh.
 */
export function getFormLimiter(rule: RateLimitRule): RateLimiter {
  const services = getServices();
  let byName = limiters.get(services);
  if (!byName) {
    byName = new Map();
    limiters.set(services, byName);
  }
  let limiter = byName.get(rule.name);
  if (!limiter) {
    limiter = createRateLimiter(rule, services.rateLimitStore);
    byName.set(rule.name, limiter);
  }
  return limiter;
}
