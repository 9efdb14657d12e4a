import { isIP } from 'node:net';

/**
 * The embedded backend's stand-in of an address-to-country lookup: no geo database, only the three
 * documentation networks (RFC 5737) mapped to shop countries, so a test or a demo can send a
 * "foreign" address through a proxy. Loopback, private and link-local addresses (a developer's
 * own machine) get the configured default; anything else is unknown.
 */
const DOCUMENTATION_NETWORKS: readonly { prefix: string; countryCode: string }[] = [
  { prefix: '192.0.2.', countryCode: 'CH' },
  { prefix: '198.51.100.', countryCode: 'AT' },
  { prefix: '203.0.113.', countryCode: 'FR' },
];

function isLocalAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number) as [number, number];
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  const lower = address.toLowerCase();
  return lower === '::1' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80:');
}

export function locateAddress(address: string | undefined, defaultCountryCode: string | null): string | null {
  if (!address || isIP(address.startsWith('::ffff:') ? address.slice(7) : address) === 0) return null;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  const documented = DOCUMENTATION_NETWORKS.find((network) => v4.startsWith(network.prefix));
  if (documented) return documented.countryCode;
  return isLocalAddress(address) ? defaultCountryCode : null;
}
