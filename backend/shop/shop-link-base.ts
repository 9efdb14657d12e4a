import type { Channel } from '../../domain/locale/channels.ts';
import type { HostTable } from '../../domain/routing/host-table.ts';
import { isValidLinkBase } from '../newsletter/build-confirmation-email.ts';

/**
 * A mail's link base (reset, sign-up, newsletter confirmation) must name one of the channel's own
 * hosts with the shop's protocol: a shop fooled about its host must not get a token mailed to
 * another (decision 0019). Plain-http shops (local, tests) may name a port; https hosts do not.
 */
export function isShopLinkBase(table: HostTable, channel: Channel, linkBase: string): boolean {
  if (!isValidLinkBase(linkBase)) return false;
  const url = new URL(linkBase);
  if (url.protocol !== `${table.protocol}:`) return false;
  if (table.protocol === 'https' && url.port !== '') return false;
  return table.entries.some((entry) => entry.channel === channel && entry.host === url.hostname);
}
