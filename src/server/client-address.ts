import type { Context } from 'hono';

/**
 * The client address behind `hops` trusted reverse proxies. Each proxy appends the address it
 * received the request from to `X-Forwarded-For`, so only the last `hops` entries were written by
 * proxies we run; everything left of them came from the client and may be forged. The entry the
 * outermost trusted proxy added (the `hops`-th from the right) is the client as that proxy saw it.
 * With fewer entries than hops the header cannot have come through all our proxies, so it is not
 * trusted and the socket address is used.
 */
export function pickForwardedAddress(forwardedFor: string | null | undefined, hops: number, socketAddress: string | undefined): string {
  const fallback = socketAddress ?? 'unknown';
  if (!(hops > 0) || !forwardedFor) return fallback;
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  const picked = entries[entries.length - hops];
  return picked && isPlausibleAddress(picked) ? picked : fallback;
}

/** Proxies write bare IPv4/IPv6 addresses (sometimes with a port); anything else is noise. */
function isPlausibleAddress(value: string): boolean {
  return value.length <= 64 && /^[0-9a-fA-F:.[\]]+$/.test(value);
}

/** `X-Forwarded-Proto` as written by the outermost trusted proxy (same reading as the address). */
export function pickForwardedProto(forwardedProto: string | null | undefined, hops: number): string | null {
  if (!(hops > 0) || !forwardedProto) return null;
  const entries = forwardedProto.split(',').map((entry) => entry.trim().toLowerCase());
  // Proxies that set rather than append the header leave one entry: that one is theirs.
  const picked = entries.length >= hops ? entries[entries.length - hops] : entries[entries.length - 1];
  return picked === 'https' || picked === 'http' ? picked : null;
}

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** The client address of a request to the Node server (rate limits key on it). */
export function getClientAddress(c: Context, trustProxyHops: number): string {
  const socketAddress = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return pickForwardedAddress(c.req.header('x-forwarded-for'), trustProxyHops, socketAddress);
}
