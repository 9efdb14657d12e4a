import { readServerConfig } from '../../src/lib/config/server-config.ts';
import { CONSENT_COOKIE, serializeConsent } from '../../src/lib/consent/consent.ts';

/**
 * The browser state every end-to-end spec starts from: a visitor who has already answered the
 * consent banner (statistics and marketing refused), on every host of the embedded host table.
 * Specs are about other things than a first visit, and a page without the banner is the page
 * most visits see. tests/e2e/consent.spec.ts starts without it; the accessibility spec opens the
 * banner on purpose.
 */
export function answeredConsentState() {
  const value = serializeConsent({ statistics: false, marketing: false });
  const hosts = readServerConfig({}).hostTable.entries.map((entry) => entry.host);
  return {
    cookies: hosts.map((domain) => ({ name: CONSENT_COOKIE, value, domain, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' as const })),
    origins: [],
  };
}

/** For specs that need a first visit: no cookies at all. */
export const FIRST_VISIT_STATE = { cookies: [], origins: [] };
