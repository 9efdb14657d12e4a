import type { HostTable } from '../../../domain/routing/host-table.ts';
import { getPort, resolveHost } from '../../../domain/routing/host-table.ts';

/**
 * The start of a link in a mail (reset, sign-up, newsletter confirmation): the configured host
 * the request was placed on, and its language prefix. Only the host table names the host, so a
 * request line or header cannot send a mail's token elsewhere (decision 0019). The port is kept
 * only for plain http (local and test shops run on ports of their own); https hosts have none.
 * Undefined for a host the table does not know (the middleware answers those 421 first).
 */
export function buildLinkBase(table: HostTable, requestHost: string, languagePrefix: string): string | undefined {
  const entry = resolveHost(table, requestHost);
  if (!entry) return undefined;
  const port = table.protocol === 'http' ? getPort(requestHost) : undefined;
  return `${table.protocol}://${entry.host}${port && /^\d{1,5}$/.test(port) ? `:${port}` : ''}${languagePrefix}`;
}
