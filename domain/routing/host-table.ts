import { z } from 'zod';
import type { Channel } from '../locale/channels.ts';
import { CHANNELS } from '../locale/channels.ts';
import type { CountrySuffix } from '../locale/locales.ts';
import { COUNTRY_SUFFIXES } from '../locale/countries.ts';

export type HostEntry = { host: string; channel: Channel; country: CountrySuffix };
export type HostTable = {
  entries: readonly HostEntry[];
  /** Protocol used when the shop builds absolute URLs (canonical, hreflang, sitemap). */
  protocol: 'http' | 'https';
};

const hostEntrySchema = z.object({
  host: z.string().min(1).transform((h) => h.toLowerCase()),
  channel: z.enum(CHANNELS),
  country: z.enum(COUNTRY_SUFFIXES as [CountrySuffix, ...CountrySuffix[]]),
});

/** The embedded default: `{suffix}.{channel}.localhost` for every country, plus bare loopback names. */
export function buildEmbeddedHostTable(): HostTable {
  const entries: HostEntry[] = [];
  for (const channel of CHANNELS) {
    for (const country of COUNTRY_SUFFIXES) entries.push({ host: `${country}.${channel}.localhost`, channel, country });
  }
  entries.push({ host: 'localhost', channel: 'poster', country: 'de' }, { host: '127.0.0.1', channel: 'poster', country: 'de' });
  return { entries, protocol: 'http' };
}

/**
 * `SHOP_HOSTS` holds a JSON array of `{ host, channel, country }` for production; without it the
 * embedded table applies. Invalid configuration stops the start rather than serving wrong shops.
 */
export function parseHostTable(json: string | undefined, protocol: string | undefined): HostTable {
  if (!json) return buildEmbeddedHostTable();
  const entries = z.array(hostEntrySchema).min(1).parse(JSON.parse(json));
  return { entries, protocol: protocol === 'http' ? 'http' : 'https' };
}

/** Host header without port, lower-cased; IPv6 literals keep their brackets. */
export function stripPort(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

export function getPort(hostHeader: string): string | undefined {
  const host = hostHeader.trim();
  const afterBracket = host.startsWith('[') ? host.slice(host.indexOf(']') + 1) : host;
  const colon = afterBracket.lastIndexOf(':');
  return colon >= 0 ? afterBracket.slice(colon + 1) || undefined : undefined;
}

export function resolveHost(table: HostTable, hostHeader: string | null | undefined): HostEntry | undefined {
  if (!hostHeader) return undefined;
  const host = stripPort(hostHeader);
  return table.entries.find((entry) => entry.host === host);
}

/** The host that sells a channel in a country (the first configured one). */
export function findHostFor(table: HostTable, channel: Channel, country: CountrySuffix): HostEntry | undefined {
  return table.entries.find((entry) => entry.channel === channel && entry.country === country);
}

