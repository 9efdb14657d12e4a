import pino from 'pino';
import { ConfigError, getServerConfig } from '../config/server-config.ts';

/**
 * Event names from the logging catalogue (docs/shop-rules.md, Logging catalogue) plus the shop's own. Logging by
 * name keeps dashboards and alerts stable when messages are reworded.
 */
export type LogEvent =
  | 'cms-page-not-found'
  | 'editor-render-refused'
  | 'footer-consent-link-missing'
  | 'storyblok-page-not-found'
  | 'page-not-found'
  | 'richtext-render-error'
  | 'hybrid-ssr-error'
  | 'nuxt-image-error'
  | 'missing-translation'
  | 'unknown-block'
  | 'block-render-error'
  | 'newsletter-no-recaptcha-token'
  | 'newsletter-recaptcha-error'
  | 'newsletter-subscribe-error'
  | 'newsletter-confirm-error'
  | 'newsletter-honeypot'
  | 'log-in-error'
  | 'sign-up-error'
  | 'password-reset-error'
  | 'customer-data-error'
  | 'sign-up-honeypot'
  | 'image-option-out-of-range'
  | 'content-api-missing-token'
  | 'content-api-error'
  | 'shop-api-error'
  | 'upstream-request'
  | 'request'
  | 'unknown-host'
  | 'rate-limited'
  | 'cross-origin-refused'
  | 'page-token-handed-over'
  | 'draft-token-invalid'
  | 'error-add-voucher'
  | 'error-add-accessory'
  | 'wishlist-error'
  | 'location-error'
  | 'error-no-materials-for-frame-type'
  | 'error-no-default-option-for-material-type'
  | 'countdown-date-in-past'
  | 'price-placeholder-unfilled'
  | 'fact-placeholder-unfilled'
  | 'overloaded'
  | 'connections-refused'
  | 'page-store-improve-failed'
  | 'page-store-refresh-failed'
  | 'request-refused'
  | 'server-error'
  | 'console'
  | 'process-warning'
  | 'uncaught-exception'
  | 'unhandled-rejection'
  | 'http-limits'
  | 'backend-started'
  | 'backend-restarted'
  | 'backend-stopped'
  | 'shop-stopped'
  // Feature flags: the logged codes of docs/shop-rules.md, Logging catalogue, plus the provider's refresh.
  | 'initialize'
  | 'no-treatment'
  | 'key-empty'
  | 'track'
  | 'change-feature-flag-session'
  | 'change-feature-flag-user'
  | 'user-key-changed'
  | 'split-error-already-initialized'
  | 'client-or-sdk-empty'
  | 'feature-flags-refresh-error'
  // Consent, analytics and the error page.
  | 'consent-saved'
  | 'tag-manager-id-invalid'
  | 'error-page-encountered'
  | 'translator-parse-error'
  | 'hybrid-parse-error'
  | 'empty-hybrid-layout'
  | 'asset-load-on-slug'
  // Content blocks with a server side (contact form, toolbox, customer pictures).
  | 'contact-form-person-not-found'
  | 'contact-form-error'
  | 'contact-form-honeypot'
  | 'toolbox-refused'
  | 'toolbox-error';

/** A configuration that does not parse is reported by start-up (`assertSafeConfig`), not here. */
function configuredLevel(): string {
  try {
    return getServerConfig().logLevel;
  } catch (error) {
    if (error instanceof ConfigError) return 'info';
    throw error;
  }
}

export const logger = pino({
  level: configuredLevel(),
  base: { service: 'shop' },
  timestamp: pino.stdTimeFunctions.isoTime,
});

export function logEvent(level: 'debug' | 'info' | 'warn' | 'error', event: LogEvent, fields: Record<string, unknown> = {}) {
  logger[level]({ event, ...fields }, event);
}

const loggedOnce = new Set<string>();

/** For conditions that repeat on every render (an unknown block, a missing key): one line per key. */
export function logEventOnce(level: 'warn' | 'error', event: LogEvent, key: string, fields: Record<string, unknown> = {}) {
  const id = `${event}:${key}`;
  if (loggedOnce.has(id)) return;
  loggedOnce.add(id);
  logEvent(level, event, { key, ...fields });
}
